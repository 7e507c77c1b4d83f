import type { OpenedFeeling } from '@app/domain/feelings-overview.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { get, set } from 'idb-keyval';
import { getSealedCopiesStore } from '@/lib/offline/offline-stores.ts';
import { type OpenJournal, openRecord, sealRecord } from './journal-crypto.ts';

/*
 * A sealed journal's feelings log as this device opened it, kept sealed with the journal's key
 * (decision 0069), so the next page load reads only what was logged since.
 */

/**
 * The opened entries, newest first; how many entries of the server's log they cover (those
 * that did not open included); and the newest entry's id, where the next reading stops.
 */
export type KeptFeelingLog = {
  entries: OpenedFeeling[];
  covers: number;
  newestId: string | null;
};

const KEPT_ID = 'feelings-log';

/** The log kept for this person and key; null when none is (or another key's). */
export async function restoreFeelingLog(journal: OpenJournal): Promise<KeptFeelingLog | null> {
  const kept = await get<{ userId: string; envelope: SealedEnvelope }>(
    KEPT_ID,
    getSealedCopiesStore(),
  ).catch(() => undefined);
  if (!kept || kept.userId !== journal.userId) return null;
  try {
    return (await openRecord(journal, 'feelings-log', KEPT_ID, kept.envelope)) as KeptFeelingLog;
  } catch {
    return null;
  }
}

export async function keepFeelingLog(journal: OpenJournal, log: KeptFeelingLog): Promise<void> {
  const envelope = await sealRecord(journal, 'feelings-log', KEPT_ID, log);
  await set(KEPT_ID, { userId: journal.userId, envelope }, getSealedCopiesStore()).catch(
    () => undefined,
  );
}
