import type { SaveIdentityRequest } from '@app/domain/identity.schemas.ts';
import type { ActionItem, Post } from '@app/domain/posts.schemas.ts';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { postRequest, requestPostList } from '@/api/posts.ts';
import { identityQueryKey, postQueryKeys } from '@/api/query-keys.ts';
import { sealChangesOf } from '@/api/sealed-posts.ts';
import { getSealingJournal } from '@/lib/seal/open-journal.ts';

/*
 * The identity record: the top bar's "Preferred You" list, the dashboard (its slides and the
 * Identity button), the excitement flow ("identity" leads to /identity) and the identity page
 * all read it.
 *
 * One cache entry holds the person's identity post, or null while they have none. Showing
 * the top bar or the dashboard only looks (`GET /posts`, category identity): merely signing
 * in must not write a post into the person's list. The identity page, the Identity button and
 * a save ask the server for the record itself, which creates it on first need (docs/product.md
 * section 4), and fill the same entry.
 */

/** The person's identity post if they have one; creates nothing. */
async function findIdentity(signal?: AbortSignal): Promise<Post | null> {
  const response = await requestPostList(
    { filter: 'mine', category: 'identity', limit: 1 },
    signal,
  );
  return response.data[0] ?? null;
}

/** `GET /identity`: the identity post, created on first need ("My Self Definition"). */
async function getOrCreateIdentity(signal?: AbortSignal): Promise<Post> {
  const response = await postRequest('/identity', {
    schema: 'identity.identityResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/*
 * Both read the identity post afresh whenever a screen showing it opens: it can also change
 * through the generic post form (the dashboard's Identity button), which does not know this
 * cache.
 */

/** For screens that show the identity if there is one: the top bar, the dashboard. */
export const identityQueryOptions = queryOptions({
  queryKey: identityQueryKey,
  queryFn: ({ signal }): Promise<Post | null> => findIdentity(signal),
  staleTime: 0,
});

/** For the identity page, which edits the record and so has it created when missing. */
export const identityRecordQueryOptions = queryOptions({
  queryKey: identityQueryKey,
  queryFn: ({ signal }): Promise<Post | null> => getOrCreateIdentity(signal),
  staleTime: 0,
});

export function useIdentity() {
  return useQuery(identityQueryOptions);
}

/** The identity post, created if the person has none yet, and remembered for every screen. */
export async function ensureIdentity(queryClient: QueryClient): Promise<Post> {
  const identity = await getOrCreateIdentity();
  queryClient.setQueryData(identityQueryKey, identity);
  return identity;
}

/**
 * `PUT /identity`: the whole identity form; a field left out would be saved empty. A sealed
 * journal sends the identity's writing sealed, the form's fields over what it holds.
 */
async function saveIdentity(body: SaveIdentityRequest): Promise<Post> {
  const current = getSealingJournal() ? await getOrCreateIdentity() : null;
  const sealed = current ? await sealChangesOf(current, body) : null;
  const response = await postRequest('/identity', {
    method: 'PUT',
    body: sealed && current ? { image: body.image ?? current.image, sealed } : body,
    schema: 'identity.identityResponseSchema',
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

/**
 * `PUT /identity/action-items`: only the "Preferred You" list, as the top bar holds it. A
 * sealed journal's items are in the identity's envelope: the identity is saved whole.
 */
async function saveActionItems(actionItems: ActionItem[]): Promise<Post> {
  if (getSealingJournal()) return saveIdentity({ actionItems });
  const response = await postRequest('/identity/action-items', {
    method: 'PUT',
    body: { actionItems },
    schema: 'identity.identityResponseSchema',
  });
  return response.data;
}

/** Errors go to the shared red notification (docs/product.md section 8): the list has no error field. */
export function useSaveActionItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActionItems,
    onSuccess: (identity) => {
      queryClient.setQueryData(identityQueryKey, identity);
      // Adding or rewording items is an edit of the identity post, which the lists show.
      void queryClient.invalidateQueries({ queryKey: postQueryKeys.all });
    },
  });
}
