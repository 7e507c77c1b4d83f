import { applyTrackerChanges } from '@app/domain/tracker-changes.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { cacheSavedPost, createPost, refreshPostLists } from '@/api/posts.ts';
import { currentUserQueryKey, habitTrackersQueryKey } from '@/api/query-keys.ts';
import { listHabitTrackers, saveTrackers } from '@/api/trackers.ts';
import { openTrackerChanges } from '@/lib/seal/sealed-trackers.ts';
import {
  listOutbox,
  markOutboxFailure,
  type OutboxEntry,
  type QueuedPost,
  type QueuedTrackerSave,
  removeFromOutbox,
  subscribeToOutbox,
} from './outbox.ts';

/** While writes wait and the app is open, it tries again this often (a server that was down). */
const RETRY_EVERY_MS = 30_000;

/**
 * A refusal that trying again will not change: the write is marked and shown to the person.
 * 401 (signed out meanwhile), 408, 423 (the device locked meanwhile) and 429 are worth another
 * try later, like no answer at all; so is a sealed journal's key changed elsewhere (the write
 * is sealed again once the journal is opened here again, decision 0070).
 */
function isFinalRefusal(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 423, 429].includes(error.status) &&
    error.code !== 'journal_key_changed'
  );
}

async function sendPost(queryClient: QueryClient, entry: QueuedPost): Promise<void> {
  // The post's id is the entry's: if an earlier try reached the server but its answer was
  // lost, the server answers the post it already made.
  cacheSavedPost(queryClient, await createPost(entry.body));
}

/** The queued marks applied to what the server holds now, then saved as a whole. */
async function sendTrackerSave(queryClient: QueryClient, entry: QueuedTrackerSave): Promise<void> {
  const current = await listHabitTrackers();
  const changedIds = new Set(entry.changes.map((change) => change._id));
  const changes = await openTrackerChanges(entry.changes);
  const body = applyTrackerChanges(current, changes).filter((tracker) =>
    changedIds.has(tracker._id),
  );
  // Every tracker it changed was removed on another device: nothing is left to save.
  if (body.length === 0) return;
  queryClient.setQueryData(habitTrackersQueryKey, await saveTrackers(body));
}

function sendEntry(queryClient: QueryClient, entry: OutboxEntry): Promise<void> {
  return entry.kind === 'create-post'
    ? sendPost(queryClient, entry)
    : sendTrackerSave(queryClient, entry);
}

/** One tab sends at a time (Web Locks); a second call while one runs waits for it. */
function withOutboxLock(send: () => Promise<void>): Promise<void> {
  if (!('locks' in navigator)) return send();
  return navigator.locks.request('inner-compass-outbox', send);
}

/**
 * Sends the signed-in person's waiting writes, oldest first. Each leaves the outbox only after
 * the server's 2xx; a final refusal (4xx) is marked for the person to see and the next is sent;
 * no answer (offline again, a 5xx) stops here, keeping the order for the next try.
 */
export function sendOutbox(queryClient: QueryClient): Promise<void> {
  return withOutboxLock(async () => {
    const user = queryClient.getQueryData<User | null>(currentUserQueryKey);
    if (!user || !navigator.onLine) return;
    let sentPosts = false;
    for (const entry of await listOutbox()) {
      if (entry.userId !== user._id || entry.failure !== null) continue;
      try {
        await sendEntry(queryClient, entry);
        await removeFromOutbox(entry.id);
        sentPosts ||= entry.kind === 'create-post';
      } catch (error) {
        if (!isFinalRefusal(error)) break;
        await markOutboxFailure(entry.id, getErrorMessage(error));
      }
    }
    if (sentPosts) await refreshPostLists(queryClient);
  });
}

/**
 * From app start: sends what waits now, when the server says who is signed in, whenever a
 * write joins the outbox (in this tab or another), whenever the connection returns, when the app comes back into view, and every half minute while it is
 * open. TanStack Query learns the real connection state at once, so a page opened offline
 * shows the copy on the device instead of failing requests.
 */
export function startSendingOutbox(queryClient: QueryClient): void {
  onlineManager.setOnline(navigator.onLine);
  const send = () => {
    sendOutbox(queryClient).catch(() => undefined);
  };
  subscribeToOutbox(send);
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
  window.setInterval(send, RETRY_EVERY_MS);
  // Also as soon as the app knows who is signed in (writes go only under their writer's session).
  const currentUserHash = hashKey(currentUserQueryKey);
  queryClient.getQueryCache().subscribe((event) => {
    const isSignedInAnswer =
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.query.queryHash === currentUserHash;
    if (isSignedInAnswer) send();
  });
  send();
}
