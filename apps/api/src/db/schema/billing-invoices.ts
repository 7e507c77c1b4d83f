import type { InvoiceLine, InvoiceStatus } from '@app/domain/billing.schemas.ts';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingSubscriptions } from './billing-subscriptions.ts';
import { users } from './users.ts';

/** Invoice numbers ("IC-000123"): a sequence, so concurrent renewals never share one. */
export const billingInvoiceNumberSeq = pgSequence('billing_invoice_number_seq', {
  startWith: 1,
  increment: 1,
});

/**
 * The local provider's invoices in Stripe's shape (with Stripe, invoices are read from Stripe).
 * Lines are only ever read and written with their invoice: jsonb.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    currency: text('currency').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    subtotal: integer('subtotal').notNull(),
    total: integer('total').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('billing_invoices_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('billing_invoices_subscription_idx').on(t.subscriptionId),
  ],
);
