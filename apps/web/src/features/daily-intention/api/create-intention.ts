import type { Post, PostInput } from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { cacheSavedPost, refreshPostLists } from '@/lib/post-query-keys.ts';

/** `POST /posts` with a new daily intention (a post of category manifest). */
export async function createIntention(body: PostInput): Promise<Post> {
  const response = await apiRequest('/posts', {
    method: 'POST',
    body,
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postResponseSchema),
  });
  return response.data;
}

export function useCreateIntention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntention,
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => {
      // The post page opens next and shows it at once, without asking again.
      cacheSavedPost(queryClient, post);
      void refreshPostLists(queryClient);
    },
  });
}
