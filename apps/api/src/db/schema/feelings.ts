import { FEELING_QUADRANTS } from '@app/domain/feeling-words.ts';
import { FEELING_INTENSITY_MAX, FEELING_INTENSITY_MIN } from '@app/domain/feelings.schemas.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { writingBytesColumn } from './writing-rooms.ts';

/**
 * The feelings log: one row per word a person saves, for "the last 10". A sealed journal's row
 * holds its word and intensity in `sealed` alone (decision 0069): `feeling` blank, `intensity`
 * null, and no count of its word.
 */
export const feelings = pgTable(
  'feelings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling').notNull(),
    /** How strongly it was felt, 1 to 5, when the person said (null when not). */
    intensity: smallint('intensity'),
    sealed: jsonb('sealed').$type<SealedEnvelope>(),
    writingBytes: writingBytesColumn({ texts: ['feeling'], lists: [], sealed: 'sealed' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      'feelings_intensity_check',
      sql`${t.intensity} between ${sql.raw(String(FEELING_INTENSITY_MIN))} and ${sql.raw(String(FEELING_INTENSITY_MAX))}`,
    ),
    index('feelings_user_recent_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * How often each person used each word, kept up to date with every save, so that the trending
 * top 10 is an index range scan of ten rows however long the log grows. `quadrant` is the word's
 * quarter of the mood meter when it is one of the vocabulary's spellings (set as the row is
 * written, and again at start when the vocabulary changed: `db/feeling-vocabulary.ts`), so the
 * groups are a range scan of at most the vocabulary's spellings, whatever the person logged.
 */
export const feelingCounts = pgTable(
  'feeling_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling').notNull(),
    count: integer('count').notNull(),
    quadrant: text('quadrant', { enum: FEELING_QUADRANTS }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feeling] }),
    index('feeling_counts_trending_idx').on(
      t.userId,
      t.count.desc().nullsFirst(),
      t.feeling.asc().nullsLast(),
    ),
    index('feeling_counts_placed_idx')
      .on(t.userId, t.quadrant, t.count)
      .where(sql`${t.quadrant} is not null`),
    check(
      'feeling_counts_quadrant_check',
      sql`${t.quadrant} in (${sql.raw(FEELING_QUADRANTS.map((q) => `'${q}'`).join(', '))})`,
    ),
  ],
);

/**
 * The fingerprint of the vocabulary the counts' quadrants were placed by; a start that finds
 * another one places them again.
 */
export const feelingVocabularyPlacement = pgTable('feeling_vocabulary_placement', {
  fingerprint: text('fingerprint').primaryKey(),
});

/**
 * Each person's number of logged feelings (the percentages' denominator) in one row. Every
 * write to a person's feelings takes this row's lock first, so adds and a Clear racing each
 * other queue up and the counts stay exact.
 */
export const feelingTotals = pgTable('feeling_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});
