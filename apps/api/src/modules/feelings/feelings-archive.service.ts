import {
  type FeelingGroupCount,
  type TrendingFeeling,
  toFeelingGroupCounts,
  trendingPercent,
} from '@app/domain/feelings.schemas.ts';
import type { Database } from '../../db/client.ts';
import { readFeelingsBetween } from './feelings-archive.repository.ts';

/**
 * The top 10 words logged in [from, before), with each one's share of that period's log (the
 * report's "trending feelings of the period"), how many were logged in it, and the period's
 * log by quarter of the mood meter.
 */
export async function getTrendingFeelingsBetween(
  db: Database,
  userId: string,
  from: Date,
  before: Date,
): Promise<{ trending: TrendingFeeling[]; total: number; groups: FeelingGroupCount[] }> {
  const { total, top, placed } = await readFeelingsBetween(db, userId, from, before);
  return {
    trending: top.map((row) => ({
      feeling: row.feeling,
      count: row.count,
      percent: trendingPercent(row.count, total),
    })),
    total,
    groups: toFeelingGroupCounts(new Map(placed.map((row) => [row.quadrant, row.count])), total),
  };
}
