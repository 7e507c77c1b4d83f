import type { TakeActionRequest } from '@app/domain/excitement.schemas.ts';
import { type Post, postResponseSchema } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentExcitementQueryKey } from '@/lib/current-excitement.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';
import { notifyRequestError } from '@/lib/subscription-required.tsx';

/**
 * `POST /excitement` ("I'm Taking Action"): the server creates the draft excitement post,
 * titled with the chosen option in title case; it becomes the current excitement.
 */
export async function takeAction(body: TakeActionRequest): Promise<Post> {
  const response = await apiRequest('/excitement', {
    method: 'POST',
    body,
    schema: postResponseSchema,
  });
  return response.data;
}

/** Errors go to a red notification (spec section 8); the options stay as they are. */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeAction,
    // The shared handler's notification, with a link to Billing when the access rule refused.
    meta: { handlesOwnErrors: true },
    onError: notifyRequestError,
    onSuccess: (excitement) => {
      // The top bar shows the new excitement on the very next page.
      queryClient.setQueryData(currentExcitementQueryKey, excitement);
      // A new excitement post: every posts list and count fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
