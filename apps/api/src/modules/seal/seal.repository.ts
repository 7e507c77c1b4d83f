import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { journalKeyWraps, journalSeals } from '../../db/schema/journal-seals.ts';

/* A sealed journal's key rows: the seal and its ways in (decision 0068). */

export type JournalSealRow = typeof journalSeals.$inferSelect;
export type JournalKeyWrapRow = typeof journalKeyWraps.$inferSelect;
export type NewJournalKeyWrap = typeof journalKeyWraps.$inferInsert;

export async function findSealRow(db: Database, userId: string): Promise<JournalSealRow | null> {
  const [row] = await db.select().from(journalSeals).where(eq(journalSeals.userId, userId));
  return row ?? null;
}

export function listWrapRows(db: Database, userId: string): Promise<JournalKeyWrapRow[]> {
  return db
    .select()
    .from(journalKeyWraps)
    .where(eq(journalKeyWraps.userId, userId))
    .orderBy(asc(journalKeyWraps.createdAt), asc(journalKeyWraps.id));
}

/** The seal's row, made unless the person has one; false when they had. */
export async function insertSealIfNone(
  tx: Database,
  seal: typeof journalSeals.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(journalSeals)
    .values(seal)
    .onConflictDoNothing()
    .returning({ userId: journalSeals.userId });
  return rows.length > 0;
}

export async function insertWraps(tx: Database, wraps: NewJournalKeyWrap[]): Promise<void> {
  if (wraps.length > 0) await tx.insert(journalKeyWraps).values(wraps);
}

/** Answers the wrap made, or null when the passkey already has one for that key. */
export async function insertWrapIfNone(
  db: Database,
  wrap: NewJournalKeyWrap,
): Promise<JournalKeyWrapRow | null> {
  const [row] = await db.insert(journalKeyWraps).values(wrap).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Deletes one of the person's passkey wraps (never the recovery key's), and that passkey's
 * wrap of any other key (a key change holds two); false when none.
 */
export async function deletePasskeyWrap(
  db: Database,
  userId: string,
  wrapId: string,
): Promise<boolean> {
  const passkeyOfWrap = db
    .select({ passkeyId: journalKeyWraps.passkeyId })
    .from(journalKeyWraps)
    .where(and(eq(journalKeyWraps.id, wrapId), eq(journalKeyWraps.userId, userId)));
  const rows = await db
    .delete(journalKeyWraps)
    .where(
      and(
        eq(journalKeyWraps.userId, userId),
        ne(journalKeyWraps.kind, 'recovery'),
        inArray(journalKeyWraps.passkeyId, passkeyOfWrap),
      ),
    )
    .returning({ id: journalKeyWraps.id });
  return rows.length > 0;
}

/** The journal's key, and the key before while it changes (null once it has). */
export async function setSealKeys(
  tx: Database,
  userId: string,
  keyId: string,
  previousKeyId: string | null,
): Promise<void> {
  await tx
    .update(journalSeals)
    .set({ keyId, previousKeyId })
    .where(eq(journalSeals.userId, userId));
}

/** A key change ends: the wraps of every other key go. */
export async function deleteWrapsNotUnder(tx: Database, userId: string, keyId: string) {
  await tx
    .delete(journalKeyWraps)
    .where(and(eq(journalKeyWraps.userId, userId), ne(journalKeyWraps.keyId, keyId)));
}

/** Start over: the seal and every way in go. */
export async function deleteSealRows(tx: Database, userId: string): Promise<void> {
  await tx.delete(journalKeyWraps).where(eq(journalKeyWraps.userId, userId));
  await tx.delete(journalSeals).where(eq(journalSeals.userId, userId));
}
