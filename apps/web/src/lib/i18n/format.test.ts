import { LANGUAGES } from '@app/domain/languages.ts';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';

/** Each language alone and as some countries write it: what navigator.languages may hold. */
const REGIONS = ['', '-US', '-GB', '-IN', '-ES', '-MX', '-AR', '-DE', '-CH', '-ZA', '-PH'];

describe('formatNumber', () => {
  it('writes every number as Intl does, in each language and region, with or without its shortcut', () => {
    const values = [
      ...Array.from({ length: 1100 }, (_, n) => n),
      12_345,
      123_799,
      1_234_567,
      -1,
      -999,
      0.5,
      999.5,
    ];
    for (const language of LANGUAGES) {
      for (const region of REGIONS) {
        const locale = `${language}${region}`;
        const intl = new Intl.NumberFormat(locale);
        for (const value of values) expect(formatNumber(locale, value)).toBe(intl.format(value));
      }
    }
  });

  it('groups large numbers as the language writes them', () => {
    expect(formatNumber('en-US', 123_799)).toBe('123,799');
    expect(formatNumber('es-ES', 123_799)).toBe('123.799');
  });
});
