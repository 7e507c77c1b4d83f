import type { CreatePostRequest } from '@app/domain/posts.schemas.ts';
import type { TrackerChange } from '@app/domain/tracker-changes.ts';
import { clear, del, get, set, values } from 'idb-keyval';
import { getOutboxStore } from './offline-stores.ts';

/*
 * Writes made while the server could not be reached, kept in IndexedDB until the server
 * accepts them (send-outbox.ts). Each carries the id of the person who wrote it: it is only
 * ever sent under their session.
 */

interface OutboxEntryBase {
  /** Made on the device; for a post it is also the post's id, so a resend is idempotent. */
  id: string;
  userId: string;
  /** When it was queued (ms, fractional): the outbox is sent in this order. */
  queuedAt: number;
  /** Set when the server refused it (a 4xx): shown to the person, never sent again. */
  failure: string | null;
}

export interface QueuedPost extends OutboxEntryBase {
  kind: 'create-post';
  body: CreatePostRequest & { id: string };
}

export interface QueuedTrackerSave extends OutboxEntryBase {
  kind: 'save-trackers';
  changes: TrackerChange[];
}

export type OutboxEntry = QueuedPost | QueuedTrackerSave;

type NewEntry =
  | Omit<QueuedPost, 'queuedAt' | 'failure'>
  | Omit<QueuedTrackerSave, 'queuedAt' | 'failure'>;

const listeners = new Set<() => void>();
/** Other tabs of the app hear about changes too (their "will sync" notes come and go). */
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('inner-compass-outbox');
channel?.addEventListener('message', () => notify(false));

function notify(toOtherTabs = true) {
  for (const listener of listeners) listener();
  if (toOtherTabs) channel?.postMessage('changed');
}

/** Called whenever the outbox changes, in this tab or another. Returns the unsubscribe. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Everything waiting, oldest first. */
export async function listOutbox(): Promise<OutboxEntry[]> {
  const entries = await values<OutboxEntry>(getOutboxStore());
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function addToOutbox(entry: NewEntry): Promise<OutboxEntry> {
  const queued: OutboxEntry = {
    ...entry,
    queuedAt: performance.timeOrigin + performance.now(),
    failure: null,
  };
  await set(entry.id, queued, getOutboxStore());
  notify();
  return queued;
}

/** The server has it (a 2xx), or the person discarded a refused write. */
export async function removeFromOutbox(id: string): Promise<void> {
  await del(id, getOutboxStore());
  notify();
}

export async function markOutboxFailure(id: string, failure: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, getOutboxStore());
  if (!entry) return;
  await set(id, { ...entry, failure }, getOutboxStore());
  notify();
}

/** Logout or a deleted account: nothing of the person stays on the device. */
export async function clearOutbox(): Promise<void> {
  await clear(getOutboxStore());
  notify();
}
