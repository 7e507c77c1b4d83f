import { FEELING_INTENSITY_MAX, FEELING_INTENSITY_MIN } from '@app/domain/feelings.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The feelings log: one row per word a person saves, for "the last 10". */
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
 * top 10 is an index range scan of ten rows however long the log grows.
 */
export const feelingCounts = pgTable(
  'feeling_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feeling] }),
    index('feeling_counts_trending_idx').on(
      t.userId,
      t.count.desc().nullsFirst(),
      t.feeling.asc().nullsLast(),
    ),
  ],
);

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
