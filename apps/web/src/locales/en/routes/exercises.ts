import type { PostStepKey } from '@app/domain/post-fields.ts';
import { POST_CATEGORIES, POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';

/** A step's texts; '' where the domain has none (no placeholder). */
export type ExerciseStepTexts = {
  heading: string;
  helper: string;
  placeholder: string;
};

/** An exercise's texts; its name is categories:label. '' where the domain has none. */
export type ExerciseTexts = {
  title: string;
  defaultTitle: string;
  titleField: string;
  titlePlaceholder: string;
  purpose: string;
  /** By step key: each category has its own steps (lib/exercise-texts.test.ts checks them). */
  steps: Partial<Record<PostStepKey, ExerciseStepTexts>>;
};

function textsOf(category: PostCategory): ExerciseTexts {
  const type = POST_TYPES[category];
  return {
    title: type.title,
    defaultTitle: type.defaultTitle ?? '',
    titleField: type.titleField,
    titlePlaceholder: type.titlePlaceholder,
    purpose: type.purpose,
    steps: Object.fromEntries(
      type.steps.map((step) => [
        step.key,
        { heading: step.heading, helper: step.helper, placeholder: step.placeholder ?? '' },
      ]),
    ),
  };
}

/*
 * The 18 guided exercises (lib/exercise-texts.ts). The domain's POST_TYPES stay the English
 * source, as the API and the printable report use them; this namespace only reshapes them
 * for lookup by category and step.
 */
export const exercises = Object.fromEntries(
  POST_CATEGORIES.map((category) => [category, textsOf(category)]),
) as Record<PostCategory, ExerciseTexts>;
