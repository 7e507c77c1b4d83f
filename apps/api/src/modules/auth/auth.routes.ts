import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  logoutResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  signInResponseSchema,
  verifyCodeFailureSchema,
  verifyCodeRequestSchema,
} from '@app/domain/auth.schemas.ts';
import { sessionResponseSchema } from '@app/domain/session.schemas.ts';
import { isLockAfterMinutes } from '@app/domain/session-lock.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_NAME, type AppContext, type ModuleOptions } from '../../app-context.ts';
import { anySessionOf } from '../../plugins/auth.ts';
import { CLEAR_CACHE } from '../../plugins/cache-control.ts';
import { clientAddressKey } from '../../plugins/client-address.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import { getUser } from '../../policies/people.ts';
import {
  deleteDayOldLoginRecords,
  type LoginCodeTools,
  sendLoginCode,
  verifyLoginCode,
} from './auth.service.ts';
import { describeLockedSession } from './session-lock.service.ts';
import { revokeSession } from './sessions.service.ts';
import { setSignInCookies } from './sign-in-cookies.ts';

/** What the code routes need of the context: the login routes' and the unlock's. */
export const loginCodeToolsOf = (context: AppContext): LoginCodeTools => ({
  messenger: context.messenger,
  codeSecret: context.loginCodeSecret,
  appName: APP_NAME,
  log: context.log,
  moderatorContacts: context.config.moderatorContacts,
  textsPerDay: context.config.textsPerDay,
});

/**
 * The login routes. Each says `compress: false`: their answers carry the session token
 * (plugins/compression.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, sessionCache, ipLimits, cookies } = context;
  const tools = loginCodeToolsOf(context);

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
      const contact = await sendLoginCode(
        db,
        {
          contact: request.body.contact,
          requester: clientAddressKey(request.ip),
          deviceToken: request.cookies[cookies.device],
          language: request.body.language,
        },
        context.now(),
        tools,
      );
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
        // The product's client reads `success: false` beside the error.
        errorsCarrySuccessFlag: true,
        rateLimit: { max: ipLimits.verifyPerWindow, timeWindow: ipLimits.windowMs },
      },
    },
    async (request, reply) => {
      const signedIn = await verifyLoginCode(
        db,
        {
          ...request.body,
          requester: clientAddressKey(request.ip),
          deviceToken: request.cookies[cookies.device],
        },
        context.now(),
        tools,
      );
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
        summary: 'The signed-in person, or null for a visitor or a locked session (never 401)',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const { session, lockedSession } = request;
      if (lockedSession) {
        return { data: null, locked: await describeLockedSession(db, lockedSession.userId) };
      }
      if (!session) return { data: null };
      return {
        data: await getUser(db, session.userId),
        lockAfterMinutes: isLockAfterMinutes(session.lockAfterMinutes)
          ? session.lockAfterMinutes
          : null,
      };
    },
  );

  app.post(
    '/logout',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server (a locked one too)',
        response: { 200: logoutResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
    },
    async (request, reply) => {
      await revokeSession(db, sessionCache, anySessionOf(request).sessionId);
      reply
        .clearCookie(cookies.session, { path: '/', secure: cookies.secure })
        .headers(CLEAR_CACHE);
      return { success: true as const };
    },
  );

  runPeriodically(app, {
    name: 'logins',
    intervalMs: 60 * 60 * 1000,
    run: () => deleteDayOldLoginRecords(context.db, context.now()),
    done: 'codes and failure counts a day old deleted',
  });
};
