import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiRequestError, noContentSchema } from '@/lib/api-client.ts';
import { habitTrackersQueryKey } from '@/lib/habit-trackers.ts';

/**
 * `DELETE /habit-trackers/{id}` (Remove): the tracker and its marked days go. One already
 * removed (in another tab) answers 404, which is what the person asked for: no error.
 */
export async function deleteTracker(trackerId: string): Promise<void> {
  try {
    await apiRequest(`/habit-trackers/${encodeURIComponent(trackerId)}`, {
      method: 'DELETE',
      schema: noContentSchema,
    });
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 404)) throw error;
  }
}

export function useDeleteTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTracker,
    onSuccess: (_nothing, trackerId) =>
      queryClient.setQueryData<HabitTracker[]>(habitTrackersQueryKey, (trackers) =>
        trackers?.filter((tracker) => tracker._id !== trackerId),
      ),
  });
}
