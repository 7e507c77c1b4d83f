import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's customer at the billing provider: Stripe's `cus_...`, or the local provider's own
 * id of the same form. `default_payment_method` is the card charged for the subscription
 * (Stripe: a copy of the customer's invoice_settings.default_payment_method).
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'local' | 'stripe'>().notNull(),
    customerId: text('customer_id').notNull().unique(),
    defaultPaymentMethod: text('default_payment_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [check('billing_customers_provider_check', sql`${t.provider} in ('local', 'stripe')`)],
);
