import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { passkeys } from './passkeys.ts';
import { users } from './users.ts';

/*
 * A sealed journal's keys (docs/decisions/0068): what the server keeps is only what opens
 * nothing without the person. Its state (open, sealing, sealed) is users.journal_state, which
 * every session answer carries.
 */

/** One row per sealed journal: the current journal key's id and the salt a passkey's PRF takes. */
export const journalSeals = pgTable('journal_seals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyId: uuid('key_id').notNull(),
  /**
   * While the journal's key is changed (state rekeying): the key before, whose records the
   * device still opens and seals again under `keyId`, and whose wraps go at the end.
   */
  previousKeyId: uuid('previous_key_id'),
  /** 32 random bytes, base64url, made on the device: the same for every passkey of the person. */
  prfSalt: text('prf_salt').notNull(),
  /** When the person said they saved the recovery key; the key itself never reaches us. */
  recoveryKeySavedAt: timestamp('recovery_key_saved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A way in to the journal: a key pair's public half, its private half wrapped with what only
 * the person holds, and the journal key wrapped to the public half. Removing a passkey removes
 * its wrap (the foreign key); the recovery key's has no passkey.
 */
export const journalKeyWraps = pgTable(
  'journal_key_wraps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').notNull(),
    kind: text('kind', { enum: ['passkey', 'recovery'] }).notNull(),
    passkeyId: uuid('passkey_id').references(() => passkeys.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    wrappedPrivateKey: text('wrapped_private_key').notNull(),
    ephemeralPublicKey: text('ephemeral_public_key').notNull(),
    wrappedJournalKey: text('wrapped_journal_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('journal_key_wraps_user_id_idx').on(t.userId),
    // One wrap per passkey and key; the recovery key's is one per key too.
    uniqueIndex('journal_key_wraps_passkey_idx').on(t.keyId, t.passkeyId),
    uniqueIndex('journal_key_wraps_recovery_idx').on(t.keyId).where(sql`${t.kind} = 'recovery'`),
  ],
);
