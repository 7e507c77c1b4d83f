import type { Post } from '@app/domain/posts.schemas.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/*
 * The identity record lives here rather than in the identity feature: the top bar's
 * "Preferred You" list, the dashboard (its slides and the Identity button), the excitement
 * flow ("identity" leads to /identity) and the identity page all read it, and features may
 * not import each other.
 *
 * One cache entry holds the person's identity post, or null while they have none. Showing
 * the top bar or the dashboard only looks (`GET /posts`, category identity): merely signing
 * in must not write a post into the person's list. The identity page, the Identity button and
 * a save ask the server for the record itself, which creates it on first need (spec
 * section 4), and fill the same entry.
 */

export const identityQueryKey = ['identity'] as const;

/** The person's identity post if they have one; creates nothing. */
export async function findIdentity(signal?: AbortSignal): Promise<Post | null> {
  const search = new URLSearchParams({ filter: 'mine', category: 'identity', limit: '1' });
  const response = await apiRequest(`/posts?${search}`, {
    schema: () => import('@app/domain/posts.schemas.ts').then((m) => m.postListResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data[0] ?? null;
}

/** `GET /identity`: the identity post, created on first need ("My Self Definition"). */
export async function getOrCreateIdentity(signal?: AbortSignal): Promise<Post> {
  const response = await apiRequest('/identity', {
    schema: () => import('@app/domain/identity.schemas.ts').then((m) => m.identityResponseSchema),
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

/** Action items not yet done: the number on the top bar's "Preferred You" badge. */
export function countUncheckedItems(items: readonly { complete: boolean }[]): number {
  return items.filter((item) => !item.complete).length;
}
