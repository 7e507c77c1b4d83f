import { describe, expect, it } from 'vitest';
import {
  FEELING_ENERGY,
  FEELING_PLEASANTNESS,
  FEELING_QUADRANTS,
  FEELING_WORDS,
  feelingGroupOf,
  feelingMatches,
  feelingWordSpellings,
  findFeelingWord,
  foldFeeling,
  quadrantOf,
} from './feeling-words.ts';
import { FEELING_MAX_LENGTH } from './feelings.schemas.ts';
import { LANGUAGES } from './languages.ts';

describe('the vocabulary of feelings', () => {
  it('has at least 100 entries, each with a word and a one-line meaning in every language', () => {
    expect(FEELING_WORDS.length).toBeGreaterThanOrEqual(100);
    for (const entry of FEELING_WORDS) {
      for (const language of LANGUAGES) {
        const { word, meaning } = entry[language];
        expect(word, `${entry.id} (${language})`).toMatch(/^\p{Ll}+(?: \p{Ll}+)*$/u);
        expect(word.length, `${entry.id} (${language})`).toBeLessThanOrEqual(FEELING_MAX_LENGTH);
        expect(meaning, `${entry.id} (${language})`).toMatch(/^\p{Lu}.{10,90}\.$/u);
        expect(meaning, `${entry.id} (${language})`).not.toContain('\n');
      }
    }
  });

  it('places every entry on both axes, and fills every quarter of the mood meter', () => {
    for (const entry of FEELING_WORDS) {
      expect(FEELING_PLEASANTNESS, entry.id).toContain(entry.pleasantness);
      expect(FEELING_ENERGY, entry.id).toContain(entry.energy);
    }
    for (const quadrant of FEELING_QUADRANTS) {
      const inQuadrant = FEELING_WORDS.filter((entry) => quadrantOf(entry) === quadrant);
      expect(inQuadrant.length, quadrant).toBeGreaterThanOrEqual(20);
    }
  });

  it('has no id and no word twice, in one language or across them, accents aside', () => {
    const ids = FEELING_WORDS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    const owners = new Map<string, string>();
    for (const entry of FEELING_WORDS) {
      for (const language of LANGUAGES) {
        const folded = foldFeeling(entry[language].word);
        const owner = owners.get(folded);
        // One spelling names one entry, so a logged word has exactly one place.
        expect(
          owner === undefined || owner === entry.id,
          `${folded}: ${owner} and ${entry.id}`,
        ).toBe(true);
        owners.set(folded, entry.id);
      }
    }
  });
});

describe('placing a logged word', () => {
  it('finds a word of either language, whatever its case and accents', () => {
    expect(findFeelingWord('calm')?.id).toBe('calm');
    expect(findFeelingWord('  Calma ')?.id).toBe('calm');
    expect(findFeelingWord('alegria')?.id).toBe('joyful');
    expect(findFeelingWord('ALEGRÍA')?.id).toBe('joyful');
    expect(feelingGroupOf('anxious')).toBe('unpleasant-high');
    expect(feelingGroupOf('tristeza')).toBe('unpleasant-low');
    expect(feelingGroupOf('excited')).toBe('pleasant-high');
    expect(feelingGroupOf('relaxed')).toBe('pleasant-low');
  });

  it('puts words outside the vocabulary in the unplaced group', () => {
    expect(feelingGroupOf('sort of meh')).toBe('unplaced');
    expect(feelingGroupOf('')).toBe('unplaced');
  });

  it('gives the database every stored spelling once, each in its quarter', () => {
    const spellings = feelingWordSpellings();
    expect(new Set(spellings.map((s) => s.spelling)).size).toBe(spellings.length);
    for (const { spelling, quadrant } of spellings) {
      expect(spelling).toBe(spelling.toLowerCase());
      expect(feelingGroupOf(spelling), spelling).toBe(quadrant);
    }
    const stored = spellings.map((s) => s.spelling);
    expect(stored).toEqual(expect.arrayContaining(['ilusión', 'ilusion', 'calm', 'in love']));
  });
});

describe('matching what someone types', () => {
  it('matches the start of the word or of one of its words, accents and case aside', () => {
    expect(feelingMatches('calm', 'CA')).toBe(true);
    expect(feelingMatches('in love', 'lo')).toBe(true);
    expect(feelingMatches('ilusión', 'ilusio')).toBe(true);
    expect(feelingMatches('alegria', 'alegrí')).toBe(true);
    expect(feelingMatches('calm', 'alm')).toBe(false);
    expect(feelingMatches('calm', '  ')).toBe(false);
  });
});
