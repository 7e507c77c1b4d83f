import { DURATION_MIN_MS } from '@app/domain/post-text.ts';
import { POST_TYPES, type PostCategory, type PostType } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import type { TFunction } from 'i18next';
import {
  DAILY_INTENTION_TYPE,
  dailyIntentionEditPath,
  isDailyIntentionPost,
} from './daily-intention.ts';
import { dateTimeFormat, prepareDateFormat } from './i18n/format.ts';

/** Spec "Post card" and "Post detail": a long weekday, a short month and the time. */
const POST_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** In the reader's locale (useFormat().locale): "Saturday, Nov 21, 2026, 3:02 PM". */
export function formatPostDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, POST_DATE_FORMAT).format(new Date(iso));
}

/** For a list about to show cards: their date formatter made ahead, in a task of its own. */
export const preparePostDates = (): Promise<void> => prepareDateFormat(POST_DATE_FORMAT);

/**
 * How long the post was worked on, from its first save to its last, or null when that was
 * under 5 seconds (docs/product.md section 9).
 */
export function postDurationText(
  post: Pick<Post, 'created' | 'lastUpdate'>,
  t: TFunction<'posts'>,
): string | null {
  const ms = Date.parse(post.lastUpdate) - Date.parse(post.created);
  if (!(ms > DURATION_MIN_MS)) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes === 0) return t('card.writtenInUnderAMinute');
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? t('card.days', { count: days }) : null,
    hours > 0 ? t('card.hours', { count: hours }) : null,
    minutes > 0 ? t('card.minutes', { count: minutes }) : null,
  ].filter((part) => part !== null);
  return t('card.writtenOver', { duration: parts.join(' ') });
}

/**
 * The text a card summarises: the first of the fields that hold a post's main writing. Which
 * one depends on the category (an excitement's story, a journal's situation, an intention, an
 * identity), so the first that is not empty speaks for the post.
 */
export function postMainText(
  post: Pick<Post, 'summary' | 'currentSituation' | 'intention' | 'identity'>,
): string {
  const candidates = [post.summary, post.currentSituation, post.intention, post.identity];
  return candidates.find((text) => text.trim() !== '') ?? '';
}

/**
 * The exercise a post is shown as: its category's, except a daily intention, which is stored
 * as a manifest post (docs/product.md section 5) but reads with its own label and steps (1 Intention,
 * 2 Imagine, 3 Act) rather than the manifest's years and reasons it never asked for. Its
 * texts are the domain's English; useExercise(postTypeOf(post).category) has the reader's.
 */
export function postTypeOf(post: Pick<Post, 'category' | 'title'>): PostType {
  return isDailyIntentionPost(post) ? DAILY_INTENTION_TYPE : POST_TYPES[post.category];
}

/**
 * Excitement posts are edited in the excitement flow (docs/product.md, "Post card" and "Post detail"), and
 * daily intentions in their own form (docs/product.md section 2, /manifest/{id}/edit).
 */
export function postEditPath(post: Pick<Post, '_id' | 'category' | 'title'>): string {
  if (post.category === 'excitement') {
    return `/excitement-end?postid=${encodeURIComponent(post._id)}`;
  }
  if (isDailyIntentionPost(post)) return dailyIntentionEditPath(post);
  return `/posts/${encodeURIComponent(post._id)}/edit`;
}

export function postPath(post: Pick<Post, '_id'>): string {
  return `/posts/${encodeURIComponent(post._id)}`;
}

/**
 * The mood ribbon's colour (docs/product.md, "Post card"): excitement is primary, failure and recast are
 * dark, all others info. Shades are chosen so white text on them stays above 4.5:1.
 */
export function moodRibbonColor(category: PostCategory): string {
  if (category === 'excitement') return 'spruce.7';
  if (category === 'failure' || category === 'recast') return 'dark.6';
  return 'blue.8';
}
