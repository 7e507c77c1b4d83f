import type { PostDetail, PostListResponse } from '@app/domain/posts.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import {
  currentExcitementQueryKey,
  currentUserQueryKey,
  habitTrackersQueryKey,
  identityQueryKey,
  postQueryKeys,
} from '@/api/query-keys.ts';
import { isDeviceLocked } from '@/lib/device-lock.ts';
import { openRecord, sealRecord } from '@/lib/seal/journal-crypto.ts';
import { getOpenJournal, reopenJournalHere } from '@/lib/seal/open-journal.ts';
import { getQueryCacheStore } from './offline-stores.ts';

/*
 * A copy of the few queries a person needs to read offline (decision 19), in IndexedDB: who
 * is signed in, their identity, habit trackers and current excitement (the dashboard), the
 * newest page of their own posts with its count, and those posts in full. Nothing else of the
 * API is kept (the service worker caches no API answers), and logout or a deleted account
 * removes it (clearQueryCacheOnDevice).
 *
 * Written by hand on TanStack Query's own dehydrate and hydrate: the persister package pins an
 * older query-core exactly, which would put a second copy of it in the bundle.
 */

const SAVED_CACHE_KEY = 'signed-in-person';
/**
 * Raise when a kept query's data changes shape: an older copy is then dropped, not shown.
 * 2: the person carries `goal` and `firstRunDone`; a copy without them would look like an
 * account that never did its first run, and send it to /welcome offline.
 * 3: habit trackers carry `restDates`, `pauses` and `daysPerWeek` (decision 0071).
 */
const SAVED_CACHE_VERSION = 3;
/** A copy older than this is too old to show as the person's latest. */
const SAVED_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Kept queries stay in memory this long unused, so that the copy still holds them. */
const KEPT_QUERY_GC_MS = SAVED_CACHE_MAX_AGE_MS;
const SAVE_DELAY_MS = 500;
const postDetailsKey: readonly unknown[] = [...postQueryKeys.all, 'detail'];

type DehydratedState = ReturnType<typeof dehydrate>;

/**
 * The copy as kept: plain, or, for a sealed journal (decision 0068), sealed with its key for
 * the person (`state` then absent), so the device holds none of the writing readable.
 */
interface SavedCache {
  version: number;
  savedAt: number;
  state?: DehydratedState;
  sealed?: { userId: string; envelope: SealedEnvelope };
}

/** The record id a sealed copy is bound to: one copy per browser. */
const DEVICE_COPY_ID = 'query-cache';

async function sealedCopy(state: DehydratedState) {
  const journal = getOpenJournal();
  if (!journal) return null;
  const envelope = await sealRecord(journal, 'device-copy', DEVICE_COPY_ID, state);
  return { userId: journal.userId, envelope };
}

/** The saved state, opened with this browser's journal key when it was sealed; null if it cannot be. */
async function openSavedState(saved: SavedCache): Promise<DehydratedState | null> {
  if (saved.state) return saved.state;
  if (!saved.sealed || !(await reopenJournalHere(saved.sealed.userId))) return null;
  const journal = getOpenJournal();
  if (!journal) return null;
  return (await openRecord(
    journal,
    'device-copy',
    DEVICE_COPY_ID,
    saved.sealed.envelope,
  )) as DehydratedState;
}

/** The count of all the person's own posts ("Showing 1-12 of 40 posts"). */
const isOwnPostsCount = (key: readonly unknown[]) => {
  const params = key[2];
  return (
    key[0] === postQueryKeys.counts[0] &&
    key[1] === postQueryKeys.counts[1] &&
    typeof params === 'object' &&
    params !== null &&
    'filter' in params &&
    params.filter === 'mine'
  );
};

const isOwnNewestPostsPage = (key: readonly unknown[]) => {
  const params = key[2];
  return (
    key[0] === postQueryKeys.lists[0] &&
    key[1] === postQueryKeys.lists[1] &&
    typeof params === 'object' &&
    params !== null &&
    'filter' in params &&
    params.filter === 'mine' &&
    'cursor' in params &&
    params.cursor === null
  );
};

const hasKey = (query: Query, key: readonly unknown[]) =>
  key.every((part, index) => query.queryKey[index] === part);

