import { trackerChangesBetween } from '@app/domain/tracker-changes.ts';
import {
  type HabitTracker,
  type SaveTrackersRequest,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { habitTrackersQueryKey } from '@/lib/habit-trackers.ts';
import { sendOrQueue } from '@/lib/offline/send-or-queue.ts';

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

export interface TrackersSave {
  /** The trackers that changed, as they are to be saved. */
  changes: SaveTrackersRequest;
  /** The trackers as the person saw them before changing them. */
  shown: readonly HabitTracker[];
}

/**
 * Errors go to the shared red notification (spec section 8), and Save is offered again.
 * Without a connection the save waits on the device as the marks and titles it changed,
 * applied to what the server holds when the connection returns (decision 19).
 */
export function useSaveTrackers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, shown }: TrackersSave) =>
      sendOrQueue(queryClient, () => saveTrackers(changes), {
        id: crypto.randomUUID(),
        kind: 'save-trackers',
        changes: trackerChangesBetween(shown, changes),
      }),
    // Offline too: it is what puts the save in the outbox.
    networkMode: 'always',
    onSuccess: (result) => {
      if (!result.isQueued) queryClient.setQueryData(habitTrackersQueryKey, result.answer);
    },
  });
}
