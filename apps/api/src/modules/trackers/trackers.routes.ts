import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { localDateOf } from '@app/domain/local-time.ts';
import {
  createTrackersRequestSchema,
  FIRST_TIME_ZONE,
  saveTrackersRequestSchema,
  trackersResponseSchema,
  trackersWriteQuerySchema,
} from '@app/domain/trackers.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createTrackers, deleteTracker, listTrackers, saveTrackers } from './trackers.service.ts';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const trackerParamsSchema = z.object({ id: z.string() });

/** A path that names no tracker is a tracker that does not exist: 404, like any other. */
function parseTrackerId(id: string): string {
  if (!UUID.test(id)) throw notFound('That habit tracker');
  return id.toLowerCase();
}

export const trackersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  const { writingRoomBytes } = context.config;
  const todayIn = (timeZone: string | undefined) =>
    localDateOf(context.now(), timeZone ?? FIRST_TIME_ZONE);
  app.get(
    '/habit-trackers',
    {
      schema: {
        tags: ['trackers'],
        summary: 'Your habit trackers in grid order (empty until the client creates the defaults)',
        response: { 200: trackersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listTrackers(db, sessionOf(request).userId) }),
  );

  app.post(
    '/habit-trackers',
    {
      schema: {
        tags: ['trackers'],
        summary:
          'Add trackers: the three defaults when you have none, or one (Add). 409 when you ' +
          'would have more than three; 400 day_after_today for a day after today in `tz` ' +
          '(without it, in the zone whose day comes first). Answers all your trackers.',
        querystring: trackersWriteQuerySchema,
        body: createTrackersRequestSchema,
        response: { 200: trackersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await createTrackers(
        db,
        sessionOf(request).userId,
        request.body,
        todayIn(request.query.tz),
        writingRoomBytes,
      ),
    }),
  );

  app.put(
    '/habit-trackers',
    {
      schema: {
        tags: ['trackers'],
        summary:
          'Save titles, days done and rest, pauses and goals (daysPerWeek) of your trackers, ' +
          'each by _id (all or nothing; 404 if one is ' +
          'not yours; 400 day_after_today for a day after today in `tz`). Trackers left out ' +
          'are unchanged. Answers all your trackers.',
        querystring: trackersWriteQuerySchema,
        body: saveTrackersRequestSchema,
        response: { 200: trackersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await saveTrackers(
        db,
        sessionOf(request).userId,
        request.body,
        todayIn(request.query.tz),
        writingRoomBytes,
      ),
    }),
  );

  app.delete(
    '/habit-trackers/:id',
    {
      schema: {
        tags: ['trackers'],
        summary: 'Remove one of your trackers (its place is then free for Add)',
        params: trackerParamsSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deleteTracker(db, sessionOf(request).userId, parseTrackerId(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
