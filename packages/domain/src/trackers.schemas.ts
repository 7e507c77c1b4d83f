import { HABIT_TRACKERS_PER_USER } from './limits.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { z } from './zod.ts';

export const DEFAULT_TRACKER_TITLE = 'Habit Tracker';
export const TRACKER_TITLE_MAX_LENGTH = 100;
/** Ten years of daily marks, with room to spare. */
export const TRACKER_MAX_DATES = 5000;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDaySchema = z.iso.date();

export const habitTrackerSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  dates: z.array(calendarDaySchema),
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
  dates: z
    .array(calendarDaySchema)
    .max(TRACKER_MAX_DATES)
    .transform((dates) => [...new Set(dates)].sort()),
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
      .refine(hasTitle, titleRule),
  )
  .min(1)
  .max(HABIT_TRACKERS_PER_USER);
export type CreateTrackersRequest = z.input<typeof createTrackersRequestSchema>;

/**
 * PUT habit-trackers: some or all of the person's trackers, each by id, with its new title and
 * dates. A tracker left out is left as it is (never removed: that is DELETE habit-trackers/{id}).
 */
export const saveTrackersRequestSchema = z
  .array(z.object({ _id: z.uuid(), ...trackerInputFields }).refine(hasTitle, titleRule))
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
