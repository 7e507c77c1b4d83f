import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { RESTORE_DAYS } from '@app/domain/limits.ts';
import {
  ON_THIS_DAY_MAX_YEARS,
  ON_THIS_DAY_POSTS_PER_YEAR,
  ON_THIS_DAY_YEARS_BACK,
} from '@app/domain/on-this-day.ts';
import {
  createPostRequestSchema,
  deletedPostListResponseSchema,
  listDeletedPostsQuerySchema,
  listPostsQuerySchema,
  onThisDayQuerySchema,
  onThisDayResponseSchema,
  postCountResponseSchema,
  postDetailResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  updatePostRequestSchema,
} from '@app/domain/posts.schemas.ts';
import {
  pendingPostsQuerySchema,
  pendingPostsResponseSchema,
  sealBatchResponseSchema,
  sealPostsRequestSchema,
  unsealPostsRequestSchema,
} from '@app/domain/seal.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_NAME, type ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import { createNoticeMailer } from '../notices/notices.service.ts';
import { listOnThisDay, onThisDayRequestAt } from './on-this-day.service.ts';
import {
  countListedPosts,
  createPost,
  deletePost,
  getPost,
  listDeletedPosts,
  listPosts,
  moderatePost,
  purgeDeletedPosts,
  restorePost,
  updatePost,
} from './posts.service.ts';
import {
  listPlainPosts,
  listSealedPosts,
  sealPosts,
  unsealPosts,
} from './posts-sealing.service.ts';

/** How often every server purges the posts past their days in "Recently deleted". */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const postParamsSchema = z.object({ id: z.string() });

/** A path that names no post is a post that does not exist: 404, like any other. */
function parsePostId(id: string): string {
  if (!UUID.test(id)) throw notFound('That post');
  return id.toLowerCase();
}

