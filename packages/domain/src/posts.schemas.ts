import { feedbackItemSchema } from './community.schemas.ts';
import { POST_CATEGORIES } from './post-categories.ts';
import {
  DEFAULT_YEARS_TO_MANIFEST,
  POST_FIELD_NAMES,
  POST_FIELDS,
  type PostFieldKind,
  type PostFieldName,
  type PostFieldSpec,
  YEARS_TO_MANIFEST_OPTIONS,
} from './post-fields.ts';
import {
  MAX_POSTS_PER_PAGE,
  POST_LIST_ITEM_MAX_LENGTH,
  POST_LIST_MAX_ITEMS,
  POST_TEXT_MAX_LENGTH,
  POSTS_PER_PAGE,
} from './post-limits.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { z } from './zod.ts';

export const postCategorySchema = z.enum(POST_CATEGORIES);

export const approvalStatusSchema = z.enum(['', 'approved', 'needs_review', 'rejected']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

const yearsValues = YEARS_TO_MANIFEST_OPTIONS.map((o) => o.value);
export const yearsToManifestSchema = z
  .number()
  .refine((value) => (yearsValues as number[]).includes(value), {
    message: `yearsToManifest must be one of ${yearsValues.join(', ')}`,
  });

/** A list field: blank items are dropped and the rest trimmed (docs/product.md section 5). */
const stringListSchema = z
  .array(z.string().max(POST_LIST_ITEM_MAX_LENGTH))
  .max(POST_LIST_MAX_ITEMS)
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** Feelings are single words or short phrases, trimmed and lower-cased (docs/product.md section 5). */
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

/** A field's request schema, by its kind in the table (post-fields.ts): blank values allowed. */
const INPUT_SCHEMA_OF_KIND = {
  line: (spec: PostFieldSpec) =>
    z
      .string()
      .trim()
      .max(spec.max ?? POST_TEXT_MAX_LENGTH)
      .default(''),
  text: (spec: PostFieldSpec) =>
    z
      .string()
      .max(spec.max ?? POST_TEXT_MAX_LENGTH)
      .default(''),
  list: () => stringListSchema.default([]),
  feelings: () => feelingsListSchema.default([]),
  actionItems: () => actionItemsSchema.default([]),
  /** An index into `choices` (at most POST_LIST_MAX_ITEMS of them). */
  choice: () =>
    z
      .number()
      .int()
      .min(0)
      .max(POST_LIST_MAX_ITEMS - 1)
      .nullable()
      .default(null),
  years: () => yearsToManifestSchema.default(DEFAULT_YEARS_TO_MANIFEST),
  flag: () => z.boolean().default(false),
} satisfies Record<PostFieldKind, (spec: PostFieldSpec) => z.ZodType>;

/** A field's answer schema, by its kind in the table. */
const RESPONSE_SCHEMA_OF_KIND = {
  line: () => z.string(),
  text: () => z.string(),
  list: () => z.array(z.string()),
  feelings: () => z.array(z.string()),
  actionItems: () => z.array(z.object({ action: z.string(), complete: z.boolean() })),
  choice: () => z.number().int().nullable(),
  years: () => z.number(),
  flag: () => z.boolean(),
} satisfies Record<PostFieldKind, () => z.ZodType>;

type ShapeOf<Schemas extends Record<PostFieldKind, (spec: PostFieldSpec) => z.ZodType>> = {
  [F in PostFieldName]: ReturnType<Schemas[(typeof POST_FIELDS)[F]['kind']]>;
};

function shapeOf<Schemas extends Record<PostFieldKind, (spec: PostFieldSpec) => z.ZodType>>(
  schemas: Schemas,
): ShapeOf<Schemas> {
  return Object.fromEntries(
    POST_FIELD_NAMES.map((name) => {
      const spec: PostFieldSpec = POST_FIELDS[name];
      return [name, schemas[spec.kind](spec)];
    }),
  ) as ShapeOf<Schemas>;
}

/**
 * What a person writes: the table's fields (post-fields.ts), the category and the picture.
 * Everything else of a post (owner, pseudonym, approval, dates, deletion, the unchecked
 * count) is decided by the server; extra keys are dropped.
 */
export const postInputSchema = z.object({
  category: postCategorySchema,
  image: z.uuid().nullable().default(null),
  ...shapeOf(INPUT_SCHEMA_OF_KIND),
  /**
   * A sealed journal's post: its private fields encrypted on the device (docs/decisions/0068). The
   * server then stores none of them plain, whatever the body's own fields say.
   */
  sealed: sealedEnvelopeSchema.nullable().default(null),
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

/** A moderator's decision on a shared post (docs/product.md: PUT posts/{id} with {approvalStatus}). */
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

/** The other journals an import reads (decision 0048). */
export const FOREIGN_JOURNALS = ['day-one', 'daylio', 'journiv', 'markdown', 'loop'] as const;
/**
 * Where an imported post came from: one of FOREIGN_JOURNALS, or `another-journal` for entries
 * imported before posts kept the name (decision 0064).
 */
export const importedFromSchema = z.enum([...FOREIGN_JOURNALS, 'another-journal']);
export type ImportedFrom = z.infer<typeof importedFromSchema>;

export const postSchema = z.object({
  _id: z.uuid(),
  /** The author's id, only ever sent to the author (community views never name anyone). */
  user: z.uuid().optional(),
  isOwner: z.boolean(),
  /** Index into the pseudonymous display users; null until first shared. */
  fakeUser: z.number().int().nullable(),
  category: postCategorySchema,
  image: z.uuid().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  ...shapeOf(RESPONSE_SCHEMA_OF_KIND),
  /** The private fields, sealed on the author's device; they are then blank above. */
  sealed: sealedEnvelopeSchema.nullable(),
  uncheckedItems: z.number().int(),
  approvalStatus: approvalStatusSchema,
  created: z.iso.datetime({ offset: true }),
  lastUpdate: z.iso.datetime({ offset: true }),
  /**
   * The journal an imported entry came from, or null for a post written here: an imported
   * entry was never a guided post, so its page shows only the steps that hold something.
   */
  importedFrom: importedFromSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

export type PostWriting = Pick<Post, PostFieldName>;

/** Only the table's fields of a request, row or post (never its id, owner or review state). */
export function pickPostWriting(source: PostWriting): PostWriting {
  const writing: Record<string, unknown> = {};
  for (const field of POST_FIELD_NAMES) writing[field] = source[field];
  return writing as PostWriting;
}

export const postResponseSchema = z.object({ data: postSchema });

/**
 * GET posts/{id}: the post with the suggestions the viewer may see (docs/product.md section 6):
 * moderators all of them, the author the approved ones, anyone else none. Lists and saves
 * answer the post without suggestions (`postSchema`), so that a page of posts stays one query.
 */
export const postDetailSchema = postSchema.extend({ feedback: z.array(feedbackItemSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postDetailResponseSchema = z.object({ data: postDetailSchema });

/** The three views of docs/product.md section 4 "Paging": mine, approved shared, shared needing review. */
export const postListFilterSchema = z.enum(['mine', 'community', 'review']);
export type PostListFilter = z.infer<typeof postListFilterSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The product's own way to ask for a shared view (docs/product.md section 7, GET posts): `shareForFeedback=true`
 * with `approvalStatus=approved` is the community, with `approvalStatus=needs_review` the review.
 * They name a view, like `filter`; any other use of them is refused, never ignored.
 */
const SHARED_VIEW_BY_STATUS = { approved: 'community', needs_review: 'review' } as const;

export const listPostsQuerySchema = z
  .object({
    /** The view; `mine` when neither it nor docs/product.md's shareForFeedback/approvalStatus say. */
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
    /** A filter category; `manifest` includes `manifestwall` (docs/product.md, "Posts list"). */
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

/** GET posts/deleted: a page of the person's recently deleted posts, newest deleted first. */
export const listDeletedPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_POSTS_PER_PAGE).default(POSTS_PER_PAGE),
  /** The opaque cursor of a previous page: deleted before the last post it showed. */
  starting_after: z.string().max(200).optional(),
});
export type ListDeletedPostsQuery = z.input<typeof listDeletedPostsQuerySchema>;

/** A recently deleted post: enough to recognise it, never its writing (decision 0064). */
export const deletedPostSchema = z.object({
  _id: z.uuid(),
  category: postCategorySchema,
  title: z.string(),
  /** A sealed post's title is in here (blank above): the device opens it. */
  sealed: sealedEnvelopeSchema.nullable(),
  created: z.iso.datetime({ offset: true }),
  deletedAt: z.iso.datetime({ offset: true }),
  /** Days left to restore it, a day begun counted whole: 30 just after deleting, 1 on the last. */
  daysLeft: z.number().int(),
});
export type DeletedPost = z.infer<typeof deletedPostSchema>;

export const deletedPostListResponseSchema = z.object({
  data: z.array(deletedPostSchema),
  /** More deleted posts lie past the last one (deleted earlier). */
  has_more: z.boolean(),
  /** Pass as `starting_after` for the next page; null when there is none. */
  next_cursor: z.string().nullable(),
});
export type DeletedPostListResponse = z.infer<typeof deletedPostListResponseSchema>;

export const postCountResponseSchema = z.object({ data: z.number().int() });

/** GET on-this-day: the person's time zone decides which calendar day is today. */
export const onThisDayQuerySchema = z.object({
  tz: timeZoneSchema,
});
export type OnThisDayQuery = z.input<typeof onThisDayQuerySchema>;

export const onThisDayYearSchema = z.object({
  year: z.number().int(),
  /** The posts of that day, newest first, at most ON_THIS_DAY_POSTS_PER_YEAR, as lists show them. */
  posts: z.array(postSchema),
  /** More posts were written that day than the answer holds. */
  hasMore: z.boolean(),
});
export type OnThisDayYear = z.infer<typeof onThisDayYearSchema>;

/** The earlier years with posts on this day, newest first, at most ON_THIS_DAY_MAX_YEARS. */
export const onThisDayResponseSchema = z.object({ data: z.array(onThisDayYearSchema) });
