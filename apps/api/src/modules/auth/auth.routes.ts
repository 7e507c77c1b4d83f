import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  logoutResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  signInResponseSchema,
  verifyCodeFailureSchema,
  verifyCodeRequestSchema,
} from '@app/domain/auth.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_NAME, type ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { clientAddressKey } from '../../plugins/client-address.ts';
import { getUser } from '../../policies/people.ts';
import { type AuthDeps, sendLoginCode, verifyLoginCode } from './auth.service.ts';
import { revokeSession } from './sessions.service.ts';
import { setSignInCookies } from './sign-in-cookies.ts';

/**
 * The login routes. Each says `compress: false`: their answers carry the session token
 * (plugins/compression.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { sessionCache, ipLimits, cookies } = context;
  const deps: AuthDeps = {
    db: context.db,
    messenger: context.messenger,
    codeSecret: context.loginCodeSecret,
    now: context.now,
    appName: APP_NAME,
    log: context.log,
    moderatorContacts: context.config.moderatorContacts,
  };

  app.post(
    '/send-code',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time login code to an e-mail address or mobile number',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      config: {
        rateLimit: { max: ipLimits.sendPerWindow, timeWindow: ipLimits.windowMs },
      },
    },
    async (request) => {
      const contact = await sendLoginCode(deps, {
        contact: request.body.contact,
        requester: clientAddressKey(request.ip),
        deviceToken: request.cookies[cookies.device],
        language: request.body.language,
      });
      return { success: true as const, ...contact };
    },
  );

  app.post(
    '/verify-code',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a login code for a session (cookie, and token for other clients)',
        body: verifyCodeRequestSchema,
        response: {
          200: signInResponseSchema,
          '4xx': verifyCodeFailureSchema,
          '5xx': verifyCodeFailureSchema,
        },
      },
      config: {
        // The spec's client reads `success: false` beside the error.
        errorsCarrySuccessFlag: true,
        rateLimit: { max: ipLimits.verifyPerWindow, timeWindow: ipLimits.windowMs },
      },
    },
    async (request, reply) => {
      const signedIn = await verifyLoginCode(deps, {
        ...request.body,
        requester: clientAddressKey(request.ip),
        deviceToken: request.cookies[cookies.device],
      });
      setSignInCookies(reply, cookies, signedIn);
      return { success: true as const, token: signedIn.token, data: signedIn.user };
    },
  );

  app.get(
    '/session',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person, or null for a visitor (never 401)',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({
      data: request.session ? await getUser(deps.db, request.session.userId) : null,
    }),
  );

  app.post(
    '/logout',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server',
        response: { 200: logoutResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await revokeSession(deps.db, sessionCache, sessionOf(request).sessionId);
      reply.clearCookie(cookies.session, { path: '/', secure: cookies.secure });
      return { success: true as const };
    },
  );
};
