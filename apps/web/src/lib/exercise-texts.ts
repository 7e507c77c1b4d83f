import {
  POST_TYPES,
  type PostCategory,
  type PostStep,
  type PostType,
} from '@app/domain/post-types.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseTexts } from '@/locales/en/routes/exercises.ts';

/**
 * The exercise with its texts in another language (a resource of the exercises namespace);
 * each text missing there stays the domain's English, as do the exercise's rules.
 */
export function translateExercise(
  type: PostType,
  texts: ExerciseTexts | undefined,
  label: string,
): PostType {
  if (!texts) return type;
  return {
    ...type,
    label,
    title: texts.title || type.title,
    defaultTitle: type.defaultTitle && (texts.defaultTitle || type.defaultTitle),
    titleField: texts.titleField || type.titleField,
    titlePlaceholder: texts.titlePlaceholder || type.titlePlaceholder,
    purpose: texts.purpose || type.purpose,
    steps: type.steps.map((step): PostStep => {
      const stepTexts = texts.steps[step.key];
      if (!stepTexts) return step;
      return {
        ...step,
        heading: stepTexts.heading || step.heading,
        helper: stepTexts.helper || step.helper,
        ...(step.placeholder !== undefined && {
          placeholder: stepTexts.placeholder || step.placeholder,
        }),
      };
    }),
  };
}

/**
 * A guided exercise (the domain's POST_TYPES) in the active language: its title, coaching,
 * step headings and placeholders. Suspends until the exercises namespace is fetched.
 */
export function useExercise(category: PostCategory): PostType {
  const { t, i18n } = useTranslation(['exercises', 'categories']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const label = t(`categories:label.${category}`);
  return useMemo(() => {
    const texts = i18n.getResource(language, 'exercises', category) as ExerciseTexts | undefined;
    return translateExercise(POST_TYPES[category], texts, label);
  }, [i18n, language, category, label]);
}

/**
 * The title to send for a post saved without one, so the server does not give it the
 * domain's English default: the exercise's default title in the active language. Null in
 * English (the server's own default is the same) and for an exercise without one.
 */
export function useUntitledPostTitle(category: PostCategory): string | null {
  const { i18n } = useTranslation();
  const type = useExercise(category);
  return i18n.resolvedLanguage === 'en' ? null : type.defaultTitle;
}
