import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentOrNextPause,
  currentStreak,
  cycleDay,
  localDay,
  longestStreak,
  pauseFrom,
  recentDays,
  resume,
  shareOfLast30Days,
  strength,
  strengthSeries,
  type TrackerHistory,
} from './tracker-streaks.ts';
import { saveTrackersRequestSchema } from './trackers.schemas.ts';

const daily = (dates: string[], more: Partial<TrackerHistory> = {}): TrackerHistory => ({
  dates,
  restDates: [],
  pauses: [],
  daysPerWeek: 7,
  ...more,
});
/** The `count` days from `from` on. */
const run = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

describe('streaks of a daily goal', () => {
  it('counts the current streak back from today, or from yesterday when today is unmarked', () => {
    const dates = daily(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(currentStreak(dates, '2026-03-03')).toEqual({ length: 3, unit: 'days', isFaded: false });
    expect(currentStreak(dates, '2026-03-04')).toEqual({ length: 3, unit: 'days', isFaded: false });
  });

  it('fades after one missed day and ends after two in a row (never miss twice)', () => {
    const dates = daily(['2026-03-01', '2026-03-02', '2026-03-03']);
    // 4 March missed, 5 March not over: faded, not broken.
    expect(currentStreak(dates, '2026-03-05')).toEqual({ length: 3, unit: 'days', isFaded: true });
    expect(currentStreak(dates, '2026-03-06')).toMatchObject({ length: 0, isFaded: false });
    // Done again the day after the miss: the streak goes on, the missed day not counted.
    const kept = daily([...dates.dates, '2026-03-05']);
    expect(currentStreak(kept, '2026-03-05')).toEqual({ length: 4, unit: 'days', isFaded: false });
    expect(longestStreak(kept, '2026-03-05').length).toBe(4);
  });

  it('is kept by rest days, which neither count nor start nor end it', () => {
    const history = daily(['2026-03-01', '2026-03-02', '2026-03-05'], {
      restDates: ['2026-02-28', '2026-03-03', '2026-03-04', '2026-03-06'],
    });
    expect(currentStreak(history, '2026-03-06')).toEqual({
      length: 3,
      unit: 'days',
      isFaded: false,
    });
    expect(currentStreak(history, '2026-03-07').length).toBe(3);
    // Without the rest days, 3 and 4 March are two misses in a row.
    expect(currentStreak({ ...history, restDates: [] }, '2026-03-05').length).toBe(1);
  });

  it('is kept by a pause, during which a day done still counts', () => {
    const history = daily(['2026-03-01', '2026-03-02', '2026-03-06', '2026-03-12'], {
      pauses: [{ from: '2026-03-03', to: '2026-03-11' }],
    });
    expect(currentStreak(history, '2026-03-12').length).toBe(4);
    // Until resumed: every day from 3 March on is paused.
    const open = daily(['2026-03-01', '2026-03-02'], {
      pauses: [{ from: '2026-03-03', to: null }],
    });
    expect(currentStreak(open, '2026-06-30')).toEqual({ length: 2, unit: 'days', isFaded: false });
  });

  it('runs across month and year ends and leap days', () => {
    const dates = daily(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-31', '2026-02-01']);
    expect(currentStreak(dates, '2026-01-01').length).toBe(3);
    expect(currentStreak(dates, '2026-02-01').length).toBe(2);
    expect(longestStreak(dates, '2026-02-01').length).toBe(3);
    expect(
      currentStreak(daily(['2024-02-28', '2024-02-29', '2024-03-01']), '2024-03-01').length,
    ).toBe(3);
    // A rest day on New Year's Eve bridges the year.
    const rest = daily(['2025-12-30', '2026-01-01'], { restDates: ['2025-12-31'] });
    expect(currentStreak(rest, '2026-01-01').length).toBe(2);
  });

  it('is not broken by a daylight-saving change', () => {
    // Europe and the USA change clocks on these Sundays in 2026.
    const spring = daily([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(currentStreak(spring, '2026-03-09').length).toBe(3);
    expect(currentStreak(spring, '2026-03-30').length).toBe(3);
    expect(
      currentStreak(daily(['2026-10-31', '2026-11-01', '2026-11-02']), '2026-11-02').length,
    ).toBe(3);
    // A rest day on the night the clocks go back.
    const autumn = daily(['2026-10-24', '2026-10-26'], { restDates: ['2026-10-25'] });
    expect(currentStreak(autumn, '2026-10-26').length).toBe(2);
  });

  it('finds the longest run, ignores duplicates and order, and counts no day after today', () => {
    expect(longestStreak(daily([]), '2026-01-10').length).toBe(0);
    expect(
      longestStreak(
        daily(['2026-01-05', '2026-01-03', '2026-01-04', '2026-01-04', '2026-01-10']),
        '2026-01-10',
      ).length,
    ).toBe(3);
    const ahead = daily(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(longestStreak(ahead, '2026-11-28').length).toBe(2);
    expect(currentStreak(ahead, '2026-11-28').length).toBe(2);
    expect(shareOfLast30Days(ahead, '2026-11-28')).toBe(7);
  });
});

describe('streaks of a weekly goal', () => {
  // ISO weeks: 2026-03-02 is a Monday.
  const threeAWeek = (dates: string[], more: Partial<TrackerHistory> = {}) =>
    daily(dates, { daysPerWeek: 3, ...more });

  it('counts weeks that met the goal, the current week not over yet', () => {
    const history = threeAWeek([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06', // week 1: 3 of 3
      '2026-03-09',
      '2026-03-10',
      '2026-03-15', // week 2: 3
      '2026-03-16', // week 3, Monday: under way
    ]);
    expect(currentStreak(history, '2026-03-16')).toEqual({
      length: 2,
      unit: 'weeks',
      isFaded: false,
    });
    expect(currentStreak(history, '2026-03-22')).toEqual({
      length: 2,
      unit: 'weeks',
      isFaded: false,
    });
    // Week 3 ended with 1 of 3: faded; week 4 with nothing: broken.
    expect(currentStreak(history, '2026-03-23')).toEqual({
      length: 2,
      unit: 'weeks',
      isFaded: true,
    });
    expect(currentStreak(history, '2026-03-30').length).toBe(0);
    expect(longestStreak(history, '2026-03-30')).toEqual({
      length: 2,
      unit: 'weeks',
      isFaded: false,
    });
  });

  it('asks a week with rest or pause only for the days left, and nothing of a week all paused', () => {
    const history = threeAWeek(
      [
        '2026-03-02',
        '2026-03-03',
        '2026-03-04',
        '2026-03-09',
        '2026-03-10',
        '2026-03-23',
        '2026-03-24',
        '2026-03-25',
      ],
      {
        restDates: ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'],
        pauses: [{ from: '2026-03-16', to: '2026-03-22' }],
      },
    );
    // Week 2 asked 2 of its 2 days left; week 3 was paused.
    expect(currentStreak(history, '2026-03-29').length).toBe(3);
  });

  it('runs across a year end, in ISO weeks', () => {
    // 2025-12-29 (Monday) to 2026-01-04 is one week across the year end.
    const history = daily(['2025-12-22', '2025-12-31', '2026-01-01', '2026-01-05'], {
      daysPerWeek: 1,
    });
    expect(currentStreak(history, '2026-01-05').length).toBe(3);
  });
});

describe('strength (Loop Habit Tracker score)', () => {
  // m = 0.5 ^ (sqrt(1) / 13) = 0.948077514…, the daily multiplier.
  const m = 0.9480775143391714;

  it('climbs by (1 - m) of the way each day done', () => {
    const history = daily(['2026-03-01', '2026-03-02', '2026-03-03']);
    // 1 - m^3 = 0.1478196…
    expect(strength(history, '2026-03-03')).toBeCloseTo(0.14781960357, 10);
    expect(strengthSeries(history, '2026-03-03')).toHaveLength(3);
    expect(strengthSeries(history, '2026-03-03')[0]).toBeCloseTo(1 - m, 12);
  });

  it('holds still on a rest day and on a paused day, and falls on a miss', () => {
    const rest = daily(['2026-03-01', '2026-03-03'], { restDates: ['2026-03-02'] });
    // 1 - m^2 = 0.1011490…: the rest day left it as it was.
    expect(strength(rest, '2026-03-03')).toBeCloseTo(0.1011490268, 10);
    const paused = daily(['2026-03-01', '2026-03-03'], {
      pauses: [{ from: '2026-03-02', to: '2026-03-02' }],
    });
    expect(strength(paused, '2026-03-03')).toBeCloseTo(0.1011490268, 10);
    // (1 - m) * m, then * m + (1 - m) = 0.0985930…
    expect(strength(daily(['2026-03-01', '2026-03-03']), '2026-03-03')).toBeCloseTo(
      0.09859306243,
      10,
    );
  });

  it('leaves out today while it is not done, and is 0 before any day done', () => {
    const history = daily(['2026-03-01', '2026-03-02']);
    expect(strength(history, '2026-03-03')).toBeCloseTo(1 - m ** 2, 12);
    expect(strength(daily([]), '2026-03-03')).toBe(0);
  });

  it('follows a weekly goal: 14 days asking twice the week, and its own multiplier', () => {
    // f = 3/7, m = 0.5 ^ (sqrt(3/7) / 13) = 0.96569668…; the window asks 6 days of 14.
    const history = daily(['2026-03-01', '2026-03-03'], { daysPerWeek: 3 });
    const series = strengthSeries(history, '2026-03-03');
    expect(series[0]).toBeCloseTo(0.00571721971, 10); // (1/6)(1 - m)
    expect(series[1]).toBeCloseTo(0.01123831982, 10); // s1·m + (1/6)(1 - m)
    expect(series[2]).toBeCloseTo(0.02228724759, 10); // s2·m + (2/6)(1 - m)
  });

  it('forgets a day done once it leaves the 14-day window', () => {
    const history = daily(['2026-03-01'], { daysPerWeek: 1 });
    const series = strengthSeries(
      { ...history, dates: ['2026-03-01', '2026-03-20'] },
      '2026-03-20',
    );
    // 2 March to 14 March still see 1 March (share 1/2); from 15 March, nothing (share 0).
    const week = 0.5 ** (Math.sqrt(1 / 7) / 13);
    let expected = 0;
    for (let day = 1; day <= 19; day++)
      expected = expected * week + (day <= 14 ? 0.5 : 0) * (1 - week);
    expect(series[18]).toBeCloseTo(expected, 12);
  });

  it('reaches near full strength over a year done every day, across DST and the year end', () => {
    const history = daily(run('2025-12-01', 400));
    const today = addDays('2025-12-01', 399);
    expect(strength(history, today)).toBeCloseTo(1 - m ** 400, 12);
  });
});

describe('shares and words', () => {
  it('gives the whole percent of the goal met in the last 30 days', () => {
    expect(shareOfLast30Days(daily([]), '2026-06-30')).toBe(0);
    expect(shareOfLast30Days(daily(run('2026-06-16', 15)), '2026-06-30')).toBe(50);
    // One day of 30 is 3.3%, so 3; 31 days back is outside.
    expect(shareOfLast30Days(daily(['2026-05-31', '2026-06-01']), '2026-06-30')).toBe(3);
    // 15 days of rest: 15 of the 15 asked.
    expect(
      shareOfLast30Days(
        daily(run('2026-06-16', 15), { restDates: run('2026-06-01', 15) }),
        '2026-06-30',
      ),
    ).toBe(100);
    // Three a week over 30 days asks 30·3/7 = 12.86 days: 9 done is 70%.
    expect(shareOfLast30Days(daily(run('2026-06-22', 9), { daysPerWeek: 3 }), '2026-06-30')).toBe(
      70,
    );
    expect(
      shareOfLast30Days(daily([], { pauses: [{ from: '2026-01-01', to: null }] }), '2026-06-30'),
    ).toBeNull();
  });

  it('counts "10 of the last 14 days", rest and paused days left out', () => {
    const history = daily(run('2026-06-18', 10), { restDates: ['2026-06-17'] });
    expect(recentDays(history, '2026-06-30', 14)).toEqual({ done: 10, counted: 13 });
  });
});

describe('marking, pausing and resuming', () => {
  it('cycles a day empty, done, rest, empty', () => {
    const empty = { dates: ['2026-01-02'], restDates: [] as string[] };
    const done = cycleDay(empty, '2026-01-01');
    expect(done).toEqual({ dates: ['2026-01-01', '2026-01-02'], restDates: [] });
    const rest = cycleDay(done, '2026-01-01');
    expect(rest).toEqual({ dates: ['2026-01-02'], restDates: ['2026-01-01'] });
    expect(cycleDay(rest, '2026-01-01')).toEqual(empty);
  });

  it('pauses from today and resumes, keeping the days paused before', () => {
    const paused = pauseFrom([], '2026-03-10', null);
    expect(paused).toEqual([{ from: '2026-03-10', to: null }]);
    expect(resume(paused, '2026-03-10')).toEqual([]);
    expect(resume(paused, '2026-03-15')).toEqual([{ from: '2026-03-10', to: '2026-03-14' }]);
    // A new end for the pause holding today keeps its start.
    expect(pauseFrom(paused, '2026-03-12', '2026-03-20')).toEqual([
      { from: '2026-03-10', to: '2026-03-20' },
    ]);
    expect(
      currentOrNextPause([{ from: '2026-01-01', to: '2026-01-05' }], '2026-03-01'),
    ).toBeUndefined();
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
  const tracker = { _id: id, title: 'Run', dates: [] as string[] };
  it('refuses an empty title and days that do not exist', () => {
    expect(saveTrackersRequestSchema.safeParse([{ ...tracker, title: ' ' }]).success).toBe(false);
    expect(
      saveTrackersRequestSchema.safeParse([{ ...tracker, dates: ['2026-02-30'] }]).success,
    ).toBe(false);
    expect(saveTrackersRequestSchema.safeParse([{ ...tracker, dates: ['2026-2-3'] }]).success).toBe(
      false,
    );
  });

  it('trims the title, keeps each day once, in order, and reads an old client as every day', () => {
    const [saved] = saveTrackersRequestSchema.parse([
      { ...tracker, title: ' Run ', dates: ['2026-01-02', '2026-01-01', '2026-01-02'] },
    ]);
    expect(saved).toEqual({
      _id: id,
      title: 'Run',
      sealedTitle: null,
      dates: ['2026-01-01', '2026-01-02'],
      restDates: [],
      pauses: [],
      daysPerWeek: 7,
    });
  });

  it('refuses a goal outside 1 to 7, a day both done and rest, reversed or overlapping pauses', () => {
    const refusal = (change: object) => {
      const result = saveTrackersRequestSchema.safeParse([{ ...tracker, ...change }]);
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(refusal({ daysPerWeek: 0 })).not.toBeNull();
    expect(refusal({ daysPerWeek: 8 })).not.toBeNull();
    expect(refusal({ daysPerWeek: 2.5 })).not.toBeNull();
    expect(refusal({ dates: ['2026-01-01'], restDates: ['2026-01-01'] })).toEqual([
      'A day cannot be both done and a rest day.',
    ]);
    expect(refusal({ pauses: [{ from: '2026-01-05', to: '2026-01-01' }] })).toEqual([
      'A pause cannot end before it begins.',
    ]);
    expect(
      refusal({
        pauses: [
          { from: '2026-01-01', to: '2026-01-05' },
          { from: '2026-01-05', to: null },
        ],
      }),
    ).toEqual(['Two pauses cannot overlap.']);
    expect(
      refusal({
        pauses: [
          { from: '2026-01-01', to: null },
          { from: '2026-02-01', to: '2026-02-02' },
        ],
      }),
    ).toEqual(['Two pauses cannot overlap.']);
    expect(
      refusal({
        pauses: [
          { from: '2026-01-01', to: '2026-01-01' },
          { from: '2026-01-02', to: null },
        ],
      }),
    ).toBeNull();
  });
});
