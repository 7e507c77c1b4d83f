import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Browsers that signed in before (OWASP's "device cookies"): each proves only that this
 * browser signed in as this contact, and lets its holder ask for codes above the contact's
 * ceilings that strangers can spend. Only the SHA-256 of the cookie's token is stored; the row
 * goes with the account.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('login_devices_user_id_idx').on(t.userId)],
);
