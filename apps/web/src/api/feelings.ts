import {
  type FeelingLogEntry,
  type FeelingsOverview,
  type LoggedFeeling,
  type OwnFeelingWord,
  toFeelingGroupCounts,
} from '@app/domain/feelings.schemas.ts';
import {
  feelingsOverviewOf,
  type OpenedFeeling,
  ownFeelingWordsOf,
} from '@app/domain/feelings-overview.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '@/api/client.ts';
import {
  feelingsQueryKey,
  openedFeelingLogQueryKey,
  ownFeelingWordsQueryKey,
} from '@/api/query-keys.ts';
import {
  type KeptFeelingLog,
  keepFeelingLog,
  restoreFeelingLog,
} from '@/lib/seal/kept-feeling-log.ts';
import {
  getOpenJournal,
  getSealingJournal,
  subscribeToOpenJournal,
} from '@/lib/seal/open-journal.ts';
import { openFeelingLog, sealFeeling } from '@/lib/seal/sealed-feelings.ts';

/** What the page shows before anything is logged, and after Clear. */
const EMPTY_FEELINGS: FeelingsOverview = {
  recent: [],
  trending: [],
  total: 0,
  groups: toFeelingGroupCounts(new Map(), 0),
};

/*
 * An open journal's feelings are counted by the server (GET /feelings, /feelings/words). A
 * journal opened on this device (sealed, or on its way in or out of the seal) is counted here
 * from its whole log, opened (decision 0069): one query holds it, and the overview and the
 * person's own words are read from it with the domain's rules.
 */

/** Whether this tab counts the person's feelings itself: their journal is open here. */
function useCountsOnDevice(): boolean {
  return useSyncExternalStore(
    subscribeToOpenJournal,
    () => getOpenJournal() !== null,
    () => false,
  );
}

/**
 * `GET /feelings`: the last 10 (newest first), the trending top 10, the total and the whole log
 * by quarter of the mood meter.
 */
