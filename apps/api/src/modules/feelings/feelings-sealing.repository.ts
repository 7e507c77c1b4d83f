import { quadrantOfLoggedWord } from '@app/domain/feeling-words.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { feelingCounts, feelings, feelingTotals } from '../../db/schema/feelings.ts';
import { selectRows } from '../../db/select-rows.ts';

/*
 * A sealed journal's feelings log (decision 0069): rows whose word and intensity are in an
 * envelope, and the batches that turn plain rows into sealed ones and back. Every write here
 * runs after the person's total row lock (feelings.repository.ts, lockAndMoveTotal), as every
 * write to their feelings does, so the counts always match the plain rows.
 */

const logColumns = {
  id: feelings.id,
  feeling: feelings.feeling,
  intensity: feelings.intensity,
  createdAt: feelings.createdAt,
  sealed: feelings.sealed,
};
export type FeelingLogRow = {
  id: string;
  feeling: string;
  intensity: number | null;
  createdAt: Date;
  sealed: SealedEnvelope | null;
};

/** Logs a sealed feeling under the id its envelope is bound to; answers its writing bytes. */
export async function insertSealedFeeling(
  tx: Database,
  userId: string,
  id: string,
  sealed: SealedEnvelope,
): Promise<FeelingLogRow & { writingBytes: number }> {
  const [row] = await tx
    .insert(feelings)
    .values({ id, userId, feeling: '', intensity: null, sealed })
    .returning({ ...logColumns, writingBytes: feelings.writingBytes });
  if (!row) throw new Error('feeling insert returned nothing');
  return row;
}

/**
 * Whether a feeling is sealed (`sealed` true) or plain; sealed under another key than
 * `notUnderKey`, when given (a key change seals those again).
 */
function isSealedAs(sealed: boolean, notUnderKey?: string): SQL | undefined {
  if (!sealed) return isNull(feelings.sealed);
  return and(
    isNotNull(feelings.sealed),
    notUnderKey === undefined ? undefined : sql`${feelings.sealed}->>'k' <> ${notUnderKey}`,
  );
}

/**
 * A page of the person's log, newest first, after the entry `before` (none when that entry is
 * not theirs or is gone). One range scan of the (person, time) index, whatever the log holds.
 */
export function listFeelingLogRows(
  db: Database,
  userId: string,
  {
    before,
    limit,
    sealed,
    notUnderKey,
  }: { before?: string; limit: number; sealed?: boolean; notUnderKey?: string | undefined },
): Promise<FeelingLogRow[]> {
  const conditions: SQL[] = [eq(feelings.userId, userId)];
  if (before) {
    conditions.push(
      sql`(${feelings.createdAt}, ${feelings.id}) < (select b.created_at, b.id from ${feelings} b where b.id = ${before} and b.user_id = ${userId})`,
    );
  }
  const sealedAs = sealed === undefined ? undefined : isSealedAs(sealed, notUnderKey);
  if (sealedAs) conditions.push(sealedAs);
  return db
    .select(logColumns)
    .from(feelings)
    .where(and(...conditions))
    .orderBy(desc(feelings.createdAt), desc(feelings.id))
    .limit(limit);
}

/** How many entries the person's log holds (the total every write to it keeps). */
export async function readFeelingTotal(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: feelingTotals.total })
    .from(feelingTotals)
    .where(eq(feelingTotals.userId, userId));
  return row?.total ?? 0;
}

/** How many of the person's feelings are sealed (`sealed` true; under another key than `notUnderKey`) or plain. */
export async function countFeelingsSealed(
  db: Database,
  userId: string,
  sealed: boolean,
  notUnderKey?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feelings)
    .where(and(eq(feelings.userId, userId), isSealedAs(sealed, notUnderKey)));
  return row?.n ?? 0;
}

/**
 * Stores each envelope in place of one under another key, where the feeling is the person's:
 * a key change. Answers how many and the change in writing bytes.
 */
