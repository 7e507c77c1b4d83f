import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  logoutResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  verifyCodeFailureSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from '@app/domain/auth.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { clientAddressKey } from '../../plugins/client-address.ts';
import { getUser } from '../../policies/people.ts';
import { type AuthDeps, sendLoginCode, verifyLoginCode } from './auth.service.ts';
import { LOGIN_DEVICE_TTL_MS } from './login-devices.service.ts';
import type { SessionCache } from './session-cache.ts';
import { revokeSession, SESSION_ABSOLUTE_MS } from './sessions.service.ts';

export type AuthRoutesOptions = {
  deps: AuthDeps;
  sessionCache: SessionCache;
  cookieName: string;
  /** The device cookie's name: a browser that signed in before (login-devices.service.ts). */
  deviceCookieName: string;
  secureCookie: boolean;
  ipLimits: { sendPerWindow: number; verifyPerWindow: number; windowMs: number };
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { deps, cookieName, deviceCookieName } = options;

  app.post(
    '/send-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time login code to an e-mail address or mobile number',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      config: {
        rateLimit: { max: options.ipLimits.sendPerWindow, timeWindow: options.ipLimits.windowMs },
      },
    },
    async (request) => {
      const contact = await sendLoginCode(deps, {
        contact: request.body.contact,
        requester: clientAddressKey(request.ip),
        deviceToken: request.cookies[deviceCookieName],
        language: request.body.language,
      });
      return { success: true as const, ...contact };
    },
  );

  app.post(
    '/verify-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a login code for a session (cookie, and token for other clients)',
        body: verifyCodeRequestSchema,
        response: {
          200: verifyCodeResponseSchema,
          '4xx': verifyCodeFailureSchema,
          '5xx': verifyCodeFailureSchema,
        },
      },
      config: {
        // The spec's client reads `success: false` beside the error.
        errorsCarrySuccessFlag: true,
        rateLimit: { max: options.ipLimits.verifyPerWindow, timeWindow: options.ipLimits.windowMs },
      },
    },
    async (request, reply) => {
      const { token, deviceToken, user } = await verifyLoginCode(deps, {
        ...request.body,
        requester: clientAddressKey(request.ip),
        deviceToken: request.cookies[deviceCookieName],
      });
      reply.setCookie(cookieName, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        path: '/',
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      // Outlives the session and logout: it is how this browser shows it signed in before.
      reply.setCookie(deviceCookieName, deviceToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        path: '/',
        maxAge: LOGIN_DEVICE_TTL_MS / 1000,
      });
      return { success: true as const, token, data: user };
    },
  );

  app.get(
    '/session',
    {
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
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server',
        response: { 200: logoutResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await revokeSession(deps.db, options.sessionCache, sessionOf(request).sessionId);
      reply.clearCookie(cookieName, { path: '/', secure: options.secureCookie });
      return { success: true as const };
    },
  );
};
