import { z } from 'zod';
import { feedbackItemSchema } from './community.schemas.ts';
import { POST_CATEGORIES } from './post-categories.ts';
import { DEFAULT_YEARS_TO_MANIFEST, YEARS_TO_MANIFEST_OPTIONS } from './post-fields.ts';
import {
  MAX_POSTS_PER_PAGE,
  MOOD_MAX_LENGTH,
  POST_LIST_ITEM_MAX_LENGTH,
  POST_LIST_MAX_ITEMS,
  POST_TEXT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  POSTS_PER_PAGE,
} from './post-limits.ts';

export const postCategorySchema = z.enum(POST_CATEGORIES);

export const approvalStatusSchema = z.enum(['', 'approved', 'needs_review', 'rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

const yearsValues = YEARS_TO_MANIFEST_OPTIONS.map((o) => o.value);
export const yearsToManifestSchema = z
  .number()
  .refine((value) => (yearsValues as number[]).includes(value), {
    message: `yearsToManifest must be one of ${yearsValues.join(', ')}`,
  });

/** A list field: blank items are dropped and the rest trimmed (spec section 5). */
const stringListSchema = z
  .array(z.string().max(POST_LIST_ITEM_MAX_LENGTH))
  .max(POST_LIST_MAX_ITEMS)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** Feelings are single words or short phrases, trimmed and lower-cased (spec section 5). */
const feelingsListSchema = stringListSchema.transform((items) =>
  items.map((item) => item.toLowerCase()),
);

export const actionItemSchema = z.object({
  action: z.string().max(POST_LIST_ITEM_MAX_LENGTH),
  complete: z.boolean().default(false),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

const actionItemsSchema = z
  .array(actionItemSchema)
  .max(POST_LIST_MAX_ITEMS)
  .transform((items) =>
    items
      .map((item) => ({ action: item.action.trim(), complete: item.complete }))
      .filter((item) => item.action.length > 0),
  );

const textSchema = z.string().max(POST_TEXT_MAX_LENGTH);

/**
 * What a person writes. Everything else of a post (owner, pseudonym, approval, dates,
 * deletion, the unchecked count) is decided by the server; extra keys are dropped.
 */
export const postInputSchema = z.object({
  category: postCategorySchema,
  title: z.string().trim().max(POST_TITLE_MAX_LENGTH).default(''),
  mood: z.string().trim().max(MOOD_MAX_LENGTH).default(''),
  image: z.uuid().nullable().default(null),
  summary: textSchema.default(''),
  identity: textSchema.default(''),
  intention: textSchema.default(''),
  choices: stringListSchema.default([]),
  /** An index into `choices` (at most POST_LIST_MAX_ITEMS of them). */
  choiceSelected: z
    .number()
    .int()
    .min(0)
    .max(POST_LIST_MAX_ITEMS - 1)
    .nullable()
    .default(null),
  unexpected: textSchema.default(''),
  currentSituation: textSchema.default(''),
  basicNegativeBeliefs: stringListSchema.default([]),
  negativeBeliefs: stringListSchema.default([]),
  wall: stringListSchema.default([]),
  preferredBeliefs: stringListSchema.default([]),
  positiveBeliefs: textSchema.default(''),
  preferredFeelings: textSchema.default(''),
  preferredFeelingsList: feelingsListSchema.default([]),
  preferredThoughts: textSchema.default(''),
  feelingsList: feelingsListSchema.default([]),
  answer: textSchema.default(''),
  actionItems: actionItemsSchema.default([]),
  actionItems2: stringListSchema.default([]),
  actionItemsNot: stringListSchema.default([]),
  nextActionItems: stringListSchema.default([]),
  evidence: textSchema.default(''),
  instructions: textSchema.default(''),
  thisWillWorkBecause: textSchema.default(''),
  yearsToManifest: yearsToManifestSchema.default(DEFAULT_YEARS_TO_MANIFEST),
  shareForResearch: z.boolean().default(false),
  shareForFeedback: z.boolean().default(false),
  draft: z.boolean().default(false),
});
export type PostInput = z.input<typeof postInputSchema>;
export type ParsedPostInput = z.output<typeof postInputSchema>;

/**
 * A post is deleted by DELETE posts/{id} and by nothing else. A body that writes a post and says
 * `deleted: true` asks for what the route does not do: refused with a pointer, never ignored.
 * `false` (a post echoed back as it was read) asks for nothing and passes.
 */
export const notDeletedSchema = z
  .literal(false, {
    error: 'Saving never deletes a post: send DELETE /api/v1/posts/{id} to delete it.',
  })
  .optional();

/**
 * The body of POST posts: the post, with an optional id the client made for it. A client that
 * sends the same id again (a retry after a lost answer, an offline outbox) gets the post it
 * already created rather than a second one.
 */
export const createPostRequestSchema = postInputSchema.extend({
  id: z.uuid().optional(),
  deleted: notDeletedSchema,
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;
export type ParsedCreatePostRequest = z.output<typeof createPostRequestSchema>;

/** A moderator's decision on a shared post (spec: PUT posts/{id} with {approvalStatus}). */
export const moderatePostSchema = z.object({
  approvalStatus: z.enum(['approved', 'rejected']),
});

/**
 * The body of PUT posts/{id}, told apart by its shape: a full post (the author saving; it has
 * a category) or only `{approvalStatus}` (a moderator's decision); `deleted: true` in either
 * is refused (notDeletedSchema), before the shapes are told apart so that the refusal says why.
 */
export const updatePostRequestSchema = z
  .object({ deleted: notDeletedSchema })
  .and(z.union([postInputSchema, moderatePostSchema]));
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

export const postSchema = z.object({
  _id: z.uuid(),
  /** The author's id, only ever sent to the author (community views never name anyone). */
  user: z.uuid().optional(),
  isOwner: z.boolean(),
  /** Index into the pseudonymous display users; null until first shared. */
  fakeUser: z.number().int().nullable(),
  category: postCategorySchema,
  title: z.string(),
  mood: z.string(),
  image: z.uuid().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  summary: z.string(),
  identity: z.string(),
  intention: z.string(),
  choices: z.array(z.string()),
  choiceSelected: z.number().int().nullable(),
  unexpected: z.string(),
  currentSituation: z.string(),
  basicNegativeBeliefs: z.array(z.string()),
  negativeBeliefs: z.array(z.string()),
  wall: z.array(z.string()),
  preferredBeliefs: z.array(z.string()),
  positiveBeliefs: z.string(),
  preferredFeelings: z.string(),
  preferredFeelingsList: z.array(z.string()),
  preferredThoughts: z.string(),
  feelingsList: z.array(z.string()),
  answer: z.string(),
  actionItems: z.array(z.object({ action: z.string(), complete: z.boolean() })),
  actionItems2: z.array(z.string()),
  actionItemsNot: z.array(z.string()),
  nextActionItems: z.array(z.string()),
  evidence: z.string(),
  instructions: z.string(),
  uncheckedItems: z.number().int(),
  thisWillWorkBecause: z.string(),
  yearsToManifest: z.number(),
  shareForResearch: z.boolean(),
  shareForFeedback: z.boolean(),
  approvalStatus: approvalStatusSchema,
  draft: z.boolean(),
  created: z.iso.datetime({ offset: true }),
  lastUpdate: z.iso.datetime({ offset: true }),
});
export type Post = z.infer<typeof postSchema>;

/**
 * A post's writing and sharing choices: the fields named and typed the same in a request, a
 * stored row, an answer and an archive. One list, so a new field is one change here (the
 * archive's versioned list is checked against it in its tests).
 */
export const POST_WRITING_FIELDS = [
  'summary',
  'identity',
  'intention',
  'choices',
  'choiceSelected',
  'unexpected',
  'currentSituation',
  'basicNegativeBeliefs',
  'negativeBeliefs',
  'wall',
  'preferredBeliefs',
  'positiveBeliefs',
  'preferredFeelings',
  'preferredFeelingsList',
  'preferredThoughts',
  'feelingsList',
  'answer',
  'actionItems',
  'actionItems2',
  'actionItemsNot',
  'nextActionItems',
  'evidence',
  'instructions',
  'thisWillWorkBecause',
  'yearsToManifest',
  'shareForResearch',
  'shareForFeedback',
  'draft',
] as const satisfies ReadonlyArray<keyof Post>;

export type PostWriting = Pick<Post, (typeof POST_WRITING_FIELDS)[number]>;

/** Only the writing fields of a request, row or post (never its id, owner or review state). */
export function pickPostWriting(source: PostWriting): PostWriting {
  const writing: Record<string, unknown> = {};
  for (const field of POST_WRITING_FIELDS) writing[field] = source[field];
  return writing as PostWriting;
}

export const postResponseSchema = z.object({ data: postSchema });

/**
 * GET posts/{id}: the post with the suggestions the viewer may see (spec section 6):
 * moderators all of them, the author the approved ones, anyone else none. Lists and saves
 * answer the post without suggestions (`postSchema`), so that a page of posts stays one query.
 */
export const postDetailSchema = postSchema.extend({ feedback: z.array(feedbackItemSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postDetailResponseSchema = z.object({ data: postDetailSchema });

/** The three views of spec section 4 "Paging": mine, approved shared, shared needing review. */
export const postListFilterSchema = z.enum(['mine', 'community', 'review']);
export type PostListFilter = z.infer<typeof postListFilterSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The spec's own way to ask for a shared view (spec section 7, GET posts): `shareForFeedback=true`
 * with `approvalStatus=approved` is the community, with `approvalStatus=needs_review` the review.
 * They name a view, like `filter`; any other use of them is refused, never ignored.
 */
const SHARED_VIEW_BY_STATUS = { approved: 'community', needs_review: 'review' } as const;

export const listPostsQuerySchema = z
  .object({
    /** The view; `mine` when neither it nor the spec's shareForFeedback/approvalStatus say. */
    filter: postListFilterSchema.optional(),
    shareForFeedback: z
      .enum(['true'], { error: 'shareForFeedback names the shared views: only true.' })
      .optional(),
    approvalStatus: z
      .enum(['approved', 'needs_review'], {
        error: 'approvalStatus names a shared view: approved (community) or needs_review (review).',
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_POSTS_PER_PAGE).default(POSTS_PER_PAGE),
    /** Opaque cursors from a previous page: older than `starting_after`, newer than `ending_before`. */
    starting_after: z.string().max(200).optional(),
    ending_before: z.string().max(200).optional(),
    /** A filter category; `manifest` includes `manifestwall` (spec "Posts list widget"). */
    category: postCategorySchema.optional(),
    draft: booleanQuery.optional(),
    count_posts: booleanQuery.optional(),
  })
  .transform(({ filter, shareForFeedback, approvalStatus, ...rest }, context) => {
    if ((shareForFeedback === undefined) !== (approvalStatus === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'shareForFeedback=true and approvalStatus name a shared view together.',
        path: [shareForFeedback === undefined ? 'shareForFeedback' : 'approvalStatus'],
      });
      return z.NEVER;
    }
    const sharedView = approvalStatus ? SHARED_VIEW_BY_STATUS[approvalStatus] : undefined;
    if (filter && sharedView && filter !== sharedView) {
      context.addIssue({
        code: 'custom',
        message: `filter=${filter} and approvalStatus=${approvalStatus} name different views.`,
        path: ['filter'],
      });
      return z.NEVER;
    }
    return { ...rest, filter: filter ?? sharedView ?? 'mine' };
  });
export type ListPostsQuery = z.input<typeof listPostsQuerySchema>;

export const postListResponseSchema = z.object({
  data: z.array(postSchema),
  /** More posts lie past the last one (older). */
  has_more: z.boolean(),
  /** More posts lie before the first one (newer). */
  has_more_after: z.boolean(),
  /** Pass as `starting_after` for the next (older) page; null on an empty page. */
  next_cursor: z.string().nullable(),
  /** Pass as `ending_before` for the previous (newer) page; null on an empty page. */
  previous_cursor: z.string().nullable(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const postCountResponseSchema = z.object({ data: z.number().int() });
