import type { SealedEnvelope } from './sealed-records.schemas.ts';
import type { HabitTracker } from './trackers.schemas.ts';

/**
 * A tracker save as a change rather than a state: the days marked done and unmarked, the rest
 * days likewise, the new title if it was renamed, the new goal and pauses if they changed. A
 * save made offline is kept like this and applied to whatever the server holds when the
 * connection returns, so marks made meanwhile on another device stay (the same day marked on
 * both is simply marked), and applying it twice changes nothing more.
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
  /** Rest days marked and unmarked; absent from changes kept before rest days. */
  restAdded?: string[];
  restRemoved?: string[];
  /** The new goal, when the save changed it. */
  daysPerWeek?: number;
  /** The pauses as saved, when the save changed them: the newest choice wins whole. */
  pauses?: HabitTracker['pauses'];
}

type TrackerContent = Pick<HabitTracker, '_id' | 'title' | 'dates'> &
  Partial<Pick<HabitTracker, 'restDates' | 'pauses' | 'daysPerWeek'>>;

const missingFrom = (list: readonly string[], other: ReadonlySet<string>) =>
  list.filter((date) => !other.has(date)).sort();
const samePauses = (a: HabitTracker['pauses'], b: HabitTracker['pauses']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** What a save of `saved` changes in `before` (the trackers as the person saw them). */
export function trackerChangesBetween(
  before: readonly TrackerContent[],
  saved: readonly TrackerContent[],
): TrackerChange[] {
  return saved.flatMap((tracker) => {
    const previous = before.find((candidate) => candidate._id === tracker._id);
    const previousDates = new Set(previous?.dates ?? []);
    const savedDates = new Set(tracker.dates);
    const previousRest = new Set(previous?.restDates ?? []);
    const savedRest = new Set(tracker.restDates ?? []);
    const restAdded = missingFrom([...savedRest], previousRest);
    const restRemoved = missingFrom([...previousRest], savedRest);
    const goalChanged =
      tracker.daysPerWeek !== undefined && tracker.daysPerWeek !== previous?.daysPerWeek;
    const pausesChanged =
      tracker.pauses !== undefined && !samePauses(tracker.pauses, previous?.pauses ?? []);
    const change: TrackerChange = {
      _id: tracker._id,
      title: previous && previous.title === tracker.title ? null : tracker.title,
      added: missingFrom([...savedDates], previousDates),
      removed: missingFrom([...previousDates], savedDates),
      ...(restAdded.length || restRemoved.length ? { restAdded, restRemoved } : {}),
      ...(goalChanged ? { daysPerWeek: tracker.daysPerWeek } : {}),
      ...(pausesChanged ? { pauses: tracker.pauses } : {}),
    };
    const isEmpty =
      change.title === null &&
      !change.added.length &&
      !change.removed.length &&
      !change.restAdded &&
      !goalChanged &&
      !pausesChanged;
    return isEmpty ? [] : [change];
  });
}

/**
 * The trackers with the changes applied in order. A day marked done stops being a rest day and
 * the other way round, so a day is in one list at most whatever another device did. A change to
 * a tracker that is no longer there (removed on another device) is dropped: there is nothing
 * left to mark.
 */
export function applyTrackerChanges<T extends TrackerContent>(
  trackers: readonly T[],
  changes: readonly TrackerChange[],
): T[] {
  return trackers.map((tracker) => {
    const own = changes.filter((change) => change._id === tracker._id);
    if (!own.length) return tracker;
    let { title, dates, restDates = [], pauses, daysPerWeek } = tracker;
    for (const change of own) {
      const restAdded = change.restAdded ?? [];
      const notDone = new Set([...change.removed, ...restAdded]);
      const notRest = new Set([...(change.restRemoved ?? []), ...change.added]);
      title = change.title ?? title;
      dates = [...new Set([...dates, ...change.added])].filter((date) => !notDone.has(date)).sort();
      restDates = [...new Set([...restDates, ...restAdded])]
        .filter((date) => !notRest.has(date))
        .sort();
      daysPerWeek = change.daysPerWeek ?? daysPerWeek;
      pauses = change.pauses ?? pauses;
    }
    return {
      ...tracker,
      title,
      dates,
      ...(tracker.restDates !== undefined || restDates.length ? { restDates } : {}),
      ...(daysPerWeek !== undefined ? { daysPerWeek } : {}),
      ...(pauses !== undefined ? { pauses } : {}),
    };
  });
}
