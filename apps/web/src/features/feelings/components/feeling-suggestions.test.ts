import { describe, expect, it } from 'vitest';
import { suggestFeelings, VOCABULARY_SUGGESTIONS } from './feeling-suggestions.ts';

const words = (list: { word: string }[]) => list.map((s) => s.word);

describe('the feeling field’s suggestions', () => {
  it('offer nothing before something is typed', () => {
    expect(suggestFeelings('  ', [{ feeling: 'calm', count: 3 }], 'en')).toEqual({
      own: [],
      vocabulary: [],
    });
  });

  it('put the person’s own words first, the most used first, then the vocabulary’s', () => {
    const own = [
      { feeling: 'cautious', count: 4 },
      { feeling: 'calm', count: 2 },
      { feeling: 'tired', count: 9 },
    ];
    const suggestions = suggestFeelings('ca', own, 'en');
    expect(words(suggestions.own)).toEqual(['cautious', 'calm']);
    // Own words keep the vocabulary's meaning when they are in it; others have none.
    expect(suggestions.own[0]?.meaning).toBeUndefined();
    expect(suggestions.own[1]).toMatchObject({ quadrant: 'pleasant-low' });
    expect(suggestions.own[1]?.meaning).toMatch(/^Quiet inside/);
    // calm is not offered twice.
    expect(words(suggestions.vocabulary)).toEqual(['carefree']);
  });

  it('match the start of any word of the vocabulary’s, words that begin with it first', () => {
    const { vocabulary } = suggestFeelings('lo', [], 'en');
    expect(words(vocabulary)).toEqual(['lonely', 'longing', 'loved', 'in love']);
    for (const suggestion of vocabulary) expect(suggestion.meaning).toBeTruthy();
  });

  it('speak the page’s language, accents aside', () => {
    const { vocabulary } = suggestFeelings('ilusio', [], 'es');
    expect(vocabulary).toEqual([
      {
        word: 'ilusión',
        meaning: 'Alegría y ganas ante algo que está por llegar.',
        quadrant: 'pleasant-high',
      },
    ]);
  });

  it(`offer at most ${VOCABULARY_SUGGESTIONS} of the vocabulary’s`, () => {
    expect(suggestFeelings('d', [], 'en').vocabulary).toHaveLength(VOCABULARY_SUGGESTIONS);
  });
});
