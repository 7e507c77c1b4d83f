import type { InsightsUnit } from '@app/domain/insights.schemas.ts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';

/*
 * dayjs reads a calendar day ("2026-11-16") as local midnight, where Date reads it as UTC;
 * Intl then writes it in the person's own zone, so west of Greenwich it would be a day early.
 */
function toDate(dayOrInstant: string): Date {
  return dayjs(dayOrInstant).toDate();
}

/** The page's dates and numbers in the active language. */
export function useInsightFormat() {
  const { t } = useTranslation('insights');
  const format = useFormat();

  /** A calendar day or an instant as "Nov 16, 2026" (an instant in the person's own time zone). */
  function day(dayOrInstant: string): string {
    return format.date(toDate(dayOrInstant), { dateStyle: 'medium' });
  }

  /** A month in full, "November 2026", from a day in it. */
  function month(dayInMonth: string): string {
    return format.date(toDate(dayInMonth), { month: 'long', year: 'numeric' });
  }

  return {
    number: format.number,
    day,
    /** A day with its weekday, for the heatmap's tooltip: "Mon, Nov 16, 2026". */
    weekday: (date: string) =>
      format.date(toDate(date), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    month,
    /** A period's short label on a chart's axis: "Nov 16" for a week, "Nov 26" for a month. */
    shortPeriod: (start: string, unit: InsightsUnit) =>
      format.date(
        toDate(start),
        unit === 'week' ? { day: 'numeric', month: 'short' } : { month: 'short', year: '2-digit' },
      ),
    /** A period in full, for tables read aloud: "Week of Nov 16, 2026", "November 2026". */
    fullPeriod: (start: string, unit: InsightsUnit) =>
      unit === 'week' ? t('chart.weekOf', { date: day(start) }) : month(start),
    /** The heatmap's month names, January first. */
    monthLabels: () =>
      Array.from({ length: 12 }, (_, month) =>
        format.date(new Date(2026, month, 1), { month: 'short' }),
      ),
    /** The heatmap's weekday names, Sunday first; like Mantine's own, every other day is blank. */
    weekdayLabels: () =>
      // 4 January 2026 is a Sunday.
      Array.from({ length: 7 }, (_, weekday) =>
        weekday === 0 || weekday % 2 === 1
          ? format.date(new Date(2026, 0, 4 + weekday), { weekday: 'short' })
          : '',
      ),
  };
}
