import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  deleteAccountRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
} from '@app/domain/users.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { CLEAR_CACHE } from '../../plugins/cache-control.ts';
import { getUser } from '../../policies/people.ts';
import { billingContext } from '../billing/billing.routes.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, cookies } = context;
  app.get(
    '/users/current',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in person',
        response: { 200: userResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getUser(db, sessionOf(request).userId) }),
  );

  app.put(
    '/users/current',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change name, city, verbose mode, images or goal, or mark the first run done ' +
          '(`firstRunDone: true`, for good); never roles or contacts',
        body: updateUserRequestSchema,
        response: { 200: userResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await updateUser(db, sessionOf(request).userId, request.body) }),
  );

  app.delete(
    '/users/current',
    {
      schema: {
        tags: ['users'],
        summary:
          'Delete your account and everything in it, after cancelling the subscription and ' +
          'removing the cards. `name` must be your name as typed on /delete-account (your ' +
          'first contact if you never set a name). Every session ends.',
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      await deleteAccount(
        db,
        context.billing,
        context.sessionCache,
        userId,
        request.body.name,
        billingContext(request, context.now),
      );
      reply.clearCookie(cookies.session, { path: '/', secure: cookies.secure });
      reply.clearCookie(cookies.device, { path: '/', secure: cookies.secure }).headers(CLEAR_CACHE);
      return reply.code(204).send(null);
    },
  );
};
