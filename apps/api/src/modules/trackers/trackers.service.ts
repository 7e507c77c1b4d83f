import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';

type TrackerRow = typeof habitTrackers.$inferSelect;
type TrackerInput = { title: string; dates: string[] };
type TrackerChange = TrackerInput & { _id: string };

const trackerNotFound = () => notFound('That habit tracker');

/** A day after today, in the person's time zone, cannot be marked: it has not happened. */
function refuseDaysAfter(today: string, trackers: readonly TrackerInput[]): void {
  if (trackers.some((tracker) => tracker.dates.some((date) => date > today))) {
    throw new DomainError('invalid', 'day_after_today', 'A day after today cannot be marked.');
  }
}
const tooManyTrackers = () =>
  new DomainError(
    'conflict',
    'too_many_trackers',
    `You can have ${HABIT_TRACKERS_PER_USER} habit trackers at most.`,
  );

function toTracker(row: TrackerRow): HabitTracker {
  return { _id: row.id, title: row.title, dates: row.dates };
}

/** The person's trackers in their grid order; an empty list when they have none yet. */
export async function listTrackers(db: Database, userId: string): Promise<HabitTracker[]> {
  const rows = await db
    .select()
    .from(habitTrackers)
    .where(eq(habitTrackers.userId, userId))
    .orderBy(asc(habitTrackers.position));
  return rows.map(toTracker);
}

/**
 * Adds trackers in the free places of the grid (the three defaults, or one for Add). What would
 * give the person more than three is refused whole; a request racing this one for the same
 * place finds it taken (the unique index on user and position) and is refused too.
 */
export async function createTrackers(
  db: Database,
  userId: string,
  trackers: TrackerInput[],
  today: string,
  writingRoomBytes: number,
): Promise<HabitTracker[]> {
  refuseDaysAfter(today, trackers);
  return db.transaction(async (tx) => {
    const taken = new Set(
      (
        await tx
          .select({ position: habitTrackers.position })
          .from(habitTrackers)
          .where(eq(habitTrackers.userId, userId))
      ).map((row) => row.position),
    );
    const free = Array.from({ length: HABIT_TRACKERS_PER_USER }, (_, i) => i).filter(
      (position) => !taken.has(position),
    );
    if (trackers.length > free.length) throw tooManyTrackers();
    const inserted = await tx
      .insert(habitTrackers)
      .values(
        trackers.map((tracker, i) => ({
          userId,
          title: tracker.title,
          dates: tracker.dates,
          position: free[i] ?? 0,
        })),
      )
      .onConflictDoNothing({ target: [habitTrackers.userId, habitTrackers.position] })
      .returning({ writingBytes: habitTrackers.writingBytes });
    // Rolls back whatever this request inserted.
    if (inserted.length < trackers.length) throw tooManyTrackers();
    const added = inserted.reduce((sum, row) => sum + row.writingBytes, 0);
    await chargeWriting(tx, userId, added, writingRoomBytes);
    return listTrackers(tx, userId);
  });
}

/**
 * Saves titles and dates of the person's own trackers, all or nothing, within their room for
 * writing (`writingRoomBytes`): a tracker that is not theirs (or no longer exists) fails the
 * whole save with 404 and changes nothing.
 */
export async function saveTrackers(
  db: Database,
  userId: string,
  trackers: TrackerChange[],
  today: string,
  writingRoomBytes: number,
): Promise<HabitTracker[]> {
  refuseDaysAfter(today, trackers);
  const ids = trackers.map((tracker) => tracker._id.toLowerCase());
  if (new Set(ids).size !== ids.length) {
    throw new DomainError('invalid', 'invalid_request', 'Each habit tracker may appear once.');
  }
  return db.transaction(async (tx) => {
    let added = 0;
    for (const tracker of trackers) {
      const isOwn = and(eq(habitTrackers.id, tracker._id), eq(habitTrackers.userId, userId));
      const [current] = await tx
        .select({ writingBytes: habitTrackers.writingBytes })
        .from(habitTrackers)
        .where(isOwn)
        .for('update');
      const [updated] = await tx
        .update(habitTrackers)
        .set({ title: tracker.title, dates: tracker.dates })
        .where(isOwn)
        .returning({ writingBytes: habitTrackers.writingBytes });
      if (!current || !updated) throw trackerNotFound();
      added += updated.writingBytes - current.writingBytes;
    }
    await chargeWriting(tx, userId, added, writingRoomBytes);
    return listTrackers(tx, userId);
  });
}

/** Remove: the tracker goes, and its place in the grid is free for Add. */
export async function deleteTracker(db: Database, userId: string, trackerId: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(habitTrackers)
      .where(and(eq(habitTrackers.id, trackerId), eq(habitTrackers.userId, userId)))
      .returning({ writingBytes: habitTrackers.writingBytes });
    if (!deleted) throw trackerNotFound();
    // Never a growth: the room is not asked.
    await chargeWriting(tx, userId, -deleted.writingBytes, 0);
  });
}
