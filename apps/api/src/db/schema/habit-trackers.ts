import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import type { TrackerPause } from '@app/domain/tracker-streaks.ts';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { writingBytesColumn } from './writing-rooms.ts';

/**
 * A person's habit trackers (docs/product.md section 3 "Habit tracker"), at most three. `position` is the
 * tracker's place in the grid, 0 to 2, unique per person: the database itself refuses a fourth
 * tracker, even from requests racing each other. `dates` are calendar days (YYYY-MM-DD),
 * sorted and without repeats, kept as jsonb: they are only ever read and written whole.
 */
export const habitTrackers = pgTable(
  'habit_trackers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dates: jsonb('dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Rest days (decision 0071), like `dates`; a day is in one of the two at most. */
    restDates: jsonb('rest_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Stretches paused, `[{from, to}]` in order, `to` null until resumed. */
    pauses: jsonb('pauses').$type<TrackerPause[]>().notNull().default(sql`'[]'::jsonb`),
    /** The goal: days a week, 1 to 7 (7: every day). */
    daysPerWeek: integer('days_per_week').notNull().default(7),
    /** A sealed journal's title, sealed on the device (decision 0068); `title` is then blank. */
    sealedTitle: jsonb('sealed_title').$type<SealedEnvelope>(),
    writingBytes: writingBytesColumn({
      texts: ['title'],
      lists: ['dates', 'rest_dates', 'pauses'],
      sealed: 'sealed_title',
    }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('habit_trackers_user_position_idx').on(t.userId, t.position),
    check('habit_trackers_days_per_week_check', sql`${t.daysPerWeek} between 1 and 7`),
    check(
      'habit_trackers_position_check',
      sql`${t.position} >= 0 and ${t.position} < ${sql.raw(String(HABIT_TRACKERS_PER_USER))}`,
    ),
  ],
);
