import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';

/** How the web saves a daily intention (apps/web/src/lib/daily-intention.ts). */
const DAILY_INTENTION_TITLE = 'Daily Intention';

/**
 * Whether the person wrote a daily intention in [from, to): a post of category manifest titled
 * "Daily Intention" (what /daily-intention saves), or one of the dailyintention category.
 * Reminders ask it with the bounds of the person's local day.
 */
export async function hasWrittenDailyIntentionBetween(
  db: Database,
  userId: string,
  from: Date,
  to: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.deleted, false),
        eq(posts.draft, false),
        or(
          and(eq(posts.category, 'manifest'), eq(posts.title, DAILY_INTENTION_TITLE)),
          eq(posts.category, 'dailyintention'),
        ),
        gte(posts.createdAt, from),
        lt(posts.createdAt, to),
      ),
    )
    .limit(1);
  return row !== undefined;
}
