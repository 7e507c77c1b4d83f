import type { JournalState } from '@app/domain/sealed-records.schemas.ts';
import { clear, del, get, set } from 'idb-keyval';
import { getJournalKeyStore, getSealedCopiesStore } from '@/lib/offline/offline-stores.ts';
import type { OpenJournal } from './journal-crypto.ts';

/*
 * The sealed journal opened in this tab, and this browser's copy of its key (decision 0068):
 * a non-extractable CryptoKey in IndexedDB, kept until sign-out or "Forget this device", so a
 * reload does not ask for a passkey or the 12 words. Script can use it, never read it.
 */

let current: OpenJournal | null = null;
/** Whether the journal takes only sealed writing now (sealing or sealed, not unsealing). */
let takesSealedWriting = false;
const listeners = new Set<() => void>();

export function getOpenJournal(): OpenJournal | null {
  return current;
}

/** The journal to seal writing with: open here, and sealing or sealed (not being unsealed). */
export function getSealingJournal(): OpenJournal | null {
  return takesSealedWriting ? current : null;
}

/** Told by the journal's gate on every render: what the person's journal takes now. */
export function noteJournalState(state: JournalState): void {
  takesSealedWriting = state === 'sealing' || state === 'sealed' || state === 'rekeying';
}

export function subscribeToOpenJournal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setCurrent(journal: OpenJournal | null) {
  current = journal;
  for (const listener of listeners) listener();
}

type KeptJournal = Omit<OpenJournal, 'userId'>;

/**
 * The journal just opened (a passkey, the recovery key, a new seal or a new key): kept on this
 * browser, with the key before while the key changes.
 */
export async function openJournalHere(journal: OpenJournal): Promise<void> {
  setCurrent(journal);
  const { keyId, key, previous } = journal;
  const kept: KeptJournal = { keyId, key, ...(previous && { previous }) };
  try {
    await set(journal.userId, kept, getJournalKeyStore());
  } catch {
    // No IndexedDB (a private window): open for this tab only.
  }
}

/** This browser's key for the person's journal, if it keeps one: the journal opens in this tab. */
export async function reopenJournalHere(userId: string): Promise<boolean> {
  if (current?.userId === userId) return true;
  try {
    const kept = await get<KeptJournal>(userId, getJournalKeyStore());
    if (!kept) return false;
    setCurrent({ userId, ...kept });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the journal open here holds the keys the journal has now (`keyId`, and
 * `previousKeyId` while it changes): a browser that kept a key before another device changed it
 * must open the journal again.
 */
export function holdsKeysOf(
  journal: OpenJournal,
  keyId: string | null,
  previousKeyId: string | null,
): boolean {
  return (
    journal.keyId === keyId && (previousKeyId === null || journal.previous?.keyId === previousKeyId)
  );
}

/** Where a key the journal no longer has is kept aside, by person. */
const retiredId = (userId: string) => `${userId}:retired`;
type RetiredKey = NonNullable<OpenJournal['previous']>;

/**
 * The key kept here is not the journal's any more (another device changed it): it no longer
 * opens the journal, which is opened again with a way in. It is kept aside, not dropped, for
 * the writes this device sealed with it that wait in its outbox (decision 0070).
 */
export async function retireKeptKey(userId: string): Promise<void> {
  closeJournal();
  const store = getJournalKeyStore();
  const kept = await get<KeptJournal>(userId, store).catch(() => undefined);
  if (kept) {
    const retired: RetiredKey = { keyId: kept.keyId, key: kept.key };
    await set(retiredId(userId), retired, store).catch(() => undefined);
  }
  await del(userId, store).catch(() => undefined);
}

/** The key kept aside for the person's waiting writes, if any. */
export async function retiredKeyOf(userId: string): Promise<RetiredKey | null> {
  return (await get<RetiredKey>(retiredId(userId), getJournalKeyStore()).catch(() => null)) ?? null;
}

/** The tab forgets the journal (a change of person); the browser's copy stays. */
function closeJournal(): void {
  if (current) setCurrent(null);
}

/** "Forget this device", or Start over: the key goes, and the copies sealed with it. */
export async function forgetJournalHere(userId: string): Promise<void> {
  closeJournal();
  await Promise.all([
    del(userId, getJournalKeyStore()).catch(() => undefined),
    del(retiredId(userId), getJournalKeyStore()).catch(() => undefined),
    clear(getSealedCopiesStore()).catch(() => undefined),
  ]);
}

/** Sign-out and a deleted account: every journal key leaves this browser. */
export async function forgetJournalKeysOnDevice(): Promise<void> {
  closeJournal();
  await clear(getJournalKeyStore()).catch(() => undefined);
}
