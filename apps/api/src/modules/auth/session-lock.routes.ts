import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  idleLockRequestSchema,
  sessionLockResponseSchema,
  unlockCodeSentResponseSchema,
  unlockPasskeyOptionsResponseSchema,
  unlockResponseSchema,
  unlockSendCodeRequestSchema,
  unlockWithCodeRequestSchema,
  unlockWithPasskeyRequestSchema,
} from '@app/domain/session-lock.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../app-context.ts';
import { anySessionOf, sessionLocked, sessionOf } from '../../plugins/auth.ts';
import { CLEAR_CACHE } from '../../plugins/cache-control.ts';
import { clientAddressKey } from '../../plugins/client-address.ts';
import { loginCodeToolsOf } from './auth.routes.ts';
import { passkeyToolsOf } from './passkeys.routes.ts';
import { createUnlockOptions } from './passkeys.service.ts';
import {
  lockSession,
  reportIdle,
  sendUnlockCode,
  unlockWithCode,
  unlockWithPasskey,
} from './session-lock.service.ts';

/**
 * The lock on a device (decision 0047): locking the session, the device's idle rule, and
 * unlocking with a code sent to the person's contact or one of their passkeys. A locked session
 * may call these and logout only (`requireSession`); the unlock routes are limited per client
 * address as verify-code is, and the codes keep a sign-in code's tries and slowing down.
 */
export const sessionLockRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, sessionCache, ipLimits, cookies } = context;
  const loginCodeTools = loginCodeToolsOf(context);
  const passkeyTools = passkeyToolsOf(context);
  const sendsPerAddress = {
    rateLimit: { max: ipLimits.sendPerWindow, timeWindow: ipLimits.windowMs },
  };
  const triesPerAddress = {
    rateLimit: { max: ipLimits.verifyPerWindow, timeWindow: ipLimits.windowMs },
  };

  app.post(
    '/session/lock',
    {
      schema: {
        tags: ['auth'],
        summary: 'Lock this session now: only unlocking and logout answer it until unlocked',
        response: { 200: sessionLockResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
    },
    async (request, reply) => {
      await lockSession(db, sessionCache, anySessionOf(request).sessionId, context.now());
      reply.headers(CLEAR_CACHE);
      return { success: true as const };
    },
  );

  app.put(
    '/session/idle-lock',
    {
      schema: {
        tags: ['auth'],
        summary: "This device's idle lock, and how long since it was last used",
        body: idleLockRequestSchema,
        response: { 200: sessionLockResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { locked } = await reportIdle(
        db,
        sessionCache,
        sessionOf(request).sessionId,
        request.body,
        context.now(),
      );
      if (locked) throw sessionLocked();
      return { success: true as const };
    },
  );

  app.post(
    '/session/unlock/send-code',
    {
      schema: {
        tags: ['auth'],
        summary: "Send a code to unlock this session to the person's own contact",
        body: unlockSendCodeRequestSchema,
        response: { 200: unlockCodeSentResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
      config: sendsPerAddress,
    },
    async (request) => {
      const sentTo = await sendUnlockCode(
        db,
        anySessionOf(request),
        {
          requester: clientAddressKey(request.ip),
          deviceToken: request.cookies[cookies.device],
          language: request.body.language,
        },
        context.now(),
        loginCodeTools,
      );
      return { success: true as const, ...sentTo };
    },
  );

  app.post(
    '/session/unlock/verify-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Unlock this session with the code sent to the person',
        body: unlockWithCodeRequestSchema,
        response: { 200: unlockResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
      config: triesPerAddress,
    },
    async (request) => ({
      success: true as const,
      data: await unlockWithCode(
        db,
        sessionCache,
        anySessionOf(request),
        {
          code: request.body.code,
          requester: clientAddressKey(request.ip),
          deviceToken: request.cookies[cookies.device],
        },
        context.now(),
        context.loginCodeSecret,
      ),
    }),
  );

  app.post(
    '/session/unlock/passkey/options',
    {
      schema: {
        tags: ['auth'],
        summary: "Options to unlock this session with one of the person's passkeys",
        response: { 200: unlockPasskeyOptionsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
      config: triesPerAddress,
    },
    async (request) => ({
      data: await createUnlockOptions(db, anySessionOf(request), context.now(), passkeyTools),
    }),
  );

  app.post(
    '/session/unlock/passkey/verify',
    {
      schema: {
        tags: ['auth'],
        summary: "Unlock this session with one of the person's passkeys",
        body: unlockWithPasskeyRequestSchema,
        response: { 200: unlockResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireSession,
      config: triesPerAddress,
    },
    async (request) => ({
      success: true as const,
      data: await unlockWithPasskey(
        db,
        sessionCache,
        anySessionOf(request),
        request.body,
        context.now(),
        passkeyTools,
      ),
    }),
  );
};
