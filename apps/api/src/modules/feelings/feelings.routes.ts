import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  addFeelingRequestSchema,
  addFeelingResponseSchema,
  FEELING_LOG_PAGE_MAX,
  feelingLogQuerySchema,
  feelingLogResponseSchema,
  feelingsResponseSchema,
  OWN_FEELING_WORDS_COUNT,
  ownFeelingWordsResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import {
  pendingFeelingsQuerySchema,
  pendingFeelingsResponseSchema,
  sealBatchResponseSchema,
  sealFeelingsRequestSchema,
  unsealFeelingsRequestSchema,
} from '@app/domain/seal.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { addFeeling, clearFeelings, getFeelings, listOwnFeelingWords } from './feelings.service.ts';
import {
  listFeelingLog,
  listPlainFeelings,
  listSealedFeelings,
  sealFeelings,
  unsealFeelings,
} from './feelings-sealing.service.ts';

export const feelingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  const { writingRoomBytes } = context.config;
  app.get(
    '/feelings',
    {
      schema: {
        tags: ['feelings'],
        summary:
          'Your last 10 feelings (newest first), the trending top 10 with counts and ' +
          'percent = round(count / total × 100), and every feeling logged by quarter of the ' +
          'mood meter (words outside the vocabulary as unplaced). 409 journal_sealed for a ' +
          'journal that is not open: its device counts GET feelings/log itself.',
        response: { 200: feelingsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getFeelings(db, sessionOf(request).userId) }),
  );

  app.post(
    '/feelings',
    {
      schema: {
        tags: ['feelings'],
        summary:
          'Log a feeling (trimmed and lower-cased; blank is refused) with an optional ' +
          'intensity from 1 to 5, and get the overview; or, in a sealed journal, its envelope ' +
          'for an id made on your device (409 when taken), and get the entry. 409 for a plain ' +
          'feeling in a sealed journal, or a sealed one in an open journal.',
        body: addFeelingRequestSchema,
        response: { 200: addFeelingResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await addFeeling(db, sessionOf(request).userId, request.body, writingRoomBytes),
    }),
  );

  app.get(
    '/feelings/log',
    {
      schema: {
        tags: ['feelings'],
        summary:
          `Your feelings log as stored, newest first, at most ${FEELING_LOG_PAGE_MAX} a page ` +
          "(`before`: the last id of the page before; `next` names it): a sealed journal's " +
          'feelings as their envelopes, which your device opens and counts',
        querystring: feelingLogQuerySchema,
        response: { 200: feelingLogResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listFeelingLog(db, sessionOf(request).userId, request.query),
  );

  app.get(
    '/feelings/unsealed',
    {
      schema: {
        tags: ['feelings', 'seal'],
        summary:
          'While your journal is being sealed: the next of your feelings still plain, and how ' +
          'many are left. 409 for a journal not being sealed.',
        querystring: pendingFeelingsQuerySchema,
        response: { 200: pendingFeelingsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listPlainFeelings(db, sessionOf(request).userId, request.query.limit),
  );

  app.post(
    '/feelings/sealed',
    {
      schema: {
        tags: ['feelings', 'seal'],
        summary:
          'Store a batch of your feelings sealed on your device in place of their words (each ' +
          'only while still plain); their counts go with them. Answers how many were sealed ' +
          'and how many are left.',
        body: sealFeelingsRequestSchema,
        response: { 200: sealBatchResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await sealFeelings(db, sessionOf(request).userId, request.body, writingRoomBytes),
    }),
  );

  app.get(
    '/feelings/sealed',
    {
      schema: {
        tags: ['feelings', 'seal'],
        summary:
          'While your journal is being unsealed: the next of your feelings still sealed, and ' +
          'how many are left. 409 for a journal not being unsealed.',
        querystring: pendingFeelingsQuerySchema,
        response: { 200: pendingFeelingsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listSealedFeelings(db, sessionOf(request).userId, request.query.limit),
  );

  app.post(
    '/feelings/unsealed',
    {
      schema: {
        tags: ['feelings', 'seal'],
        summary:
          'Store a batch of your feelings opened on your device plain again, while your ' +
          'journal is being unsealed (each only while still sealed), counted again.',
        body: unsealFeelingsRequestSchema,
        response: { 200: sealBatchResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await unsealFeelings(db, sessionOf(request).userId, request.body, writingRoomBytes),
    }),
  );

  app.get(
    '/feelings/words',
    {
      schema: {
        tags: ['feelings'],
        summary: `The words you have logged, the most used first (ties by word), at most ${OWN_FEELING_WORDS_COUNT}: the suggestions the feelings page offers before its vocabulary. 409 journal_sealed for a journal that is not open.`,
        response: { 200: ownFeelingWordsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listOwnFeelingWords(db, sessionOf(request).userId) }),
  );

  app.delete(
    '/feelings',
    {
      schema: {
        tags: ['feelings'],
        summary: 'Clear: empty your feelings log and its counts, sealed or not',
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await clearFeelings(db, sessionOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};
