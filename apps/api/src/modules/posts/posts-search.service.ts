import { MAX_SEARCH_OFFSET } from '@app/domain/limits.ts';
import type { ParsedSearchPostsQuery, SearchPostsResponse } from '@app/domain/search.schemas.ts';
import type { Database } from '../../db/client.ts';
import { toPost } from './posts.service.ts';
import { buildSearchQuery, toHighlightSegments } from './posts-search.repository.ts';

/**
 * The person's posts matching the words, best first. Never another person's post, never a
 * deleted one. Ranked results cannot be paged by a cursor on the list order, so pages go by
 * offset; every page ranks all the person's matches anyway, which the GIN index finds.
 */
export async function searchOwnPosts(
  db: Database,
  userId: string,
  options: ParsedSearchPostsQuery,
): Promise<SearchPostsResponse> {
  const rows = await buildSearchQuery(db, userId, options);
  const { limit, offset } = options;
  const page = rows.slice(0, limit);
  const nextOffset = offset + limit;
  const hasMore = rows.length > limit && nextOffset <= MAX_SEARCH_OFFSET;
  return {
    data: page.map(({ titleHeadline, snippetHeadline, ...row }) => ({
      post: toPost(row, userId),
      title: toHighlightSegments(titleHeadline),
      snippet: toHighlightSegments(snippetHeadline),
    })),
    has_more: hasMore,
    next_offset: hasMore ? nextOffset : null,
  };
}
