import { POST_CATEGORIES, POST_TYPES } from '@app/domain/post-types.ts';
import { describe, expect, it } from 'vitest';
import { exercises as en } from '@/locales/en/routes/exercises.ts';
import { exercises as es } from '@/locales/es/routes/exercises.ts';
import { translateExercise } from './exercise-texts.ts';

/** Where a text is (category, step, field) and whether it is written. */
function shapeOf(texts: typeof en) {
  return Object.entries(texts).flatMap(([category, exercise]) => [
    ...Object.entries(exercise)
      .filter(([field]) => field !== 'steps')
      .map(([field, text]) => `${category}.${field}: ${text !== ''}`),
    ...Object.entries(exercise.steps).flatMap(([key, step]) =>
      Object.entries(step ?? {}).map(
        ([field, text]) => `${category}.${key}.${field}: ${text !== ''}`,
      ),
    ),
  ]);
}

describe('the exercises in Spanish', () => {
  // tsc checks the categories and fields; each category's steps are only known at run time.
  it('have the texts the English has, step by step, and no other', () => {
    expect(shapeOf(es).sort()).toEqual(shapeOf(en).sort());
  });

  it('keep the domain’s steps and rules, with the Spanish texts', () => {
    for (const category of POST_CATEGORIES) {
      const type = POST_TYPES[category];
      const spanish = translateExercise(type, es[category], 'label');
      expect(spanish.steps.map((step) => [step.key, step.optional, 'placeholder' in step])).toEqual(
        type.steps.map((step) => [step.key, step.optional, 'placeholder' in step]),
      );
      expect(spanish.focus).toBe(type.focus);
      expect(spanish.shareable).toBe(type.shareable);
      expect(spanish.defaultTitle === null).toBe(type.defaultTitle === null);
    }
    expect(translateExercise(POST_TYPES.anxiety, es.anxiety, 'Ansiedad')).toMatchObject({
      label: 'Ansiedad',
      title: 'Calma una mente ansiosa',
      defaultTitle: 'Todo está perfecto',
    });
  });

  it('fall back to the domain’s English without texts', () => {
    expect(translateExercise(POST_TYPES.trust, undefined, 'Confianza')).toBe(POST_TYPES.trust);
  });
});
