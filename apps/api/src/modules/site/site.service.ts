import type { Stats } from '@app/domain/site.schemas.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/ideas.ts';
import { countPosts } from '../posts/posts.service.ts';
import { countUsers } from '../users/users.service.ts';

export async function getStats(db: Database): Promise<Stats> {
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

export async function createIdea(db: Database, idea: string, userId: string | null) {
  await db.insert(ideas).values({ idea, userId });
}
