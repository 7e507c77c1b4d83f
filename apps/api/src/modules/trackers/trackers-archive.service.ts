import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import type { Database } from '../../db/client.ts';
import { insertTracker, lockTrackerRows, setTrackerDates } from './trackers.repository.ts';

/** The trackers of the archive module: import merges an archive's into the person's three. */

export type ArchivedTracker = { id: string; title: string; dates: string[] };
type TrackersImportResult = { added: number; merged: number; skipped: number };

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The merge of decision 0017, tracker by tracker: the person's tracker with the same id, else
 * the same title (ignoring case), gets the archive's days added to its own; else the tracker
 * takes a free place of the three, under a new id; with no place left it is skipped (and
 * counted, so the person is told). Importing twice changes nothing the second time.
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
      const dates = [...new Set([...match.dates, ...tracker.dates])].sort();
      if (dates.length !== match.dates.length) {
        await setTrackerDates(db, match.id, dates);
        match.dates = dates;
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
    const row = await insertTracker(db, {
      userId,
      title: tracker.title,
      dates: tracker.dates,
      position,
    });
    taken.add(position);
    own.push(row);
    result.added += 1;
  }
  return result;
}
