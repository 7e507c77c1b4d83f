import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  currentExcitementResponseSchema,
  takeActionRequestSchema,
} from '@app/domain/excitement.schemas.ts';
import { postResponseSchema } from '@app/domain/posts.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getCurrentExcitement, resetCurrentExcitement, takeAction } from './excitement.service.ts';

export const excitementRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/excitement/current',
    {
      schema: {
        tags: ['excitement'],
        summary: 'Your current excitement (your draft excitement post), or null',
        response: { 200: currentExcitementResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getCurrentExcitement(db, sessionOf(request).userId) }),
  );

  app.post(
    '/excitement',
    {
      schema: {
        tags: ['excitement'],
        summary:
          "I'm Taking Action: creates the draft excitement post titled with the chosen option " +
          'in title case; it becomes the current excitement (an older one stops being current). ' +
          'Record the results with PUT /posts/{id} and draft false. A sealed journal sends ' +
          '`{id, sealed}` instead: the post made and sealed on its device.',
        body: takeActionRequestSchema,
        response: { 200: postResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await takeAction(
        db,
        sessionOf(request).userId,
        request.body,
        context.now(),
        context.access,
        context.config.writingRoomBytes,
      ),
    }),
  );

  app.delete(
    '/excitement/current',
    {
      schema: {
        tags: ['excitement'],
        summary: 'Reset the current excitement (its post stays, no longer a draft)',
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await resetCurrentExcitement(db, sessionOf(request).userId);
      return reply.code(204).send(null);
    },
  );
};
