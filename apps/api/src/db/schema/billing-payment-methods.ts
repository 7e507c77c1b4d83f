import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What charging a local test card does, as Stripe's test numbers behave. */
export type LocalChargeOutcome = 'succeeds' | 'card_declined';

/**
 * The local provider's cards (decision 0013). Never the number or the security code: only
 * what a receipt shows (brand, last four digits, expiry), a keyed fingerprint of the number,
 * and how the test card answers a charge.
 */
export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    fingerprint: text('fingerprint').notNull(),
    chargeOutcome: text('charge_outcome').$type<LocalChargeOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('billing_payment_methods_user_idx').on(t.userId, t.createdAt)],
);
