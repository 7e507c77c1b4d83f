import {
  type CreateTrackersRequest,
  type HabitTracker,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('trackers');
  return useMutation({
    mutationFn: () => createTrackers([{ title: t('defaultTitle'), dates: [] }]),
    onSuccess: (trackers) => queryClient.setQueryData(habitTrackersQueryKey, trackers),
  });
}
