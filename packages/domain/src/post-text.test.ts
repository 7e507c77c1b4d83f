import { describe, expect, it } from 'vitest';
import { MOOD_MAX_LENGTH } from './post-limits.ts';
import { cardTitle, parseTextBlocks, titleOrDefault, truncateSummary } from './post-text.ts';
import { postInputSchema } from './posts.schemas.ts';

describe('titles', () => {
  it('gives an untitled post its category default, and keeps a written one', () => {
    expect(titleOrDefault('', 'anxiety')).toBe('Everything is Perfect');
    expect(titleOrDefault('   ', 'problem')).toBe('Problem Solved');
    expect(titleOrDefault(' My day ', 'journal')).toBe('My day');
    expect(titleOrDefault('', 'question')).toBe('');
  });

  it('shows "Working Title" on a card with no title', () => {
    expect(cardTitle('')).toBe('Working Title');
    expect(cardTitle('Hello')).toBe('Hello');
  });
});

describe('truncateSummary', () => {
  it('keeps 500 characters and adds an ellipsis only when longer', () => {
    expect(truncateSummary('a'.repeat(500))).toBe('a'.repeat(500));
    expect(truncateSummary('a'.repeat(501))).toBe(`${'a'.repeat(500)}...`);
  });

  it('never splits a character made of two code units', () => {
    const text = '😀'.repeat(501);
    expect(Array.from(truncateSummary(text))).toHaveLength(503);
  });
});

describe('parseTextBlocks', () => {
  it('turns "* " lines into a bullet list', () => {
    expect(parseTextBlocks('Intro\n* one\n* two\nAfter')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'bullets', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('turns consecutive "1. ", "2. " lines into an ordered list', () => {
    expect(parseTextBlocks('1. first\n2. second\n3. third')).toEqual([
      { kind: 'ordered', items: ['first', 'second', 'third'] },
    ]);
  });

  it('leaves a lone number or a broken sequence as text', () => {
    expect(parseTextBlocks('1. only one')).toEqual([{ kind: 'paragraph', text: '1. only one' }]);
    expect(parseTextBlocks('1. a\n3. b')).toEqual([{ kind: 'paragraph', text: '1. a\n3. b' }]);
  });

  it('keeps markup as plain text', () => {
    const text = '<script>alert(1)</script>\n* <img src=x onerror=alert(1)>';
    expect(parseTextBlocks(text)).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'bullets', items: ['<img src=x onerror=alert(1)>'] },
    ]);
  });

  it('splits paragraphs on blank lines and reads an empty text as nothing', () => {
    expect(parseTextBlocks('a\nb\n\nc')).toEqual([
      { kind: 'paragraph', text: 'a\nb' },
      { kind: 'paragraph', text: 'c' },
    ]);
    expect(parseTextBlocks('')).toEqual([]);
  });
});

describe('post input rules', () => {
  it('refuses a mood over 20 characters', () => {
    expect(
      postInputSchema.safeParse({ category: 'journal', mood: 'x'.repeat(MOOD_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(postInputSchema.safeParse({ category: 'journal', mood: 'x'.repeat(21) }).success).toBe(
      false,
    );
  });

  it('drops blank list items, lower-cases feelings and defaults yearsToManifest to 20', () => {
    const post = postInputSchema.parse({
      category: 'manifestwall',
      wall: ['  brick ', '', '   '],
      feelingsList: [' Calm', ''],
      actionItems: [{ action: ' walk ' }, { action: '  ', complete: true }],
    });
    expect(post.wall).toEqual(['brick']);
    expect(post.feelingsList).toEqual(['calm']);
    expect(post.actionItems).toEqual([{ action: 'walk', complete: false }]);
    expect(post.yearsToManifest).toBe(20);
  });

  it('accepts only the product’s years-to-manifest options', () => {
    expect(postInputSchema.safeParse({ category: 'manifest', yearsToManifest: 0.25 }).success).toBe(
      true,
    );
    expect(postInputSchema.safeParse({ category: 'manifest', yearsToManifest: 3 }).success).toBe(
      false,
    );
  });

  it('drops fields a person may not set', () => {
    const post = postInputSchema.parse({
      category: 'journal',
      user: 'someone',
      approvalStatus: 'approved',
      deleted: true,
      created: '2000-01-01',
      uncheckedItems: 99,
    });
    expect(post).not.toHaveProperty('user');
    expect(post).not.toHaveProperty('approvalStatus');
    expect(post).not.toHaveProperty('deleted');
    expect(post).not.toHaveProperty('created');
    expect(post).not.toHaveProperty('uncheckedItems');
  });
});
