import { useSyncExternalStore } from 'react';
import type { OpenJournal } from './journal-crypto.ts';
import { getSealingJournal, subscribeToOpenJournal } from './open-journal.ts';

/**
 * The journal a form seals with while it takes only sealed writing (open here, and sealing,
 * sealed or changing its key); null otherwise. A picture is then cut and sealed on this device
 * (decision 0073).
 */
export function useSealingJournal(): OpenJournal | null {
  return useSyncExternalStore(subscribeToOpenJournal, getSealingJournal, () => null);
}
