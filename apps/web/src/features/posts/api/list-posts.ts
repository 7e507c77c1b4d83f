import { POSTS_PER_PAGE } from '@app/domain/post-limits.ts';
import type { ListPostsQuery, PostListResponse } from '@app/domain/posts.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { preparePostDates } from '@/lib/post-display.ts';
import { type PostListParams, postQueryKeys } from '@/lib/post-query-keys.ts';

/** The query string of `GET /posts`, typed by the API's own schema. */
export function toListPostsSearch(query: ListPostsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

export async function listPosts(
  { filter, category, cursor }: PostListParams,
  signal?: AbortSignal,
): Promise<PostListResponse> {
  const search = toListPostsSearch({
    filter,
    limit: POSTS_PER_PAGE,
    category: category ?? undefined,
    starting_after: cursor?.direction === 'older' ? cursor.value : undefined,
    ending_before: cursor?.direction === 'newer' ? cursor.value : undefined,
  });
  return apiRequest(`/posts?${search}`, {
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postListResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export function listPostsQueryOptions(params: PostListParams) {
  return queryOptions({
    queryKey: postQueryKeys.list(params),
    queryFn: async ({ signal }) => {
      const page = await listPosts(params, signal);
      // The cards write dates: their formatter is made before they render.
      if (page.data.length > 0) await preparePostDates();
      return page;
    },
    // Paging keeps the current cards on screen (dimmed) until the next page arrives, so the
    // pager buttons do not jump under the person's finger.
    placeholderData: keepPreviousData,
  });
}

export function useListPosts(params: PostListParams) {
  return useQuery(listPostsQueryOptions(params));
}
