import type { Post } from '@app/domain/posts.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/*
 * The current excitement (spec section 3): the person's draft excitement post. Read by the top
 * bar, the dashboard and the excitement pages, so it lives outside any one feature.
 */

export const currentExcitementQueryKey = ['excitement', 'current'] as const;

/** `GET /excitement/current`: the draft excitement post, or null when there is none. */
export async function getCurrentExcitement(signal?: AbortSignal): Promise<Post | null> {
  const response = await apiRequest('/excitement/current', {
    schema: () =>
      import('@app/domain/excitement.schemas.ts').then((m) => m.currentExcitementResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const currentExcitementQueryOptions = queryOptions({
  queryKey: currentExcitementQueryKey,
  queryFn: ({ signal }) => getCurrentExcitement(signal),
});

export function useCurrentExcitement() {
  return useQuery(currentExcitementQueryOptions);
}
