import { USER_CITY_MAX_LENGTH, USER_NAME_MAX_LENGTH } from './limits.ts';
import { journalStateSchema } from './sealed-records.schemas.ts';
import { z } from './zod.ts';

export const contactTypeSchema = z.enum(['phone', 'email']);
export type ContactType = z.infer<typeof contactTypeSchema>;

export const userContactSchema = z.object({
  contact: z.string(),
  contactType: contactTypeSchema,
});
export type UserContact = z.infer<typeof userContactSchema>;

/** What a person came for, asked once in the first run; it picks the exercise it ends with. */
export const USER_GOALS = ['calmerDays', 'betterHabits', 'writingDaily'] as const;
export const userGoalSchema = z.enum(USER_GOALS);
export type UserGoal = z.infer<typeof userGoalSchema>;

/** The signed-in person as the API returns them; never carries secrets. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  contacts: z.array(userContactSchema),
  image: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  backgroundImage: z.string().nullable(),
  backgroundImageWidth: z.number().int().nullable(),
  backgroundImageHeight: z.number().int().nullable(),
  verboseMode: z.boolean(),
  happyChallenge: z.boolean(),
  moderator: z.boolean(),
  created: z.string(),
  /** Null until the person says what they came for (or when they chose not to). */
  goal: userGoalSchema.nullable(),
  /** Whether the first run is behind them (finished or skipped): it is offered only until then. */
  firstRunDone: z.boolean(),
  /** Whether their writing is sealed on their devices (docs/decisions/0068). */
  journal: journalStateSchema,
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ data: userSchema });

/** What a person may change of themselves: never the moderator flag, contacts or dates. */
export const updateUserRequestSchema = z.object({
  name: z.string().trim().max(USER_NAME_MAX_LENGTH).optional(),
  city: z.string().trim().max(USER_CITY_MAX_LENGTH).optional(),
  verboseMode: z.boolean().optional(),
  image: z.uuid().nullable().optional(),
  imageWidth: z.number().int().positive().nullable().optional(),
  imageHeight: z.number().int().positive().nullable().optional(),
  backgroundImage: z.uuid().nullable().optional(),
  backgroundImageWidth: z.number().int().positive().nullable().optional(),
  backgroundImageHeight: z.number().int().positive().nullable().optional(),
  goal: userGoalSchema.nullable().optional(),
  /** Finishing or skipping the first run; it cannot be undone, so only `true` is accepted. */
  firstRunDone: z.literal(true).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * DELETE users/current: the account name typed on /delete-account (docs/product.md section 5), or, for a
 * person who never set a name, their first contact as the profile lists it.
 */
export const deleteAccountRequestSchema = z.object({
  name: z.string().max(400),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
