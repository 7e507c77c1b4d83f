import { identityResponseSchema, type SaveIdentityRequest } from '@app/domain/identity.schemas.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { identityQueryKey } from '@/lib/identity.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/** `PUT /identity`: the whole identity form; a field left out would be saved empty. */
export async function saveIdentity(body: SaveIdentityRequest): Promise<Post> {
  const response = await apiRequest('/identity', {
    method: 'PUT',
    body,
    schema: identityResponseSchema,
  });
  return response.data;
}

export function useSaveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdentity,
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (identity) => {
      // The top bar's list and the dashboard show the saved record at once.
      queryClient.setQueryData(identityQueryKey, identity);
      // The identity is a post: every posts list, count and page showing it fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
