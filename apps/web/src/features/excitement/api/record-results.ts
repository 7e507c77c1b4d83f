import type { Post } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentExcitementQueryKey } from '@/lib/current-excitement.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';
import { updatePost } from '@/lib/update-post.ts';
import { excitementQueryKeys } from './excitement-query-keys.ts';

/**
 * Records an excitement's results: the whole post through `PUT /posts/{id}` with
 * `draft: false` (a field left out would be saved empty). A draft stops being the current
 * excitement.
 */
export function useRecordResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => {
      queryClient.setQueryData(excitementQueryKeys.post(post._id), post);
      queryClient.setQueryData<Post | null>(currentExcitementQueryKey, (current) =>
        current?._id === post._id ? null : current,
      );
      // Every posts list, count and page showing it fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
