import { describe, expect, it } from 'vitest';
import {
  addFeelingRequestSchema,
  loggedFeelingSchema,
  trendingPercent,
} from './feelings.schemas.ts';

describe('trendingPercent', () => {
  it('rounds usage over total to the nearest whole percent', () => {
    expect(trendingPercent(1, 3)).toBe(33);
    expect(trendingPercent(2, 3)).toBe(67);
    expect(trendingPercent(3, 3)).toBe(100);
    expect(trendingPercent(1, 7)).toBe(14);
    expect(trendingPercent(1, 200)).toBe(1);
    // One word twice and four once in six feelings: 33 and four times 17, not 33 and 16.
    expect(trendingPercent(1, 6)).toBe(17);
  });

  it('gives ties the same percent and nothing for an empty log', () => {
    expect(trendingPercent(5, 20)).toBe(trendingPercent(5, 20));
    expect(trendingPercent(0, 0)).toBe(0);
  });
});

describe('a new feeling', () => {
  it('is trimmed and lower-cased, and blank is refused', () => {
    expect(loggedFeelingSchema.parse({ feeling: '  Hopeful ' })).toEqual({
      feeling: 'hopeful',
      intensity: null,
    });
    expect(loggedFeelingSchema.safeParse({ feeling: '   ' }).success).toBe(false);
    expect(loggedFeelingSchema.safeParse({ feeling: 'x'.repeat(51) }).success).toBe(false);
  });
});

describe('an intensity', () => {
  it('is a whole number from 1 to 5, or not said', () => {
    expect(loggedFeelingSchema.parse({ feeling: 'calm', intensity: 5 }).intensity).toBe(5);
    expect(loggedFeelingSchema.parse({ feeling: 'calm', intensity: null }).intensity).toBe(null);
    for (const intensity of [0, 6, 1.5, '2']) {
      expect(loggedFeelingSchema.safeParse({ feeling: 'calm', intensity }).success).toBe(false);
    }
  });
});

describe('a feeling sent to be logged', () => {
  const sealed = {
    v: 1,
    k: '6f1c2a4e-0b7d-4c3e-9a51-2d8e7f40b913',
    n: 'A'.repeat(16),
    c: 'B'.repeat(40),
  };

  it('is sealed when it carries an envelope, and keeps nothing plain sent beside it', () => {
    const id = '6f1c2a4e-0b7d-4c3e-9a51-2d8e7f40b913';
    expect(addFeelingRequestSchema.parse({ id, sealed, feeling: 'calm', intensity: 3 })).toEqual({
      id,
      sealed,
    });
  });

  it('is plain otherwise, taking no id from the client', () => {
    expect(
      addFeelingRequestSchema.parse({
        id: '6f1c2a4e-0b7d-4c3e-9a51-2d8e7f40b913',
        feeling: 'Calm',
        intensity: 2,
      }),
    ).toEqual({ feeling: 'calm', intensity: 2 });
    expect(addFeelingRequestSchema.safeParse({ sealed }).success).toBe(false);
  });
});
