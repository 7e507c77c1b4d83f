import { HABIT_TRACKERS_PER_USER, type HabitTracker } from '@app/domain/trackers.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiRequestError } from '@/lib/api-client.ts';
import { habitTrackersQueryKey, listHabitTrackers } from '@/lib/habit-trackers.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { createTrackers } from './create-trackers.ts';

/**
 * Spec section 4: three trackers titled "Habit Tracker" with no marks, the title in the
 * person's language (the page loads its texts before it asks for the trackers).
 */
export function defaultTrackers() {
  return Array.from({ length: HABIT_TRACKERS_PER_USER }, () => ({
    title: i18next.t('trackers:defaultTitle'),
    dates: [],
  }));
}

/**
 * The trackers, with the three defaults created first when the server has none (spec
 * section 4, "Habit trackers"). Another tab doing the same at the same moment wins the race
 * (409, decision 8); this one then reads what that tab made.
 */
export async function getOrCreateTrackers(signal?: AbortSignal): Promise<HabitTracker[]> {
  const trackers = await listHabitTrackers(signal);
  if (trackers.length > 0) return trackers;
  try {
    return await createTrackers(defaultTrackers());
  } catch (error) {
    if (isApiRequestError(error) && error.status === 409) return listHabitTrackers(signal);
    throw error;
  }
}

/*
 * The same cache entry as the dashboard's habits slide (src/lib/habit-trackers.ts), so a save
 * here is what the dashboard shows. The dashboard only reads; this page reads afresh on every
 * visit, through the function that creates the defaults, so a list the dashboard cached as
 * empty never keeps a person from their three trackers.
 */
export const trackersQueryOptions = queryOptions({
  queryKey: habitTrackersQueryKey,
  queryFn: ({ signal }) => getOrCreateTrackers(signal),
  refetchOnMount: 'always',
  // The page keeps unsaved marks beside the cached list, so a refetch would lose nothing; but
  // after a person removed all three, returning to the tab must not bring the defaults back
  // under their eyes. They return on the next visit (decision 8).
  refetchOnWindowFocus: false,
});

export function useTrackers() {
  return useQuery(trackersQueryOptions);
}
