import { type PostDetail, postDetailResponseSchema } from '@app/domain/posts.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/**
 * `GET /posts/{id}` for /manifest/{id}/edit: 404 when the post does not exist or is not this
 * person's to see. Cached under the posts' own key, so the post page and this form share it
 * (with the suggestions the post page shows).
 */
export async function getIntentionPost(postId: string, signal?: AbortSignal): Promise<PostDetail> {
  const response = await apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    schema: postDetailResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function intentionPostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postQueryKeys.detail(postId),
    queryFn: ({ signal }) => getIntentionPost(postId, signal),
  });
}

export function useIntentionPost(postId: string) {
  return useQuery(intentionPostQueryOptions(postId));
}
