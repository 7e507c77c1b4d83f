import { LANGUAGES } from './languages.ts';
import { CODE_LENGTH } from './limits.ts';
import {
  credentialDescriptorSchema,
  passkeyAuthenticationResponseSchema,
} from './passkeys.schemas.ts';
import { lockAfterMinutesSchema } from './session.schemas.ts';
import { MAX_REPORTED_IDLE_SECONDS } from './session-lock.ts';
import { contactTypeSchema, userSchema } from './users.schemas.ts';
import { z } from './zod.ts';

/*
 * The lock on a device (decision 0047): the session locked on the server, the device's idle
 * rule it enforces, and unlocking with a proof of the same person (a code sent to their
 * contact, or one of their passkeys).
 */

/** What a page tells the server of this device's idle lock, when chosen and as it is used. */
export const idleLockRequestSchema = z.object({
  lockAfterMinutes: lockAfterMinutesSchema,
  /** How long since the person last used the app on this device, as the page measured it. */
  idleSeconds: z.number().int().min(0).max(MAX_REPORTED_IDLE_SECONDS),
});
export type IdleLockRequest = z.infer<typeof idleLockRequestSchema>;

export const sessionLockResponseSchema = z.object({ success: z.literal(true) });

/** The code's message comes in the page's language. */
export const unlockSendCodeRequestSchema = z.object({
  language: z.enum(LANGUAGES).optional(),
});

/** Where the code went, masked as on the lock screen. */
export const unlockCodeSentResponseSchema = z.object({
  success: z.literal(true),
  contact: z.string(),
  contactType: contactTypeSchema,
});

export const unlockWithCodeRequestSchema = z.object({ code: z.string().length(CODE_LENGTH) });

/** Unlocked: the person, as `GET /session` gives them. */
export const unlockResponseSchema = z.object({ success: z.literal(true), data: userSchema });
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

/**
 * For `startAuthentication({ optionsJSON })`: the person's own passkeys are named, so the
 * browser offers only theirs (the session knows who they are; another person's is refused).
 */
export const unlockPasskeyOptionsResponseSchema = z.object({
  data: z.object({
    challenge: z.string(),
    rpId: z.string(),
    timeout: z.number().int(),
    userVerification: z.literal('required'),
    allowCredentials: z.array(credentialDescriptorSchema),
  }),
});
export type UnlockPasskeyOptions = z.infer<typeof unlockPasskeyOptionsResponseSchema>['data'];

export const unlockWithPasskeyRequestSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
});
export type UnlockWithPasskeyRequest = z.infer<typeof unlockWithPasskeyRequestSchema>;
