import {
  type SubmitFeedbackRequest,
  submitFeedbackResponseSchema,
} from '@app/domain/community.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/**
 * `PUT /posts/{id}/feedback`: a suggestion on someone else's post, waiting for a moderator
 * (spec section 4 "Feedback approvalStatus"). 409 when the post is not open for suggestions.
 */
export async function submitFeedback({
  postId,
  body,
}: {
  postId: string;
  body: SubmitFeedbackRequest;
}): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(postId)}/feedback`, {
    method: 'PUT',
    body,
    schema: submitFeedbackResponseSchema,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // The form shows the server's message under the field and keeps the text for another try.
    meta: { handlesOwnErrors: true },
    // A moderator sees every suggestion, their own included; for anyone else nothing changes.
    onSuccess: (_nothing, { postId }) =>
      queryClient.invalidateQueries({ queryKey: postQueryKeys.detail(postId) }),
  });
}