async function getFeelings(signal?: AbortSignal): Promise<FeelingsOverview> {
  const response = await apiRequest('/feelings', {
    schema: 'feelings.feelingsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const feelingsQueryOptions = queryOptions({
  queryKey: feelingsQueryKey,
  queryFn: ({ signal }) => getFeelings(signal),
});

/**
 * `GET /feelings/log`, newest first (pages of about 250 KB), until the page that holds
 * `newestKept` (what is newer than it is answered), or to the log's end; and how many entries
 * the whole log holds.
 */
async function readFeelingLogSince(
  newestKept: string | null,
  signal?: AbortSignal,
): Promise<{ fresh: FeelingLogEntry[]; total: number; reachedKept: boolean }> {
  const fresh: FeelingLogEntry[] = [];
  let before: string | null = null;
  let total = 0;
  do {
    const query: string = before ? `?before=${before}` : '';
    const page = await apiRequest(`/feelings/log${query}`, {
      schema: 'feelings.feelingLogResponseSchema',
      ...(signal ? { signal } : {}),
    });
    total = page.total;
    const at = newestKept ? page.data.findIndex((entry) => entry._id === newestKept) : -1;
    if (at >= 0) return { fresh: [...fresh, ...page.data.slice(0, at)], total, reachedKept: true };
    fresh.push(...page.data);
    before = page.next;
  } while (before);
  return { fresh, total, reachedKept: false };
}

/**
 * The whole log opened on this device; nothing while the journal is not open here. The copy
 * kept on the device is brought up to date with what was logged since, read and opened alone;
 * when the log's count says entries went (a Clear here or elsewhere), it is read whole again.
 */
async function readOpenedFeelingLog(signal?: AbortSignal): Promise<OpenedFeeling[]> {
  const journal = getOpenJournal();
  if (!journal) return [];
  const kept = await restoreFeelingLog(journal);
  const since = await readFeelingLogSince(kept?.newestId ?? null, signal);
  let log: KeptFeelingLog;
  if (kept && since.reachedKept && kept.covers + since.fresh.length === since.total) {
    log = {
      entries: [...(await openFeelingLog(journal, since.fresh)), ...kept.entries],
      covers: since.total,
      newestId: since.fresh[0]?._id ?? kept.newestId,
    };
  } else {
    const whole = since.reachedKept ? await readFeelingLogSince(null, signal) : since;
    log = {
      entries: await openFeelingLog(journal, whole.fresh),
      covers: whole.fresh.length,
      newestId: whole.fresh[0]?._id ?? null,
    };
  }
  await keepFeelingLog(journal, log);
  return log.entries;
}

const openedFeelingLogQueryOptions = queryOptions({
  queryKey: openedFeelingLogQueryKey,
  queryFn: ({ signal }) => readOpenedFeelingLog(signal),
});

export function useFeelings() {
  const onDevice = useCountsOnDevice();
  const counted = useQuery({
    ...openedFeelingLogQueryOptions,
    select: feelingsOverviewOf,
    enabled: onDevice,
  });
  const answered = useQuery({ ...feelingsQueryOptions, enabled: !onDevice });
  return onDevice ? counted : answered;
}

/** `GET /feelings/words`: the person's own words, the most used first, for the suggestions. */
async function getOwnFeelingWords(signal?: AbortSignal): Promise<OwnFeelingWord[]> {
  const response = await apiRequest('/feelings/words', {
    schema: 'feelings.ownFeelingWordsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useOwnFeelingWords() {
  const onDevice = useCountsOnDevice();
  const counted = useQuery({
    ...openedFeelingLogQueryOptions,
    select: ownFeelingWordsOf,
    enabled: onDevice,
  });
  const answered = useQuery({
    queryKey: ownFeelingWordsQueryKey,
    queryFn: ({ signal }) => getOwnFeelingWords(signal),
    enabled: !onDevice,
  });
  return onDevice ? counted : answered;
}

/**
 * `POST /feelings`: logs one feeling, sealed for a new id while the journal takes only sealed
 * writing (the answer is then the entry), plain otherwise (the answer is the overview).
 */
async function addFeeling(feeling: LoggedFeeling): Promise<FeelingsOverview | FeelingLogEntry> {
  const journal = getSealingJournal();
  const response = await apiRequest('/feelings', {
    method: 'POST',
    body: journal ? await sealFeeling(journal, feeling) : feeling,
    schema: 'feelings.addFeelingResponseSchema',
  });
  return response.data;
}

export function useAddFeeling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeeling,
    // The form shows the server's message under the field and keeps the word for another try.
    meta: { handlesOwnErrors: true },
    onSuccess: (answer, logged) => {
      if ('_id' in answer) {
        // Counted here: the new entry joins the opened log.
        queryClient.setQueryData<OpenedFeeling[]>(openedFeelingLogQueryKey, (log) => [
          { feeling: logged.feeling, intensity: logged.intensity, created: answer.created },
          ...(log ?? []),
        ]);
        return;
      }
      queryClient.setQueryData(feelingsQueryKey, answer);
      // A new word becomes one of the person's own suggestions; a log opened here reads it.
      void queryClient.invalidateQueries({ queryKey: ownFeelingWordsQueryKey });
      void queryClient.invalidateQueries({ queryKey: openedFeelingLogQueryKey });
    },
  });
}

/** `DELETE /feelings` (Clear): the log, its counts and the total are emptied. */
function clearFeelings(): Promise<void> {
  return apiRequest('/feelings', { method: 'DELETE', schema: 'noContent' });
}

/** Errors go to the shared red notification (docs/product.md section 8): the button has no field. */
export function useClearFeelings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFeelings,
    onSuccess: () => {
      queryClient.setQueryData(feelingsQueryKey, EMPTY_FEELINGS);
      queryClient.setQueryData<OwnFeelingWord[]>(ownFeelingWordsQueryKey, []);
      queryClient.setQueryData<OpenedFeeling[]>(openedFeelingLogQueryKey, []);
    },
  });
}
