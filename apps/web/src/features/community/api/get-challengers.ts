import { type Challenger, challengersResponseSchema } from '@app/domain/community.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const challengersQueryKey = ['challengers'] as const;

/** `GET /challengers`: the participants, moderators only (403 for anyone else). */
export async function getChallengers(signal?: AbortSignal): Promise<Challenger[]> {
  const response = await apiRequest('/challengers', {
    schema: challengersResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const challengersQueryOptions = queryOptions({
  queryKey: challengersQueryKey,
  queryFn: ({ signal }) => getChallengers(signal),
});

export function useChallengers({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...challengersQueryOptions, enabled: isEnabled });
}
