import type { ActionItem, Post } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { identityQueryKey } from '@/lib/identity.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/** `PUT /identity/action-items`: only the "Preferred You" list, as the top bar holds it. */
export async function saveActionItems(actionItems: ActionItem[]): Promise<Post> {
  const response = await apiRequest('/identity/action-items', {
    method: 'PUT',
    body: { actionItems },
    schema: () => import('@app/domain/identity.schemas.ts').then((m) => m.identityResponseSchema),
  });
  return response.data;
}

/** Errors go to the shared red notification (spec section 8): the list has no error field. */
export function useSaveActionItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActionItems,
    onSuccess: (identity) => {
      queryClient.setQueryData(identityQueryKey, identity);
      // Adding or rewording items is an edit of the identity post, which the lists show.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
