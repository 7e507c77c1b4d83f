import { SEARCH_RESULTS_PER_PAGE } from '@app/domain/limits.ts';
import type { PostCategory } from '@app/domain/post-types.ts';
import type { SearchPostsQuery, SearchPostsResponse } from '@app/domain/search.schemas.ts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { postRequest, toQueryString } from '@/api/posts.ts';
import { postQueryKeys } from '@/api/query-keys.ts';
import { getOpenJournal } from '@/lib/seal/open-journal.ts';

export interface SearchParams {
  q: string;
  category: PostCategory | null;
  /** Instants (ISO): the start of the first day and of the day after the last. */
  from: string | null;
  to: string | null;
}

async function searchPosts(
  { q, category, from, to }: SearchParams,
  offset: number,
  queryClient: QueryClient,
  signal?: AbortSignal,
): Promise<SearchPostsResponse> {
  // A sealed journal is searched on the device: the server holds none of its words.
  const journal = getOpenJournal();
  if (journal) {
    const { searchOnDevice } = await import('@/lib/seal/device-search.ts');
    return searchOnDevice(journal, queryClient, {
      q: q.trim(),
      category,
      from,
      to,
      limit: SEARCH_RESULTS_PER_PAGE,
      offset,
    });
  }
  const search = toQueryString<SearchPostsQuery>({
    q,
    category: category ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    limit: SEARCH_RESULTS_PER_PAGE,
    offset,
  });
  return postRequest(`/search?${search}`, {
    schema: 'search.searchPostsResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

function searchPostsQueryOptions(params: SearchParams, queryClient: QueryClient) {
  return infiniteQueryOptions({
    // Under the posts lists' key: a post saved or deleted anywhere refreshes the results too.
    queryKey: [...postQueryKeys.lists, 'search', params] as const,
    queryFn: ({ pageParam, signal }) => searchPosts(params, pageParam, queryClient, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.next_offset ?? undefined,
    // A new search keeps the last results on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSearchPosts(params: SearchParams, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({ ...searchPostsQueryOptions(params, queryClient), enabled });
}
