import { FEELING_QUADRANTS } from '@app/domain/feeling-words.ts';
import {
  type FeelingsOverview,
  type OwnFeelingWord,
  toFeelingGroupCounts,
  trendingPercent,
} from '@app/domain/feelings.schemas.ts';
import type { Database } from '../../db/client.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import {
  deleteFeelingsOf,
  insertFeeling,
  listOwnWordRows,
  lockAndMoveTotal,
  readFeelingsOverview,
} from './feelings.repository.ts';

/**
 * Logs a feeling (already trimmed and lower-cased), with its intensity when the person gave one,
 * and counts it, within their room for writing (`writingRoomBytes`); answers the new overview.
 */
export async function addFeeling(
  db: Database,
  userId: string,
  { feeling, intensity }: { feeling: string; intensity: number | null },
  writingRoomBytes: number,
): Promise<FeelingsOverview> {
  await db.transaction(async (tx) => {
    await lockAndMoveTotal(tx, userId, 'add-one');
    const writingBytes = await insertFeeling(tx, userId, feeling, intensity);
    await chargeWriting(tx, userId, writingBytes, writingRoomBytes);
  });
  return getFeelings(db, userId);
}

/**
 * The last 10 feelings, newest first, and the top 10 by count (ties by word), with each one's
 * share of all logged feelings, and the whole log by quarter of the mood meter. Counts, total
 * and groups come from one statement, so no percentage mixes two moments; a person with no
 * counts has no rows there, and every group at 0.
 */
export async function getFeelings(db: Database, userId: string): Promise<FeelingsOverview> {
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
 * trending index.
 */
export async function listOwnFeelingWords(db: Database, userId: string): Promise<OwnFeelingWord[]> {
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
