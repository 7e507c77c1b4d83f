import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { updateUserRequestSchema, userResponseSchema } from '@app/domain/users.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getUser, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/users/current',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in person',
        response: { 200: userResponseSchema, '4xx': apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ data: await getUser(db, sessionOf(request).userId) }),
  );

  app.put(
    '/users/current',
    {
      schema: {
        tags: ['users'],
        summary: 'Change name, city, verbose mode or images (never roles or contacts)',
        body: updateUserRequestSchema,
        response: { 200: userResponseSchema, '4xx': apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ data: await updateUser(db, sessionOf(request).userId, request.body) }),
  );
};
