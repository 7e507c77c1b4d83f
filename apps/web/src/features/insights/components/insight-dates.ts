import type { InsightsUnit } from '@app/domain/insights.schemas.ts';
import dayjs from 'dayjs';

/** A period's short label on a chart's axis: "16 Nov" for a week, "Nov 26" for a month. */
export function shortPeriodLabel(start: string, unit: InsightsUnit): string {
  return dayjs(start).format(unit === 'week' ? 'D MMM' : "MMM 'YY");
}

/** A period in full, for tables read aloud: "Week of 16 Nov 2026", "November 2026". */
export function fullPeriodLabel(start: string, unit: InsightsUnit): string {
  return unit === 'week'
    ? `Week of ${dayjs(start).format('D MMM YYYY')}`
    : dayjs(start).format('MMMM YYYY');
}

/** A calendar day or an instant as "16 Nov 2026" (an instant in the person's own time zone). */
export function formatDay(dayOrInstant: string): string {
  return dayjs(dayOrInstant).format('D MMM YYYY');
}

export function countText(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
