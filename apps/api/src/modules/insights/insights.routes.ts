import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  insightsQuerySchema,
  insightsResponseSchema,
  insightsTrendsQuerySchema,
  insightsTrendsResponseSchema,
} from '@app/domain/insights.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getInsights, getInsightsTrends } from './insights.service.ts';

export const insightsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        summary:
          'Your insights: feelings new this month, feelings by post category, the habit year ' +
          'with streaks, recurring limiting beliefs and their replacements, the excitement ' +
          'record and evidence for your identity. `tz` is your time zone (default UTC).',
        querystring: insightsQuerySchema,
        response: { 200: insightsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getInsights(db, sessionOf(request).userId, {
        timeZone: request.query.tz,
        now: now(),
      }),
    }),
  );

  app.get(
    '/insights/trends',
    {
      schema: {
        tags: ['insights'],
        summary:
          'Mood words of your posts and your logged feelings per week or month (the last 12, ' +
          'in your time zone `tz`): the five most used words and the rest as other.',
        querystring: insightsTrendsQuerySchema,
        response: { 200: insightsTrendsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getInsightsTrends(db, sessionOf(request).userId, {
        unit: request.query.unit,
        timeZone: request.query.tz,
        now: now(),
      }),
    }),
  );
};
