import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactTypeEnum } from './user-contacts.ts';

/**
 * One row per code sent. Only an HMAC of (contact, code) is kept. A code belongs to the
 * requester that asked for it (its client address key), so nobody else's tries or sends touch
 * it. Rows stay for a day after sending because the send limits are counted from them; every
 * server lets go of older ones each hour (auth.routes.ts).
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contact: text('contact').notNull(),
    requester: text('requester').notNull().default(''),
    contactType: contactTypeEnum('contact_type').notNull(),
    /** Asked for by a browser that signed in as this contact before: outside TEXTS_PER_DAY. */
    toKnownBrowser: boolean('to_known_browser').notNull().default(false),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('login_codes_contact_created_idx').on(t.contact, t.createdAt),
    // The hourly sweep of codes a day old.
    index('login_codes_created_idx').on(t.createdAt),
    // The day's texts to strangers' browsers, counted before each new one (TEXTS_PER_DAY):
    // however many e-mail codes a day holds, the count reads only these.
    index('login_codes_strangers_texts_idx')
      .on(t.createdAt)
      .where(sql`${t.contactType} = 'phone' and not ${t.toKnownBrowser}`),
  ],
);

/**
 * Consecutive wrong codes per contact, across codes and requesters: it slows further tries, a
 * success resets it, and it halves for every quiet stretch (auth.service.ts).
 */
export const loginFailureCounts = pgTable('login_failure_counts', {
  contact: text('contact').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
