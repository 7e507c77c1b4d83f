import { describe, expect, it } from 'vitest';
import { dayInTimeZone, periodStarts, startOfPeriod } from './insights-calendar.ts';

describe('insights calendar days', () => {
  it('starts weeks on Monday, as date_trunc does, and months on the first', () => {
    expect(startOfPeriod('2026-06-14', 'week')).toBe('2026-06-08'); // a Sunday
    expect(startOfPeriod('2026-06-15', 'week')).toBe('2026-06-15'); // a Monday
    expect(startOfPeriod('2026-03-01', 'week')).toBe('2026-02-23');
    expect(startOfPeriod('2026-06-30', 'month')).toBe('2026-06-01');
  });

  it('lists twelve periods ending with the current one, across a year', () => {
    expect(periodStarts('2026-02-10', 'month')).toEqual([
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    const weeks = periodStarts('2026-01-01', 'week');
    expect(weeks[0]).toBe('2025-10-13');
    expect(weeks[11]).toBe('2025-12-29');
  });

  it("reads the person's day in their time zone", () => {
    const lateInNewYork = new Date('2026-06-15T03:30:00Z');
    expect(dayInTimeZone(lateInNewYork, 'America/New_York')).toBe('2026-06-14');
    expect(dayInTimeZone(lateInNewYork, 'UTC')).toBe('2026-06-15');
    expect(dayInTimeZone(lateInNewYork, 'Asia/Tokyo')).toBe('2026-06-15');
  });
});
