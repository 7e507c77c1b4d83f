/**
 * Streaks, strength and shares of a habit tracker, over calendar days written YYYY-MM-DD
 * (docs/product.md, "Trackers"; docs/decisions/0071-habits-that-forgive.md). Days are counted
 * as dates, never as instants, so a mark made late at night, while travelling or across a
 * daylight-saving change stays on its day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every day of the week: the goal of a tracker that says nothing else. */
export const DAYS_PER_WEEK_EVERY_DAY = 7;
const EVERY_DAY = DAYS_PER_WEEK_EVERY_DAY;

/** What the figures read of a tracker: its done days, rest days, pauses and weekly goal. */
export interface TrackerHistory {
  dates: readonly string[];
  restDates: readonly string[];
  pauses: readonly TrackerPause[];
  /** 1 to 7; 7 is every day. */
  daysPerWeek: number;
}

/** A stretch of days the tracker is paused, both days included; `to` null: until resumed. */
export interface TrackerPause {
  from: string;
  to: string | null;
}

/** A day as the figures see it. A day done during a pause is done: check-ins still count. */
export type TrackerDayState = 'done' | 'rest' | 'paused' | 'empty';

/** Days since 1970-01-01 for a YYYY-MM-DD date (UTC arithmetic: no time zone involved). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

/** The YYYY-MM-DD date of a day number. */
function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the ISO week holding the day (1970-01-01 was a Thursday). */
function weekStart(day: number): number {
  return day - ((day + 3) % 7);
}

/** The day after a YYYY-MM-DD date, or before it (`by` -1). */
export function addDays(date: string, by: number): string {
  return dateOf(dayNumber(date) + by);
}

/** The person's local calendar day, as YYYY-MM-DD. */
export function localDay(instant: Date = new Date()): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A reader of day states, and the first day done (null before any). */
function readerOf(history: TrackerHistory) {
  const done = new Set(history.dates.map(dayNumber));
  const rest = new Set(history.restDates.map(dayNumber));
  const pauses = history.pauses.map((pause) => ({
    from: dayNumber(pause.from),
    to: pause.to === null ? Number.POSITIVE_INFINITY : dayNumber(pause.to),
  }));
  const stateOf = (day: number): TrackerDayState => {
    if (done.has(day)) return 'done';
    if (rest.has(day)) return 'rest';
    if (pauses.some((pause) => day >= pause.from && day <= pause.to)) return 'paused';
    return 'empty';
  };
  const first = done.size ? Math.min(...done) : null;
  return { stateOf, first };
}

/** How a tracker's days read, for the calendar. */
export function dayStateReader(history: TrackerHistory): (date: string) => TrackerDayState {
  const { stateOf } = readerOf(history);
  return (date) => stateOf(dayNumber(date));
}

/** Is the tracker paused on `date` (a pause covers it)? */
export function pauseOn(history: Pick<TrackerHistory, 'pauses'>, date: string) {
  return history.pauses.find(
    (pause) => pause.from <= date && (pause.to === null || date <= pause.to),
  );
}

/** Whether a period met the goal, was excused (rest, pause, not begun), missed it, or is under way. */
type PeriodOutcome = 'met' | 'excused' | 'missed' | 'open';

/**
 * The outcome of each period (a day, or an ISO week for a weekly goal) from the one of the
 * first day done to the one holding today. Days before the first one done are excused: the
 * habit had not begun. A weekly goal asks for its days out of those neither rest nor paused,
 * so a week of rest or pause asks for nothing.
 */