/** The queries kept on the device, from what the cache holds now. */
function keptQueryHashes(queryClient: QueryClient): Set<string> {
  const queries = queryClient.getQueryCache().getAll();
  const kept = queries.filter(
    (query) =>
      query.state.status === 'success' &&
      (hasKey(query, currentUserQueryKey) ||
        hasKey(query, identityQueryKey) ||
        hasKey(query, habitTrackersQueryKey) ||
        hasKey(query, currentExcitementQueryKey) ||
        isOwnNewestPostsPage(query.queryKey) ||
        isOwnPostsCount(query.queryKey)),
  );
  // The posts on those pages in full, so a card opens offline too.
  const listedIds = new Set(
    kept
      .filter((query) => isOwnNewestPostsPage(query.queryKey))
      .flatMap((query) => (query.state.data as PostListResponse | undefined)?.data ?? [])
      .map((post) => post._id),
  );
  const details = queries.filter(
    (query) =>
      query.state.status === 'success' &&
      hasKey(query, postDetailsKey) &&
      listedIds.has(String(query.queryKey[2])),
  );
  return new Set([...kept, ...details].map((query) => query.queryHash));
}

/**
 * A listed post opens offline even if it was never opened before: its page starts from the
 * card's copy (a list holds whole posts; suggestions come with the next answer online). As old
 * as the list, so it is fetched afresh whenever there is a connection.
 */
function openListedPostsOffline(queryClient: QueryClient) {
  const lists = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isOwnNewestPostsPage(query.queryKey));
  for (const list of lists) {
    const posts = (list.state.data as PostListResponse | undefined)?.data ?? [];
    for (const post of posts) {
      const key = postQueryKeys.detail(post._id);
      if (queryClient.getQueryData(key)) continue;
      queryClient.setQueryData<PostDetail>(
        key,
        { ...post, feedback: [] },
        { updatedAt: list.state.dataUpdatedAt },
      );
    }
  }
}

/**
 * Offline, puts the saved copy into the cache before the first render. Online the server is
 * asked as before: a copy even a second old would start forms (the profile, the identity) from
 * what they held before the last save. Never throws.
 */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  if (navigator.onLine) return;
  try {
    const saved = await get<SavedCache>(SAVED_CACHE_KEY, getQueryCacheStore());
    if (!saved) return;
    const isUsable =
      saved.version === SAVED_CACHE_VERSION && Date.now() - saved.savedAt < SAVED_CACHE_MAX_AGE_MS;
    if (!isUsable) {
      await del(SAVED_CACHE_KEY, getQueryCacheStore());
      return;
    }
    const state = await openSavedState(saved);
    if (!state) return;
    hydrate(queryClient, state);
    openListedPostsOffline(queryClient);
    // Shown at once, but never taken for fresh: each is asked for again when a screen uses it.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    // No IndexedDB (some private windows): the app works online only.
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

async function saveQueryCache(queryClient: QueryClient): Promise<void> {
  // Locked, the cache is emptied on purpose: the copy stays as it was (decision 0047).
  if (isDeviceLocked()) return;
  const kept = keptQueryHashes(queryClient);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => kept.has(query.queryHash),
    shouldDehydrateMutation: () => false,
  });
  const user = queryClient.getQueryData<User | null>(currentUserQueryKey);
  try {
    if (user) {
      // A sealed journal's copy is kept only sealed: with its journal closed here, none is kept.
      const sealed = user.journal === 'open' ? null : await sealedCopy(state);
      if (user.journal !== 'open' && !sealed) return;
      const saved: SavedCache = {
        version: SAVED_CACHE_VERSION,
        savedAt: Date.now(),
        ...(sealed ? { sealed } : { state }),
      };
      await set(SAVED_CACHE_KEY, saved, getQueryCacheStore());
    } else {
      await del(SAVED_CACHE_KEY, getQueryCacheStore());
    }
  } catch {
    // A full or missing IndexedDB costs only the offline copy.
  }
}

/** Keeps the copy up to date as the cache changes (a short delay gathers bursts of changes). */
export function keepQueryCacheOnDevice(queryClient: QueryClient): () => void {
  const keptKeys = [
    currentUserQueryKey,
    identityQueryKey,
    habitTrackersQueryKey,
    currentExcitementQueryKey,
    postQueryKeys.lists,
    postQueryKeys.counts,
    postDetailsKey,
  ];
  for (const key of keptKeys) queryClient.setQueryDefaults(key, { gcTime: KEPT_QUERY_GC_MS });
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerResultsUpdated' || event.type === 'observerOptionsUpdated') return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void saveQueryCache(queryClient), SAVE_DELAY_MS);
  });
}

/** Logout or a deleted account: the copy goes at once, and a pending save with it. */
export async function clearQueryCacheOnDevice(): Promise<void> {
  clearTimeout(saveTimer);
  try {
    await del(SAVED_CACHE_KEY, getQueryCacheStore());
  } catch {
    // Nothing was kept.
  }
}
