import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { type PostCountParams, postQueryKeys } from '@/lib/post-query-keys.ts';
import { toListPostsSearch } from './list-posts.ts';

/** `GET /posts?count_posts=true`: how many posts the view holds, for "Showing X-Y of N". */
export async function countPosts(
  { filter, category }: PostCountParams,
  signal?: AbortSignal,
): Promise<number> {
  const search = toListPostsSearch({
    filter,
    category: category ?? undefined,
    count_posts: 'true',
  });
  const response = await apiRequest(`/posts?${search}`, {
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postCountResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function countPostsQueryOptions(params: PostCountParams) {
  return queryOptions({
    queryKey: postQueryKeys.count(params),
    queryFn: ({ signal }) => countPosts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCountPosts(params: PostCountParams) {
  return useQuery(countPostsQueryOptions(params));
}
