import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  pushDevicesResponseSchema,
  pushSubscriptionRequestSchema,
  removePushSubscriptionRequestSchema,
} from '@app/domain/push-subscriptions.schemas.ts';
import {
  remindersResponseSchema,
  saveRemindersRequestSchema,
  unsubscribeTokenSchema as tokenSchema,
  unsubscribeResponseSchema,
} from '@app/domain/reminders.schemas.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { runPeriodically } from '../../plugins/periodic-job.ts';
import {
  addPushDevice,
  getPushDevices,
  type PushSettings,
  removePushDevice,
} from './push-subscriptions.service.ts';
import { REMINDER_CHECK_INTERVAL_MS, type ReminderScheduler } from './reminder-scheduler.ts';
import { getReminders, saveReminders, unsubscribeReminder } from './reminders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' sender (tests drive it with their clock). */
    reminders: ReminderScheduler;
  }
}

/**
 * /profile's reminders, the devices they are pushed to, the unsubscribe link, and this server's
 * share of the sending: a pass at start-up and every minute after (any number of servers may do
 * the same).
 */
export const remindersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, now, unsubscribeTokens: tokens, reminders: scheduler } = context;
  const push: PushSettings = {
    publicKey: context.push.publicKey,
    testEndpointOrigin: context.config.push.testEndpointOrigin,
  };

  app.get(
    '/reminders',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Your daily reminders, their time zone, and the contact they go to',
        response: { 200: remindersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getReminders(db, sessionOf(request).userId) }),
  );

  app.put(
    '/reminders',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'Save both reminders: on or off, a time (HH:MM) and an IANA time zone for both; ' +
          'each is sent once a day at that time there, unless that day is already done',
        body: saveRemindersRequestSchema,
        response: { 200: remindersResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await saveReminders(db, sessionOf(request).userId, request.body, now()),
    }),
  );

  app.get(
    '/push-subscriptions',
    {
      schema: {
        tags: ['reminders'],
        summary:
          "The server's VAPID public key (null: no push here) and your devices that " +
          'reminders are pushed to: each endpoint, name and when push was turned on',
        response: { 200: pushDevicesResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await getPushDevices(db, sessionOf(request).userId, push) }),
  );

  app.post(
    '/push-subscriptions',
    {
      schema: {
        tags: ['reminders'],
        summary:
          "Push reminders to this device: the browser's PushSubscription (a known push " +
          "service's https endpoint and its keys); past ten devices the oldest is dropped",
        body: pushSubscriptionRequestSchema,
        response: { 200: pushDevicesResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await addPushDevice(db, sessionOf(request).userId, request.body, push, now()),
    }),
  );

  app.delete(
    '/push-subscriptions',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Stop pushing reminders to one of your devices, named by its endpoint',
        body: removePushSubscriptionRequestSchema,
        response: { 200: pushDevicesResponseSchema, '4xx': apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await removePushDevice(db, sessionOf(request).userId, request.body.endpoint, push),
    }),
  );

  // Mail clients send RFC 8058's one-click body as a form; only these routes accept one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'Turn off the one reminder the link names, without signing in: the token in the ' +
          'query (RFC 8058 one-click) or in a JSON body (the /unsubscribe page)',
        querystring: z.object({ token: tokenSchema.optional() }),
        // Fastify gives null for an empty body: a client may send the token in the query alone.
        body: z.object({ token: tokenSchema.optional() }).nullish(),
        response: { 200: unsubscribeResponseSchema, '4xx': apiErrorSchema },
      },
      // The URL carries the token: no request log for it (tokens never reach the logs).
      logLevel: 'silent',
    },
    async (request) => {
      const reminderId = tokens.verify(request.query.token ?? request.body?.token ?? '');
      if (!reminderId) throw notFound('That unsubscribe link');
      return { data: { kind: await unsubscribeReminder(db, reminderId) } };
    },
  );

  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'The one-click address opened in a browser: sends it to the /unsubscribe page, ' +
          'which asks first (a GET never unsubscribes: link scanners follow links)',
        querystring: z.object({ token: tokenSchema }),
        response: { 303: z.null() },
      },
      logLevel: 'silent',
    },
    async (request, reply) =>
      reply
        .code(303)
        .header('location', `${context.config.appUrl}/unsubscribe#${request.query.token}`)
        .send(null),
  );

  runPeriodically(app, {
    name: 'reminders',
    intervalMs: REMINDER_CHECK_INTERVAL_MS,
    run: () => scheduler.sendDue(),
    done: 'due reminders sent',
  });
};
