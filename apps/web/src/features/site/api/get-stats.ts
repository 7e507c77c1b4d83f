import { STATS_REFRESH_MS } from '@app/domain/limits.ts';
import type { Stats } from '@app/domain/site.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export async function getStats(signal?: AbortSignal): Promise<Stats> {
  const response = await apiRequest('/stats', {
    schema: () => import('@app/domain/site.schemas.ts').then((m) => m.statsResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const statsQueryOptions = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => getStats(signal),
  // Spec section 4: public counts refresh every 2 hours; they are not worth more traffic.
  staleTime: STATS_REFRESH_MS,
  refetchInterval: STATS_REFRESH_MS,
});

export function useStats(enabled: boolean) {
  return useQuery({ ...statsQueryOptions, enabled });
}
