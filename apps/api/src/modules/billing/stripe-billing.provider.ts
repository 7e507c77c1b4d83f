import type { Invoice, PaymentMethod, Subscription } from '@app/domain/billing.schemas.ts';
import { addDays, toUnixSeconds } from '@app/domain/billing-rules.ts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { getAccountDates } from '../../policies/people.ts';
import { withBillingLock } from './billing.repository.ts';
import {
  type BillingContext,
  type BillingProvider,
  cardError,
  invoiceNotFound,
  paymentMethodNotFound,
  paymentMethodRequired,
} from './billing-provider.ts';
import {
  claimEvent,
  deleteProcessedEventsBefore,
  deleteStripeRowsOf,
  findOwnerOfCustomer,
  findStripeCustomer,
  type SubscriptionCopy,
  saveStripeCustomer,
  setCustomerDefaultCard,
  upsertSubscriptionCopy,
} from './stripe-billing.repository.ts';

type StripeBillingSettings = {
  priceId: string;
  publishableKey: string;
  webhookSecret: string;
  trialDays: number;
};

/** Stripe's own tolerance for a signature's age (docs/security.md, promise 26). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Stripe retries a webhook for 3 days; event ids are kept well beyond that. */
const PROCESSED_EVENT_DAYS = 30;
/** Stripe wants a trial to end in the future; a trial this close to its end is not started. */
const MIN_TRIAL_MS = 60 * 60 * 1000;

const ENDED = new Set(['canceled', 'incomplete_expired']);

type StripeBillingProvider = BillingProvider & {
  handleWebhook: NonNullable<BillingProvider['handleWebhook']>;
};

type Expandable = string | { id: string } | null | undefined;
const idOf = (value: Expandable): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const STRIPE_ID = /^[a-z]+_[A-Za-z0-9]+$/;

/**
 * Every changing call's idempotency key: the person, the operation and what makes this call
 * this one (an object id, a request id). A retry (the SDK's own, or the client sending the
 * same Idempotency-Key) sends the same key, so Stripe applies the call once (docs/security.md, promise 30).
 */
const idempotencyKey = (userId: string, operation: string, ...parts: string[]) =>
  [userId, operation, ...parts].join(':');

function subscriptionFromStripe(s: Stripe.Subscription): Subscription {
  const first = s.items.data[0];
  return {
    id: s.id,
    object: 'subscription',
    status: s.status,
    created: s.created,
    start_date: s.start_date,
    current_period_start: first?.current_period_start ?? s.start_date,
    current_period_end: first?.current_period_end ?? s.start_date,
    // A cancellation scheduled with cancel_at is auto-renew off as well.
    cancel_at_period_end: s.cancel_at_period_end || s.cancel_at !== null,
    canceled_at: s.canceled_at,
    ended_at: s.ended_at,
    trial_start: s.trial_start,
    trial_end: s.trial_end,
    livemode: s.livemode,
    items: {
      object: 'list',
      data: s.items.data.map((item) => ({
        id: item.id,
        quantity: item.quantity ?? 1,
        price: {
          id: item.price.id,
          unit_amount: item.price.unit_amount,
          currency: item.price.currency,
          recurring: item.price.recurring
            ? {
                interval: item.price.recurring.interval,
                interval_count: item.price.recurring.interval_count,
              }
            : null,
        },
      })),
    },
  };
}

function paymentMethodFromStripe(pm: Stripe.PaymentMethod): PaymentMethod | null {
  if (!pm.card) return null;
  return {
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    created: pm.created,
    livemode: pm.livemode,
    card: {
      brand: pm.card.brand,
      last4: pm.card.last4,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
    },
  };
}

function unitAmountOf(line: Stripe.InvoiceLineItem): number | null {
  const decimal = line.pricing?.unit_amount_decimal;
  if (decimal != null) return Math.round(Number(String(decimal)));
  return line.quantity ? Math.round(line.amount / line.quantity) : null;
}

function invoiceFromStripe(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    created: invoice.created,
    status: invoice.status,
    currency: invoice.currency,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    amount_remaining: invoice.amount_remaining,
    subtotal: invoice.subtotal,
    total: invoice.total,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    livemode: invoice.livemode,
    lines: {
      object: 'list',
      data: invoice.lines.data.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        amount: line.amount,
        price: { unit_amount: unitAmountOf(line) },
        period: line.period,
      })),
    },
  };
}

/**
 * Stripe's error classes, from the client itself: the SDK is loaded only in Stripe mode
 * (billing.plugin.ts), so this module imports its types alone.
 */
