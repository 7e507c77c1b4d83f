import { createHash } from 'node:crypto';
import { feelingWordSpellings } from '@app/domain/feeling-words.ts';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { feelingCounts, feelingVocabularyPlacement } from './schema/feelings.ts';

/*
 * The vocabulary of feelings (packages/domain/src/feeling-words.ts) lives in code, and each
 * stored count carries its word's quarter of the mood meter. When a release changes the
 * vocabulary, the first start after it places every count again; any other start reads one row.
 */

const SPELLINGS = feelingWordSpellings();

/** Which vocabulary the stored quadrants follow: a hash of every spelling and its quarter. */
export const VOCABULARY_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify(SPELLINGS.map((s) => [s.spelling, s.quadrant]).sort()))
  .digest('base64url');

/** A text[] literal: each value quoted, so a word with a space stays one element. */
const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** `v(spelling, quadrant)`: the vocabulary as a table. */
const VOCABULARY_TABLE = sql`unnest(
  ${textArrayLiteral(SPELLINGS.map((s) => s.spelling))}::text[],
  ${textArrayLiteral(SPELLINGS.map((s) => s.quadrant))}::text[]
) as v(spelling, quadrant)`;

/**
 * Places every stored count by the vocabulary of this build, unless it already is; run at start
 * after the migrations (under their lock on PostgreSQL). One transaction, so a count is never
 * left half placed, and the fingerprint is written only with the counts it describes.
 */
export async function placeFeelingCounts(
  db: Database,
  fingerprint = VOCABULARY_FINGERPRINT,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${feelingVocabularyPlacement} in exclusive mode`);
    const [placed] = await tx
      .select({ fingerprint: feelingVocabularyPlacement.fingerprint })
      .from(feelingVocabularyPlacement);
    if (placed?.fingerprint === fingerprint) return false;
    // One pass over the counts, the vocabulary hashed: each row whose quarter differs from
    // the one its word has now (null for a word outside it) takes the new one.
    await tx.execute(sql`
      update ${feelingCounts} c set quadrant = v.quadrant
      from ${feelingCounts} o left join ${VOCABULARY_TABLE} on v.spelling = o.feeling
      where o.user_id = c.user_id and o.feeling = c.feeling
        and o.quadrant is distinct from v.quadrant`);
    await tx.delete(feelingVocabularyPlacement);
    await tx.insert(feelingVocabularyPlacement).values({ fingerprint });
    return true;
  });
}
