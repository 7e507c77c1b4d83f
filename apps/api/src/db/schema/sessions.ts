import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** When the person last proved who they are here: the sign-in, or the latest passkey unlock. */
    provedAt: timestamp('proved_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Set while the session is locked (decision 0047): only unlock and logout answer it. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The device's "Lock after", in minutes (null: never), as its pages report it. */
    lockAfterMinutes: integer('lock_after_minutes'),
    /** When the person last used the app on this device, as its pages report it. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_passkey_id_idx').on(t.passkeyId),
  ],
);
