import { STATS_REFRESH_MS } from '@app/domain/limits.ts';
import type { IdeaRequest, Stats } from '@app/domain/site.schemas.ts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { statsQueryKey } from '@/api/query-keys.ts';

async function getStats(signal?: AbortSignal): Promise<Stats> {
  const response = await apiRequest('/stats', {
    schema: 'site.statsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const statsQueryOptions = queryOptions({
  queryKey: statsQueryKey,
  queryFn: ({ signal }) => getStats(signal),
  // docs/product.md section 4: public counts refresh every 2 hours; they are not worth more traffic.
  staleTime: STATS_REFRESH_MS,
  refetchInterval: STATS_REFRESH_MS,
});

export function useStats(enabled: boolean) {
  return useQuery({ ...statsQueryOptions, enabled });
}

function sendIdea(body: IdeaRequest): Promise<{ success: true }> {
  return apiRequest('/ideas', { method: 'POST', body, schema: 'site.ideaResponseSchema' });
}

/** The ideas box shows its own error under the field, keeping what was written. */
export function useSendIdea() {
  return useMutation({ mutationFn: sendIdea, meta: { handlesOwnErrors: true } });
}
