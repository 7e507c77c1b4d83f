import type { Language } from '@app/domain/languages.ts';
import type { ReminderRowKind } from '@app/domain/reminders.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { habitTrackers } from './habit-trackers.ts';
import { users } from './users.ts';

/**
 * A person's daily reminders: one row per kind, and one per habit tracker (kind `tracker`,
 * with its `tracker_id`) that has its own. `next_due_at` is the next instant the zone's
 * clock shows `local_time` (computed in JavaScript with the zone's rules, so daylight saving
 * moves it); servers claim due rows with FOR UPDATE SKIP LOCKED and move it on a day.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderRowKind>().notNull(),
    /** A tracker's own reminder: which tracker (it goes with it). Null for the other kinds. */
    trackerId: uuid('tracker_id').references(() => habitTrackers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    /** HH:MM on the person's clock. */
    localTime: text('local_time').notNull(),
    /** IANA name, e.g. Europe/Paris. */
    timeZone: text('time_zone').notNull(),
    /** The language the reminder is written in: the page's when it was saved. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Null while the reminder is off. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('reminders_user_kind_idx').on(t.userId, t.kind).where(sql`${t.trackerId} is null`),
    uniqueIndex('reminders_tracker_idx').on(t.trackerId).where(sql`${t.trackerId} is not null`),
    check('reminders_kind_check', sql`${t.kind} in ('dailyIntention', 'habitCheckIn', 'tracker')`),
    check('reminders_tracker_check', sql`(${t.kind} = 'tracker') = (${t.trackerId} is not null)`),
    check('reminders_language_check', sql`${t.language} in ('en', 'es')`),
    check('reminders_off_has_no_due_check', sql`${t.enabled} or ${t.nextDueAt} is null`),
    // The scheduler's scan: only reminders that are on, by due instant.
    index('reminders_due_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} is not null`),
  ],
);

/**
 * One row per reminder and local day it was handled: the primary key is what makes a
 * reminder go out at most once a day, whatever servers, retries or time changes do.
 * `outcome`: claimed (being sent), sent, skipped (that day was already done), late (the
 * servers were down past the grace period), failed (the channel refused it).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    localDate: text('local_date').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.localDate] }),
    check(
      'reminder_deliveries_outcome_check',
      sql`${t.outcome} in ('claimed', 'sent', 'skipped', 'late', 'failed')`,
    ),
  ],
);
