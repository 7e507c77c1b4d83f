import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { searchPostsQuerySchema, searchPostsResponseSchema } from '@app/domain/search.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { searchOwnPosts } from '../posts/posts-search.service.ts';

/**
 * Search has no tables of its own: the posts it searches are the posts module's, so the query
 * is that module's service (posts-search.service.ts), and this module is the route.
 */
export const searchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/search',
    {
      // Never compressed: the answer puts the words asked for beside private writing
      // (plugins/compression.ts).
      compress: false,
      schema: {
        tags: ['search'],
        summary:
          'Search your own posts by words (English word forms: "run" finds "running"; ' +
          '"quoted phrases", or, -word), best match first, with the matching words marked in ' +
          'the title and in a snippet. Filters: category, and the time written (from ' +
          'inclusive, to exclusive). Pages by offset.',
        querystring: searchPostsQuerySchema,
        response: { 200: searchPostsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => searchOwnPosts(db, sessionOf(request).userId, request.query),
  );
};
