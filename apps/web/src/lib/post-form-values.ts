import { pseudonymOfPost } from '@app/domain/display-users.ts';
import { MOOD_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { POST_TYPES, type PostCategory } from '@app/domain/post-types.ts';
import {
  type ParsedPostInput,
  type Post,
  type PostInput,
  postInputSchema,
} from '@app/domain/posts.schemas.ts';

/**
 * What the post form edits: the request body of `POST /posts` with every field present. The
 * schema fills the defaults, so the web never keeps its own copy of the field list.
 */
export type PostFormValues = ParsedPostInput;

/** Sets one field of the form's values (the post form's blocks and steps take it). */
export type SetPostField = <K extends keyof PostFormValues>(
  field: K,
  value: PostFormValues[K],
) => void;

/** The stored size of the post's picture, for a preview that picks a fitting width. */
export interface PostImageSize {
  width: number | null;
  height: number | null;
}

/** A new post of this category: every field at its default (docs/product.md sections 3 and 9). */
export function emptyPostFormValues(category: PostCategory): PostFormValues {
  return postInputSchema.parse({ category });
}

/**
 * The editable part of a stored post; what the server decides (dates, review) is dropped, and
 * so is a sealed post's envelope: the form holds the writing opened, which a save seals anew.
 */
export function postToFormValues(post: Post): PostFormValues {
  return postInputSchema.parse({ ...post, sealed: null });
}

/**
 * The body to send. Feedback sharing is offered only for shareable categories, and the
 * server refuses it for the others; a post moved to such a category quietly stops sharing.
 * An empty title becomes `untitledTitle` when given (useUntitledPostTitle: the exercise's
 * default title in the reader's language; the server's own default is English).
 */
export function formValuesToPostInput(
  values: PostFormValues,
  untitledTitle: string | null = null,
): PostInput {
  return {
    ...values,
    title: values.title.trim() === '' && untitledTitle ? untitledTitle : values.title,
    shareForFeedback: values.shareForFeedback && POST_TYPES[values.category].shareable,
  };
}

/**
 * The post as the community will show it once shared: someone else's (no "You", no Edit),
 * under the pseudonym it has, or the one the server will give it, read from its id (decision
 * 0063); its picture as stored, which the server re-encoded without its metadata.
 */
export function sharePreviewOf(
  values: PostFormValues,
  options: {
    postId: string;
    saved: Post | null;
    imageSize: PostImageSize | null;
    untitledTitle: string | null;
    now: Date;
  },
): Post {
  const { postId, saved, imageSize, untitledTitle, now } = options;
  const input = postInputSchema.parse(formValuesToPostInput(values, untitledTitle));
  return {
    ...input,
    _id: postId,
    isOwner: false,
    fakeUser: saved?.fakeUser ?? pseudonymOfPost(postId),
    importedFrom: saved?.importedFrom ?? null,
    imageWidth: input.image ? (imageSize?.width ?? null) : null,
    imageHeight: input.image ? (imageSize?.height ?? null) : null,
    uncheckedItems: input.actionItems.filter((item) => !item.complete).length,
    approvalStatus: 'approved',
    created: saved?.created ?? now.toISOString(),
    lastUpdate: now.toISOString(),
  };
}

/** Whether two form states hold the same post, so an untouched form keeps no draft. */
export function isSamePostContent(a: PostFormValues, b: PostFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The server trims the mood before it checks the limit, so the counter does too. */
export function moodLength(mood: string): number {
  return mood.trim().length;
}

export function isMoodTooLong(mood: string): boolean {
  return moodLength(mood) > MOOD_MAX_LENGTH;
}
