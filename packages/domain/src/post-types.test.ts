import { describe, expect, it } from 'vitest';
import { POST_STEP_KEYS } from './post-fields.ts';
import {
  DASHBOARD_CATEGORY_BUTTONS,
  getPostType,
  isPostCategory,
  POST_CATEGORIES,
  POST_FILTER_CATEGORIES,
  POST_TYPES,
  SHAREABLE_CATEGORIES,
} from './post-types.ts';

describe('the post-type table', () => {
  it('defines every category the product names, and only those', () => {
    expect([...POST_CATEGORIES].sort()).toEqual(
      [
        'anxiety',
        'dailyintention',
        'excitement',
        'identity',
        'journal',
        'manifest',
        'manifestthing',
        'manifestwall',
        'manifesttrait',
        'question',
        'problem',
        'relabel',
        'relationship',
        'trust',
        'align',
        'didwrong',
        'recast',
        'failure',
      ].sort(),
    );
    for (const category of POST_CATEGORIES) {
      expect(getPostType(category).category).toBe(category);
    }
  });

  it('shares exactly the product’s shareable types', () => {
    expect([...SHAREABLE_CATEGORIES].sort()).toEqual(
      [
        'anxiety',
        'identity',
        'manifestthing',
        'manifestwall',
        'manifesttrait',
        'question',
        'relabel',
        'relationship',
        'trust',
      ].sort(),
    );
  });

  it('uses the product’s default titles', () => {
    expect(POST_TYPES.anxiety.defaultTitle).toBe('Everything is Perfect');
    expect(POST_TYPES.excitement.defaultTitle).toBe('Take Action');
    expect(POST_TYPES.journal.defaultTitle).toBe('Journal Post');
    expect(POST_TYPES.manifesttrait.defaultTitle).toBe('Feeling');
    expect(POST_TYPES.problem.defaultTitle).toBe('Problem Solved');
    expect(POST_TYPES.relationship.defaultTitle).toBe('I am a Loving Person');
    for (const category of [
      'manifest',
      'manifestthing',
      'manifestwall',
      'question',
      'relabel',
      'trust',
    ] as const) {
      expect(POST_TYPES[category].defaultTitle, category).toBeNull();
    }
  });

  it('gives every step a known field, a heading and coaching text, once per category', () => {
    for (const type of Object.values(POST_TYPES)) {
      expect(type.steps.length, type.category).toBeGreaterThan(0);
      const keys = type.steps.map((s) => s.key);
      expect(new Set(keys).size, `${type.category} repeats a step`).toBe(keys.length);
      for (const step of type.steps) {
        expect(POST_STEP_KEYS).toContain(step.key);
        expect(step.heading.trim().length).toBeGreaterThan(0);
        expect(step.helper.trim().length, `${type.category}.${step.key}`).toBeGreaterThan(20);
      }
      expect(type.purpose.length).toBeGreaterThan(20);
    }
  });

  it('says about how long each exercise takes, from its steps: about one to three minutes each', () => {
    for (const type of Object.values(POST_TYPES)) {
      const required = type.steps.filter((step) => !step.optional).length;
      // A round figure a person can plan with, never less than five minutes.
      expect(type.minutes % 5, type.category).toBe(0);
      expect(type.minutes, type.category).toBeGreaterThanOrEqual(Math.max(5, required * 1.5));
      expect(type.minutes, type.category).toBeLessThanOrEqual(Math.max(5, type.steps.length * 3));
    }
  });

  it('lets identity, excitement and daily intention keep their own flows (focus)', () => {
    const focus = POST_CATEGORIES.filter((c) => POST_TYPES[c].focus).sort();
    expect(focus).toEqual(['dailyintention', 'excitement', 'identity']);
  });

  it('offers the product’s dashboard buttons and list filter', () => {
    expect(DASHBOARD_CATEGORY_BUTTONS.map((b) => b.category)).toEqual([
      'align',
      'dailyintention',
      'journal',
      'relationship',
      'anxiety',
      'problem',
      'didwrong',
      'manifestthing',
      'manifestwall',
      'manifesttrait',
      'question',
      'relabel',
      'trust',
    ]);
    expect(POST_FILTER_CATEGORIES.map((f) => f.value)).toEqual([
      'excitement',
      'dailyintention',
      'journal',
      'manifest',
      'question',
      'relabel',
      'trust',
      'identity',
    ]);
    expect(POST_FILTER_CATEGORIES.find((f) => f.value === 'manifest')?.includes).toEqual([
      'manifest',
      'manifestwall',
    ]);
  });

  it('recognises categories', () => {
    expect(isPostCategory('journal')).toBe(true);
    expect(isPostCategory('diary')).toBe(false);
    expect(isPostCategory(undefined)).toBe(false);
  });
});
