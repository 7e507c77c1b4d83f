import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  ideaRequestSchema,
  ideaResponseSchema,
  statsResponseSchema,
} from '@app/domain/site.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createIdea, getStats } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary: 'Public counts of people and posts',
        response: { 200: statsResponseSchema, '5xx': apiErrorSchema },
      },
    },
    async () => ({ data: await getStats(db) }),
  );

  app.post(
    '/ideas',
    {
      schema: {
        tags: ['site'],
        summary: 'Send an idea to the team (open to visitors too)',
        body: ideaRequestSchema,
        response: { 200: ideaResponseSchema, '4xx': apiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
    },
    async (request) => {
      await createIdea(db, request.body.idea, request.session?.userId ?? null);
      return { success: true as const };
    },
  );
};
