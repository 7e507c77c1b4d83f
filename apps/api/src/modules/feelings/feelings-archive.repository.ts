import { FEELING_QUADRANTS, quadrantOfLoggedWord } from '@app/domain/feeling-words.ts';
import { TRENDING_FEELINGS_COUNT } from '@app/domain/feelings.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { inChunks } from '../../db/in-chunks.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { feelingCounts, feelings, feelingTotals } from '../../db/schema/feelings.ts';
import { selectRows } from '../../db/select-rows.ts';

/** The feelings of the archive module: export and report read the log, import adds to it. */

type LoggedFeeling = {
  id: string;
  feeling: string;
  intensity: number | null;
  created: Date;
};

/** The person's whole log, oldest first; a sealed journal's entries with their envelopes. */
export async function listAllFeelings(
  db: Database,
  userId: string,
): Promise<Array<LoggedFeeling & { sealed: SealedEnvelope | null }>> {
  return db
    .select({
      id: feelings.id,
      feeling: feelings.feeling,
      intensity: feelings.intensity,
      created: feelings.createdAt,
      sealed: feelings.sealed,
    })
    .from(feelings)
    .where(eq(feelings.userId, userId))
    .orderBy(asc(feelings.createdAt), asc(feelings.id));
}

/**
 * The log in [from, before): how many entries, its top words by count (ties by word), and its
 * entries by quarter of the mood meter (each placed as its word's count is).
 */
export async function readFeelingsBetween(db: Database, userId: string, from: Date, before: Date) {
  const inPeriod = and(
    eq(feelings.userId, userId),
    gte(feelings.createdAt, from),
    lt(feelings.createdAt, before),
  );
  const [totals] = await db.select({ total: count() }).from(feelings).where(inPeriod);
  const top = await db
    .select({ feeling: feelings.feeling, count: count() })
    .from(feelings)
    .where(inPeriod)
    .groupBy(feelings.feeling)
    .orderBy(desc(count()), asc(feelings.feeling))
    .limit(TRENDING_FEELINGS_COUNT);
  const placed = await selectRows(
    db,
    sql`
      select c.quadrant, count(*)::int as count
      from ${feelings} f
        join ${feelingCounts} c on c.user_id = f.user_id and c.feeling = f.feeling
      where f.user_id = ${userId}
        and f.created_at >= ${from.toISOString()}::timestamptz
        and f.created_at < ${before.toISOString()}::timestamptz
        and c.quadrant is not null
      group by c.quadrant`,
    z.object({ quadrant: z.enum(FEELING_QUADRANTS), count: z.number().int() }),
  );
  return { total: totals?.total ?? 0, top, placed };
}

/** Who owns each of these log entry ids, for the ids that name an entry. */
export const ownersOfFeelings = (db: Database, ids: readonly string[]) =>
  ownersOf(db, feelings, ids);

type ImportedFeeling = LoggedFeeling;

/**
 * Adds an archive's feelings that are not the person's yet to the log, each under the id the
 * import chose for it (decision 0029): inserted, never merged into a row that exists, so a row
 * someone else wrote in the meantime fails the insert (and the import). The counts and the
 * total move by what was added, so they stay exact. Takes the person's total row lock first,
 * as every write to their feelings does.
 */
export async function importFeelings(
  db: Database,
  userId: string,
  archived: readonly ImportedFeeling[],
): Promise<number> {
  if (archived.length === 0) return 0;
  await db
    .insert(feelingTotals)
    .values({ userId, total: 0 })
    .onConflictDoUpdate({ target: feelingTotals.userId, set: { total: feelingTotals.total } });
  const added = new Map<string, number>();
  for (const chunk of inChunks(archived, 500)) {
    await db.insert(feelings).values(
      chunk.map((f) => ({
        id: f.id,
        userId,
        feeling: f.feeling,
        intensity: f.intensity,
        createdAt: f.created,
      })),
    );
    for (const f of chunk) added.set(f.feeling, (added.get(f.feeling) ?? 0) + 1);
  }
  for (const [feeling, n] of added) {
    await db
      .insert(feelingCounts)
      .values({ userId, feeling, count: n, quadrant: quadrantOfLoggedWord(feeling) })
      .onConflictDoUpdate({
        target: [feelingCounts.userId, feelingCounts.feeling],
        set: { count: sql`${feelingCounts.count} + ${n}` },
      });
  }
  await db
    .update(feelingTotals)
    .set({ total: sql`${feelingTotals.total} + ${archived.length}` })
    .where(eq(feelingTotals.userId, userId));
  return archived.length;
}
