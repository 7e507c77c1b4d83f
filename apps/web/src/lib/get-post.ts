import type { PostDetail } from '@app/domain/posts.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/**
 * `GET /posts/{id}`: the post and the suggestions this person may see on it (spec section 6);
 * 404 when the post does not exist or is not this person's to see. The post page and the
 * forms that edit a post (the post form, the daily intention) share it.
 */
export async function getPost(postId: string, signal?: AbortSignal): Promise<PostDetail> {
  const response = await apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postDetailResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postQueryKeys.detail(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });
}

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
