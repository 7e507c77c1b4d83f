import { type FeelingsOverview, feelingsResponseSchema } from '@app/domain/feelings.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const feelingsQueryKey = ['feelings'] as const;

/** What the page shows before anything is logged, and after Clear. */
export const EMPTY_FEELINGS: FeelingsOverview = { recent: [], trending: [], total: 0 };

/** `GET /feelings`: the last 10 (newest first), the trending top 10 and the total. */
export async function getFeelings(signal?: AbortSignal): Promise<FeelingsOverview> {
  const response = await apiRequest('/feelings', {
    schema: feelingsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const feelingsQueryOptions = queryOptions({
  queryKey: feelingsQueryKey,
  queryFn: ({ signal }) => getFeelings(signal),
});

export function useFeelings() {
  return useQuery(feelingsQueryOptions);
}
