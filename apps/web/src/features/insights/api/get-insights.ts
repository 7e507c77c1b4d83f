import { type Insights, insightsResponseSchema } from '@app/domain/insights.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { browserTimeZone } from './browser-time-zone.ts';

/** `GET /insights`: everything on the page but the charts over time. */
export async function getInsights(timeZone: string, signal?: AbortSignal): Promise<Insights> {
  const query = new URLSearchParams({ tz: timeZone });
  const response = await apiRequest(`/insights?${query}`, {
    schema: insightsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const insightsQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: ['insights', timeZone] as const,
    // Figures over everything the person writes elsewhere: read afresh on each visit.
    staleTime: 0,
    queryFn: ({ signal }) => getInsights(timeZone, signal),
  });

export function useInsights() {
  return useQuery(insightsQueryOptions(browserTimeZone()));
}
