import {
  type Post,
  postResponseSchema,
  type UpdatePostRequest,
} from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { cacheSavedPost, refreshPostLists } from '@/lib/post-query-keys.ts';

type ModerationDecision = Extract<UpdatePostRequest, { approvalStatus: unknown }>['approvalStatus'];

/** A moderator's decision: `PUT /posts/{id}` with only `{approvalStatus}` (spec section 7). */
export async function moderatePost({
  postId,
  approvalStatus,
}: {
  postId: string;
  approvalStatus: ModerationDecision;
}): Promise<Post> {
  const response = await apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    method: 'PUT',
    body: { approvalStatus } satisfies UpdatePostRequest,
    schema: postResponseSchema,
  });
  return response.data;
}

/** Errors go to the shared red notification (spec section 8): the buttons have no field. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    onSuccess: (post) => {
      cacheSavedPost(queryClient, post);
      // The post leaves the review list and may join the community one.
      void refreshPostLists(queryClient);
    },
  });
}
