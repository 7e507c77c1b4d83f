import type { HabitTracker } from './trackers.schemas.ts';

/**
 * Whether the tracker's goal still needs this calendar day (YYYY-MM-DD): the one question a
 * habit reminder asks of a tracker before it is sent. Trackers are daily today, so a day not yet
 * marked done is needed; a weekly goal or a rest day answers here too.
 */
export function trackerNeedsDay(tracker: Pick<HabitTracker, 'dates'>, day: string): boolean {
  return !tracker.dates.includes(day);
}
