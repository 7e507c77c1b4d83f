import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  markNoticesReadRequestSchema,
  markNoticesReadResponseSchema,
  NOTICES_PAGE_SIZE,
  noticesResponseSchema,
} from '@app/domain/notices.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { listNotices, markNoticesRead } from './notices.service.ts';

/** What the app tells authors about their shared posts: their own notices only. */
export const noticesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;

  app.get(
    '/notices',
    {
      schema: {
        tags: ['notices'],
        summary:
          `Your newest ${NOTICES_PAGE_SIZE} notices (a moderator approved your shared post, a ` +
          'suggestion on it was let through), newest first, and how many are unread',
        response: { 200: noticesResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listNotices(db, sessionOf(request).userId) }),
  );

  app.post(
    '/notices/read',
    {
      schema: {
        tags: ['notices'],
        summary:
          'Mark your notices read: those named by `ids`, or every one without `ids`. Ids that ' +
          'are not your notices change nothing.',
        body: markNoticesReadRequestSchema,
        response: { 200: markNoticesReadResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await markNoticesRead(db, sessionOf(request).userId, request.body.ids, now()),
    }),
  );
};
