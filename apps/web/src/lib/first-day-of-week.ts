import type { DayOfWeek } from '@mantine/dates';

/** What `Intl.Locale#getWeekInfo()` answers (not in TypeScript's ES2023 library yet). */
interface WeekInfo {
  /** 1 is Monday ... 7 is Sunday (ISO 8601). */
  firstDay: number;
}

function hasWeekInfo(value: unknown): value is WeekInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'firstDay' in value &&
    typeof value.firstDay === 'number'
  );
}

/** The locale's week data: the method where browsers have it, the older getter elsewhere. */
function readWeekInfo(locale: Intl.Locale): WeekInfo | null {
  const candidate: unknown = locale;
  if (typeof candidate !== 'object' || candidate === null) return null;
  if ('getWeekInfo' in candidate && typeof candidate.getWeekInfo === 'function') {
    const info: unknown = candidate.getWeekInfo();
    if (hasWeekInfo(info)) return info;
  }
  if ('weekInfo' in candidate && hasWeekInfo(candidate.weekInfo)) return candidate.weekInfo;
  return null;
}

function isDayOfWeek(day: number): day is DayOfWeek {
  return Number.isInteger(day) && day >= 0 && day <= 6;
}

/**
 * docs/product.md section 9: calendars start the week on the locale's first day (Sunday in the United
 * States, Monday in most of Europe, Saturday in some countries). The browser's own locale data
 * (CLDR, through Intl) says which, so no country table is kept here. Where a browser cannot
 * tell (older Firefox), Monday, the ISO 8601 first day and the commonest one, stands in.
 */
export function getFirstDayOfWeek(locales: readonly string[] = navigator.languages): DayOfWeek {
  for (const tag of locales) {
    let info: WeekInfo | null = null;
    try {
      info = readWeekInfo(new Intl.Locale(tag).maximize());
    } catch {
      // A malformed tag: try the next one.
    }
    if (info) {
      // ISO 1-7 (Monday first) to the 0-6 (Sunday first) that calendars count in.
      const day = info.firstDay % 7;
      if (isDayOfWeek(day)) return day;
    }
  }
  return 1;
}
