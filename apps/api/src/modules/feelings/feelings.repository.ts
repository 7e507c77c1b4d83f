import {
  FEELING_QUADRANTS,
  type FeelingQuadrant,
  quadrantOfLoggedWord,
} from '@app/domain/feeling-words.ts';
import {
  OWN_FEELING_WORDS_COUNT,
  type OwnFeelingWord,
  RECENT_FEELINGS_COUNT,
  TRENDING_FEELINGS_COUNT,
} from '@app/domain/feelings.schemas.ts';
import { and, asc, desc, eq, isNotNull, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declarePrepared } from '../../db/prepared.ts';
import { feelingCounts, feelings, feelingTotals } from '../../db/schema/feelings.ts';

/**
 * Takes the person's total row lock for the rest of the transaction (creating the row when
 * needed) and moves the total. Every write to a person's feelings starts here, so concurrent
 * adds and clears run one after the other and counts, total and log always agree.
 */
export async function lockAndMoveTotal(
  db: Database,
  userId: string,
  move: 'add-one' | 'reset' | 'keep',
) {
  const total = { 'add-one': sql`${feelingTotals.total} + 1`, reset: 0, keep: feelingTotals.total };
  await db
    .insert(feelingTotals)
    .values({ userId, total: move === 'add-one' ? 1 : 0 })
    .onConflictDoUpdate({ target: feelingTotals.userId, set: { total: total[move] } });
}

/** Logs a feeling and counts its word; answers the writing bytes the log's row holds. */
export async function insertFeeling(
  tx: Database,
  userId: string,
  feeling: string,
  intensity: number | null,
): Promise<number> {
  await tx
    .insert(feelingCounts)
    .values({ userId, feeling, count: 1, quadrant: quadrantOfLoggedWord(feeling) })
    .onConflictDoUpdate({
      target: [feelingCounts.userId, feelingCounts.feeling],
      set: { count: sql`${feelingCounts.count} + 1` },
    });
  const [row] = await tx
    .insert(feelings)
    .values({ userId, feeling, intensity })
    .returning({ writingBytes: feelings.writingBytes });
  return row?.writingBytes ?? 0;
}

/**
 * The queries behind the overview (exported for the test that reads their plans): the last 10
 * of the log, and the top 10 of the counts, each a range scan of ten index entries however long
 * the log. Beside each of the top 10 come the person's total and their counts summed by quarter
 * of the mood meter (FEELING_QUADRANTS' order; the unplaced group is the total less these),
 * computed once for the statement: one range scan of the person's placed counts, of which they
 * have at most one per spelling of the vocabulary whatever they logged.
 */
export function buildFeelingsQueries(db: Database, userId: string | Placeholder) {
  const totalOfPerson = db
    .select({ total: feelingTotals.total })
    .from(feelingTotals)
    .where(eq(feelingTotals.userId, userId));
  const sumIn = (quadrant: FeelingQuadrant) =>
    sql`coalesce(sum(${feelingCounts.count}) filter (where ${feelingCounts.quadrant} = ${quadrant}), 0)::int`;
  const placedOfPerson = db
    .select({ sums: sql`array[${sql.join(FEELING_QUADRANTS.map(sumIn), sql`, `)}]` })
    .from(feelingCounts)
    .where(and(eq(feelingCounts.userId, userId), isNotNull(feelingCounts.quadrant)));
  return {
    recent: db
      .select({
        feeling: feelings.feeling,
        intensity: feelings.intensity,
        createdAt: feelings.createdAt,
      })
      .from(feelings)
      .where(eq(feelings.userId, userId))
      .orderBy(desc(feelings.createdAt), desc(feelings.id))
      .limit(RECENT_FEELINGS_COUNT),
    trending: db
      .select({
        feeling: feelingCounts.feeling,
        count: feelingCounts.count,
        total: sql<number | null>`(${totalOfPerson})`,
        placed: sql<number[]>`(${placedOfPerson})`,
      })
      .from(feelingCounts)
      .where(eq(feelingCounts.userId, userId))
      .orderBy(desc(feelingCounts.count), asc(feelingCounts.feeling))
      .limit(TRENDING_FEELINGS_COUNT),
  };
}

const overviewStatements = {
  recent: declarePrepared(
    'feelings_recent',
    (db) => buildFeelingsQueries(db, sql.placeholder('userId')).recent,
  ),
  trending: declarePrepared(
    'feelings_trending',
    (db) => buildFeelingsQueries(db, sql.placeholder('userId')).trending,
  ),
};

/** The overview's two statements' rows for the person. */
export async function readFeelingsOverview(db: Database, userId: string) {
  const [recent, trending] = await Promise.all([
    overviewStatements.recent(db).execute({ userId }),
    overviewStatements.trending(db).execute({ userId }),
  ]);
  return { recent, trending };
}

const ownWordsStatement = declarePrepared('feelings_own_words', (db) =>
  db
    .select({ feeling: feelingCounts.feeling, count: feelingCounts.count })
    .from(feelingCounts)
    .where(eq(feelingCounts.userId, sql.placeholder('userId')))
    .orderBy(desc(feelingCounts.count), asc(feelingCounts.feeling))
    .limit(OWN_FEELING_WORDS_COUNT),
);

/** The person's most used words, at most OWN_FEELING_WORDS_COUNT. */
export function listOwnWordRows(db: Database, userId: string): Promise<OwnFeelingWord[]> {
  return ownWordsStatement(db).execute({ userId });
}

/** Empties the person's counts and log; answers the writing bytes the log held. */
export async function deleteFeelingsOf(tx: Database, userId: string): Promise<number> {
  await tx.delete(feelingCounts).where(eq(feelingCounts.userId, userId));
  const [cleared] = await tx
    .with(
      tx
        .$with('cleared')
        .as(
          tx
            .delete(feelings)
            .where(eq(feelings.userId, userId))
            .returning({ writingBytes: feelings.writingBytes }),
        ),
    )
    .select({ bytes: sql<string>`coalesce(sum(writing_bytes), 0)` })
    .from(sql`cleared`);
  return Number(cleared?.bytes ?? 0);
}
