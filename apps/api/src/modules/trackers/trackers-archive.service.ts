import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import { DAYS_PER_WEEK_EVERY_DAY, type TrackerPause } from '@app/domain/tracker-streaks.ts';
import type { Database } from '../../db/client.ts';
import { insertTracker, lockTrackerRows, setTrackerDays } from './trackers.repository.ts';

/**
 * The trackers of the archive module: import merges an archive's into the person's three.
 * Rest days, pauses and a goal come from archives of version 2 on; other journals and
 * version 1 have none of them.
 */
export type ArchivedTracker = {
  id?: string;
  title: string;
  dates: string[];
  restDates?: string[];
  pauses?: TrackerPause[];
  daysPerWeek?: number;
};
type TrackersImportResult = { added: number; merged: number; skipped: number };

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sortedUnion = (a: readonly string[], b: readonly string[]) =>
  [...new Set([...a, ...b])].sort();
const overlap = (a: TrackerPause, b: TrackerPause) =>
  (a.to === null || a.to >= b.from) && (b.to === null || b.to >= a.from);

/**
 * A merge of days: done days of both; rest days of both, unless done in either (done wins);
 * the person's own pauses, and the archive's that overlap none of them.
 */
function mergedDays(
  own: { dates: string[]; restDates: string[]; pauses: TrackerPause[] },
  archived: ArchivedTracker,
) {
  const dates = sortedUnion(own.dates, archived.dates);
  const done = new Set(dates);
  const restDates = sortedUnion(own.restDates, archived.restDates ?? []).filter(
    (date) => !done.has(date),
  );
  const pauses = [
    ...own.pauses,
    ...(archived.pauses ?? []).filter((pause) => !own.pauses.some((mine) => overlap(pause, mine))),
  ].sort((a, b) => a.from.localeCompare(b.from));
  return { dates, restDates, pauses };
}

/**
 * The merge of decision 0017, tracker by tracker: the person's tracker with the same id, else
 * the same title (ignoring case), gets the archive's days added to its own (its goal stays the
 * person's); else the tracker takes a free place of the three, under a new id; with no place
 * left it is skipped (and counted, so the person is told). Importing twice changes nothing the
 * second time.
 */
export async function importTrackers(
  db: Database,
  userId: string,
  archived: readonly ArchivedTracker[],
): Promise<TrackersImportResult> {
  const result: TrackersImportResult = { added: 0, merged: 0, skipped: 0 };
  const own = await lockTrackerRows(db, userId);
  const taken = new Set(own.map((row) => row.position));
  for (const tracker of archived) {
    const match =
      own.find((row) => row.id === tracker.id) ??
      own.find((row) => sameTitle(row.title, tracker.title));
    if (match) {
      const days = mergedDays(match, tracker);
      if (JSON.stringify(days) !== JSON.stringify(mergedDays(match, { title: '', dates: [] }))) {
        await setTrackerDays(db, match.id, days);
        Object.assign(match, days);
        result.merged += 1;
      }
      continue;
    }
    const position = Array.from({ length: HABIT_TRACKERS_PER_USER }, (_, i) => i).find(
      (p) => !taken.has(p),
    );
    if (position === undefined) {
      result.skipped += 1;
      continue;
    }
    const done = new Set(tracker.dates);
    const row = await insertTracker(db, {
      userId,
      title: tracker.title,
      dates: tracker.dates,
      restDates: (tracker.restDates ?? []).filter((date) => !done.has(date)),
      pauses: tracker.pauses ?? [],
      daysPerWeek: tracker.daysPerWeek ?? DAYS_PER_WEEK_EVERY_DAY,
      position,
    });
    taken.add(position);
    own.push(row);
    result.added += 1;
  }
  return result;
}
