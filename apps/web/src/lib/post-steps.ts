import { POST_STEP_KINDS, type PostStepKey } from '@app/domain/post-fields.ts';
import type { PostStep, PostType } from '@app/domain/post-types.ts';
import type { TFunction } from 'i18next';
import type { PostFormValues } from './post-form-values.ts';

/** The form fields whose value is exactly of type T (a category is a string, but not any). */
type FieldsHolding<T> = {
  [K in keyof PostFormValues]-?: [PostFormValues[K]] extends [T]
    ? [T] extends [PostFormValues[K]]
      ? K
      : never
    : never;
}[keyof PostFormValues];

export type PostTextField = FieldsHolding<string>;
export type PostListField = FieldsHolding<string[]>;

/** Which field a step block edits, and how (domain post-fields.ts, POST_STEP_KINDS). */
export type PostStepEditor =
  | { kind: 'text'; field: PostTextField }
  | { kind: 'list'; field: PostListField }
  | { kind: 'actionItems'; field: 'actionItems' }
  | { kind: 'years'; field: 'yearsToManifest' };

const TEXT_FIELDS = [
  'title',
  'identity',
  'intention',
  'currentSituation',
  'positiveBeliefs',
  'preferredThoughts',
  'answer',
  'thisWillWorkBecause',
  'summary',
  'unexpected',
] as const satisfies readonly PostTextField[];

const LIST_FIELDS = [
  'feelingsList',
  'basicNegativeBeliefs',
  'negativeBeliefs',
  'wall',
  'preferredBeliefs',
  'actionItems2',
  'actionItemsNot',
  'nextActionItems',
] as const satisfies readonly PostListField[];

/** Feelings are kept trimmed and lower-cased (spec section 5); the editor shows them so at once. */
const LOWER_CASE_FIELDS: ReadonlySet<PostListField> = new Set(['feelingsList']);

function findField<F extends string>(fields: readonly F[], key: PostStepKey): F {
  const field = fields.find((candidate) => candidate === key);
  // The domain table and this list disagree: a programming error, caught on the first render.
  if (!field) throw new Error(`Post step "${key}" has no ${POST_STEP_KINDS[key]} field`);
  return field;
}

/**
 * A step edits the post field of its own name, except `confidenceYears`, which edits
 * `yearsToManifest`; the kind of editor comes from the domain's table.
 */
export function stepEditorOf(key: PostStepKey): PostStepEditor {
  switch (POST_STEP_KINDS[key]) {
    case 'years':
      return { kind: 'years', field: 'yearsToManifest' };
    case 'actionItems':
      return { kind: 'actionItems', field: 'actionItems' };
    case 'list':
      return { kind: 'list', field: findField(LIST_FIELDS, key) };
    case 'text':
      return { kind: 'text', field: findField(TEXT_FIELDS, key) };
  }
}

export function isLowerCaseListField(field: PostListField): boolean {
  return LOWER_CASE_FIELDS.has(field);
}

/** The fields step blocks show: a stored post and the form's values both have them. */
export type PostStepContent = Pick<
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
