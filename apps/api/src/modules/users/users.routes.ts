import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  deleteAccountRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
} from '@app/domain/users.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getUser } from '../../policies/people.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { billingContext } from '../billing/billing.routes.ts';
import type { BillingProvider } from '../billing/billing-provider.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { updateUser } from './users.service.ts';

export type UsersRoutesOptions = {
  db: Database;
  billing: BillingProvider;
  sessionCache: SessionCache;
  now: () => Date;
  cookieName: string;
  deviceCookieName: string;
  secureCookie: boolean;
};

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { db } = options;
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
        summary: 'Change name, city, verbose mode or images (never roles or contacts)',
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
        options.billing,
        options.sessionCache,
        userId,
        request.body.name,
        billingContext(request, options.now),
      );
      reply.clearCookie(options.cookieName, { path: '/', secure: options.secureCookie });
      reply.clearCookie(options.deviceCookieName, { path: '/', secure: options.secureCookie });
      return reply.code(204).send(null);
    },
  );
};
