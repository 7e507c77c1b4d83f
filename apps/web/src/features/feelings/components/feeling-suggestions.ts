import {
  FEELING_WORDS,
  type FeelingQuadrant,
  feelingMatches,
  findFeelingWord,
  foldFeeling,
  quadrantOf,
} from '@app/domain/feeling-words.ts';
import type { OwnFeelingWord } from '@app/domain/feelings.schemas.ts';
import type { Language } from '@app/domain/languages.ts';

/** How many of each group the field offers at once. */
const OWN_SUGGESTIONS = 5;
export const VOCABULARY_SUGGESTIONS = 8;

export interface FeelingSuggestion {
  word: string;
  /** From the vocabulary, in the page's language; absent for a word of the person's own making. */
  meaning?: string;
  quadrant?: FeelingQuadrant;
}

interface FeelingSuggestions {
  /** The person's own words that match, the most used first. */
  own: FeelingSuggestion[];
  /** Then the vocabulary's words in the page's language that match, those it begins first. */
  vocabulary: FeelingSuggestion[];
}

/**
 * What the feeling field suggests for the text typed so far: the person's own past words
 * first, then the vocabulary's, without a word twice. Nothing until something is typed.
 */
export function suggestFeelings(
  typed: string,
  ownWords: readonly OwnFeelingWord[],
  language: Language,
): FeelingSuggestions {
  if (foldFeeling(typed) === '') return { own: [], vocabulary: [] };
  const own = ownWords
    .filter(({ feeling }) => feelingMatches(feeling, typed))
    .slice(0, OWN_SUGGESTIONS)
    .map(({ feeling }): FeelingSuggestion => {
      const entry = findFeelingWord(feeling);
      return entry
        ? { word: feeling, meaning: entry[language].meaning, quadrant: quadrantOf(entry) }
        : { word: feeling };
    });
  const offered = new Set(own.map((s) => foldFeeling(s.word)));
  const start = foldFeeling(typed);
  const vocabulary = FEELING_WORDS.map((entry) => ({ entry, ...entry[language] }))
    .filter(({ word }) => feelingMatches(word, typed) && !offered.has(foldFeeling(word)))
    .sort(
      (a, b) =>
        Number(!foldFeeling(a.word).startsWith(start)) -
          Number(!foldFeeling(b.word).startsWith(start)) || a.word.localeCompare(b.word, language),
    )
    .slice(0, VOCABULARY_SUGGESTIONS)
    .map(({ entry, word, meaning }) => ({ word, meaning, quadrant: quadrantOf(entry) }));
  return { own, vocabulary };
}
