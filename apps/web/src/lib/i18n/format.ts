import { useTranslation } from 'react-i18next';
import { formattingLocale } from './i18n.ts';

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

// Making an Intl formatter costs far more than using one (measured on /urnb: a tenth of a
// second of a throttled phone's first load), so each is made once per language and options.
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
 * The first number formatter of a visit loads the language's number data (a fifth of a second
 * on Lighthouse's slowed phone). Made when the browser is idle, while the page waits for its
 * data, it does not lengthen the render that first writes a number (the posts' count).
 */
export function prepareNumberFormat(language: string): void {
  const prepare = () => numberFormat(formattingLocale(language));
  if ('requestIdleCallback' in window) window.requestIdleCallback(prepare);
  else setTimeout(prepare, 0);
}

/** One `Intl.DateTimeFormat` per language and options, for formatting outside the hook. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = formattingLocale(i18n.language);
  return {
    locale,
    number: (value: number) => numberFormat(locale).format(value),
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
