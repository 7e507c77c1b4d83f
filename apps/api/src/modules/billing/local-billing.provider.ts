import { createHmac, randomBytes } from 'node:crypto';
import type { Invoice, InvoiceLine, PaymentMethod } from '@app/domain/billing.schemas.ts';
import { addDays, addYears, isCardExpired, toUnixSeconds } from '@app/domain/billing-rules.ts';
import { loadAppSecret } from '../../db/app-secrets.ts';
import type { Database } from '../../db/client.ts';
import { getAccountDates } from '../../policies/people.ts';
import { withBillingLock } from './billing.repository.ts';
import {
  atWholeSecond,
  newObjectId,
  type SubscriptionRow,
  subscriptionFromRow,
} from './billing-objects.ts';
import {
  type BillingProvider,
  cardError,
  invoiceNotFound,
  paymentMethodNotFound,
  paymentMethodRequired,
} from './billing-provider.ts';
import {
  deleteBillingRowsOf,
  deleteOwnCard,
  ensureLocalCustomer,
  findDefaultCard,
  findNewestCardTime,
  findNewestLocalSubscription,
  findOwnCard,
  findOwnInvoice,
  type InvoiceRow,
  insertCard,
  insertInvoice,
  insertSubscription,
  listCards,
  listInvoiceRows,
  listPeopleDueRenewal,
  type PaymentMethodRow,
  setDefaultCard,
  settleOpenInvoice,
  updateSubscriptionRow,
} from './local-billing.repository.ts';
import { CARD_DECLINED_MESSAGE, CARD_EXPIRED_MESSAGE, checkTestCard } from './local-test-cards.ts';

type LocalBillingSettings = { priceCents: number; trialDays: number };

/** The local price's id, in Stripe's form. */
const LOCAL_PRICE_ID = 'price_local_yearly';
export const INVOICE_LINE_DESCRIPTION = 'Inner Compass yearly subscription';
/** Stripe expires a first invoice left unpaid after 23 hours (`incomplete_expired`). */
const INCOMPLETE_EXPIRES_MS = 23 * 60 * 60 * 1000;
/** A renewal that failed stays `past_due` this long, then the subscription becomes `unpaid`. */
export const PAST_DUE_DAYS = 14;

type Charge = { ok: true } | { ok: false; code: string; message: string };

function paymentMethodFromRow(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    object: 'payment_method',
    type: 'card',
    created: toUnixSeconds(row.createdAt),
    livemode: false,
    card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear },
  };
}

function invoiceFromRow(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    object: 'invoice',
    number: row.number,
    created: toUnixSeconds(row.createdAt),
    status: row.status,
    currency: row.currency,
    amount_due: row.amountDue,
    amount_paid: row.amountPaid,
    amount_remaining: row.amountDue - row.amountPaid,
    subtotal: row.subtotal,
    total: row.total,
    period_start: toUnixSeconds(row.periodStart),
    period_end: toUnixSeconds(row.periodEnd),
    livemode: false,
    lines: { object: 'list', data: row.lines },
  };
}

/** Charging a test card at `at`: its expiry then, and the test number's own behaviour. */
function charge(card: PaymentMethodRow | null, at: Date): Charge {
  if (!card) return { ok: false, code: 'payment_method_required', message: 'There is no card.' };
  if (isCardExpired(card.expMonth, card.expYear, at)) {
    return { ok: false, code: 'expired_card', message: CARD_EXPIRED_MESSAGE };
  }
  if (card.chargeOutcome === 'card_declined') {
    return { ok: false, code: 'card_declined', message: CARD_DECLINED_MESSAGE };
  }
  return { ok: true };
}

/** The end of the period that starts at `periodStart`: whole years from the anchor. */
function nextPeriodEnd(anchor: Date, periodStart: Date): Date {
  let years = 1;
  while (addYears(anchor, years).getTime() <= periodStart.getTime()) years++;
  return addYears(anchor, years);
}

/**
 * The local billing provider (decision 0013): Stripe's state machine and objects, kept in
 * the database, for trying the product on one machine. Nothing is charged; the UI says so.
 */
