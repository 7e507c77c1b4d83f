import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  ideaRequestSchema,
  ideaResponseSchema,
  statsResponseSchema,
} from '@app/domain/site.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { createIdea, createStatsCache } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  const stats = createStatsCache(db, context.now, context.config.statsCacheMs);
  app.get(
    '/stats',
    {
      schema: {
        tags: ['site'],
        summary:
          'Public counts of people and posts (each server counts at most once per ' +
          'STATS_CACHE_SECONDS, a minute by default)',
        response: { 200: statsResponseSchema, '5xx': apiErrorSchema },
      },
    },
    async () => ({ data: await stats() }),
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
      await createIdea(
        db,
        request.body.idea,
        request.session?.userId ?? null,
        context.now(),
        context.config.writingRoomBytes,
      );
      return { success: true as const };
    },
  );
};
