import { LANGUAGES } from './languages.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { z } from './zod.ts';

/** The two daily reminders a person may ask for on /profile, beside one per habit tracker. */
export const REMINDER_KINDS = ['dailyIntention', 'habitCheckIn'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Every reminder a row may be: the two above, and one for a habit tracker at its own time. */
export const reminderRowKindSchema = z.enum([...REMINDER_KINDS, 'tracker']);
export type ReminderRowKind = z.infer<typeof reminderRowKindSchema>;

/** Until a person chooses: an intention to start the day, a check-in at its end. */
export const DEFAULT_REMINDER_TIMES: Record<ReminderKind, string> = {
  dailyIntention: '07:30',
  habitCheckIn: '20:00',
};

/** Until a tracker's own reminder is set: the habit check-in's time. */
export const DEFAULT_TRACKER_REMINDER_TIME = DEFAULT_REMINDER_TIMES.habitCheckIn;

/** A wall-clock time, 24-hour HH:MM (00:00 to 23:59). */
export const reminderTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time between 00:00 and 23:59.');

export const reminderSettingSchema = z.object({
  enabled: z.boolean(),
  time: reminderTimeSchema,
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

/** A habit tracker's own reminder: on days its goal still needs, at its own time. */
export const trackerReminderSchema = reminderSettingSchema.extend({ trackerId: z.uuid() });
export type TrackerReminder = z.infer<typeof trackerReminderSchema>;

/** PUT /reminders: both reminders at once, in one time zone. */
export const saveRemindersRequestSchema = z.strictObject({
  timeZone: timeZoneSchema,
  /** The language reminders are written in (the page's); English when absent. */
  language: z.enum(LANGUAGES).optional(),
  dailyIntention: reminderSettingSchema,
  habitCheckIn: reminderSettingSchema,
  /** Each tracker's own reminder, for the trackers named; the others' stay as they are. */
  trackers: z.array(trackerReminderSchema).max(3).optional(),
});
export type SaveRemindersRequest = z.infer<typeof saveRemindersRequestSchema>;

export const remindersSchema = z.object({
  /** Null until the person first saves (the web then offers the browser's zone). */
  timeZone: z.string().nullable(),
  dailyIntention: reminderSettingSchema,
  habitCheckIn: reminderSettingSchema,
  /** The reminders of the person's trackers that have one set (on or off). */
  trackers: z.array(trackerReminderSchema),
  /** Where reminders go: the person's login contact, by e-mail or SMS. */
  sendTo: z.object({ contact: z.string(), contactType: z.enum(['email', 'phone']) }).nullable(),
});
export type Reminders = z.infer<typeof remindersSchema>;

export const remindersResponseSchema = z.object({ data: remindersSchema });

/**
 * The token of an unsubscribe link: the reminder's id, a dot, and a base64url signature. Only
 * that alphabet, so a token is safe to put back into a redirect's Location header.
 */
export const unsubscribeTokenSchema = z
  .string()
  .max(200)
  .regex(/^[0-9a-f-]{36}\.[\w-]+$/, 'This unsubscribe link is not complete.');

export const unsubscribeResponseSchema = z.object({
  data: z.object({ kind: reminderRowKindSchema }),
});
