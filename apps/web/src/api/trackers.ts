import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import { trackerChangesBetween } from '@app/domain/tracker-changes.ts';
import { localDay } from '@app/domain/tracker-streaks.ts';
import type {
  CreateTrackersRequest,
  HabitTracker,
  SaveTrackersRequest,
} from '@app/domain/trackers.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiRequestError } from '@/api/client.ts';
import { habitTrackersQueryKey } from '@/api/query-keys.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { sendOrQueue } from '@/lib/offline/send-or-queue.ts';
import { openTrackers, sealTrackerChanges, sealTrackerTitles } from '@/lib/seal/sealed-trackers.ts';

/** `GET /habit-trackers`: in grid order; empty until the trackers page creates the defaults. */
export async function listHabitTrackers(signal?: AbortSignal): Promise<HabitTracker[]> {
  const response = await apiRequest('/habit-trackers', {
    schema: 'trackers.trackersResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return openTrackers(response.data);
}

/** For the dashboard's habits slide, which only reads. */
const habitTrackersQueryOptions = queryOptions({
  queryKey: habitTrackersQueryKey,
  queryFn: ({ signal }) => listHabitTrackers(signal),
});

export function useHabitTrackers() {
  return useQuery(habitTrackersQueryOptions);
}

/**
 * The path of a tracker write, naming the browser's time zone: the server refuses a day after
 * today there (day_after_today).
 */
function trackersWritePath(): string {
  return `/habit-trackers?${new URLSearchParams({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone })}`;
}

/**
 * The trackers with no day after today: such a mark (made before the server refused them)
 * counts for nothing, and would stop every save.
 */
function withoutDaysAfterToday<
  T extends { dates: readonly string[]; restDates?: readonly string[] | undefined },
>(trackers: readonly T[]): T[] {
  const today = localDay();
  const notAfterToday = (date: string) => date <= today;
  return trackers.map((tracker) => ({
    ...tracker,
    dates: tracker.dates.filter(notAfterToday),
    ...(tracker.restDates && { restDates: tracker.restDates.filter(notAfterToday) }),
  }));
}

/** `POST /habit-trackers`: new trackers (1 to 3); answers all of the person's trackers. */
async function createTrackers(body: CreateTrackersRequest): Promise<HabitTracker[]> {
  const response = await apiRequest(trackersWritePath(), {
    method: 'POST',
    body: await sealTrackerTitles(withoutDaysAfterToday(body)),
    schema: 'trackers.trackersResponseSchema',
  });
  return openTrackers(response.data);
}

/**
 * docs/product.md section 4: three trackers titled "Habit Tracker" with no marks, the title in the
 * person's language (the page loads its texts before it asks for the trackers).
 */
function defaultTrackers() {
  return Array.from({ length: HABIT_TRACKERS_PER_USER }, defaultTracker);
}

function defaultTracker() {
  return { title: i18next.t('trackers:defaultTitle'), dates: [] };
}

/**
 * The trackers, with the three defaults created first when the server has none (docs/product.md
 * section 4, "Habit trackers"). Another tab doing the same at the same moment wins the race
 * (409, decision 8); this one then reads what that tab made.
 */
async function getOrCreateTrackers(signal?: AbortSignal): Promise<HabitTracker[]> {
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
 * The same cache entry as the dashboard's habits slide, so a save on the trackers page is what
 * the dashboard shows. The dashboard only reads; the page reads afresh on every visit, through
 * the function that creates the defaults, so a list the dashboard cached as empty never keeps
 * a person from their three trackers.
 */
const trackersQueryOptions = queryOptions({
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

/** Add (docs/product.md, "Trackers"): one more tracker, titled like the defaults, in the first free place. */
export function useAddTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTrackers([defaultTracker()]),
    onSuccess: (trackers) => queryClient.setQueryData(habitTrackersQueryKey, trackers),
  });
}

/**
 * `PUT /habit-trackers`: the title, days, pauses and goal of the trackers sent, all or nothing; the others
 * stay as they are. Answers all of the person's trackers. The online save and the offline
 * outbox (send-outbox.ts) both send through here.
 */
export async function saveTrackers(body: SaveTrackersRequest): Promise<HabitTracker[]> {
  const response = await apiRequest(trackersWritePath(), {
    method: 'PUT',
    body: await sealTrackerTitles(withoutDaysAfterToday(body)),
    schema: 'trackers.trackersResponseSchema',
  });
  return openTrackers(response.data);
}

interface TrackersSave {
  /** The trackers that changed, as they are to be saved. */
  changes: SaveTrackersRequest;
  /** The trackers as the person saw them before changing them. */
  shown: readonly HabitTracker[];
}

/**
 * Errors go to the shared red notification (docs/product.md section 8), and Save is offered again.
 * Without a connection the save waits on the device as the marks and titles it changed,
 * applied to what the server holds when the connection returns (decision 19).
 */
export function useSaveTrackers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, shown }: TrackersSave) =>
      sendOrQueue(queryClient, () => saveTrackers(changes), {
        id: crypto.randomUUID(),
        kind: 'save-trackers',
        // Kept on the device sealed, as a sealed journal's titles are everywhere.
        changes: await sealTrackerChanges(trackerChangesBetween(shown, changes)),
      }),
    // Offline too: it is what puts the save in the outbox.
    networkMode: 'always',
    onSuccess: (result) => {
      if (!result.isQueued) queryClient.setQueryData(habitTrackersQueryKey, result.answer);
    },
  });
}

/**
 * `DELETE /habit-trackers/{id}` (Remove): the tracker and its marked days go. One already
 * removed (in another tab) answers 404, which is what the person asked for: no error.
 */
async function deleteTracker(trackerId: string): Promise<void> {
  try {
    await apiRequest(`/habit-trackers/${encodeURIComponent(trackerId)}`, {
      method: 'DELETE',
      schema: 'noContent',
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
