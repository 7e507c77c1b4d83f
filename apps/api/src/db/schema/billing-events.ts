import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe webhook events already applied, by Stripe's event id: a redelivery, or ten at once,
 * is applied once (docs/security.md, promise 27). Rows name no person; they go after 30 days, long
 * after Stripe's last retry (3 days).
 */
export const billingProcessedEvents = pgTable(
  'billing_processed_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('billing_processed_events_processed_idx').on(t.processedAt)],
);
