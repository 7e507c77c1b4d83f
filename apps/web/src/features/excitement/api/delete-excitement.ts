import type { Post } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContentSchema } from '@/lib/api-client.ts';
import { currentExcitementQueryKey } from '@/lib/current-excitement.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';
import { excitementQueryKeys } from './excitement-query-keys.ts';

/** `DELETE /posts/{id}`: a soft delete (spec section 4); a current excitement ends with it. */
export function deleteExcitement(postId: string): Promise<void> {
  return apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    method: 'DELETE',
    schema: noContentSchema,
  });
}

export function useDeleteExcitement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExcitement,
    meta: { handlesOwnErrors: true },
    onSuccess: (_nothing, postId) => {
      // Marked stale, not refetched: the page leaves at once, and the post is gone (404).
      void queryClient.invalidateQueries({
        queryKey: excitementQueryKeys.post(postId),
        refetchType: 'none',
      });
      queryClient.setQueryData<Post | null>(currentExcitementQueryKey, (current) =>
        current?._id === postId ? null : current,
      );
      // Every posts list and count fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
