/**
 * Streaks over calendar days written YYYY-MM-DD. Days are counted as dates, never as
 * instants, so a mark made late at night, while travelling or across a daylight-saving
 * change stays on its day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 for a YYYY-MM-DD date (UTC arithmetic: no time zone involved). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

/** The person's local calendar day, as YYYY-MM-DD. */
export function localDay(instant: Date = new Date()): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function sortedDayNumbers(dates: readonly string[]): number[] {
  return [...new Set(dates.map(dayNumber))].sort((a, b) => a - b);
}

/**
 * Consecutive marked days ending today, or ending yesterday when today is not marked yet (the
 * day is not over, so the streak is not broken).
 */
export function currentStreak(dates: readonly string[], today: string): number {
  const marked = new Set(dates.map(dayNumber));
  let day = dayNumber(today);
  if (!marked.has(day)) day -= 1;
  let streak = 0;
  while (marked.has(day)) {
    streak++;
    day--;
  }
  return streak;
}

/** The longest run of marked days up to today; a day after today counts for nothing. */
export function longestStreak(dates: readonly string[], today: string): number {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  const last = dayNumber(today);
  for (const day of sortedDayNumbers(dates)) {
    if (day > last) break;
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

/** Percent of the last 30 days (today included) that are marked, rounded to the nearest. */
export function shareOfLast30Days(dates: readonly string[], today: string): number {
  const end = dayNumber(today);
  const marked = new Set(dates.map(dayNumber));
  let count = 0;
  for (let day = end - 29; day <= end; day++) if (marked.has(day)) count++;
  return Math.round((count / 30) * 100);
}

/** Adds a missing date, removes a present one (docs/product.md section 4, "Habit trackers"). */
export function toggleDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}
