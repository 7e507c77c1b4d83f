import type { FeelingLogEntry, LoggedFeeling } from '@app/domain/feelings.schemas.ts';
import type { OpenedFeeling } from '@app/domain/feelings-overview.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { type OpenJournal, openRecord, SealBrokenError, sealRecord } from './journal-crypto.ts';

/*
 * A sealed journal's feelings (docs/decisions/0069): each logged feeling's word and intensity
 * sealed for its id, which the device makes; the date stays plain. The device opens the log
 * and counts it with the domain's rules (feelings-overview.ts), as the server does for an open
 * journal.
 */

/** A feeling sealed for a new id, as POST feelings takes it. */
export async function sealFeeling(
  journal: OpenJournal,
  feeling: LoggedFeeling,
  id: string = crypto.randomUUID(),
): Promise<{ id: string; sealed: SealedEnvelope }> {
  const payload: LoggedFeeling = { feeling: feeling.feeling, intensity: feeling.intensity };
  return { id, sealed: await sealRecord(journal, 'feeling', id, payload) };
}

/** One entry of the log opened: its word and intensity; null when it does not open. */
export async function openFeeling(
  journal: OpenJournal,
  entry: Pick<FeelingLogEntry, '_id' | 'feeling' | 'intensity' | 'sealed'>,
): Promise<LoggedFeeling | null> {
  if (!entry.sealed) return { feeling: entry.feeling, intensity: entry.intensity };
  try {
    const opened = (await openRecord(journal, 'feeling', entry._id, entry.sealed)) as LoggedFeeling;
    return { feeling: String(opened.feeling), intensity: opened.intensity ?? null };
  } catch (error) {
    if (error instanceof SealBrokenError) return null;
    throw error;
  }
}

/** The log's entries opened, each with its date; an entry that does not open is left out. */
export async function openFeelingLog(
  journal: OpenJournal,
  entries: readonly FeelingLogEntry[],
): Promise<OpenedFeeling[]> {
  const opened = await Promise.all(
    entries.map(async (entry) => {
      const feeling = await openFeeling(journal, entry);
      return feeling ? { ...feeling, created: entry.created } : null;
    }),
  );
  return opened.filter((feeling) => feeling !== null);
}
