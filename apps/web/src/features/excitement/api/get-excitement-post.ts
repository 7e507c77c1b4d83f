import { type Post, postResponseSchema } from '@app/domain/posts.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { excitementQueryKeys } from './excitement-query-keys.ts';

/**
 * `GET /posts/{id}` for an earlier excitement whose results are edited again (spec
 * "Excitement end", `?postid=`); 404 when it does not exist or is not this person's.
 */
export async function getExcitementPost(postId: string, signal?: AbortSignal): Promise<Post> {
  const response = await apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    schema: postResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function excitementPostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: excitementQueryKeys.post(postId),
    queryFn: ({ signal }) => getExcitementPost(postId, signal),
  });
}

export function useExcitementPost(postId: string) {
  return useQuery(excitementPostQueryOptions(postId));
}
