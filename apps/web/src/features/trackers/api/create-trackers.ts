import {
  type CreateTrackersRequest,
  DEFAULT_TRACKER_TITLE,
  type HabitTracker,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { habitTrackersQueryKey } from '@/lib/habit-trackers.ts';

/** `POST /habit-trackers`: new trackers (1 to 3); answers all of the person's trackers. */
export async function createTrackers(body: CreateTrackersRequest): Promise<HabitTracker[]> {
  const response = await apiRequest('/habit-trackers', {
    method: 'POST',
    body,
    schema: trackersResponseSchema,
  });
  return response.data;
}

/** Add (spec "Trackers"): one more tracker, titled like the defaults, in the first free place. */
export function useAddTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTrackers([{ title: DEFAULT_TRACKER_TITLE, dates: [] }]),
    onSuccess: (trackers) => queryClient.setQueryData(habitTrackersQueryKey, trackers),
  });
}
