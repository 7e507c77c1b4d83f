import { SEARCH_RESULTS_PER_PAGE } from '@app/domain/limits.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { SearchPostsQuery, SearchPostsResponse } from '@app/domain/search.schemas.ts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

export interface SearchParams {
  q: string;
  category: PostCategory | null;
  /** Instants (ISO): the start of the first day and of the day after the last. */
  from: string | null;
  to: string | null;
}

/** The query string of `GET /search`, typed by the API's own schema. */
function toSearchQueryString(query: SearchPostsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

export async function searchPosts(
  { q, category, from, to }: SearchParams,
  offset: number,
  signal?: AbortSignal,
): Promise<SearchPostsResponse> {
  const search = toSearchQueryString({
    q,
    category: category ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    limit: SEARCH_RESULTS_PER_PAGE,
    offset,
  });
  return apiRequest(`/search?${search}`, {
    schema: () => import('@app/domain/search.schemas.ts').then((m) => m.searchPostsResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export function searchPostsQueryOptions(params: SearchParams) {
  return infiniteQueryOptions({
    // Under the posts lists' key: a post saved or deleted anywhere refreshes the results too.
    queryKey: [...postQueryKeys.lists, 'search', params] as const,
    queryFn: ({ pageParam, signal }) => searchPosts(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.next_offset ?? undefined,
    // A new search keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSearchPosts(params: SearchParams, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...searchPostsQueryOptions(params), enabled });
}
