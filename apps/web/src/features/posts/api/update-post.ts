import { type Post, type PostInput, postResponseSchema } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { postQueryKeys, refreshPostLists } from './post-query-keys.ts';

/** `PUT /posts/{id}` with the whole post, as the form holds it (the server never deletes here). */
export async function updatePost({
  postId,
  body,
}: {
  postId: string;
  body: PostInput;
}): Promise<Post> {
  const response = await apiRequest(`/posts/${encodeURIComponent(postId)}`, {
    method: 'PUT',
    body,
    schema: postResponseSchema,
  });
  return response.data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => {
      queryClient.setQueryData(postQueryKeys.detail(post._id), post);
      void refreshPostLists(queryClient);
    },
  });
}
