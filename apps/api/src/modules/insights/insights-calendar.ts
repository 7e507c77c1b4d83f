import { INSIGHT_PERIOD_COUNT, type InsightsUnit } from '@app/domain/insights.schemas.ts';

/*
 * Calendar days (YYYY-MM-DD) of the person's time zone. Once an instant is turned into the
 * person's day, days are counted as dates with UTC arithmetic, so no daylight-saving change
 * can move one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The person's calendar day at `instant` in `timeZone`. */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  // The en-CA locale writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The first day of the day's week (Monday, as PostgreSQL's date_trunc('week') counts) or month. */
export function startOfPeriod(day: string, unit: InsightsUnit): string {
  if (unit === 'month') return `${day.slice(0, 8)}01`;
  const mondayBased = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -mondayBased);
}

/** The first days of the INSIGHT_PERIOD_COUNT periods ending with today's, oldest first. */
export function periodStarts(today: string, unit: InsightsUnit): string[] {
  const current = startOfPeriod(today, unit);
  return Array.from({ length: INSIGHT_PERIOD_COUNT }, (_, i) => {
    const back = INSIGHT_PERIOD_COUNT - 1 - i;
    if (unit === 'week') return addDays(current, -7 * back);
    const date = toDate(current);
    date.setUTCMonth(date.getUTCMonth() - back);
    return toDay(date);
  });
}
