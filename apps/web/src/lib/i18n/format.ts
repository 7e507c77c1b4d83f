import { useTranslation } from 'react-i18next';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';
import { formattingLocale, i18next } from './i18n.ts';

/**
 * Numbers and dates in the active language (Intl, so "1,234" reads "1234" or "1.234" as the
 * language writes it). Components re-render when the language changes through the hook.
 */
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Making an Intl formatter costs far more than using one, so each is made once per language
// and options.
const formatters = new Map<string, unknown>();

function formatter<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

const numberFormat = (locale: string) =>
  formatter(`number ${locale}`, () => new Intl.NumberFormat(locale));

/**
 * Makes, in a task of its own, the date formatter a page is about to use. The first Intl
 * formatter of a visit, whichever it is, loads the language's formatting data, and a date
 * formatter builds its pattern from its options: long work on a phone. A page awaits this
 * once its answer is in, so that work does not lengthen the render that writes the dates.
 */
export async function prepareDateFormat(options: Intl.DateTimeFormatOptions): Promise<void> {
  const locale = formattingLocale(i18next.language);
  if (formatters.has(dateKey(locale, options))) return;
  await yieldToBrowser();
  dateTimeFormat(locale, options);
}

/**
 * Whole numbers from 0 to 999 read the same in every language we have (Latin digits, nothing
 * to group; format.test.ts holds each language to it), so the counts of a new person's page
 * need no Intl, and no loading of its data.
 */
export function formatNumber(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(locale).format(value);
}

const dateKey = (locale: string, options: Intl.DateTimeFormatOptions) =>
  `date ${locale} ${JSON.stringify(options)}`;

/** One `Intl.DateTimeFormat` per language and options, for formatting outside the hook. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(dateKey(locale, options), () => new Intl.DateTimeFormat(locale, options));

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = formattingLocale(i18n.language);
  return {
    locale,
    number: (value: number) => formatNumber(locale, value),
    /** "5 minutes ago", "hace 5 minutos": the largest whole unit, counted back from now. */
    ago: (then: number, now: number) => {
      // At least a second back: "now" would not say it happened already.
      const seconds = Math.min(-1, Math.round((then - now) / 1000));
      const relative = formatter(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale));
      const [unit, size] = RELATIVE_UNITS.find(([, length]) => -seconds >= length) ?? ['second', 1];
      return relative.format(Math.trunc(seconds / size), unit);
    },
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      dateTimeFormat(locale, options ?? MEDIUM_DATE).format(new Date(value)),
  };
}