function periodOutcomes(history: TrackerHistory, today: string): PeriodOutcome[] {
  const { stateOf, first } = readerOf(history);
  const end = dayNumber(today);
  if (first === null || first > end) return [];
  const isWeekly = history.daysPerWeek < EVERY_DAY;
  const outcomes: PeriodOutcome[] = [];
  const start = isWeekly ? weekStart(first) : first;
  const length = isWeekly ? 7 : 1;
  for (let period = start; period <= end; period += length) {
    let done = 0;
    let open = 0;
    for (let day = period; day < period + length; day++) {
      // This week's days still to come may yet be done.
      const state = day < first ? 'excused' : day > end ? 'empty' : stateOf(day);
      if (state === 'done') done++;
      else if (state === 'empty') open++;
    }
    const asked = Math.min(isWeekly ? history.daysPerWeek : 1, done + open);
    const isCurrent = end < period + length;
    if (asked === 0) outcomes.push('excused');
    else if (done >= asked) outcomes.push('met');
    // The current period is not over: today, or this week.
    else if (isCurrent) outcomes.push('open');
    else outcomes.push('missed');
  }
  return outcomes;
}

/** A streak: how many periods met the goal, counted in days or in weeks. */
export interface Streak {
  length: number;
  unit: 'days' | 'weeks';
  /**
   * One period was missed since the last one met: the streak is not broken ("never miss
   * twice"), and the next period met keeps it.
   */
  isFaded: boolean;
}

/**
 * The streaks of a tracker: runs of periods that met the goal, where an excused period (rest,
 * pause) neither counts nor breaks, and one missed period fades the run rather than ending it;
 * a second miss in a row ends it. A run neither starts nor ends on a rest day.
 */
function streaksOf(history: TrackerHistory, today: string) {
  let run = 0;
  let longest = 0;
  let misses = 0;
  for (const outcome of periodOutcomes(history, today)) {
    if (outcome === 'met') {
      run++;
      misses = 0;
      longest = Math.max(longest, run);
    } else if (outcome === 'missed' && run > 0) {
      misses++;
      if (misses >= 2) {
        run = 0;
        misses = 0;
      }
    }
  }
  return { run, longest, isFaded: run > 0 && misses > 0 };
}

const unitOf = (history: TrackerHistory) =>
  history.daysPerWeek < EVERY_DAY ? ('weeks' as const) : ('days' as const);

/**
 * The streak up to today. Today, or this week, not done yet does not break it: the period is
 * not over.
 */
export function currentStreak(history: TrackerHistory, today: string): Streak {
  const { run, isFaded } = streaksOf(history, today);
  return { length: run, unit: unitOf(history), isFaded };
}

/** The longest streak up to today; a day after today counts for nothing. */
export function longestStreak(history: TrackerHistory, today: string): Streak {
  return { length: streaksOf(history, today).longest, unit: unitOf(history), isFaded: false };
}

/**
 * Done days against the goal over the `days` days ending today: how many were done, and how
 * many the goal asked for there (a rest or paused day asks for nothing; a weekly goal asks for
 * its share of each day).
 */
export function recentDays(history: TrackerHistory, today: string, days: number) {
  const { stateOf } = readerOf(history);
  const end = dayNumber(today);
  let done = 0;
  let counted = 0;
  for (let day = end - days + 1; day <= end; day++) {
    const state = stateOf(day);
    if (state === 'done') done++;
    if (state === 'done' || state === 'empty') counted++;
  }
  return { done, counted };
}

/**
 * Percent of the goal met over the last 30 days (today included), rounded to the nearest and
 * at most 100; null when rest and pauses left nothing to ask.
 */
export function shareOfLast30Days(history: TrackerHistory, today: string): number | null {
  const { done, counted } = recentDays(history, today, 30);
  const asked = (counted * history.daysPerWeek) / EVERY_DAY;
  if (asked === 0) return null;
  return Math.round(Math.min(1, done / asked) * 100);
}

