import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  challengeResponseSchema,
  challengersResponseSchema,
  sendChallengeMessageRequestSchema,
  sendChallengeMessageResponseSchema,
} from '@app/domain/community.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_NAME, type ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { getChallenge, joinChallenge, leaveChallenge } from './challenge.service.ts';
import {
  type ChallengeMessageTools,
  listChallengers,
  sendChallengeMessage,
} from './challengers.service.ts';

export const challengeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  const { challengeStartDate } = context.config;
  const messageTools: ChallengeMessageTools = {
    messenger: context.messenger,
    appName: APP_NAME,
    appUrl: context.config.appUrl,
    log: context.log,
  };
  const challengeReply = { 200: challengeResponseSchema, '4xx': apiErrorSchema };

  app.get(
    '/challenge',
    {
      schema: {
        tags: ['challenge'],
        summary: 'The happiness challenge: whether you joined, places taken, start and length',
        response: challengeReply,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getChallenge(db, sessionOf(request).userId, challengeStartDate),
    }),
  );

  app.post(
    '/challenge/join',
    {
      schema: {
        tags: ['challenge'],
        summary: 'Take a place in the challenge (409 challenge_full once all are taken)',
        response: challengeReply,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await joinChallenge(db, sessionOf(request).userId, challengeStartDate),
    }),
  );

  app.post(
    '/challenge/leave',
    {
      schema: {
        tags: ['challenge'],
        summary: 'Give your place back',
        response: challengeReply,
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await leaveChallenge(db, sessionOf(request).userId, challengeStartDate),
    }),
  );

  app.get(
    '/challengers',
    {
      schema: {
        tags: ['challenge'],
        summary: 'Moderators: the participants, with name and the contact messages go to',
        response: { 200: challengersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listChallengers(db, sessionOf(request).userId) }),
  );

  app.post(
    '/challengers',
    {
      schema: {
        tags: ['challenge'],
        summary:
          'Moderators: send a message to chosen participants, each by e-mail or SMS (their ' +
          'first contact); ids of people not in the challenge are skipped',
        body: sendChallengeMessageRequestSchema,
        response: { 200: sendChallengeMessageResponseSchema, '4xx': apiErrorSchema },
      },
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: personOrAddressKey,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await sendChallengeMessage(
        db,
        sessionOf(request).userId,
        request.body,
        context.now(),
        messageTools,
      ),
    }),
  );
};
