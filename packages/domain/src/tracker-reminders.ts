import {
  DAYS_PER_WEEK_EVERY_DAY,
  dayStateReader,
  doneThisWeek,
  type TrackerHistory,
} from './tracker-streaks.ts';

/**
 * Whether the tracker's goal still needs this calendar day (YYYY-MM-DD): the one question a
 * habit reminder asks of a tracker before it is sent. A day done, rested or paused needs
 * nothing, and neither does any day of a week whose weekly goal is already met.
 */
export function trackerNeedsDay(tracker: TrackerHistory, day: string): boolean {
  if (dayStateReader(tracker)(day) !== 'empty') return false;
  if (tracker.daysPerWeek >= DAYS_PER_WEEK_EVERY_DAY) return true;
  return doneThisWeek(tracker, day) < tracker.daysPerWeek;
}
