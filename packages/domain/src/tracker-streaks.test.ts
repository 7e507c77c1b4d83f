import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  localDay,
  longestStreak,
  shareOfLast30Days,
  toggleDate,
} from './tracker-streaks.ts';
import { saveTrackersRequestSchema } from './trackers.schemas.ts';

describe('streaks', () => {
  it('counts the current streak back from today, or from yesterday when today is unmarked', () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(currentStreak(dates, '2026-03-03')).toBe(3);
    expect(currentStreak(dates, '2026-03-04')).toBe(3);
    expect(currentStreak(dates, '2026-03-05')).toBe(0);
  });

  it('runs across month and year ends', () => {
    const dates = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-31', '2026-02-01'];
    expect(currentStreak(dates, '2026-01-01')).toBe(3);
    expect(currentStreak(dates, '2026-02-01')).toBe(2);
    expect(longestStreak(dates, '2026-02-01')).toBe(3);
    expect(currentStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01')).toBe(3);
  });

  it('is not broken by a daylight-saving change', () => {
    // Europe and the USA change clocks on these Sundays in 2026.
    const spring = [
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ];
    expect(currentStreak(spring, '2026-03-09')).toBe(3);
    expect(currentStreak(spring, '2026-03-30')).toBe(3);
    expect(currentStreak(['2026-10-31', '2026-11-01', '2026-11-02'], '2026-11-02')).toBe(3);
  });

  it('finds the longest run and ignores duplicates and order', () => {
    expect(longestStreak([], '2026-01-10')).toBe(0);
    expect(
      longestStreak(
        ['2026-01-05', '2026-01-03', '2026-01-04', '2026-01-04', '2026-01-10'],
        '2026-01-10',
      ),
    ).toBe(3);
  });

  it('counts no day after today, in any figure', () => {
    const dates = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    expect(longestStreak(dates, '2026-11-28')).toBe(2);
    expect(currentStreak(dates, '2026-11-28')).toBe(2);
    expect(shareOfLast30Days(dates, '2026-11-28')).toBe(7);
  });

  it('gives the whole percent of the last 30 days marked', () => {
    expect(shareOfLast30Days([], '2026-06-30')).toBe(0);
    const fifteen = Array.from(
      { length: 15 },
      (_, i) => `2026-06-${String(i + 16).padStart(2, '0')}`,
    );
    expect(shareOfLast30Days(fifteen, '2026-06-30')).toBe(50);
    // 2026-05-31 is 31 days back: outside the window. One day of 30 is 3.3%, so 3.
    expect(shareOfLast30Days(['2026-05-31', '2026-06-01'], '2026-06-30')).toBe(3);
    // Two of 30 is 6.7%: rounded, as every share the app shows.
    expect(shareOfLast30Days(['2026-06-01', '2026-06-02'], '2026-06-30')).toBe(7);
  });
});

describe('toggleDate', () => {
  it('adds a missing day and removes a present one', () => {
    expect(toggleDate(['2026-01-02'], '2026-01-01')).toEqual(['2026-01-01', '2026-01-02']);
    expect(toggleDate(['2026-01-01', '2026-01-02'], '2026-01-01')).toEqual(['2026-01-02']);
  });
});

describe('localDay', () => {
  it('reads the local calendar day, late at night included', () => {
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(localDay(new Date(2026, 1, 1, 0, 1))).toBe('2026-02-01');
  });
});

describe('tracker input', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it('refuses an empty title and days that do not exist', () => {
    expect(saveTrackersRequestSchema.safeParse([{ _id: id, title: ' ', dates: [] }]).success).toBe(
      false,
    );
    expect(
      saveTrackersRequestSchema.safeParse([{ _id: id, title: 'Run', dates: ['2026-02-30'] }])
        .success,
    ).toBe(false);
    expect(
      saveTrackersRequestSchema.safeParse([{ _id: id, title: 'Run', dates: ['2026-2-3'] }]).success,
    ).toBe(false);
  });

  it('trims the title and keeps each day once, in order', () => {
    const [tracker] = saveTrackersRequestSchema.parse([
      { _id: id, title: ' Run ', dates: ['2026-01-02', '2026-01-01', '2026-01-02'] },
    ]);
    expect(tracker).toEqual({
      _id: id,
      title: 'Run',
      sealedTitle: null,
      dates: ['2026-01-01', '2026-01-02'],
    });
  });
});