export const postsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now } = context;
  const sendMail = createNoticeMailer({
    ...context,
    appName: APP_NAME,
    appUrl: context.config.appUrl,
  });
  app.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary:
          'A page of posts, newest first: yours (filter=mine), approved shared posts ' +
          '(community) or shared posts needing review (review, moderators only; empty for ' +
          'others). Cursor paging with starting_after / ending_before; count_posts=true ' +
          'answers the count of the view instead.',
        description:
          "The product's shareForFeedback=true with approvalStatus=approved names the community " +
          'view, with approvalStatus=needs_review the review view, exactly as filter does; ' +
          'one without the other, other values, or a filter naming another view are refused ' +
          "with 400. A parameter not listed here (docs/product.md's `user` among them: the session " +
          'decides whose posts are yours) is refused with 400 naming it.',
        querystring: listPostsQuerySchema,
        response: {
          200: z.union([postListResponseSchema, postCountResponseSchema]),
          '4xx': apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { count_posts: isCount, ...options } = request.query;
      if (isCount) return { data: await countListedPosts(db, userId, options) };
      return listPosts(db, userId, options);
    },
  );

  app.post(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary:
          'Write a post (owner, dates, approval and pseudonym are set by the server). With ' +
          'an `id` made by the client, sending it again answers the same post (no second ' +
          "one); an id that is someone else's is refused with 409. `deleted: true` is " +
          'refused with 400 (a post is never created deleted).',
        body: createPostRequestSchema,
        response: { 200: postResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await createPost(
        db,
        sessionOf(request).userId,
        request.body,
        context.now(),
        context.access,
        context.config.writingRoomBytes,
      ),
    }),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary:
          'A post you may read (yours, an approved shared one, or any shared one for ' +
          'moderators), with the suggestions you may see on it',
        params: postParamsSchema,
        response: { 200: postDetailResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getPost(db, sessionOf(request).userId, parsePostId(request.params.id)),
    }),
  );

  app.put(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary:
          'Save your post (the full post), or, as a moderator, approve or reject someone ' +
          "else's shared post (only {approvalStatus}). `deleted: true` is refused with 400: " +
          'DELETE /posts/{id} deletes a post.',
        params: postParamsSchema,
        body: updatePostRequestSchema,
        response: { 200: postResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const postId = parsePostId(request.params.id);
      const body = request.body;
      const post =
        'category' in body
          ? await updatePost(db, userId, postId, body, context.config.writingRoomBytes)
          : await moderatePost(db, userId, postId, body.approvalStatus, { now: now(), sendMail });
      return { data: post };
    },
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary:
          'Delete your post (soft: it disappears everywhere but GET /posts/deleted, where ' +
          `POST /posts/{id}/restore brings it back for ${RESTORE_DAYS} days; then its writing ` +
          'and picture are purged)',
        params: postParamsSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deletePost(db, sessionOf(request).userId, parsePostId(request.params.id), now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/posts/deleted',
    {
      schema: {
        tags: ['posts'],
        summary:
          `Your posts deleted in the last ${RESTORE_DAYS} days, newest deleted first, with ` +
          'their title, kind, deletion date and the whole days left to restore them. Cursor ' +
          'paging with starting_after.',
        querystring: listDeletedPostsQuerySchema,
        response: { 200: deletedPostListResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listDeletedPosts(db, sessionOf(request).userId, request.query, now()),
  );

  app.post(
    '/posts/:id/restore',
    {
      schema: {
        tags: ['posts'],
        summary:
          `Restore your post deleted in the last ${RESTORE_DAYS} days, as it was but not ` +
          "shared: share it again to ask for feedback. Anyone else's post, and one purged, " +
          'is 404; a second identity record is 409.',
        params: postParamsSchema,
        response: { 200: postResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await restorePost(db, sessionOf(request).userId, parsePostId(request.params.id), now()),
    }),
  );

  app.get(
    '/posts/unsealed',
    {
      schema: {
        tags: ['posts', 'seal'],
        summary:
          'While your journal is being sealed: the next of your posts still plain (deleted ' +
          'ones included; shared ones stay plain), and how many are left. 409 for a journal ' +
          'not being sealed.',
        querystring: pendingPostsQuerySchema,
        response: { 200: pendingPostsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listPlainPosts(db, sessionOf(request).userId, request.query.limit),
  );

  app.post(
    '/posts/sealed',
    {
      schema: {
        tags: ['posts', 'seal'],
        summary:
          'Store a batch of your posts sealed on your device in place of their plain writing. ' +
          'A post changed since you read it (its lastUpdate) is skipped, not overwritten: ' +
          'read it again. Answers how many were sealed and how many are left.',
        body: sealPostsRequestSchema,
        response: { 200: sealBatchResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await sealPosts(
        db,
        sessionOf(request).userId,
        request.body,
        context.config.writingRoomBytes,
      ),
    }),
  );

  app.get(
    '/posts/sealed',
    {
      schema: {
        tags: ['posts', 'seal'],
        summary:
          'While your journal is being unsealed: the next of your posts still sealed (deleted ' +
          'ones included), and how many are left. 409 for a journal not being unsealed.',
        querystring: pendingPostsQuerySchema,
        response: { 200: pendingPostsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => listSealedPosts(db, sessionOf(request).userId, request.query.limit),
  );

  app.post(
    '/posts/unsealed',
    {
      schema: {
        tags: ['posts', 'seal'],
        summary:
          'Store a batch of your posts opened on your device plain again, while your journal ' +
          'is being unsealed. A post changed since you read it (its lastUpdate) is skipped.',
        body: unsealPostsRequestSchema,
        response: { 200: sealBatchResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await unsealPosts(
        db,
        sessionOf(request).userId,
        request.body,
        context.config.writingRoomBytes,
      ),
    }),
  );

  // Posts past their days in "Recently deleted": purged by every server (safe to run at once).
  runPeriodically(app, {
    name: 'posts',
    intervalMs: PURGE_INTERVAL_MS,
    run: () => purgeDeletedPosts(db, now()),
    done: 'deleted posts purged',
  });

  app.get(
    '/on-this-day',
    {
      schema: {
        tags: ['posts'],
        summary:
          "On This Day: your posts created on today's date in earlier years, in your time " +
          `zone \`tz\`, newest year first: at most ${ON_THIS_DAY_MAX_YEARS} years, each with ` +
          `its newest ${ON_THIS_DAY_POSTS_PER_YEAR} posts as the list shows them and whether ` +
          'that day holds more',
        description:
          'A post of 29 February shows on 28 February in years without a 29th. Deleted posts ' +
          `never show; the server looks back ${ON_THIS_DAY_YEARS_BACK} years at most. An ` +
          'unknown `tz` is refused with 400.',
        querystring: onThisDayQuerySchema,
        response: { 200: onThisDayResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await listOnThisDay(
        db,
        sessionOf(request).userId,
        onThisDayRequestAt(now(), request.query.tz),
      ),
    }),
  );
};
