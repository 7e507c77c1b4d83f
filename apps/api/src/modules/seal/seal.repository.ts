import { and, asc, eq, ne } from 'drizzle-orm';
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

/** Deletes one of the person's passkey wraps (never the recovery key's); false when none. */
export async function deletePasskeyWrap(
  db: Database,
  userId: string,
  wrapId: string,
): Promise<boolean> {
  const rows = await db
    .delete(journalKeyWraps)
    .where(
      and(
        eq(journalKeyWraps.id, wrapId),
        eq(journalKeyWraps.userId, userId),
        ne(journalKeyWraps.kind, 'recovery'),
      ),
    )
    .returning({ id: journalKeyWraps.id });
  return rows.length > 0;
}

/** Start over: the seal and every way in go. */
export async function deleteSealRows(tx: Database, userId: string): Promise<void> {
  await tx.delete(journalKeyWraps).where(eq(journalKeyWraps.userId, userId));
  await tx.delete(journalSeals).where(eq(journalSeals.userId, userId));
}
