import {
  type HabitTracker,
  type SaveTrackersRequest,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { habitTrackersQueryKey } from '@/lib/habit-trackers.ts';

/**
 * `PUT /habit-trackers`: the title and days of the trackers sent, all or nothing; the others
 * stay as they are. Answers all of the person's trackers.
 */
export async function saveTrackers(body: SaveTrackersRequest): Promise<HabitTracker[]> {
  const response = await apiRequest('/habit-trackers', {
    method: 'PUT',
    body,
    schema: trackersResponseSchema,
  });
  return response.data;
}

/** Errors go to the shared red notification (spec section 8), and Save is offered again. */
export function useSaveTrackers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrackers,
    onSuccess: (trackers) => queryClient.setQueryData(habitTrackersQueryKey, trackers),
  });
}
