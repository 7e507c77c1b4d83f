import type { TakeActionRequest } from '@app/domain/excitement.schemas.ts';
import { keepChosenOptions } from '@app/domain/excitement-choices.ts';
import type { Post } from '@app/domain/posts.schemas.ts';
import { toTitleCase } from '@app/domain/title-case.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePost, getPost, postRequest, updatePost } from '@/api/posts.ts';
import { currentExcitementQueryKey, excitementQueryKeys, postQueryKeys } from '@/api/query-keys.ts';
import { sealNewPost } from '@/api/sealed-posts.ts';

/*
 * The current excitement (docs/product.md section 3): the person's draft excitement post. Read by the top
 * bar, the dashboard and the excitement pages.
 */

/** `GET /excitement/current`: the draft excitement post, or null when there is none. */
async function getCurrentExcitement(signal?: AbortSignal): Promise<Post | null> {
  const response = await postRequest('/excitement/current', {
    schema: 'excitement.currentExcitementResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const currentExcitementQueryOptions = queryOptions({
  queryKey: currentExcitementQueryKey,
  queryFn: ({ signal }) => getCurrentExcitement(signal),
});

export function useCurrentExcitement() {
  return useQuery(currentExcitementQueryOptions);
}

/**
 * An earlier excitement whose results are edited again (docs/product.md, "Excitement end", `?postid=`),
 * through `GET /posts/{id}`; 404 when it does not exist or is not this person's.
 */
function excitementPostQueryOptions(postId: string) {
  return queryOptions({
    queryKey: excitementQueryKeys.post(postId),
    queryFn: ({ signal }): Promise<Post> => getPost(postId, signal),
  });
}

export function useExcitementPost(postId: string) {
  return useQuery(excitementPostQueryOptions(postId));
}

/**
 * `POST /excitement` ("I'm Taking Action"): the server creates the draft excitement post,
 * titled with the chosen option in title case; it becomes the current excitement.
 */
async function takeAction(body: TakeActionRequest): Promise<Post> {
  const response = await postRequest('/excitement', {
    method: 'POST',
    body: (await sealedTakeAction(body)) ?? body,
    schema: 'posts.postResponseSchema',
  });
  return response.data;
}

/**
 * A sealed journal's "I'm Taking Action": the device makes the draft's writing as the server
 * would (the options kept, the chosen one its title in title case) and seals it.
 */
async function sealedTakeAction(body: TakeActionRequest): Promise<TakeActionRequest | null> {
  if (!('choices' in body)) return null;
  const kept = keepChosenOptions(body.choices, body.choiceSelected);
  const title = toTitleCase(kept.choices[kept.choiceSelected] ?? '');
  return sealNewPost({ ...kept, title });
}

/**
 * Errors go to `onError` (the page's notification, with a link to Billing when the access rule
 * refused); the options stay as they are.
 */
export function useTakeAction(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeAction,
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: (excitement) => {
      // The top bar shows the new excitement on the very next page.
      queryClient.setQueryData(currentExcitementQueryKey, excitement);
      // A new excitement post: every posts list and count fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}

/**
 * Records an excitement's results: the whole post through `PUT /posts/{id}` with
 * `draft: false` (a field left out would be saved empty). A draft stops being the current
 * excitement.
 */
export function useRecordResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    // The form shows the server's message beside its Save button and keeps every word.
    meta: { handlesOwnErrors: true },
    onSuccess: (post) => {
      queryClient.setQueryData(excitementQueryKeys.post(post._id), post);
      queryClient.setQueryData<Post | null>(currentExcitementQueryKey, (current) =>
        current?._id === post._id ? null : current,
      );
      // Every posts list, count and page showing it fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}

/** `DELETE /posts/{id}`: a soft delete (docs/product.md section 4); a current excitement ends with it. */
export function useDeleteExcitement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { handlesOwnErrors: true },
    onSuccess: (_nothing, postId) => {
      // Marked stale, not refetched: the page leaves at once, and the post is gone (404).
      void queryClient.invalidateQueries({
        queryKey: excitementQueryKeys.post(postId),
        refetchType: 'none',
      });
      queryClient.setQueryData<Post | null>(currentExcitementQueryKey, (current) =>
        current?._id === postId ? null : current,
      );
      // Every posts list and count fetches again.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
