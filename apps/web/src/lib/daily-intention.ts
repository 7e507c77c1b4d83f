import { MOOD_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { POST_TYPES } from '@app/domain/post-types.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import type { PostFormValues } from './post-form-values.ts';

/*
 * The daily intention (docs/product.md, "Daily intention", section 5 "Daily intention save"). It is saved
 * as a post of category `manifest` titled "Daily Intention", so a post is a daily intention
 * when it has both; the posts pages use this to send its Edit link to /manifest/{id}/edit.
 */

const DAILY_INTENTION_TITLE = 'Daily Intention';
export const DAILY_INTENTION_CATEGORY = 'manifest' as const;
/** docs/product.md section 9: the mood holds up to three feelings. */
export const DAILY_INTENTION_MOOD_FEELINGS = 3;

/**
 * The three steps: the `dailyintention` post type in the domain's table, in English; a form
 * shows them in the reader's language with useExercise('dailyintention').
 */
export const DAILY_INTENTION_TYPE = POST_TYPES.dailyintention;

export function isDailyIntentionPost(post: Pick<Post, 'category' | 'title'>): boolean {
  return post.category === DAILY_INTENTION_CATEGORY && post.title === DAILY_INTENTION_TITLE;
}

export function dailyIntentionEditPath(post: Pick<Post, '_id'>): string {
  return `/manifest/${encodeURIComponent(post._id)}/edit`;
}

/** The mood made from the feelings, and which of the first three it had to leave out. */
interface DailyIntentionMood {
  mood: string;
  leftOut: string[];
}

/**
 * The mood: the first three preferred feelings joined by ", " (docs/product.md section 5). A mood holds
 * at most 20 characters (docs/product.md sections 5 and 9), which three long words overflow; rather than
 * cut a word in half or have the save refused, the last feelings that would not fit are left
 * out (the first one alone is cut if it is longer than a whole mood).
 */
export function composeDailyIntentionMood(feelings: readonly string[]): DailyIntentionMood {
  const words = feelings
    .map((feeling) => feeling.trim().toLowerCase())
    .filter((feeling) => feeling !== '')
    .slice(0, DAILY_INTENTION_MOOD_FEELINGS);
  for (let count = words.length; count > 1; count--) {
    const mood = words.slice(0, count).join(', ');
    if (mood.length <= MOOD_MAX_LENGTH) return { mood, leftOut: words.slice(count) };
  }
  return { mood: (words[0] ?? '').slice(0, MOOD_MAX_LENGTH).trim(), leftOut: words.slice(1) };
}

function dailyIntentionMood(feelings: readonly string[]): string {
  return composeDailyIntentionMood(feelings).mood;
}

/**
 * The feelings the form edits. The spec calls them the preferred feelings (the mood comes from
 * them); the post type's "Imagine" step shows `feelingsList`, as does the post page. The form
 * writes both, so an older post that holds only one of them still opens with its feelings.
 */
function dailyIntentionFeelings(
  values: Pick<PostFormValues, 'preferredFeelingsList' | 'feelingsList'>,
): string[] {
  return values.preferredFeelingsList.length > 0
    ? values.preferredFeelingsList
    : values.feelingsList;
}

/**
 * The form's values as a daily intention: the title, category, feelings and mood set (docs/product.md
 * section 5). The form keeps its values in this shape at every change, so what the Mood block
 * shows is what Save sends.
 */
export function toDailyIntentionValues(values: PostFormValues): PostFormValues {
  const feelings = dailyIntentionFeelings(values);
  return {
    ...values,
    category: DAILY_INTENTION_CATEGORY,
    title: DAILY_INTENTION_TITLE,
    preferredFeelingsList: feelings,
    feelingsList: feelings,
    mood: dailyIntentionMood(feelings),
    // A manifest post is not shareable for feedback (the domain's post types).
    shareForFeedback: false,
  };
}
