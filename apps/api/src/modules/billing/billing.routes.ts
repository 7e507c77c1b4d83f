import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import {
  addPaymentMethodRequestSchema,
  billingConfigResponseSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  makeDefaultResponseSchema,
  paymentMethodResponseSchema,
  paymentMethodsResponseSchema,
  setupSecretResponseSchema,
  subscriptionResponseSchema,
} from '@app/domain/billing.schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context.ts';
import { notFound } from '../../domain-errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { personOrAddressKey } from '../../plugins/client-address.ts';
import { atWholeSecond } from './billing-objects.ts';
import { type BillingContext, invoiceNotFound, paymentMethodNotFound } from './billing-provider.ts';

const userParamsSchema = z.object({ id: z.string() });
const paymentMethodParamsSchema = z.object({ id: z.string(), pmId: z.string() });
const invoiceParamsSchema = z.object({ id: z.string(), invoiceId: z.string() });

/** The product's paths name the person; anyone but the signed-in person does not exist (404). */
function ownUserId(request: FastifyRequest<{ Params: { id: string } }>): string {
  const { userId } = sessionOf(request);
  if (request.params.id.toLowerCase() !== userId) throw notFound('That person');
  return userId;
}

/** Card and invoice ids, as Stripe and the local provider write them (`pm_…`, `in_…`). */
const OBJECT_ID = /^[A-Za-z0-9_]{1,255}$/;

/** An id that no provider could have written names nothing: 404, before any lookup. */
function objectId(id: string, missing: () => Error): string {
  if (!OBJECT_ID.test(id)) throw missing();
  return id;
}

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The clock, and the request id that goes into Stripe idempotency keys: a client may send the
 * same `Idempotency-Key` header when it retries a request, so the retry is applied once.
 */
export function billingContext(request: FastifyRequest, now: () => Date): BillingContext {
  const header = request.headers['idempotency-key'];
  const clientKey = typeof header === 'string' && CLIENT_KEY.test(header) ? header : undefined;
  return { now: atWholeSecond(now()), requestId: clientKey ?? randomUUID() };
}

/** Card setups and charges are what card testers abuse: a few an hour per person is plenty. */
const cardRateLimit = {
  rateLimit: {
    max: 30,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: personOrAddressKey,
  },
};

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/** docs/product.md section 7's billing calls, all under users/{id} for the signed-in person only. */
export const billingRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const { db, billing } = context;
  const config = context.config.billing;
  const ctx = (request: FastifyRequest) => billingContext(request, context.now);

  app.get(
    '/billing/config',
    {
      schema: {
        tags: ['billing'],
        summary: 'Which provider takes cards (Stripe.js key), the yearly price, test mode',
        response: { 200: billingConfigResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async () => ({
      provider: billing.kind,
      ...(billing.publishableKey ? { publishableKey: billing.publishableKey } : {}),
      priceCents: config.priceCents,
      currency: 'usd',
      trialDays: config.trialDays,
      testMode: billing.testMode,
    }),
  );

  app.get(
    '/users/:id/payment_methods',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your cards and which is the default',
        params: userParamsSchema,
        response: { 200: paymentMethodsResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await billing.listPaymentMethods(db, ownUserId(request), ctx(request)),
    }),
  );

  app.post(
    '/users/:id/payment_methods',
    {
      schema: {
        tags: ['billing'],
        summary:
          'Local provider (test mode) only: add a test card, e.g. 4242 4242 4242 4242. The ' +
          'first card becomes the default. 404 with Stripe, whose Payment Element adds cards.',
        params: userParamsSchema,
        body: addPaymentMethodRequestSchema,
        response: { 201: paymentMethodResponseSchema, ...errors },
      },
      config: cardRateLimit,
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const userId = ownUserId(request);
      if (billing.kind !== 'local') throw notFound();
      const card = await billing.addPaymentMethod(db, userId, request.body, ctx(request));
      return reply.code(201).send({ data: card });
    },
  );

  app.get(
    '/users/:id/payment_methods/secret',
    {
      schema: {
        tags: ['billing'],
        summary: "A SetupIntent's client_secret for Stripe's Payment Element",
        params: userParamsSchema,
        response: { 200: setupSecretResponseSchema, ...errors },
      },
      config: cardRateLimit,
      onRequest: app.requireUser,
    },
    async (request) => ({
      client_secret: await billing.createSetupSecret(db, ownUserId(request), ctx(request)),
    }),
  );

  app.post(
    '/users/:id/payment_methods/:pmId/make_default',
    {
      schema: {
        tags: ['billing'],
        summary: 'Make one of your cards the default (a past-due renewal is retried on it)',
        params: paymentMethodParamsSchema,
        response: { 200: makeDefaultResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: {
        defaultPaymentMethod: await billing.setDefaultPaymentMethod(
          db,
          ownUserId(request),
          objectId(request.params.pmId, paymentMethodNotFound),
          ctx(request),
        ),
      },
    }),
  );

  app.delete(
    '/users/:id/payment_methods/:pmId',
    {
      schema: {
        tags: ['billing'],
        summary: 'Remove one of your cards (the newest other card becomes the default)',
        params: paymentMethodParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const userId = ownUserId(request);
      const pmId = objectId(request.params.pmId, paymentMethodNotFound);
      await billing.deletePaymentMethod(db, userId, pmId, ctx(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:id/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your subscription (a new account starts its trial here), brought up to date',
        params: userParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await billing.getSubscription(db, ownUserId(request), ctx(request)),
      testMode: billing.testMode,
    }),
  );

  app.put(
    '/users/:id/activateSubscription',
    {
      schema: {
        tags: ['billing'],
        summary:
          'Subscribe: undo a cancel, pay what is owed, or start a new year on your default ' +
          "card. 402 with the card's message when it is declined.",
        params: userParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errors },
      },
      config: cardRateLimit,
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await billing.activateSubscription(db, ownUserId(request), ctx(request)),
      testMode: billing.testMode,
    }),
  );

  app.put(
    '/users/:id/cancelSubscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel: auto-renew off, access until the end of the period',
        params: userParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await billing.cancelSubscription(db, ownUserId(request), ctx(request)),
      testMode: billing.testMode,
    }),
  );

  app.get(
    '/users/:id/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your invoices, newest first',
        params: userParamsSchema,
        response: { 200: invoicesResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: {
        object: 'list' as const,
        data: await billing.listInvoices(db, ownUserId(request), ctx(request)),
        has_more: false,
      },
    }),
  );

  app.get(
    '/users/:id/invoices/:invoiceId',
    {
      schema: {
        tags: ['billing'],
        summary: 'One of your invoices with its lines',
        params: invoiceParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await billing.getInvoice(
        db,
        ownUserId(request),
        objectId(request.params.invoiceId, invoiceNotFound),
        ctx(request),
      ),
    }),
  );
};
