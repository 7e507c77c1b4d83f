import { FEELING_QUADRANTS } from '@app/domain/feeling-words.ts';
import {
  type AddFeelingRequest,
  type FeelingLogEntry,
  type FeelingsOverview,
  type OwnFeelingWord,
  toFeelingGroupCounts,
  trendingPercent,
} from '@app/domain/feelings.schemas.ts';
import type { Database } from '../../db/client.ts';
import { assertJournalReadable, assertWritingFitsJournal } from '../../policies/people.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import {
  deleteFeelingsOf,
  insertFeeling,
  listOwnWordRows,
  lockAndMoveTotal,
  readFeelingsOverview,
} from './feelings.repository.ts';
import { type FeelingLogRow, insertSealedFeeling } from './feelings-sealing.repository.ts';

export function toFeelingLogEntry(row: FeelingLogRow): FeelingLogEntry {
  return {
    _id: row.id,
    feeling: row.feeling,
    intensity: row.intensity,
    created: row.createdAt.toISOString(),
    sealed: row.sealed,
  };
}

/**
 * Logs a feeling within the person's room for writing (`writingRoomBytes`). A plain one
 * (already trimmed and lower-cased, with its intensity when the person gave one) is counted,
 * and the answer is the new overview. A sealed one (decision 0069) is stored as its envelope
 * alone, under the id it is bound to, uncounted: the answer is the entry, for the device's own
 * overview. Each only where the journal takes it (policies/people.ts).
 */
export async function addFeeling(
  db: Database,
  userId: string,
  input: AddFeelingRequest,
  writingRoomBytes: number,
): Promise<FeelingsOverview | FeelingLogEntry> {
  const sealed = await db.transaction(async (tx) => {
    await assertWritingFitsJournal(tx, userId, {
      isSealed: 'sealed' in input,
      ...('sealed' in input && { keyId: input.sealed.k }),
      isShared: false,
    });
    await lockAndMoveTotal(tx, userId, 'add-one');
    if ('sealed' in input) {
      const row = await insertSealedFeeling(tx, userId, input.id.toLowerCase(), input.sealed);
      await chargeWriting(tx, userId, row.writingBytes, writingRoomBytes);
      return toFeelingLogEntry(row);
    }
    const writingBytes = await insertFeeling(tx, userId, input.feeling, input.intensity);
    await chargeWriting(tx, userId, writingBytes, writingRoomBytes);
    return null;
  });
  return sealed ?? readOverview(db, userId);
}

/**
 * The last 10 feelings, newest first, and the top 10 by count (ties by word), with each one's
 * share of all logged feelings, and the whole log by quarter of the mood meter. Counts, total
 * and groups come from one statement, so no percentage mixes two moments; a person with no
 * counts has no rows there, and every group at 0. Only for an open journal: a sealed one's
 * words are counted on the device (decision 0069).
 */
export async function getFeelings(db: Database, userId: string): Promise<FeelingsOverview> {
  await assertJournalReadable(db, userId);
  return readOverview(db, userId);
}

async function readOverview(db: Database, userId: string): Promise<FeelingsOverview> {
  const { recent, trending } = await readFeelingsOverview(db, userId);
  const total = Number(trending[0]?.total ?? 0);
  const sums = trending[0]?.placed ?? [];
  const placed = new Map(FEELING_QUADRANTS.map((quadrant, i) => [quadrant, sums[i] ?? 0]));
  return {
    recent: recent.map((row) => ({
      feeling: row.feeling,
      intensity: row.intensity,
      created: row.createdAt.toISOString(),
    })),
    trending: trending.map((row) => ({
      feeling: row.feeling,
      count: row.count,
      percent: trendingPercent(row.count, total),
    })),
    total,
    groups: toFeelingGroupCounts(placed, total),
  };
}

/**
 * The words the person has logged, the most used first (ties by word), at most
 * OWN_FEELING_WORDS_COUNT: what the page suggests before the vocabulary. A range scan of the
 * trending index. Only for an open journal, as the overview.
 */
export async function listOwnFeelingWords(db: Database, userId: string): Promise<OwnFeelingWord[]> {
  await assertJournalReadable(db, userId);
  return listOwnWordRows(db, userId);
}

/** Clear (docs/product.md, "Feelings"): the person's log and counts are emptied. */
export async function clearFeelings(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAndMoveTotal(tx, userId, 'reset');
    const clearedBytes = await deleteFeelingsOf(tx, userId);
    // Never a growth: the room is not asked.
    await chargeWriting(tx, userId, -clearedBytes, 0);
  });
}
