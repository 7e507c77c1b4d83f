import { describe, expect, it } from 'vitest';
import { OWN_FEELING_WORDS_COUNT } from './feelings.schemas.ts';
import { feelingsOverviewOf, type OpenedFeeling, ownFeelingWordsOf } from './feelings-overview.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const logged = (feeling: string, minute: number, intensity: number | null = null) =>
  ({ feeling, intensity, created: at(minute) }) satisfies OpenedFeeling;

describe("a sealed journal's feelings overview, counted on the device", () => {
  it('answers what the server answers for an open journal: recent, trending, total and groups', () => {
    // calm 3, joy 2, proud 1 (pleasant), anxious 1 (unpleasant, high energy), zorp 1 (unplaced).
    const log = [
      logged('calm', 1, 2),
      logged('joyful', 2),
      logged('calm', 3),
      logged('anxious', 4, 5),
      logged('zorp', 5),
      logged('joyful', 6),
      logged('calm', 7),
      logged('proud', 8),
    ];
    const overview = feelingsOverviewOf([...log].reverse());
    expect(overview.total).toBe(8);
    expect(overview.recent.map((f) => f.feeling)).toEqual([
      'proud',
      'calm',
      'joyful',
      'zorp',
      'anxious',
      'calm',
      'joyful',
      'calm',
    ]);
    expect(overview.recent[4]).toEqual({ feeling: 'anxious', intensity: 5, created: at(4) });
    expect(overview.trending).toEqual([
      { feeling: 'calm', count: 3, percent: 38 },
      { feeling: 'joyful', count: 2, percent: 25 },
      { feeling: 'anxious', count: 1, percent: 13 },
      { feeling: 'proud', count: 1, percent: 13 },
      { feeling: 'zorp', count: 1, percent: 13 },
    ]);
    expect(overview.groups).toEqual([
      { group: 'pleasant-high', count: 3, percent: 38 },
      { group: 'pleasant-low', count: 3, percent: 38 },
      { group: 'unpleasant-high', count: 1, percent: 13 },
      { group: 'unpleasant-low', count: 0, percent: 0 },
      { group: 'unplaced', count: 1, percent: 13 },
    ]);
  });

  it('keeps the last 10 and the top 10, and answers an empty log with every group at 0', () => {
    const log = Array.from({ length: 30 }, (_, i) =>
      logged(`word ${String(i % 15).padStart(2, '0')}`, i),
    );
    const overview = feelingsOverviewOf(log);
    expect(overview.recent).toHaveLength(10);
    expect(overview.recent[0]?.created).toBe(at(29));
    expect(overview.trending).toHaveLength(10);
    expect(overview.trending[0]).toEqual({ feeling: 'word 00', count: 2, percent: 7 });
    const empty = feelingsOverviewOf([]);
    expect(empty).toMatchObject({ recent: [], trending: [], total: 0 });
    expect(empty.groups.every((group) => group.count === 0 && group.percent === 0)).toBe(true);
  });

  it("suggests the person's own words, the most used first, at most as many as the server", () => {
    const log = [
      logged('calm', 1),
      logged('angry', 2),
      logged('calm', 3),
      ...Array.from({ length: OWN_FEELING_WORDS_COUNT + 5 }, (_, i) => logged(`w${i}`, 4)),
    ];
    const words = ownFeelingWordsOf(log);
    expect(words).toHaveLength(OWN_FEELING_WORDS_COUNT);
    expect(words.slice(0, 2)).toEqual([
      { feeling: 'calm', count: 2 },
      { feeling: 'angry', count: 1 },
    ]);
  });
});
