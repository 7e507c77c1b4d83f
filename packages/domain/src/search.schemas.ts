import {
  MAX_SEARCH_OFFSET,
  MAX_SEARCH_RESULTS_PER_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_PER_PAGE,
} from './limits.ts';
import { postCategorySchema, postSchema } from './posts.schemas.ts';
import { z } from './zod.ts';

const NUL = String.fromCharCode(0);

/**
 * An instant from the query string. The web sends the start of the person's first day and the
 * start of the day after their last, so that days are theirs, not the server's. Year 0 parses
 * in JavaScript but not in PostgreSQL, so it is refused here rather than failing there.
 */
const instantSchema = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .refine((date) => date.getUTCFullYear() >= 1, 'Choose a date after the year 0.');

/** GET /search: words typed naturally ("quoted phrases", or, -not), with optional filters. */
export const searchPostsQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, 'Type a word to search for.')
      .max(SEARCH_QUERY_MAX_LENGTH)
      // PostgreSQL refuses NUL in text; a query string can carry one (%00), unlike a JSON body.
      .refine((q) => !q.includes(NUL), 'That search has broken text.'),
    category: postCategorySchema.optional(),
    /** Posts written at or after this instant. */
    from: instantSchema.optional(),
    /** Posts written before this instant. */
    to: instantSchema.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_RESULTS_PER_PAGE)
      .default(SEARCH_RESULTS_PER_PAGE),
    offset: z.coerce.number().int().min(0).max(MAX_SEARCH_OFFSET).default(0),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The start date must be before the end date.',
    path: ['to'],
  });
export type SearchPostsQuery = z.input<typeof searchPostsQuerySchema>;
export type ParsedSearchPostsQuery = z.output<typeof searchPostsQuerySchema>;

/**
 * A piece of highlighted text: the words that matched have `match: true`. The server never
 * sends markup; the web wraps matches in <mark> itself, so a post's text is never HTML.
 */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

export const searchResultSchema = z.object({
  post: postSchema,
  /** The post's title with the matching words marked. */
  title: z.array(highlightSegmentSchema),
  /** Up to two passages of the rest of the post around the matching words; empty when blank. */
  snippet: z.array(highlightSegmentSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPostsResponseSchema = z.object({
  /** Best match first. */
  data: z.array(searchResultSchema),
  has_more: z.boolean(),
  /** Pass as `offset` for the next page; null when there is none. */
  next_offset: z.number().int().nullable(),
});
export type SearchPostsResponse = z.infer<typeof searchPostsResponseSchema>;
