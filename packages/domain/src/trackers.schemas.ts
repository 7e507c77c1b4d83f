import { HABIT_TRACKERS_PER_USER } from './limits.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { DAYS_PER_WEEK_EVERY_DAY } from './tracker-streaks.ts';
import { z } from './zod.ts';

export const DEFAULT_TRACKER_TITLE = 'Habit Tracker';
export const TRACKER_TITLE_MAX_LENGTH = 100;
/** Ten years of daily marks, with room to spare. */
export const TRACKER_MAX_DATES = 5000;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDaySchema = z.iso.date();

/** Pauses a tracker keeps: years of travel and illness, with room to spare. */
export const TRACKER_MAX_PAUSES = 200;

/** The goal: N days a week, 7 being every day (docs/product.md, "Trackers"). */
export const daysPerWeekSchema = z.number().int().min(1).max(DAYS_PER_WEEK_EVERY_DAY);

/** Days paused, both included; `to` null: until resumed. */
export const trackerPauseSchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema.nullable(),
});
export type TrackerPauseInput = z.infer<typeof trackerPauseSchema>;

const daysSchema = z
  .array(calendarDaySchema)
  .max(TRACKER_MAX_DATES)
  .transform((dates) => [...new Set(dates)].sort());

/**
 * Pauses in order, each ending on or after its start and before the next begins (one until
 * resumed can only be the last).
 */
export const trackerPausesSchema = z
  .array(trackerPauseSchema)
  .max(TRACKER_MAX_PAUSES)
  .superRefine((pauses, context) => {
    if (pauses.some((pause) => pause.to !== null && pause.to < pause.from)) {
      context.addIssue({ code: 'custom', message: 'A pause cannot end before it begins.' });
      return;
    }
    const sorted = [...pauses].sort((a, b) => a.from.localeCompare(b.from));
    const overlaps = sorted.some((pause, i) => {
      const next = sorted[i + 1];
      return next !== undefined && (pause.to === null || pause.to >= next.from);
    });
    if (overlaps) context.addIssue({ code: 'custom', message: 'Two pauses cannot overlap.' });
  })
  .transform((pauses) => [...pauses].sort((a, b) => a.from.localeCompare(b.from)));

/** Done and rest are two states of a day: a day is in one list at most. */
const isDoneOrRest = (tracker: { dates: string[]; restDates: string[] }) => {
  const done = new Set(tracker.dates);
  return !tracker.restDates.some((date) => done.has(date));
};
const doneOrRestRule = {
  message: 'A day cannot be both done and a rest day.',
  path: ['restDates'],
};

export const habitTrackerSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  dates: z.array(calendarDaySchema),
  /** Rest days: skipped on purpose, keeping the streak (docs/decisions/0071). */
  restDates: z.array(calendarDaySchema),
  pauses: z.array(trackerPauseSchema),
  daysPerWeek: daysPerWeekSchema,
  /** A sealed journal's tracker title, sealed on the device; `title` is then blank. */
  sealedTitle: sealedEnvelopeSchema.nullable(),
});
export type HabitTracker = z.infer<typeof habitTrackerSchema>;

/** A title as a person types it: required, and short (docs/product.md section 5). */
export const trackerTitleSchema = z
  .string()
  .trim()
  .min(1, 'A tracker needs a title.')
  .max(TRACKER_TITLE_MAX_LENGTH);

const trackerInputFields = {
  title: z.string().trim().max(TRACKER_TITLE_MAX_LENGTH),
  /** A sealed journal sends the title sealed here and `title` blank (docs/decisions/0068). */
  sealedTitle: sealedEnvelopeSchema.nullable().default(null),
  dates: daysSchema,
  /** Left out by clients older than rest days, goals and pauses: none, every day. */
  restDates: daysSchema.default([]),
  pauses: trackerPausesSchema.default([]),
  daysPerWeek: daysPerWeekSchema.default(DAYS_PER_WEEK_EVERY_DAY),
};

/**
 * POST habit-trackers: new trackers. The client sends the three defaults when the server has
 * none (docs/product.md section 4), and one for Add; the server refuses (409) whatever would give the
 * person more than three.
 */
/** A tracker has a title: plain, or sealed. */
const hasTitle = (tracker: { title: string; sealedTitle: unknown }) =>
  tracker.title.length > 0 || tracker.sealedTitle !== null;
const titleRule = { message: 'A tracker needs a title.', path: ['title'] };

export const createTrackersRequestSchema = z
  .array(
    z
      .object({
        /** An id the client made (a sealed title is bound to it); one taken is refused. */
        _id: z.uuid().optional(),
        ...trackerInputFields,
      })
      .refine(hasTitle, titleRule)
      .refine(isDoneOrRest, doneOrRestRule),
  )
  .min(1)
  .max(HABIT_TRACKERS_PER_USER);
export type CreateTrackersRequest = z.input<typeof createTrackersRequestSchema>;

/**
 * PUT habit-trackers: some or all of the person's trackers, each by id, with its new title,
 * days done and rest, pauses and goal. A tracker left out is left as it is (never removed: that is DELETE habit-trackers/{id}).
 */
export const saveTrackersRequestSchema = z
  .array(
    z
      .object({ _id: z.uuid(), ...trackerInputFields })
      .refine(hasTitle, titleRule)
      .refine(isDoneOrRest, doneOrRestRule),
  )
  .max(HABIT_TRACKERS_PER_USER);
export type SaveTrackersRequest = z.input<typeof saveTrackersRequestSchema>;

/**
 * The time zone whose day comes first on Earth (UTC+14): nobody's today is later than its today,
 * so a write that names no zone is held to it.
 */
export const FIRST_TIME_ZONE = 'Pacific/Kiritimati';

/** POST and PUT habit-trackers: the person's time zone, which says which days are after today. */
export const trackersWriteQuerySchema = z.object({ tz: timeZoneSchema.optional() });

export const trackersResponseSchema = z.object({ data: z.array(habitTrackerSchema) });
