import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../bytea.ts';
import { users } from './users.ts';

/**
 * A person's passkeys (WebAuthn credentials, decision 0045): the public key only, the signature
 * counter the last assertion reported, and the flags read when it was made. It goes with the
 * account; removing it ends the sessions it made (sessions.passkey_id).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url: what an assertion names. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE-encoded. */
    publicKey: bytea('public_key').notNull(),
    /** A 32-bit unsigned counter; 0 for authenticators that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** `singleDevice` or `multiDevice` (synced by a passkey provider). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** The client reported the PRF extension enabled when the passkey was made. */
    prfSupported: boolean('prf_supported').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * The challenges already spent, as their SHA-256 only, kept until they run out so that none is
 * taken twice; challenges handed out are minted, not stored (decision 0055). A registration's and
 * an unlock's name the person they were made for (and go with the account); a sign-in's names
 * nobody.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication', 'unlock'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    index('webauthn_challenges_user_id_idx').on(t.userId),
  ],
);