/**
 * Loop Habit Tracker's habit strength (its Score.compute and ScoreList.recompute), one value a
 * day from the first day done to today, oldest first. Each day that is neither rest nor paused
 * moves the score toward the share of the goal met in a window ending that day:
 * `score = previous * m + v * (1 - m)` with `m = 0.5 ^ (sqrt(f) / 13)`, `f` the goal's share
 * of days. A daily goal's window is the day itself; a weekly one's is 14 days asking twice the
 * week's days, which smooths weeks done on different weekdays. A rest or paused day (not done)
 * keeps the score as it was. Today not done yet is left out: the day is not over.
 */
export function strengthSeries(history: TrackerHistory, today: string): number[] {
  const { stateOf, first } = readerOf(history);
  let end = dayNumber(today);
  if (stateOf(end) !== 'done') end -= 1;
  if (first === null || first > end) return [];
  const frequency = history.daysPerWeek / EVERY_DAY;
  const isDaily = frequency >= 1;
  const numerator = isDaily ? 1 : history.daysPerWeek * 2;
  const window = isDaily ? 1 : 14;
  const multiplier = 0.5 ** (Math.sqrt(frequency) / 13);
  const series: number[] = [];
  let score = 0;
  let doneInWindow = 0;
  for (let day = first; day <= end; day++) {
    const state = stateOf(day);
    if (state === 'done') doneInWindow++;
    if (day - window >= first && stateOf(day - window) === 'done') doneInWindow--;
    if (state === 'done' || state === 'empty') {
      const share = Math.min(1, doneInWindow / numerator);
      score = score * multiplier + share * (1 - multiplier);
    }
    series.push(score);
  }
  return series;
}

/** Today's strength, 0 to 1 (0 before the first day done). */
export function strength(history: TrackerHistory, today: string): number {
  return strengthSeries(history, today).at(-1) ?? 0;
}

/** The days done this ISO week (Monday to Sunday) up to today, for a weekly goal. */
export function doneThisWeek(history: TrackerHistory, today: string): number {
  const { stateOf } = readerOf(history);
  const end = dayNumber(today);
  let done = 0;
  for (let day = weekStart(end); day <= end; day++) if (stateOf(day) === 'done') done++;
  return done;
}

/**
 * A day pressed on the calendar goes empty, then done, then rest, then empty again
 * (docs/product.md, "Trackers"): a day is in one list at most.
 */
export function cycleDay<T extends Pick<TrackerHistory, 'dates' | 'restDates'>>(
  tracker: T,
  date: string,
): T {
  const without = (list: readonly string[]) => list.filter((d) => d !== date);
  if (tracker.dates.includes(date)) {
    return {
      ...tracker,
      dates: without(tracker.dates),
      restDates: [...tracker.restDates, date].sort(),
    };
  }
  if (tracker.restDates.includes(date))
    return { ...tracker, restDates: without(tracker.restDates) };
  return { ...tracker, dates: [...tracker.dates, date].sort() };
}

/**
 * Pause from `today`, until `to` (a day, or null: until resumed). A pause already holding today
 * is replaced: the person chose anew.
 */
export function pauseFrom(
  pauses: readonly TrackerPause[],
  today: string,
  to: string | null,
): TrackerPause[] {
  const current = pauseOn({ pauses }, today);
  const kept = pauses.filter((pause) => pause !== current && pause.from < today);
  const from = current && current.from < today ? current.from : today;
  return [...kept, { from, to }].sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Resume: a pause holding today ends yesterday (or goes, when it began today), and a pause
 * still to come goes. The days paused before stay paused: nothing is lost.
 */
export function resume(pauses: readonly TrackerPause[], today: string): TrackerPause[] {
  const yesterday = addDays(today, -1);
  return pauses.flatMap((pause) => {
    if (pause.from >= today) return [];
    if (pause.to === null || pause.to >= today) return [{ from: pause.from, to: yesterday }];
    return [pause];
  });
}

/** The pause holding today, or the next one to come (for the card to show), or undefined. */
export function currentOrNextPause(pauses: readonly TrackerPause[], today: string) {
  return pauses.find((pause) => pause.to === null || pause.to >= today);
}
