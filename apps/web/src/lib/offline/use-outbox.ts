import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/api/session.ts';
import { listOutbox, type OutboxEntry, subscribeToOutbox } from './outbox.ts';

/**
 * The signed-in person's writes waiting in the outbox (or refused by the server), oldest
 * first; an empty list before the first read and for visitors.
 */
export function useOutbox(): OutboxEntry[] {
  const { data: user } = useCurrentUser();
  const userId = user?._id ?? null;
  const [entries, setEntries] = useState<OutboxEntry[]>([]);

  useEffect(() => {
    if (!userId) {
      setEntries([]);
      return;
    }
    let isCurrent = true;
    const read = () => {
      listOutbox()
        .then((all) => {
          if (isCurrent) setEntries(all.filter((entry) => entry.userId === userId));
        })
        .catch(() => undefined);
    };
    read();
    const unsubscribe = subscribeToOutbox(read);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [userId]);

  return entries;
}
