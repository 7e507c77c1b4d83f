import {
  type CreatePostRequest,
  type Post,
  postResponseSchema,
} from '@app/domain/posts.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { type SentOrQueued, sendOrQueue } from '@/lib/offline/send-or-queue.ts';
import { cacheSavedPost, refreshPostLists } from '@/lib/post-query-keys.ts';

export async function createPost(body: CreatePostRequest): Promise<Post> {
  const response = await apiRequest('/posts', { method: 'POST', body, schema: postResponseSchema });
  return response.data;
}

/**
 * A new post, with an id the form made for it (so a retry never makes a second post). Without
 * a connection it is kept on the device and sent when the connection returns (decision 19).
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostRequest & { id: string }): Promise<SentOrQueued<Post>> =>
      sendOrQueue(queryClient, () => createPost(body), { id: body.id, kind: 'create-post', body }),
    // Offline too: it is what puts the post in the outbox.
    networkMode: 'always',
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (result) => {
      if (result.isQueued) return;
      // The detail page opens next: it shows the post at once, without asking again.
      cacheSavedPost(queryClient, result.answer);
      void refreshPostLists(queryClient);
    },
  });
}
