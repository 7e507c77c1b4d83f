/**
 * The post categories, apart from their coaching texts (post-types.ts): the posts schemas need
 * only these names, so code that loads the schemas does not load every exercise's texts.
 */
export const POST_CATEGORIES = [
  'align',
  'anxiety',
  'dailyintention',
  'didwrong',
  'excitement',
  'failure',
  'identity',
  'journal',
  'manifest',
  'manifestthing',
  'manifesttrait',
  'manifestwall',
  'problem',
  'question',
  'recast',
  'relabel',
  'relationship',
  'trust',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === 'string' && (POST_CATEGORIES as readonly string[]).includes(value);
}
