import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  addFeelingRequestSchema,
  feelingsResponseSchema,
  OWN_FEELING_WORDS_COUNT,
  ownFeelingWordsResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { addFeeling, clearFeelings, getFeelings, listOwnFeelingWords } from './feelings.service.ts';

export const feelingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/feelings',
    {
      schema: {
        tags: ['feelings'],
        summary:
          'Your last 10 feelings (newest first), the trending top 10 with counts and ' +
          'percent = round(count / total × 100), and every feeling logged by quarter of the ' +
          'mood meter (words outside the vocabulary as unplaced)',
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
          'intensity from 1 to 5; answers the overview',
        body: addFeelingRequestSchema,
        response: { 200: feelingsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await addFeeling(
        db,
        sessionOf(request).userId,
        request.body,
        context.config.writingRoomBytes,
      ),
    }),
  );

  app.get(
    '/feelings/words',
    {
      schema: {
        tags: ['feelings'],
        summary: `The words you have logged, the most used first (ties by word), at most ${OWN_FEELING_WORDS_COUNT}: the suggestions the feelings page offers before its vocabulary`,
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
        summary: 'Clear: empty your feelings log and its counts',
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