export function createLocalBillingProvider(settings: LocalBillingSettings): BillingProvider {
  let fingerprintKey: string | undefined;

  const ensureCustomerRow = (db: Database, userId: string) =>
    ensureLocalCustomer(db, userId, newObjectId('cus'));

  const findNewestSubscription = findNewestLocalSubscription;

  /** A new account's trial: from account creation for TRIAL_DAYS, made on first need. */
  async function createTrial(db: Database, userId: string): Promise<SubscriptionRow> {
    const { createdAt } = await getAccountDates(db, userId);
    const start = atWholeSecond(createdAt);
    const trialEnd = addDays(start, settings.trialDays);
    return insertSubscription(db, {
      id: newObjectId('sub'),
      userId,
      provider: 'local',
      customerId: await ensureCustomerRow(db, userId),
      status: 'trialing',
      priceId: LOCAL_PRICE_ID,
      unitAmount: settings.priceCents,
      currency: 'usd',
      createdAt: start,
      startDate: start,
      billingCycleAnchor: trialEnd,
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd,
      trialStart: start,
      trialEnd,
    });
  }

  async function writeInvoice(
    db: Database,
    subscription: SubscriptionRow,
    period: { start: Date; end: Date },
    isPaid: boolean,
  ): Promise<string> {
    const amount = subscription.unitAmount ?? settings.priceCents;
    const line: InvoiceLine = {
      id: newObjectId('il'),
      description: INVOICE_LINE_DESCRIPTION,
      quantity: 1,
      amount,
      price: { unit_amount: amount },
      period: { start: toUnixSeconds(period.start), end: toUnixSeconds(period.end) },
    };
    return insertInvoice(db, {
      id: newObjectId('in'),
      userId: subscription.userId,
      subscriptionId: subscription.id,
      status: isPaid ? 'paid' : 'open',
      currency: subscription.currency,
      amountDue: amount,
      amountPaid: isPaid ? amount : 0,
      subtotal: amount,
      total: amount,
      periodStart: period.start,
      periodEnd: period.end,
      lines: [line],
      createdAt: period.start,
    });
  }

  async function setInvoiceStatus(
    db: Database,
    invoiceId: string | null,
    status: 'paid' | 'void' | 'uncollectible',
  ) {
    if (invoiceId) await settleOpenInvoice(db, invoiceId, status);
  }

  const updateSubscription = updateSubscriptionRow;

  /**
   * Everything that time does to a subscription, up to `now`, in order: a trial or year that
   * ended renews (a paid invoice, a year further), ends (cancelled at period end, or a trial
   * without a card) or falls past due (an open invoice); past due for PAST_DUE_DAYS becomes
   * unpaid; a first payment left for 23 hours expires. Years missed while the server was off
   * are caught up one by one, each with its invoice dated when it was due.
   */
  async function advance(
    db: Database,
    subscription: SubscriptionRow,
    now: Date,
  ): Promise<SubscriptionRow> {
    let current = subscription;
    for (;;) {
      if (current.status === 'incomplete') {
        const expiresAt = new Date(current.createdAt.getTime() + INCOMPLETE_EXPIRES_MS);
        if (now < expiresAt) return current;
        await setInvoiceStatus(db, current.latestInvoiceId, 'void');
        return updateSubscription(db, current.id, {
          status: 'incomplete_expired',
          endedAt: expiresAt,
        });
      }
      if (current.status === 'past_due') {
        const unpaidAt = addDays(current.currentPeriodStart, PAST_DUE_DAYS);
        if (now < unpaidAt) return current;
        await setInvoiceStatus(db, current.latestInvoiceId, 'uncollectible');
        return updateSubscription(db, current.id, { status: 'unpaid' });
      }
      const isRunning = current.status === 'trialing' || current.status === 'active';
      if (!isRunning || current.currentPeriodEnd > now) return current;

      const periodStart = current.currentPeriodEnd;
      const card = await findDefaultCard(db, current.userId);
      // Stripe's trial_settings.end_behavior.missing_payment_method = cancel. The card must
      // have been there when the trial ended: one added later does not buy the past year.
      const hadCard = card !== null && card.createdAt <= periodStart;
      if (current.cancelAtPeriodEnd || (current.status === 'trialing' && !hadCard)) {
        return updateSubscription(db, current.id, {
          status: 'canceled',
          endedAt: periodStart,
          canceledAt: current.canceledAt ?? periodStart,
        });
      }
      const periodEnd = nextPeriodEnd(current.billingCycleAnchor, periodStart);
      const result = charge(card, periodStart);
      const invoiceId = await writeInvoice(
        db,
        current,
        { start: periodStart, end: periodEnd },
        result.ok,
      );
      current = await updateSubscription(db, current.id, {
        status: result.ok ? 'active' : 'past_due',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        latestInvoiceId: invoiceId,
      });
    }
  }

  /** The person's newest subscription brought up to date, the trial made on first need. */
  async function currentSubscription(db: Database, userId: string, now: Date) {
    const newest = (await findNewestSubscription(db, userId)) ?? (await createTrial(db, userId));
    return advance(db, newest, now);
  }

  /** Pays the open invoice of the current period with the default card. */
  async function payOpenInvoice(
    db: Database,
    subscription: SubscriptionRow,
    now: Date,
  ): Promise<{ subscription: SubscriptionRow; failure?: Charge }> {
    const card = await findDefaultCard(db, subscription.userId);
    if (!card) throw paymentMethodRequired();
    const result = charge(card, now);
    if (!result.ok) return { subscription, failure: result };
    await setInvoiceStatus(db, subscription.latestInvoiceId, 'paid');
    return { subscription: await updateSubscription(db, subscription.id, { status: 'active' }) };
  }

  /** A new paid year from `now`, charged at once; a decline leaves it `incomplete`. */
  async function startSubscription(
    db: Database,
    previous: SubscriptionRow,
    now: Date,
  ): Promise<{ subscription: SubscriptionRow; failure?: Charge }> {
    const { userId } = previous;
    const card = await findDefaultCard(db, userId);
    if (!card) throw paymentMethodRequired();
    const periodEnd = addYears(now, 1);
    // The newest subscription is the current one: it must sort after the one it follows, even
    // when both fall in the same second.
    const createdAt = new Date(Math.max(now.getTime(), previous.createdAt.getTime() + 1000));
    const created = await insertSubscription(db, {
      id: newObjectId('sub'),
      userId,
      provider: 'local',
      customerId: await ensureCustomerRow(db, userId),
      status: 'incomplete',
      priceId: LOCAL_PRICE_ID,
      unitAmount: settings.priceCents,
      currency: 'usd',
      createdAt,
      startDate: now,
      billingCycleAnchor: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
    });
    const result = charge(card, now);
    const invoiceId = await writeInvoice(db, created, { start: now, end: periodEnd }, result.ok);
    const subscription = await updateSubscription(db, created.id, {
      status: result.ok ? 'active' : 'incomplete',
      latestInvoiceId: invoiceId,
    });
    return result.ok ? { subscription } : { subscription, failure: result };
  }

  /**
   * A new default card pays what a failed payment left open (past due, or a first payment
   * declined): the billing page offers Cancel, not Subscribe, in those states (docs/product.md section 4).
   */
  async function retryOpenInvoice(db: Database, userId: string, now: Date) {
    const subscription = await currentSubscription(db, userId, now);
    if (subscription.status === 'past_due' || subscription.status === 'incomplete') {
      await payOpenInvoice(db, subscription, now);
    }
  }

  const livemode = false;
  const toSubscription = (row: SubscriptionRow) => subscriptionFromRow(row, livemode);

  return {
    kind: 'local',
    testMode: true,

    ensureCustomer: (db, userId) => ensureCustomerRow(db, userId),

    async createSetupSecret() {
      // Cards are added through POST payment_methods here; this only keeps the call's shape.
      return `seti_local_${randomBytes(12).toString('hex')}_secret_${randomBytes(12).toString('hex')}`;
    },

    async addPaymentMethod(db, userId, input, { now }) {
      const card = checkTestCard(input, now);
      fingerprintKey ??= await loadAppSecret(db, 'billing-card-fingerprint');
      return withBillingLock(db, userId, async (tx) => {
        await ensureCustomerRow(tx, userId);
        // Newest first is the order cards are listed and promoted in, even within one second.
        const newest = await findNewestCardTime(tx, userId);
        const createdAt = new Date(Math.max(now.getTime(), (newest?.getTime() ?? 0) + 1000));
        const row = await insertCard(tx, {
          id: newObjectId('pm'),
          userId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          // Keyed, so the stored value cannot be turned back into a card number by guessing.
          fingerprint: createHmac('sha256', fingerprintKey ?? '')
            .update(card.digits)
            .digest('base64url')
            .slice(0, 16),
          chargeOutcome: card.chargeOutcome,
          createdAt,
        });
        if (!(await findDefaultCard(tx, userId))) {
          await setDefaultCard(tx, userId, row.id);
          await retryOpenInvoice(tx, userId, now);
        }
        return paymentMethodFromRow(row);
      });
    },

    async listPaymentMethods(db, userId) {
      const [rows, card] = await Promise.all([listCards(db, userId), findDefaultCard(db, userId)]);
      return {
        paymentMethods: rows.map(paymentMethodFromRow),
        defaultPaymentMethod: card?.id ?? null,
      };
    },

    async setDefaultPaymentMethod(db, userId, paymentMethodId, { now }) {
      return withBillingLock(db, userId, async (tx) => {
        if (!(await findOwnCard(tx, userId, paymentMethodId))) throw paymentMethodNotFound();
        await ensureCustomerRow(tx, userId);
        await setDefaultCard(tx, userId, paymentMethodId);
        await retryOpenInvoice(tx, userId, now);
        return paymentMethodId;
      });
    },

    async deletePaymentMethod(db, userId, paymentMethodId) {
      await withBillingLock(db, userId, async (tx) => {
        if (!(await findOwnCard(tx, userId, paymentMethodId))) throw paymentMethodNotFound();
        const wasDefault = (await findDefaultCard(tx, userId))?.id === paymentMethodId;
        await deleteOwnCard(tx, userId, paymentMethodId);
        if (!wasDefault) return;
        // The newest remaining card takes over, so a renewal is not lost to a tidy-up.
        const [next] = await listCards(tx, userId);
        await setDefaultCard(tx, userId, next?.id ?? null);
      });
    },

    async getSubscription(db, userId, { now }) {
      const row = await withBillingLock(db, userId, (tx) => currentSubscription(tx, userId, now));
      return toSubscription(row);
    },

    async activateSubscription(db, userId, { now }) {
      const { subscription, failure } = await withBillingLock(db, userId, async (tx) => {
        const current = await currentSubscription(tx, userId, now);
        if (current.status === 'trialing' || current.status === 'active') {
          // Already renewing, or subscribing again before the end: auto-renew back on.
          if (!current.cancelAtPeriodEnd) return { subscription: current };
          return {
            subscription: await updateSubscription(tx, current.id, {
              cancelAtPeriodEnd: false,
              canceledAt: null,
            }),
          };
        }
        if (current.status === 'past_due' || current.status === 'incomplete') {
          return payOpenInvoice(tx, current, now);
        }
        if (current.status === 'unpaid') {
          await updateSubscription(tx, current.id, { status: 'canceled', endedAt: now });
        }
        return startSubscription(tx, current, now);
      });
      // The declined attempt is kept (incomplete, its invoice open); only then the error.
      if (failure && !failure.ok) throw cardError(failure.code, failure.message);
      return toSubscription(subscription);
    },

    async cancelSubscription(db, userId, { now }) {
      const row = await withBillingLock(db, userId, async (tx) => {
        const current = await currentSubscription(tx, userId, now);
        if (current.status === 'trialing' || current.status === 'active') {
          if (current.cancelAtPeriodEnd) return current;
          return updateSubscription(tx, current.id, { cancelAtPeriodEnd: true, canceledAt: now });
        }
        if (current.status === 'past_due' || current.status === 'incomplete') {
          // Nothing is paid for: it ends now, and what it asked for is void.
          await setInvoiceStatus(tx, current.latestInvoiceId, 'void');
          return updateSubscription(tx, current.id, {
            status: 'canceled',
            canceledAt: now,
            endedAt: now,
          });
        }
        return current;
      });
      return toSubscription(row);
    },

    async listInvoices(db, userId) {
      return (await listInvoiceRows(db, userId)).map(invoiceFromRow);
    },

    async getInvoice(db, userId, invoiceId) {
      const row = await findOwnInvoice(db, userId, invoiceId);
      if (!row) throw invoiceNotFound();
      return invoiceFromRow(row);
    },

    async renewDueSubscriptions(db, now) {
      const due = await listPeopleDueRenewal(db, now);
      for (const userId of due) {
        await withBillingLock(db, userId, async (tx) => {
          const newest = await findNewestSubscription(tx, userId);
          if (newest) await advance(tx, newest, now);
        });
      }
      return due.length;
    },

    async deleteCustomer(db, userId, { now }) {
      await withBillingLock(db, userId, async (tx) => {
        await deleteBillingRowsOf(tx, userId, now);
      });
    },
  };
}
