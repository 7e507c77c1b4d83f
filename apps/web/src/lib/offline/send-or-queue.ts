import type { User } from '@app/domain/users.schemas.ts';
import type { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/api/client.ts';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { addToOutbox, listOutbox, type QueuedPost, type QueuedTrackerSave } from './outbox.ts';

type QueuedWrite =
  | Pick<QueuedPost, 'id' | 'kind' | 'body'>
  | Pick<QueuedTrackerSave, 'id' | 'kind' | 'changes'>;

export type SentOrQueued<T> = { isQueued: false; answer: T } | { isQueued: true };

/** The server could not be reached at all (apiRequest's status 0): offline, a dropped line. */
const isUnreachable = (error: unknown) => isApiRequestError(error) && error.status === 0;

/**
 * A write the person made: sent now, or kept in the outbox when the server cannot be reached
 * (offline, or the request found no server). Writes already waiting go first, so this one
 * joins the queue behind them rather than overtaking them.
 */
export async function sendOrQueue<T>(
  queryClient: QueryClient,
  send: () => Promise<T>,
  write: QueuedWrite,
): Promise<SentOrQueued<T>> {
  const user = queryClient.getQueryData<User | null>(currentUserQueryKey);
  if (!user) return { isQueued: false, answer: await send() };
  const isWaiting = async () =>
    (await listOutbox()).some((entry) => entry.userId === user._id && entry.failure === null);
  if (navigator.onLine && !(await isWaiting())) {
    try {
      return { isQueued: false, answer: await send() };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  // The outbox's sender (send-outbox.ts) hears of the addition and sends the queue in order.
  await addToOutbox({ ...write, userId: user._id });
  return { isQueued: true };
}