export async function resealFeelings(
  tx: Database,
  userId: string,
  batch: ReadonlyArray<{ id: string; sealed: SealedEnvelope }>,
  newKey: string,
): Promise<{ done: number; bytes: number }> {
  const rows = await selectRows(
    tx,
    sql`
      with batch as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id uuid, sealed jsonb)
      ), old as (
        select f.id, f.writing_bytes from ${feelings} f join batch using (id)
        where f.user_id = ${userId} and f.sealed->>'k' <> ${newKey}
        for update of f
      )
      update ${feelings} f set sealed = batch.sealed
      from old join batch using (id)
      where f.id = old.id
      returning f.writing_bytes - old.writing_bytes as change`,
    z.object({ change: z.number().int() }),
  );
  return { done: rows.length, bytes: rows.reduce((sum, row) => sum + row.change, 0) };
}

const changedRow = z.object({ feeling: z.string(), change: z.number().int() });

/** Moves each word's count by `by` for every time it is in `words`; a count at 0 goes. */
async function moveCounts(tx: Database, userId: string, words: readonly string[], by: 1 | -1) {
  const times = new Map<string, number>();
  for (const word of words) times.set(word, (times.get(word) ?? 0) + 1);
  for (const [feeling, n] of times) {
    await tx
      .insert(feelingCounts)
      .values({ userId, feeling, count: n * by, quadrant: quadrantOfLoggedWord(feeling) })
      .onConflictDoUpdate({
        target: [feelingCounts.userId, feelingCounts.feeling],
        set: { count: sql`${feelingCounts.count} + ${n * by}` },
      });
  }
  if (by < 0) {
    await tx
      .delete(feelingCounts)
      .where(and(eq(feelingCounts.userId, userId), sql`${feelingCounts.count} <= 0`));
  }
}

/**
 * Stores each envelope in place of its feeling's word and intensity, where the feeling is the
 * person's and still plain; their words' counts go down with them. Answers how many were
 * sealed and the change in writing bytes.
 */
export async function sealPlainFeelings(
  tx: Database,
  userId: string,
  batch: ReadonlyArray<{ id: string; sealed: SealedEnvelope }>,
): Promise<{ done: number; bytes: number }> {
  const rows = await selectRows(
    tx,
    sql`
      with batch as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id uuid, sealed jsonb)
      ), old as (
        select f.id, f.feeling, f.writing_bytes from ${feelings} f join batch using (id)
        where f.user_id = ${userId} and f.sealed is null
        for update of f
      )
      update ${feelings} f set feeling = '', intensity = null, sealed = batch.sealed
      from old join batch using (id)
      where f.id = old.id
      returning old.feeling, f.writing_bytes - old.writing_bytes as change`,
    changedRow,
  );
  await moveCounts(
    tx,
    userId,
    rows.map((row) => row.feeling),
    -1,
  );
  return { done: rows.length, bytes: rows.reduce((sum, row) => sum + row.change, 0) };
}

/**
 * Stores each feeling opened on the device plain again, where it is the person's and still
 * sealed; its word is counted again. Answers how many and the change in writing bytes.
 */
export async function unsealSealedFeelings(
  tx: Database,
  userId: string,
  batch: ReadonlyArray<{ id: string; feeling: string; intensity: number | null }>,
): Promise<{ done: number; bytes: number }> {
  const rows = await selectRows(
    tx,
    sql`
      with batch as (
        select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          as x(id uuid, feeling text, intensity smallint)
      ), old as (
        select f.id, f.writing_bytes from ${feelings} f join batch using (id)
        where f.user_id = ${userId} and f.sealed is not null
        for update of f
      )
      update ${feelings} f set feeling = batch.feeling, intensity = batch.intensity, sealed = null
      from old join batch using (id)
      where f.id = old.id
      returning f.feeling, f.writing_bytes - old.writing_bytes as change`,
    changedRow,
  );
  await moveCounts(
    tx,
    userId,
    rows.map((row) => row.feeling),
    1,
  );
  return { done: rows.length, bytes: rows.reduce((sum, row) => sum + row.change, 0) };
}

/** Start over: the sealed feelings go, and the total counts what is left. */
export async function deleteSealedFeelingRows(tx: Database, userId: string): Promise<number> {
  const deleted = await tx
    .delete(feelings)
    .where(and(eq(feelings.userId, userId), isNotNull(feelings.sealed)))
    .returning({ id: feelings.id });
  if (deleted.length > 0) {
    await tx
      .update(feelingTotals)
      .set({ total: sql`greatest(${feelingTotals.total} - ${deleted.length}, 0)` })
      .where(eq(feelingTotals.userId, userId));
  }
  return deleted.length;
}
