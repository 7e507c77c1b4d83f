import type { Post, PostInput } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { cacheSavedPost, refreshPostLists } from '@/lib/post-query-keys.ts';

/** `PUT /posts/{id}` with the whole post, as a form holds it (the server never deletes here). */
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
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postResponseSchema),
  });
  return response.data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => {
      cacheSavedPost(queryClient, post);
      void refreshPostLists(queryClient);
    },
  });
}
