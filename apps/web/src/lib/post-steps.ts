import {
  POST_FIELDS,
  POST_STEP_FIELDS,
  POST_STEP_KINDS,
  type PostFieldOfKind,
  type PostStepKey,
} from '@app/domain/post-fields.ts';
import type { PostStep, PostType } from '@app/domain/post-types.ts';
import type { TFunction } from 'i18next';
import type { PostFormValues } from './post-form-values.ts';

type PostTextField = PostFieldOfKind<'line' | 'text'>;
type PostListField = PostFieldOfKind<'list' | 'feelings'>;

/** Which field a step block edits, and how (the domain's table of post fields). */
type PostStepEditor =
  | { kind: 'text'; field: PostTextField }
  | { kind: 'list'; field: PostListField }
  | { kind: 'actionItems'; field: PostFieldOfKind<'actionItems'> }
  | { kind: 'years'; field: PostFieldOfKind<'years'> };

/** The table gives each step its field and, from the field's kind, its editor. */
export function stepEditorOf(key: PostStepKey): PostStepEditor {
  return { kind: POST_STEP_KINDS[key], field: POST_STEP_FIELDS[key] } as PostStepEditor;
}

/** Feelings are kept trimmed and lower-cased (docs/product.md section 5); the editor shows them so at once. */
export function isLowerCaseListField(field: PostListField): boolean {
  return POST_FIELDS[field].kind === 'feelings';
}

/** The fields step blocks show: a stored post and the form's values both have them. */
type PostStepContent = Pick<
  PostFormValues,
  PostTextField | PostListField | 'actionItems' | 'yearsToManifest'
>;

/** Whether a step holds nothing yet, for "I did not complete this part." on the post page. */
export function isStepEmpty(editor: PostStepEditor, values: PostStepContent): boolean {
  switch (editor.kind) {
    case 'text':
      return values[editor.field].trim() === '';
    case 'list':
      return values[editor.field].every((item) => item.trim() === '');
    case 'actionItems':
      return values.actionItems.every((item) => item.action.trim() === '');
    case 'years':
      // A select always holds one of its options.
      return false;
  }
}

/**
 * An exercise's step by its key, for screens with a layout of their own (identity, excitement
 * results) that still take their headings and coaching from the exercise (useExercise).
 */
export function getPostStep(type: PostType, key: PostStepKey): PostStep {
  const step = type.steps.find((candidate) => candidate.key === key);
  // The domain table and the screen disagree: a programming error, caught on the first render.
  if (!step) throw new Error(`The ${type.category} category has no "${key}" step`);
  return step;
}

/** YEARS_TO_MANIFEST_OPTIONS's labels (domain post-fields.ts) in words: 100 is the doubt, under a year months. */
export function yearsToManifestLabel(years: number, t: TFunction<'postPages'>): string {
  if (years === 100) return t('detail.notConfident');
  if (years < 1) return t('detail.months', { count: Math.round(years * 12) });
  return t('detail.years', { count: years });
}
