import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
type NewPasskey = typeof passkeys.$inferInsert;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/**
 * Records a challenge as spent; true when this call spent it, false when it was spent before
 * (of two verifies presenting it, even at once, one gets true). Spent challenges that ran out
 * by `now` are let go meanwhile.
 */
export async function spendChallengeOnce(
  db: Database,
  spent: {
    challengeHash: string;
    purpose: ChallengePurpose;
    userId: string | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<boolean> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const rows = await db
    .insert(webauthnChallenges)
    .values(spent)
    .onConflictDoNothing({ target: webauthnChallenges.challengeHash })
    .returning({ purpose: webauthnChallenges.purpose });
  return rows.length === 1;
}

/** The person's passkeys, oldest first. */
export function listPasskeyRows(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The credential ids and transports of the person's passkeys, as a browser is told them. */
export function listCredentialsOf(db: Database, userId: string) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function countPasskeys(db: Database, userId: string): Promise<number> {
  return db.$count(passkeys, eq(passkeys.userId, userId));
}

/** Stores a new passkey; null when its credential is registered already. */
export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row ?? null;
}

/** Renames one of the person's passkeys; null when they have none of that id. */
export async function renamePasskeyRow(
  db: Database,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes one of the person's passkeys; false when they have none of that id. */
export async function deletePasskeyRow(
  db: Database,
  userId: string,
  passkeyId: string,
): Promise<boolean> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return row !== undefined;
}

export async function findPasskeyByCredential(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a use of the passkey with its authenticator's new counter, if its counter is still
 * the one read (`passkey.counter`): false when another use came first.
 */
export async function recordPasskeyUse(
  db: Database,
  passkey: { id: string; counter: number },
  use: { counter: number; backedUp: boolean },
  now: Date,
): Promise<boolean> {
  const [updated] = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  return updated !== undefined;
}
