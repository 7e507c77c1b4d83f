import { describe, expect, it } from 'vitest';
import { trackerNeedsDay } from './tracker-reminders.ts';

describe('trackerNeedsDay', () => {
  it('needs a day not yet marked done, and not one that is', () => {
    const tracker = { dates: ['2026-06-01', '2026-06-03'] };
    expect(trackerNeedsDay(tracker, '2026-06-02')).toBe(true);
    expect(trackerNeedsDay(tracker, '2026-06-03')).toBe(false);
  });
});
