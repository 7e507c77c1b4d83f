import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';

export type TrackerRow = typeof habitTrackers.$inferSelect;
type NewTracker = typeof habitTrackers.$inferInsert;

/** The person's trackers in their order. */
export function listTrackerRows(db: Database, userId: string): Promise<TrackerRow[]> {
  return db
    .select()
    .from(habitTrackers)
    .where(eq(habitTrackers.userId, userId))
    .orderBy(asc(habitTrackers.position));
}

/** The person's trackers, locked until the transaction ends (an import merges into them). */
export function lockTrackerRows(tx: Database, userId: string): Promise<TrackerRow[]> {
  return tx.select().from(habitTrackers).where(eq(habitTrackers.userId, userId)).for('update');
}

export async function listTakenPositions(tx: Database, userId: string): Promise<Set<number>> {
  const rows = await tx
    .select({ position: habitTrackers.position })
    .from(habitTrackers)
    .where(eq(habitTrackers.userId, userId));
  return new Set(rows.map((row) => row.position));
}

/**
 * Inserts trackers, skipping any whose position another request took meanwhile; answers the
 * writing bytes of each inserted.
 */
export async function insertTrackersAtFreePositions(
  tx: Database,
  trackers: NewTracker[],
): Promise<number[]> {
  const inserted = await tx
    .insert(habitTrackers)
    .values(trackers)
    .onConflictDoNothing({ target: [habitTrackers.userId, habitTrackers.position] })
    .returning({ writingBytes: habitTrackers.writingBytes });
  return inserted.map((row) => row.writingBytes);
}

export async function insertTracker(db: Database, tracker: NewTracker): Promise<TrackerRow> {
  const [row] = await db.insert(habitTrackers).values(tracker).returning();
  if (!row) throw new Error('tracker insert returned nothing');
  return row;
}

/**
 * Saves one of the person's trackers, locked first; answers its writing bytes before and after,
 * or null when they have no tracker of that id.
 */
export async function updateOwnTracker(
  tx: Database,
  userId: string,
  trackerId: string,
  change: Pick<
    NewTracker,
    'title' | 'sealedTitle' | 'dates' | 'restDates' | 'pauses' | 'daysPerWeek'
  > & { sealedTitle: SealedEnvelope | null },
): Promise<{ before: number; after: number } | null> {
  const isOwn = and(eq(habitTrackers.id, trackerId), eq(habitTrackers.userId, userId));
  const [current] = await tx
    .select({ writingBytes: habitTrackers.writingBytes })
    .from(habitTrackers)
    .where(isOwn)
    .for('update');
  const [updated] = await tx
    .update(habitTrackers)
    .set(change)
    .where(isOwn)
    .returning({ writingBytes: habitTrackers.writingBytes });
  if (!current || !updated) return null;
  return { before: current.writingBytes, after: updated.writingBytes };
}

/** An import's merge: the days done and rest, and the pauses, of one tracker. */
export async function setTrackerDays(
  db: Database,
  trackerId: string,
  days: Pick<NewTracker, 'dates' | 'restDates' | 'pauses'>,
) {
  await db.update(habitTrackers).set(days).where(eq(habitTrackers.id, trackerId));
}

/** Deletes one of the person's trackers; answers its writing bytes, or null when none. */
export async function deleteOwnTracker(
  tx: Database,
  userId: string,
  trackerId: string,
): Promise<number | null> {
  const [deleted] = await tx
    .delete(habitTrackers)
    .where(and(eq(habitTrackers.id, trackerId), eq(habitTrackers.userId, userId)))
    .returning({ writingBytes: habitTrackers.writingBytes });
  return deleted?.writingBytes ?? null;
}

/** Start over (decision 0068): a sealed title nobody can open again becomes the default one. */
export async function resetSealedTitles(tx: Database, userId: string, title: string) {
  await tx
    .update(habitTrackers)
    .set({ title, sealedTitle: null })
    .where(and(eq(habitTrackers.userId, userId), isNotNull(habitTrackers.sealedTitle)));
}
