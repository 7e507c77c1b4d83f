import { POSTS_PER_PAGE } from '@app/domain/post-limits.ts';
import type { TFunction } from 'i18next';

/**
 * Spec "Posts list": "Showing X-Y of N posts", or "Showing 0 of 0 posts" when empty,
 * with the numbers written as the language writes them (123,799; 123.799 in Spanish).
 */
export function showingText(
  page: number,
  shown: number,
  total: number,
  t: TFunction<'posts'>,
  number: (value: number) => string,
): string {
  const first = (page - 1) * POSTS_PER_PAGE + 1;
  const last = first + shown - 1;
  const range =
    shown === 0 ? number(0) : first === last ? number(first) : `${number(first)}-${number(last)}`;
  return t('showing', { count: total, range, total: number(total) });
}
