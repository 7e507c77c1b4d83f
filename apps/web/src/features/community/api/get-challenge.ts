import { type Challenge, challengeResponseSchema } from '@app/domain/community.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const challengeQueryKey = ['challenge'] as const;

/** `GET /challenge`: whether this person is in, places taken, the start date and length. */
export async function getChallenge(signal?: AbortSignal): Promise<Challenge> {
  const response = await apiRequest('/challenge', {
    schema: challengeResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const challengeQueryOptions = queryOptions({
  queryKey: challengeQueryKey,
  queryFn: ({ signal }) => getChallenge(signal),
  // Places go quickly near the end: the count on screen should be the count now.
  staleTime: 0,
});

export function useChallenge() {
  return useQuery(challengeQueryOptions);
}
