import type { User } from '@app/domain/users.schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import { clear } from 'idb-keyval';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { isDeviceLocked } from '@/lib/device-lock.ts';
import { forgetJournalKeysOnDevice } from '@/lib/seal/open-journal.ts';
import { getSealedCopiesStore } from './offline-stores.ts';
import { clearOutbox, listOutbox } from './outbox.ts';
import { clearQueryCacheOnDevice } from './query-cache-on-device.ts';
import { sendOutbox } from './send-outbox.ts';

/** Logging out now would throw away writes that exist only on this device. */
/** Logout refused: `count` writes are still only on this device (the page says it in words). */
class UnsentWritesError extends Error {
  override readonly name = 'UnsentWritesError';
  constructor(readonly count: number) {
    super(`${count} writes are saved only on this device`);
  }
}

export function isUnsentWritesError(error: unknown): error is UnsentWritesError {
  return error instanceof UnsentWritesError;
}

/**
 * Before logout: sends what waits; refuses (UnsentWritesError) while anything the person wrote
 * is still only on this device, since logout clears the device. From the lock screen, where
 * nothing can be sent and the cache names nobody, any write still waiting refuses it: the
 * person unlocks to send it first.
 */
export async function sendWritesBeforeLogout(queryClient: QueryClient): Promise<void> {
  const user = queryClient.getQueryData<User | null>(currentUserQueryKey);
  if (!user) {
    if (!isDeviceLocked()) return;
    const waiting = (await listOutbox()).filter((entry) => entry.failure === null);
    if (waiting.length > 0) throw new UnsentWritesError(waiting.length);
    return;
  }
  await sendOutbox(queryClient);
  const waiting = (await listOutbox()).filter(
    (entry) => entry.userId === user._id && entry.failure === null,
  );
  if (waiting.length === 0) return;
  throw new UnsentWritesError(waiting.length);
}

/**
 * Logout or a deleted account: the offline copy, the outbox, journal keys and search indexes
 * leave the device.
 */
export async function forgetOfflineData(): Promise<void> {
  await Promise.all([
    clearQueryCacheOnDevice(),
    clearOutbox().catch(() => undefined),
    forgetJournalKeysOnDevice(),
    clear(getSealedCopiesStore()).catch(() => undefined),
  ]);
}
