import {
  type InsightsTrends,
  type InsightsUnit,
  insightsTrendsResponseSchema,
} from '@app/domain/insights.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { browserTimeZone } from './browser-time-zone.ts';

/** `GET /insights/trends`: mood words and logged feelings per week or month, the last 12. */
export async function getInsightsTrends(
  unit: InsightsUnit,
  timeZone: string,
  signal?: AbortSignal,
): Promise<InsightsTrends> {
  const query = new URLSearchParams({ unit, tz: timeZone });
  const response = await apiRequest(`/insights/trends?${query}`, {
    schema: insightsTrendsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const insightsTrendsQueryOptions = (unit: InsightsUnit, timeZone: string) =>
  queryOptions({
    queryKey: ['insights', 'trends', unit, timeZone] as const,
    // Figures over everything the person writes elsewhere: read afresh on each visit.
    staleTime: 0,
    queryFn: ({ signal }) => getInsightsTrends(unit, timeZone, signal),
  });

/** Switching week and month keeps the last chart on screen until the other one arrives. */
export function useInsightsTrends(unit: InsightsUnit) {
  return useQuery({
    ...insightsTrendsQueryOptions(unit, browserTimeZone()),
    placeholderData: keepPreviousData,
  });
}
