import { LOCK_AFTER_MINUTES } from './session-lock.ts';
import { contactTypeSchema, userSchema } from './users.schemas.ts';
import { z } from './zod.ts';

/*
 * The session check every page makes as it starts, apart from signing in and unlocking: a page
 * that checks who is signed in builds these schemas only.
 */

/** The device's "Lock after" in minutes; null: never. */
export const lockAfterMinutesSchema = z.literal(LOCK_AFTER_MINUTES).nullable();

/**
 * What the lock screen may show of a locked session: where a code would go, masked, and
 * whether the person has a passkey. Nothing of the journal.
 */
export const lockedSessionSchema = z.object({
  contact: z.string(),
  contactType: contactTypeSchema,
  hasPasskeys: z.boolean(),
});
export type LockedSession = z.infer<typeof lockedSessionSchema>;

/**
 * Who is signed in, answered with 200 for visitors too (`data: null`), so a page can ask freely.
 * A locked session is no one signed in (`data: null`) with `locked` beside it; an open one
 * carries the device's idle lock as the server holds it (decision 0047).
 */
export const sessionResponseSchema = z.object({
  data: userSchema.nullable(),
  locked: lockedSessionSchema.optional(),
  lockAfterMinutes: lockAfterMinutesSchema.optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
