import { VISITOR_IDEAS_PER_HOUR } from '@app/domain/limits.ts';
import type { Stats } from '@app/domain/site.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { rollingLimitWaitMs } from '../../policies/rolling-limits.ts';
import { chargeWriting } from '../../policies/storage-rooms.ts';
import { countPosts } from '../posts/posts.service.ts';
import { countUsers } from '../users/users.service.ts';
import { insertIdea, listVisitorIdeasSince } from './ideas.repository.ts';

async function getStats(db: Database): Promise<Stats> {
  const [users, posts] = await Promise.all([countUsers(db), countPosts(db)]);
  return { users, posts };
}

/**
 * The counts behind GET /stats, cached per process for `ttlMs` (STATS_CACHE_SECONDS, a minute
 * by default) by the app's clock. The footer asks on every page, and counting a million posts
 * scans an index (tens of milliseconds on PostgreSQL, more on PGlite): counts a minute old are
 * as good to a reader, and each server counts once a minute however many pages are opened.
 * When the counts are stale, the requests arriving meanwhile share one count rather than each
 * starting their own; a failed count is not kept, so the next request tries again.
 * With `ttlMs` 0 every request counts.
 */
export function createStatsCache(db: Database, now: () => Date, ttlMs: number) {
  let cached: { stats: Stats; countedAt: number } | null = null;
  let counting: Promise<Stats> | null = null;
  return async function cachedStats(): Promise<Stats> {
    const startedAt = now().getTime();
    if (cached && startedAt - cached.countedAt < ttlMs && startedAt >= cached.countedAt) {
      return cached.stats;
    }
    counting ??= getStats(db)
      .then((stats) => {
        cached = { stats, countedAt: startedAt };
        return stats;
      })
      .finally(() => {
        counting = null;
      });
    return counting;
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stores an idea. Visitors' ideas, from however many addresses, share VISITOR_IDEAS_PER_HOUR:
 * past it, one waits until the oldest of the hour leaves it, counted by one transaction at a
 * time, so no number of addresses fills the table. A signed-in person's idea is kept with their
 * name, within their room for writing (`writingRoomBytes`).
 */
export async function createIdea(
  db: Database,
  idea: string,
  userId: string | null,
  now: Date,
  writingRoomBytes: number,
) {
  await db.transaction(async (tx) => {
    if (userId === null) {
      const recent = await listVisitorIdeasSince(
        tx,
        new Date(now.getTime() - HOUR_MS),
        VISITOR_IDEAS_PER_HOUR,
      );
      const waitMs = rollingLimitWaitMs(recent, VISITOR_IDEAS_PER_HOUR, HOUR_MS, now);
      if (waitMs !== null) {
        throw new DomainError(
          'rate_limited',
          'ideas_busy',
          'Many ideas arrived from visitors this hour. Please send yours later, or sign in to send it now.',
          Math.max(1, Math.ceil(waitMs / 1000)),
        );
      }
    }
    const writingBytes = await insertIdea(tx, { idea, userId, createdAt: now });
    if (userId !== null) await chargeWriting(tx, userId, writingBytes, writingRoomBytes);
  });
}
