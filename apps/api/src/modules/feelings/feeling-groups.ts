import { feelingWordSpellings } from '@app/domain/feeling-words.ts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/*
 * The vocabulary of feelings as a table the database can join logged words to: every spelling
 * (packages/domain/src/feeling-words.ts) with its quarter of the mood meter, from two array
 * parameters. A count by quarter then leaves the database as at most four rows, whatever the
 * log holds; the unplaced group is the total less them.
 */

const SPELLINGS = feelingWordSpellings();

/** The two arrays, as a prepared statement's placeholders take them. */
export const VOCABULARY_ARRAYS = {
  spellings: SPELLINGS.map((s) => s.spelling),
  quadrants: SPELLINGS.map((s) => s.quadrant),
};

/** `v(spelling, quadrant)` from two text[] parameters. */
export const vocabularyTableOf = (
  spellings: Placeholder | string,
  quadrants: Placeholder | string,
): SQL => sql`unnest(${spellings}::text[], ${quadrants}::text[]) as v(spelling, quadrant)`;

/** A text[] literal: each value quoted, so a word with a space stays one element. */
const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The table with the arrays bound as values, for statements that are not prepared. */
export const VOCABULARY_TABLE = vocabularyTableOf(
  textArrayLiteral(VOCABULARY_ARRAYS.spellings),
  textArrayLiteral(VOCABULARY_ARRAYS.quadrants),
);
