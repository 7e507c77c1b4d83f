/*
 * On This Day: the posts a person wrote on today's calendar date in earlier years, in
 * their time zone. Which days count is worked out here, from the person's local date alone; the
 * server turns each day into instants in the person's zone and reads the posts created in it.
 */

/** The answer's bounds: the newest years first, and the newest posts of each year first. */
export const ON_THIS_DAY_MAX_YEARS = 20;
export const ON_THIS_DAY_POSTS_PER_YEAR = 5;
/** How far back the server looks: imported journals may be old, but not older than this. */
export const ON_THIS_DAY_YEARS_BACK = 100;

/** One earlier year's local days: from `from` (included) to `to` (excluded), YYYY-MM-DD. */
export interface OnThisDaySpan {
  year: number;
  from: string;
  to: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const dayOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day after (year, month, day), which must be a real date. */
function dayAfter(year: number, month: number, day: number): string {
  const next = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  next.setUTCFullYear(year, month - 1, day + 1);
  return dayOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * The same calendar date in each of the `yearsBack` years before `today` (YYYY-MM-DD), newest
 * first. 29 February exists only in leap years: on 29 February the other leap years are
 * shown; on 28 February of a year without a 29th, each earlier year's 28 February and
 * 29 February both are, so a post of a 29th comes back every year.
 */
export function onThisDaySpans(today: string, yearsBack: number): OnThisDaySpan[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const isLeapDay = month === 2 && day === 29;
  const takesLeapDay = month === 2 && day === 28 && !isLeapYear(year);
  const spans: OnThisDaySpan[] = [];
  for (let earlier = year - 1; earlier >= Math.max(year - yearsBack, 1); earlier--) {
    if (isLeapDay && !isLeapYear(earlier)) continue;
    spans.push({
      year: earlier,
      from: dayOf(earlier, month, day),
      to: takesLeapDay ? dayOf(earlier, 3, 1) : dayAfter(earlier, month, day),
    });
  }
  return spans;
}
