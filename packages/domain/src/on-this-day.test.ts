import { describe, expect, it } from 'vitest';
import { isLeapYear, onThisDaySpans } from './on-this-day.ts';

describe('the days On This Day reads', () => {
  it('are the same date in each earlier year, newest first, one day long', () => {
    expect(onThisDaySpans('2026-06-01', 3)).toEqual([
      { year: 2025, from: '2025-06-01', to: '2025-06-02' },
      { year: 2024, from: '2024-06-01', to: '2024-06-02' },
      { year: 2023, from: '2023-06-01', to: '2023-06-02' },
    ]);
    expect(onThisDaySpans('2026-12-31', 1)).toEqual([
      { year: 2025, from: '2025-12-31', to: '2026-01-01' },
    ]);
  });

  it('on 29 February, are the 29ths of the earlier leap years only', () => {
    expect(onThisDaySpans('2028-02-29', 8)).toEqual([
      { year: 2024, from: '2024-02-29', to: '2024-03-01' },
      { year: 2020, from: '2020-02-29', to: '2020-03-01' },
    ]);
  });

  it('on 28 February of a year without a 29th, take in the 29ths of earlier years', () => {
    expect(onThisDaySpans('2027-02-28', 4)).toEqual([
      { year: 2026, from: '2026-02-28', to: '2026-03-01' },
      { year: 2025, from: '2025-02-28', to: '2025-03-01' },
      // The 28th and the 29th: a post of 29 February 2024 shows on 28 February 2027.
      { year: 2024, from: '2024-02-28', to: '2024-03-01' },
      { year: 2023, from: '2023-02-28', to: '2023-03-01' },
    ]);
  });

  it('on 28 February of a leap year, leave the 29th to the next day', () => {
    expect(onThisDaySpans('2028-02-28', 4)).toEqual([
      { year: 2027, from: '2027-02-28', to: '2027-03-01' },
      { year: 2026, from: '2026-02-28', to: '2026-03-01' },
      { year: 2025, from: '2025-02-28', to: '2025-03-01' },
      { year: 2024, from: '2024-02-28', to: '2024-02-29' },
    ]);
  });

  it('go back at most to year 1', () => {
    expect(onThisDaySpans('0003-12-31', 100)).toEqual([
      { year: 2, from: '0002-12-31', to: '0003-01-01' },
      { year: 1, from: '0001-12-31', to: '0002-01-01' },
    ]);
  });

  it('know the leap years of the Gregorian calendar', () => {
    expect([1900, 2000, 2024, 2026, 2100].map(isLeapYear)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
