import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import type { TrackerPause } from '@app/domain/tracker-streaks.ts';
import { DEFAULT_TRACKER_TITLE, type HabitTracker } from '@app/domain/trackers.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { assertWritingFitsJournal } from '../../policies/people.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import {
  deleteOwnTracker,
  insertTrackersAtFreePositions,
  listTakenPositions,
  listTrackerRows,
  resetSealedTitles,
  type TrackerRow,
  updateOwnTracker,
} from './trackers.repository.ts';

type TrackerInput = {
  title: string;
  sealedTitle: SealedEnvelope | null;
  dates: string[];
  restDates: string[];
  pauses: TrackerPause[];
  daysPerWeek: number;
};
type NewTrackerInput = TrackerInput & { _id?: string | undefined };
type TrackerChange = TrackerInput & { _id: string };

/** A tracker's title columns: sealed, the plain one blank whatever was sent; or plain. */
const titleColumns = (tracker: TrackerInput) =>
  tracker.sealedTitle
    ? { title: '', sealedTitle: tracker.sealedTitle }
    : { title: tracker.title, sealedTitle: null };

/** A tracker's days done and rest, pauses and goal, as saved. */
const dayColumns = ({ dates, restDates, pauses, daysPerWeek }: TrackerInput) => ({
  dates,
  restDates,
  pauses,
  daysPerWeek,
});

/** Every title as the person's journal takes it (policies/people.ts). */
async function assertTitlesFitJournal(tx: Database, userId: string, trackers: TrackerInput[]) {
  for (const { sealedTitle } of trackers) {
    await assertWritingFitsJournal(tx, userId, {
      isSealed: sealedTitle !== null,
      ...(sealedTitle && { keyId: sealedTitle.k }),
      isShared: false,
    });
  }
}

const trackerNotFound = () => notFound('That habit tracker');

/**
 * A day after today, in the person's time zone, cannot be marked done or rest: it has not
 * happened. (A pause may reach ahead: it is planned.)
 */
function refuseDaysAfter(today: string, trackers: readonly TrackerInput[]): void {
  const isAfter = (date: string) => date > today;
  if (trackers.some((tracker) => tracker.dates.some(isAfter) || tracker.restDates.some(isAfter))) {
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
  return {
    _id: row.id,
    title: row.title,
    dates: row.dates,
    restDates: row.restDates,
    pauses: row.pauses,
    daysPerWeek: row.daysPerWeek,
    sealedTitle: row.sealedTitle,
  };
}

/**
 * The person's trackers whose title is plain (`sealed` false) or sealed (under another key
 * than `notUnderKey`, when given), for a change of seal.
 */
export async function countTrackersTitled(
  db: Database,
  userId: string,
  sealed: boolean,
  notUnderKey?: string,
): Promise<number> {
  const rows = await listTrackerRows(db, userId);
  return rows.filter(({ sealedTitle }) =>
    sealed ? sealedTitle !== null && sealedTitle.k !== notUnderKey : sealedTitle === null,
  ).length;
}

/** The person's trackers in their grid order; an empty list when they have none yet. */
export async function listTrackers(db: Database, userId: string): Promise<HabitTracker[]> {
  return (await listTrackerRows(db, userId)).map(toTracker);
}

/**
 * Adds trackers in the free places of the grid (the three defaults, or one for Add). What would
 * give the person more than three is refused whole; a request racing this one for the same
 * place finds it taken (the unique index on user and position) and is refused too.
 */
export async function createTrackers(
  db: Database,
  userId: string,
  trackers: NewTrackerInput[],
  today: string,
  writingRoomBytes: number,
): Promise<HabitTracker[]> {
  refuseDaysAfter(today, trackers);
  return db.transaction(async (tx) => {
    await assertTitlesFitJournal(tx, userId, trackers);
    const taken = await listTakenPositions(tx, userId);
    const free = Array.from({ length: HABIT_TRACKERS_PER_USER }, (_, i) => i).filter(
      (position) => !taken.has(position),
    );
    if (trackers.length > free.length) throw tooManyTrackers();
    const inserted = await insertTrackersAtFreePositions(
      tx,
      trackers.map((tracker, i) => ({
        ...(tracker._id && { id: tracker._id.toLowerCase() }),
        userId,
        ...titleColumns(tracker),
        ...dayColumns(tracker),
        position: free[i] ?? 0,
      })),
    );
    // Rolls back whatever this request inserted.
    if (inserted.length < trackers.length) throw tooManyTrackers();
    const added = inserted.reduce((sum, bytes) => sum + bytes, 0);
    await chargeWriting(tx, userId, added, writingRoomBytes);
    return listTrackers(tx, userId);
  });
}

/**
 * Saves titles, days done and rest, pauses and goals of the person's own trackers, all or nothing, within their room for
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
    await assertTitlesFitJournal(tx, userId, trackers);
    let added = 0;
    for (const tracker of trackers) {
      const saved = await updateOwnTracker(tx, userId, tracker._id, {
        ...titleColumns(tracker),
        ...dayColumns(tracker),
      });
      if (!saved) throw trackerNotFound();
      added += saved.after - saved.before;
    }
    await chargeWriting(tx, userId, added, writingRoomBytes);
    return listTrackers(tx, userId);
  });
}

/** Remove: the tracker goes, and its place in the grid is free for Add. */
export async function deleteTracker(db: Database, userId: string, trackerId: string) {
  await db.transaction(async (tx) => {
    const deletedBytes = await deleteOwnTracker(tx, userId, trackerId);
    if (deletedBytes === null) throw trackerNotFound();
    // Never a growth: the room is not asked.
    await chargeWriting(tx, userId, -deletedBytes, 0);
  });
}

/** Start over: the trackers stay with their days, titled by default where their title was sealed. */
export function untitleSealedTrackers(tx: Database, userId: string): Promise<void> {
  return resetSealedTitles(tx, userId, DEFAULT_TRACKER_TITLE);
}
