import { describe, expect, it } from 'vitest';
import { addFeelingRequestSchema, trendingPercent } from './feelings.schemas.ts';

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
    expect(addFeelingRequestSchema.parse({ feeling: '  Hopeful ' })).toEqual({
      feeling: 'hopeful',
      intensity: null,
    });
    expect(addFeelingRequestSchema.safeParse({ feeling: '   ' }).success).toBe(false);
    expect(addFeelingRequestSchema.safeParse({ feeling: 'x'.repeat(51) }).success).toBe(false);
  });
});

describe('an intensity', () => {
  it('is a whole number from 1 to 5, or not said', () => {
    expect(addFeelingRequestSchema.parse({ feeling: 'calm', intensity: 5 }).intensity).toBe(5);
    expect(addFeelingRequestSchema.parse({ feeling: 'calm', intensity: null }).intensity).toBe(
      null,
    );
    for (const intensity of [0, 6, 1.5, '2']) {
      expect(addFeelingRequestSchema.safeParse({ feeling: 'calm', intensity }).success).toBe(false);
    }
  });
});
