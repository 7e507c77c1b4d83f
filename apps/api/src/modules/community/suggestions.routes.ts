import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  feedbackItemResponseSchema,
  moderateFeedbackRequestSchema,
  SUGGESTIONS_PER_HOUR,
  submitFeedbackRequestSchema,
  submitFeedbackResponseSchema,
} from '@app/domain/community.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_NAME, type ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { createNoticeMailer } from '../notices/notices.service.ts';
import { moderateFeedback, submitFeedback } from './suggestions.service.ts';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A path that names no post or suggestion names one that does not exist: 404. */
function parseId(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id.toLowerCase();
}

const HOUR_MS = 60 * 60 * 1000;

export const suggestionsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  const sendMail = createNoticeMailer({
    ...context,
    appName: APP_NAME,
    appUrl: context.config.appUrl,
  });
  app.put(
    '/posts/:id/feedback',
    {
      schema: {
        tags: ['community'],
        summary:
          "Send a suggestion on someone else's post shared for feedback and approved. It " +
          'waits for a moderator (approvalStatus must be needs_approval, or left out).',
        params: z.object({ id: z.string() }),
        body: submitFeedbackRequestSchema,
        response: { 200: submitFeedbackResponseSchema, '4xx': apiErrorSchema },
      },
      config: {
        rateLimit: {
          max: SUGGESTIONS_PER_HOUR,
          timeWindow: HOUR_MS,
          // Per person (the session is resolved before this hook); per address for visitors.
          keyGenerator: personOrAddressKey,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const postId = parseId(request.params.id, 'That post');
      await submitFeedback(
        db,
        sessionOf(request).userId,
        postId,
        request.body.feedback,
        context.config.writingRoomBytes,
      );
      return { success: true as const };
    },
  );

  app.put(
    '/posts/:id/feedback/:feedbackId',
    {
      schema: {
        tags: ['community'],
        summary:
          'Moderators: edit a suggestion and set its status (not on your own post, nor your ' +
          'own suggestion)',
        params: z.object({ id: z.string(), feedbackId: z.string() }),
        body: moderateFeedbackRequestSchema,
        response: { 200: feedbackItemResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await moderateFeedback(
        db,
        sessionOf(request).userId,
        parseId(request.params.id, 'That post'),
        parseId(request.params.feedbackId, 'That suggestion'),
        request.body,
        context.config.writingRoomBytes,
        { now: now(), sendMail },
      ),
    }),
  );
};
