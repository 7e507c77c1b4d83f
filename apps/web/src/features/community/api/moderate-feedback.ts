import {
  type FeedbackItem,
  feedbackItemResponseSchema,
  type ModerateFeedbackRequest,
} from '@app/domain/community.schemas.ts';
import type { PostDetail } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys } from '@/lib/post-query-keys.ts';

/**
 * `PUT /posts/{id}/feedback/{feedbackId}`: a moderator's edit and decision on one suggestion.
 * The text always travels with the status (spec section 7).
 */
export async function moderateFeedback({
  postId,
  feedbackId,
  body,
}: {
  postId: string;
  feedbackId: string;
  body: ModerateFeedbackRequest;
}): Promise<FeedbackItem> {
  const response = await apiRequest(
    `/posts/${encodeURIComponent(postId)}/feedback/${encodeURIComponent(feedbackId)}`,
    { method: 'PUT', body, schema: feedbackItemResponseSchema },
  );
  return response.data;
}

export function useModerateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateFeedback,
    // Each suggestion shows its own error beside its buttons.
    meta: { handlesOwnErrors: true },
    onSuccess: (item, { postId }) => {
      queryClient.setQueryData<PostDetail>(
        postQueryKeys.detail(postId),
        (post) =>
          post && {
            ...post,
            feedback: post.feedback.map((each) => (each._id === item._id ? item : each)),
          },
      );
    },
  });
}
