import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { passkeys } from './passkeys.ts';
import { users } from './users.ts';

/** Only the SHA-256 of a session token is stored, so a database dump cannot sign anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The passkey that signed this session in (null: a code did): removing it ends the session. */
    passkeyId: uuid('passkey_id').references(() => passkeys.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_passkey_id_idx').on(t.passkeyId),
  ],
);
