import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/*
 * The person's habit trackers as the server holds them. The trackers page edits them; the
 * dashboard's habits slide shows the first. One query key for both, so a save on one screen
 * is what the other shows.
 */

export const habitTrackersQueryKey = ['habit-trackers'] as const;

/** `GET /habit-trackers`: in grid order; empty until the trackers page creates the defaults. */
export async function listHabitTrackers(signal?: AbortSignal): Promise<HabitTracker[]> {
  const response = await apiRequest('/habit-trackers', {
    schema: () => import('@app/domain/trackers.schemas.ts').then((m) => m.trackersResponseSchema),
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const habitTrackersQueryOptions = queryOptions({
  queryKey: habitTrackersQueryKey,
  queryFn: ({ signal }) => listHabitTrackers(signal),
});

export function useHabitTrackers() {
  return useQuery(habitTrackersQueryOptions);
}
