import { describe, expect, it } from 'vitest';
import { trackerNeedsDay } from './tracker-reminders.ts';

const daily = { dates: [], restDates: [], pauses: [], daysPerWeek: 7 };

describe('trackerNeedsDay', () => {
  it('needs a day not yet marked done, and not one that is', () => {
    const tracker = { ...daily, dates: ['2026-06-01', '2026-06-03'] };
    expect(trackerNeedsDay(tracker, '2026-06-02')).toBe(true);
    expect(trackerNeedsDay(tracker, '2026-06-03')).toBe(false);
  });

  it('needs no rest day and no day of a pause, an open one included', () => {
    const tracker = {
      ...daily,
      restDates: ['2026-06-02'],
      pauses: [
        { from: '2026-06-05', to: '2026-06-07' },
        { from: '2026-06-20', to: null },
      ],
    };
    expect(trackerNeedsDay(tracker, '2026-06-02')).toBe(false);
    expect(trackerNeedsDay(tracker, '2026-06-04')).toBe(true);
    expect(trackerNeedsDay(tracker, '2026-06-05')).toBe(false);
    expect(trackerNeedsDay(tracker, '2026-06-07')).toBe(false);
    expect(trackerNeedsDay(tracker, '2026-06-08')).toBe(true);
    expect(trackerNeedsDay(tracker, '2026-07-30')).toBe(false);
  });

  it('needs no more days of an ISO week once a weekly goal is met, and needs the next week again', () => {
    // 2026-06-01 is a Monday: three done by Wednesday meets "3 days a week".
    const tracker = { ...daily, daysPerWeek: 3, dates: ['2026-06-01', '2026-06-02'] };
    expect(trackerNeedsDay(tracker, '2026-06-03')).toBe(true);
    const met = { ...tracker, dates: [...tracker.dates, '2026-06-03'] };
    expect(trackerNeedsDay(met, '2026-06-04')).toBe(false);
    expect(trackerNeedsDay(met, '2026-06-07')).toBe(false);
    expect(trackerNeedsDay(met, '2026-06-08')).toBe(true);
  });
});
