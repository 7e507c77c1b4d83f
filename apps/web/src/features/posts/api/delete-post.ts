import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContentSchema } from '@/lib/api-client.ts';
import { postQueryKeys, refreshPostLists } from '@/lib/post-query-keys.ts';

/** `DELETE /posts/{id}`: a soft delete (spec section 4); the post vanishes everywhere. */
export function deletePost(postId: string): Promise<void> {
  return apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    schema: noContentSchema,
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (_nothing, postId) => {
      // Marked stale, not removed: removing it under the open form would refetch it at once
      // (a 404) before the form navigates away. Coming back to it later asks again.
      void queryClient.invalidateQueries({
        queryKey: postQueryKeys.detail(postId),
        refetchType: 'none',
      });
      void refreshPostLists(queryClient);
    },
  });
}
