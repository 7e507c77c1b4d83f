import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { signInResponseSchema } from '@app/domain/auth.schemas.ts';
import { PASSKEY_ADDS_PER_PERSON_PER_DAY } from '@app/domain/limits.ts';
import {
  passkeyAuthenticationOptionsResponseSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeyResponseSchema,
  passkeysResponseSchema,
  renamePasskeyRequestSchema,
  verifyPasskeyAuthenticationRequestSchema,
  verifyPasskeyRegistrationRequestSchema,
} from '@app/domain/passkeys.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_NAME, type AppContext, type ModuleOptions } from '../../app-context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import {
  createAuthenticationOptions,
  createRegistrationOptions,
  listPasskeys,
  type PasskeyTools,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.service.ts';
import { setSignInCookies } from './sign-in-cookies.ts';

const passkeyParamsSchema = z.object({ id: z.string() });

export const passkeyToolsOf = (context: AppContext): PasskeyTools => ({
  relyingParty: relyingPartyOf(context.config.appUrl, APP_NAME),
  challengeSecret: context.passkeyChallengeSecret,
  messenger: context.messenger,
  appUrl: context.config.appUrl,
  log: context.log,
});

/**
 * Passkeys (decision 0045): adding one (right after a sign-in), the person's list, and signing
 * in with one. The sign-in routes are open to visitors and limited per client address like the
 * code routes; the sign-in's answer carries the session token, so it is never compressed.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, sessionCache, ipLimits, cookies } = context;
  const tools = passkeyToolsOf(context);
  const perAddress = {
    rateLimit: { max: ipLimits.verifyPerWindow, timeWindow: ipLimits.windowMs },
  };

  app.post(
    '/passkeys/registration/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Options to make a passkey (within 10 minutes of signing in)',
        response: { 200: passkeyRegistrationOptionsResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await createRegistrationOptions(db, sessionOf(request), context.now(), tools),
    }),
  );

  app.post(
    '/passkeys/registration/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Add the passkey the browser made from the options',
        body: verifyPasskeyRegistrationRequestSchema,
        response: { 200: passkeyResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
      // Each passkey added sends the person a notice, which costs as any message does.
      config: {
        rateLimit: {
          max: PASSKEY_ADDS_PER_PERSON_PER_DAY,
          timeWindow: 24 * 60 * 60 * 1000,
          keyGenerator: personOrAddressKey,
        },
      },
    },
    async (request) => ({
      data: await verifyRegistration(db, sessionOf(request), request.body, context.now(), tools),
    }),
  );

  app.get(
    '/passkeys',
    {
      schema: {
        tags: ['auth'],
        summary: 'Your passkeys',
        response: { 200: passkeysResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listPasskeys(db, sessionOf(request)) }),
  );

  app.put(
    '/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rename one of your passkeys',
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeyResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await renamePasskey(db, sessionOf(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove one of your passkeys: it signs in nowhere, and its sessions end',
        params: passkeyParamsSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await removePasskey(db, sessionCache, sessionOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/passkeys/authentication/options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Options to sign in with a passkey (the same for everyone)',
        response: { 200: passkeyAuthenticationOptionsResponseSchema, '4xx': apiErrorSchema },
      },
      config: perAddress,
    },
    async () => ({ data: await createAuthenticationOptions(context.now(), tools) }),
  );

  app.post(
    '/passkeys/authentication/verify',
    {
      compress: false,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a passkey assertion for a session (cookie, and token for other clients)',
        body: verifyPasskeyAuthenticationRequestSchema,
        response: { 200: signInResponseSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      config: perAddress,
    },
    async (request, reply) => {
      const signedIn = await verifyAuthentication(
        db,
        { ...request.body, deviceToken: request.cookies[cookies.device] },
        context.now(),
        tools,
      );
      setSignInCookies(reply, cookies, signedIn);
      return { success: true as const, token: signedIn.token, data: signedIn.user };
    },
  );
};
