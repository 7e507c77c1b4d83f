import type { Insights, InsightsTrends, InsightsUnit } from '@app/domain/insights.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { insightsQueryKeys } from '@/api/query-keys.ts';
import { browserTimeZone } from '@/lib/browser-time-zone.ts';

/** `GET /insights`: everything on the page but the charts over time. */
async function getInsights(timeZone: string, signal?: AbortSignal): Promise<Insights> {
  const query = new URLSearchParams({ tz: timeZone });
  const response = await apiRequest(`/insights?${query}`, {
    schema: 'insights.insightsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const insightsQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: insightsQueryKeys.overview(timeZone),
    // Figures over everything the person writes elsewhere: read afresh on each visit.
    staleTime: 0,
    queryFn: ({ signal }) => getInsights(timeZone, signal),
  });

export function useInsights() {
  return useQuery(insightsQueryOptions(browserTimeZone()));
}

/** `GET /insights/trends`: mood words and logged feelings per week or month, the last 12. */
async function getInsightsTrends(
  unit: InsightsUnit,
  timeZone: string,
  signal?: AbortSignal,
): Promise<InsightsTrends> {
  const query = new URLSearchParams({ unit, tz: timeZone });
  const response = await apiRequest(`/insights/trends?${query}`, {
    schema: 'insights.insightsTrendsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const insightsTrendsQueryOptions = (unit: InsightsUnit, timeZone: string) =>
  queryOptions({
    queryKey: insightsQueryKeys.trends(unit, timeZone),
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
