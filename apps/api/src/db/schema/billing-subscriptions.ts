import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Subscriptions, newest per person first. With the local provider this is the subscription
 * itself (decision 0013); with Stripe it is a copy, kept current from webhooks and reads,
 * that the access rule reads without calling Stripe. `synced_at` is when Stripe last told us.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'local' | 'stripe'>().notNull(),
    customerId: text('customer_id').notNull(),
    /** One of SUBSCRIPTION_STATUSES; a status Stripe adds later is kept as it comes. */
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    /** Cents per year. */
    unitAmount: integer('unit_amount'),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Periods are whole years from here, so a 29 February start comes back in leap years. */
    billingCycleAnchor: timestamp('billing_cycle_anchor', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** The invoice of the current period (local provider): the one paid, or still to pay. */
    latestInvoiceId: text('latest_invoice_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('billing_subscriptions_provider_check', sql`${t.provider} in ('local', 'stripe')`),
    index('billing_subscriptions_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The local provider's hourly renewal looks for periods that ended and unpaid states.
    index('billing_subscriptions_local_due_idx')
      .on(t.status, t.currentPeriodEnd)
      .where(sql`${t.provider} = 'local'`),
  ],
);
