import type { SealedEnvelope } from './sealed-records.schemas.ts';
import type { HabitTracker } from './trackers.schemas.ts';

/**
 * A tracker save as a change rather than a state: the days marked and unmarked, and the new
 * title if it was renamed. A save made offline is kept like this and applied to whatever the
 * server holds when the connection returns, so marks made meanwhile on another device stay
 * (the same day marked on both is simply marked), and applying it twice changes nothing more.
 */
export interface TrackerChange {
  _id: string;
  /** The new title; null when the save did not rename the tracker. */
  title: string | null;
  /**
   * A sealed journal's new title, kept sealed on the device while the change waits (then
   * `title` is null): opened again before the change is applied.
   */
  sealedTitle?: SealedEnvelope;
  added: string[];
  removed: string[];
}

type TrackerContent = Pick<HabitTracker, '_id' | 'title' | 'dates'>;

/** What a save of `saved` changes in `before` (the trackers as the person saw them). */
export function trackerChangesBetween(
  before: readonly TrackerContent[],
  saved: readonly TrackerContent[],
): TrackerChange[] {
  return saved.flatMap((tracker) => {
    const previous = before.find((candidate) => candidate._id === tracker._id);
    const previousDates = new Set(previous?.dates ?? []);
    const savedDates = new Set(tracker.dates);
    const change: TrackerChange = {
      _id: tracker._id,
      title: previous && previous.title === tracker.title ? null : tracker.title,
      added: [...savedDates].filter((date) => !previousDates.has(date)).sort(),
      removed: [...previousDates].filter((date) => !savedDates.has(date)).sort(),
    };
    const isEmpty = change.title === null && !change.added.length && !change.removed.length;
    return isEmpty ? [] : [change];
  });
}

/**
 * The trackers with the changes applied in order. A change to a tracker that is no longer
 * there (removed on another device) is dropped: there is nothing left to mark.
 */
export function applyTrackerChanges<T extends TrackerContent>(
  trackers: readonly T[],
  changes: readonly TrackerChange[],
): T[] {
  return trackers.map((tracker) => {
    let { title, dates } = tracker;
    for (const change of changes) {
      if (change._id !== tracker._id) continue;
      const removed = new Set(change.removed);
      title = change.title ?? title;
      dates = [...new Set([...dates, ...change.added])].filter((date) => !removed.has(date)).sort();
    }
    return title === tracker.title && dates === tracker.dates
      ? tracker
      : { ...tracker, title, dates };
  });
}