const isResourceMissing = (stripe: Stripe, error: unknown) =>
  error instanceof stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Billing through Stripe (docs/architecture.md and decision 0013): customers, SetupIntents for the Payment
 * Element, subscriptions on STRIPE_PRICE_ID, invoices read from Stripe. The database keeps the
 * customer id and a copy of each subscription (for the access rule), written only from a fresh
 * read of Stripe under a per-subscription lock, so an older view never overwrites a newer one.
 */
export function createStripeBillingProvider(
  stripe: Stripe,
  settings: StripeBillingSettings,
  log?: FastifyBaseLogger,
): StripeBillingProvider {
  /** Stripe's failures, as the person should hear them. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof stripe.errors.StripeCardError) {
        throw cardError(error.decline_code ?? error.code ?? 'card_declined', error.message);
      }
      if (isResourceMissing(stripe, error)) throw notFound();
      log?.error({ err: error }, 'a Stripe call failed');
      throw new DomainError(
        'upstream_failed',
        'billing_unavailable',
        'Billing is not answering just now. Please try again in a moment.',
      );
    }
  }

  const findCustomer = findStripeCustomer;

  async function ensureCustomer(db: Database, userId: string): Promise<string> {
    const existing = await findCustomer(db, userId);
    if (existing) return existing.customerId;
    const customer = await stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: idempotencyKey(userId, 'customer.create') },
    );
    // A local customer left from before Stripe was configured is replaced.
    await saveStripeCustomer(db, userId, customer.id);
    const row = await findCustomer(db, userId);
    if (!row) throw new Error('billing customer missing after insert');
    return row.customerId;
  }

  /** Writes the copy of a subscription as Stripe has it now (never from an event's payload). */
  async function writeCopy(db: Database, s: Stripe.Subscription) {
    const customerId = idOf(s.customer);
    if (!customerId) return;
    const ownerId = await findOwnerOfCustomer(db, customerId);
    if (!ownerId) return;
    const shaped = subscriptionFromStripe(s);
    const first = shaped.items.data[0];
    const at = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));
    const values = {
      userId: ownerId,
      provider: 'stripe' as const,
      customerId,
      status: s.status,
      priceId: first?.price.id ?? settings.priceId,
      unitAmount: first?.price.unit_amount ?? null,
      currency: s.currency,
      createdAt: new Date(s.created * 1000),
      startDate: new Date(s.start_date * 1000),
      billingCycleAnchor: new Date(s.billing_cycle_anchor * 1000),
      currentPeriodStart: new Date(shaped.current_period_start * 1000),
      currentPeriodEnd: new Date(shaped.current_period_end * 1000),
      cancelAtPeriodEnd: shaped.cancel_at_period_end,
      canceledAt: at(s.canceled_at),
      endedAt: at(s.ended_at),
      trialStart: at(s.trial_start),
      trialEnd: at(s.trial_end),
      latestInvoiceId: idOf(s.latest_invoice),
    } satisfies SubscriptionCopy;
    await upsertSubscriptionCopy(db, s.id, values);
  }

  /**
   * Reads the subscription from Stripe and copies it, holding a lock on its id: of two syncs,
   * the one that reads later writes later (docs/security.md, promise 28). `fallback` is written when
   * Stripe no longer has it (a deleted subscription's last state).
   */
  async function syncSubscription(
    db: Database,
    subscriptionId: string,
    fallback?: Stripe.Subscription,
  ): Promise<Stripe.Subscription | null> {
    return withBillingLock(db, `stripe:${subscriptionId}`, async (tx) => {
      let fresh: Stripe.Subscription;
      try {
        fresh = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if (!isResourceMissing(stripe, error)) throw error;
        if (fallback) await writeCopy(tx, fallback);
        return fallback ?? null;
      }
      await writeCopy(tx, fresh);
      return fresh;
    });
  }

  async function newestSubscription(customerId: string): Promise<Stripe.Subscription | null> {
    const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
    return list.data[0] ?? null;
  }

  /** The person's newest subscription, made fresh; a young account's trial on first need. */
  async function currentSubscription(
    db: Database,
    userId: string,
    customerId: string,
    now: Date,
  ): Promise<Stripe.Subscription | null> {
    const newest = await newestSubscription(customerId);
    if (newest) return syncSubscription(db, newest.id);
    const { createdAt } = await getAccountDates(db, userId);
    const trialEnd = addDays(createdAt, settings.trialDays);
    if (trialEnd.getTime() - now.getTime() < MIN_TRIAL_MS) return null;
    const trial = await stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: settings.priceId }],
        trial_end: toUnixSeconds(trialEnd),
        // As the local provider: a trial without a card ends; with one, the year is charged.
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        metadata: { userId },
      },
      { idempotencyKey: idempotencyKey(userId, 'subscription.create', 'trial') },
    );
    return syncSubscription(db, trial.id);
  }

  /** The card to charge: the default, or else the newest card, which becomes the default. */
  async function chargeableCard(userId: string, customerId: string, ctx: BillingContext) {
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted) throw notFound();
    const current = idOf(customer.invoice_settings.default_payment_method);
    if (current) return current;
    const cards = await stripe.paymentMethods.list({
      customer: customerId,
      type: 'card',
      limit: 1,
    });
    const newest = cards.data[0];
    if (!newest) throw paymentMethodRequired();
    await stripe.customers.update(
      customerId,
      { invoice_settings: { default_payment_method: newest.id } },
      {
        idempotencyKey: idempotencyKey(
          userId,
          'customer.default_payment_method',
          newest.id,
          ctx.requestId,
        ),
      },
    );
    return newest.id;
  }

  /** Pays an open invoice; a decline is the card's message, after the copy is brought up to date. */
  async function payInvoice(
    db: Database,
    userId: string,
    subscriptionId: string,
    invoiceId: string,
    paymentMethodId: string,
    ctx: BillingContext,
  ) {
    try {
      await stripe.invoices.pay(
        invoiceId,
        { payment_method: paymentMethodId },
        { idempotencyKey: idempotencyKey(userId, 'invoice.pay', invoiceId, ctx.requestId) },
      );
    } catch (error) {
      if (error instanceof stripe.errors.StripeCardError)
        await syncSubscription(db, subscriptionId);
      throw error;
    }
  }

  /** Our card, or 404: Stripe's ids of other customers are never acted upon. */
  async function findOwnCard(customerId: string, paymentMethodId: string) {
    if (!STRIPE_ID.test(paymentMethodId)) throw paymentMethodNotFound();
    try {
      const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (idOf(pm.customer) !== customerId) throw paymentMethodNotFound();
      return pm;
    } catch (error) {
      if (isResourceMissing(stripe, error)) throw paymentMethodNotFound();
      throw error;
    }
  }

  async function rememberDefault(db: Database, customerId: string, paymentMethodId: string | null) {
    await setCustomerDefaultCard(db, customerId, paymentMethodId);
  }

  const toShape = (s: Stripe.Subscription | null) => (s ? subscriptionFromStripe(s) : null);

  async function applyEvent(db: Database, event: Stripe.Event) {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
      case 'customer.subscription.trial_will_end':
      case 'customer.subscription.pending_update_applied':
      case 'customer.subscription.pending_update_expired': {
        const payload = event.data.object;
        await syncSubscription(
          db,
          payload.id,
          event.type === 'customer.subscription.deleted' ? payload : undefined,
        );
        return;
      }
      case 'payment_method.attached':
      case 'payment_method.detached':
      case 'payment_method.updated':
      case 'payment_method.automatically_updated': {
        const pm = event.data.object;
        const previous = event.data.previous_attributes;
        const customerId =
          idOf(pm.customer) ??
          (previous && 'customer' in previous ? idOf(previous.customer) : null);
        if (!customerId) return;
        const ownerId = await findOwnerOfCustomer(db, customerId);
        if (!ownerId) return;
        const customer = await stripe.customers.retrieve(customerId);
        if (customer.deleted) return;
        let defaultId = idOf(customer.invoice_settings.default_payment_method);
        // A first card (the Payment Element just saved it) becomes the default.
        if (!defaultId && event.type === 'payment_method.attached') {
          await stripe.customers.update(
            customerId,
            { invoice_settings: { default_payment_method: pm.id } },
            {
              idempotencyKey: idempotencyKey(
                ownerId,
                'customer.default_payment_method',
                pm.id,
                event.id,
              ),
            },
          );
          defaultId = pm.id;
        }
        await rememberDefault(db, customerId, defaultId);
        return;
      }
      default: {
        if (!event.type.startsWith('invoice.')) return;
        const invoice = event.data.object;
        if (!('object' in invoice) || invoice.object !== 'invoice') return;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (subscriptionId) await syncSubscription(db, subscriptionId);
      }
    }
  }

  return {
    kind: 'stripe',
    testMode: settings.publishableKey.startsWith('pk_test_'),
    publishableKey: settings.publishableKey,

    ensureCustomer: (db, userId) => call(() => ensureCustomer(db, userId)),

    createSetupSecret: (db, userId, ctx) =>
      call(async () => {
        const customer = await ensureCustomer(db, userId);
        const intent = await stripe.setupIntents.create(
          { customer, usage: 'off_session', allowed_payment_method_types: ['card'] },
          { idempotencyKey: idempotencyKey(userId, 'setup_intent.create', ctx.requestId) },
        );
        if (!intent.client_secret) throw new Error('SetupIntent without a client secret');
        return intent.client_secret;
      }),

    async addPaymentMethod() {
      // Cards reach Stripe from the browser's Payment Element, never through this server.
      throw notFound();
    },

    listPaymentMethods: (db, userId) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        const [cards, customer] = await Promise.all([
          stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
          stripe.customers.retrieve(customerId),
        ]);
        const defaultPaymentMethod = customer.deleted
          ? null
          : idOf(customer.invoice_settings.default_payment_method);
        await rememberDefault(db, customerId, defaultPaymentMethod);
        return {
          paymentMethods: cards.data
            .map(paymentMethodFromStripe)
            .filter((pm): pm is PaymentMethod => pm !== null),
          defaultPaymentMethod,
        };
      }),

    setDefaultPaymentMethod: (db, userId, paymentMethodId, ctx) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        await findOwnCard(customerId, paymentMethodId);
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          {
            idempotencyKey: idempotencyKey(
              userId,
              'customer.default_payment_method',
              paymentMethodId,
              ctx.requestId,
            ),
          },
        );
        await rememberDefault(db, customerId, paymentMethodId);
        return paymentMethodId;
      }),

    deletePaymentMethod: (db, userId, paymentMethodId, ctx) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        await findOwnCard(customerId, paymentMethodId);
        const customer = await stripe.customers.retrieve(customerId);
        const wasDefault =
          !customer.deleted &&
          idOf(customer.invoice_settings.default_payment_method) === paymentMethodId;
        await stripe.paymentMethods.detach(
          paymentMethodId,
          {},
          { idempotencyKey: idempotencyKey(userId, 'payment_method.detach', paymentMethodId) },
        );
        if (!wasDefault) return;
        // The newest remaining card takes over, so a renewal is not lost to a tidy-up.
        const rest = await stripe.paymentMethods.list({
          customer: customerId,
          type: 'card',
          limit: 1,
        });
        const next = rest.data[0]?.id ?? null;
        if (next) {
          await stripe.customers.update(
            customerId,
            { invoice_settings: { default_payment_method: next } },
            {
              idempotencyKey: idempotencyKey(
                userId,
                'customer.default_payment_method',
                next,
                ctx.requestId,
              ),
            },
          );
        }
        await rememberDefault(db, customerId, next);
      }),

    getSubscription: (db, userId, ctx) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        return toShape(await currentSubscription(db, userId, customerId, ctx.now));
      }),

    activateSubscription: (db, userId, ctx) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        const current = await currentSubscription(db, userId, customerId, ctx.now);
        if (current && (current.status === 'trialing' || current.status === 'active')) {
          if (!current.cancel_at_period_end && current.cancel_at === null) {
            return subscriptionFromStripe(current);
          }
          // Stripe takes one of the two at a time: clear whichever scheduled the end.
          await stripe.subscriptions.update(
            current.id,
            current.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' },
            {
              idempotencyKey: idempotencyKey(
                userId,
                'subscription.resume',
                current.id,
                ctx.requestId,
              ),
            },
          );
          return toShape(await syncSubscription(db, current.id)) ?? subscriptionFromStripe(current);
        }
        const card = await chargeableCard(userId, customerId, ctx);
        if (current && (current.status === 'past_due' || current.status === 'incomplete')) {
          const invoiceId = idOf(current.latest_invoice);
          if (invoiceId) await payInvoice(db, userId, current.id, invoiceId, card, ctx);
          return toShape(await syncSubscription(db, current.id)) ?? subscriptionFromStripe(current);
        }
        if (current && !ENDED.has(current.status)) {
          // Unpaid (or paused): it ends, and a new year starts below.
          await stripe.subscriptions.cancel(
            current.id,
            {},
            { idempotencyKey: idempotencyKey(userId, 'subscription.cancel', current.id) },
          );
          await syncSubscription(db, current.id);
        }
        // Keyed by the subscription it follows: a retry gets the same new subscription back.
        const created = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.priceId }],
            default_payment_method: card,
            payment_behavior: 'default_incomplete',
            metadata: { userId },
          },
          {
            idempotencyKey: idempotencyKey(userId, 'subscription.create', current?.id ?? 'first'),
          },
        );
        const invoiceId = idOf(created.latest_invoice);
        if (created.status === 'incomplete' && invoiceId) {
          await payInvoice(db, userId, created.id, invoiceId, card, ctx);
        }
        return toShape(await syncSubscription(db, created.id)) ?? subscriptionFromStripe(created);
      }),

    cancelSubscription: (db, userId, ctx) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        const current = await currentSubscription(db, userId, customerId, ctx.now);
        if (!current) return null;
        if (current.status === 'trialing' || current.status === 'active') {
          if (current.cancel_at_period_end) return subscriptionFromStripe(current);
          await stripe.subscriptions.update(
            current.id,
            { cancel_at_period_end: true },
            {
              idempotencyKey: idempotencyKey(
                userId,
                'subscription.cancel_at_period_end',
                current.id,
                ctx.requestId,
              ),
            },
          );
        } else if (!ENDED.has(current.status)) {
          // Nothing is paid for (past due, incomplete, unpaid): it ends now.
          await stripe.subscriptions.cancel(
            current.id,
            {},
            { idempotencyKey: idempotencyKey(userId, 'subscription.cancel', current.id) },
          );
        }
        return toShape(await syncSubscription(db, current.id)) ?? subscriptionFromStripe(current);
      }),

    listInvoices: (db, userId) =>
      call(async () => {
        const customerId = await ensureCustomer(db, userId);
        const list = await stripe.invoices.list({ customer: customerId, limit: 100 });
        return list.data
          .filter((invoice) => invoice.status !== 'draft' && invoice.status !== null)
          .map(invoiceFromStripe);
      }),

    getInvoice: (db, userId, invoiceId) =>
      call(async () => {
        if (!STRIPE_ID.test(invoiceId)) throw invoiceNotFound();
        const customerId = await ensureCustomer(db, userId);
        let invoice: Stripe.Invoice;
        try {
          invoice = await stripe.invoices.retrieve(invoiceId);
        } catch (error) {
          if (isResourceMissing(stripe, error)) throw invoiceNotFound();
          throw error;
        }
        if (idOf(invoice.customer) !== customerId || invoice.status === 'draft') {
          throw invoiceNotFound();
        }
        return invoiceFromStripe(invoice);
      }),

    async renewDueSubscriptions(db, now) {
      // Stripe renews by itself; what is left here is forgetting old webhook event ids.
      await deleteProcessedEventsBefore(db, addDays(now, -PROCESSED_EVENT_DAYS));
      return 0;
    },

    deleteCustomer: (db, userId) =>
      call(async () => {
        const row = await findCustomer(db, userId);
        if (!row) return;
        const customerId = row.customerId;
        try {
          const subscriptions = await stripe.subscriptions.list({
            customer: customerId,
            status: 'all',
            limit: 100,
          });
          for (const s of subscriptions.data) {
            if (ENDED.has(s.status)) continue;
            await stripe.subscriptions.cancel(
              s.id,
              {},
              { idempotencyKey: idempotencyKey(userId, 'subscription.cancel', s.id) },
            );
          }
          const cards = await stripe.paymentMethods.list({
            customer: customerId,
            type: 'card',
            limit: 100,
          });
          for (const card of cards.data) {
            await stripe.paymentMethods.detach(
              card.id,
              {},
              { idempotencyKey: idempotencyKey(userId, 'payment_method.detach', card.id) },
            );
          }
          await stripe.customers.del(
            customerId,
            {},
            { idempotencyKey: idempotencyKey(userId, 'customer.delete') },
          );
        } catch (error) {
          // Already gone at Stripe (a retry after a partial failure): nothing left to remove.
          if (!isResourceMissing(stripe, error)) throw error;
        }
        await deleteStripeRowsOf(db, userId);
      }),

    async handleWebhook(db, rawBody, signature, now) {
      if (!signature) {
        throw new DomainError(
          'invalid',
          'invalid_signature',
          'The Stripe-Signature header is missing.',
        );
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: the SDK divides by 1000 itself.
          now.getTime(),
        );
      } catch {
        throw new DomainError(
          'invalid',
          'invalid_signature',
          'The webhook signature is wrong, or older than five minutes.',
        );
      }
      return call(() =>
        db.transaction(async (tx) => {
          // Claimed and applied in one transaction: a concurrent copy waits on the claim and
          // then finds it taken; a failed application releases it for Stripe's retry.
          if (!(await claimEvent(tx, event.id, event.type))) return { duplicate: true };
          await applyEvent(tx, event);
          return { duplicate: false };
        }),
      );
    },
  };
}
