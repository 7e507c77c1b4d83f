import { describe, expect, it } from 'vitest';
import { excitementDestination, takeActionRequestSchema } from './excitement.schemas.ts';

describe('excitementDestination', () => {
  it('sends recast and relabel to a new post of that category', () => {
    expect(excitementDestination('  Recast ', false)).toEqual({
      to: 'new-post',
      category: 'recast',
    });
    expect(excitementDestination('RELABEL', true)).toEqual({ to: 'new-post', category: 'relabel' });
  });

  it('sends identity to the identity form only when one exists', () => {
    expect(excitementDestination('Identity', true)).toEqual({ to: 'identity' });
    expect(excitementDestination('identity', false)).toEqual({ to: 'home' });
  });

  it('sends anything else home', () => {
    expect(excitementDestination('take a walk', true)).toEqual({ to: 'home' });
  });
});

describe('taking action', () => {
  it('needs an option and a choice within the list; blank options are ignored', () => {
    expect(
      takeActionRequestSchema.safeParse({ choices: [' ', ''], choiceSelected: 0 }).success,
    ).toBe(false);
    expect(
      takeActionRequestSchema.safeParse({ choices: ['walk'], choiceSelected: 1 }).success,
    ).toBe(false);
    expect(takeActionRequestSchema.parse({ choices: [' walk ', ' '], choiceSelected: 0 })).toEqual({
      choices: ['walk'],
      choiceSelected: 0,
    });
  });

  it('keeps the chosen option when blank options before it are dropped', () => {
    expect(
      takeActionRequestSchema.parse({ choices: ['', 'walk', ' ', 'swim'], choiceSelected: 3 }),
    ).toEqual({ choices: ['walk', 'swim'], choiceSelected: 1 });
    expect(
      takeActionRequestSchema.safeParse({ choices: ['walk', ' '], choiceSelected: 1 }).success,
    ).toBe(false);
  });

  it('holds the chosen option, which becomes the title, to a title length', () => {
    const long = 'x'.repeat(201);
    expect(takeActionRequestSchema.safeParse({ choices: [long], choiceSelected: 0 }).success).toBe(
      false,
    );
    expect(
      takeActionRequestSchema.safeParse({ choices: [long, 'walk'], choiceSelected: 1 }).success,
    ).toBe(true);
  });
});
