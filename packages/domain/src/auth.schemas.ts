import { apiErrorSchema } from './api-error.schemas.ts';
import { LANGUAGES } from './languages.ts';
import { CODE_LENGTH } from './limits.ts';
import { contactTypeSchema, userSchema } from './users.schemas.ts';
import { z } from './zod.ts';

export const sendCodeRequestSchema = z.object({
  contact: z.string().max(320),
  contactType: contactTypeSchema.optional(),
  /** The language the code's message is written in: the page's. English when absent. */
  language: z.enum(LANGUAGES).optional(),
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/**
 * The same answer whether or not the contact has an account. `contact` is the normalised
 * form (E.164 for phones, lower-cased e-mail) that verify-code expects back.
 */
export const sendCodeResponseSchema = z.object({
  success: z.literal(true),
  contact: z.string(),
  contactType: contactTypeSchema,
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

export const verifyCodeRequestSchema = z.object({
  contact: z.string().max(320),
  contactType: contactTypeSchema.optional(),
  code: z.string().length(CODE_LENGTH),
  /** The page's language, kept as the person's for messages no page asks for. */
  language: z.enum(LANGUAGES).optional(),
});
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** A sign-in by code or by passkey: the session token (also set as a cookie) and the person. */
export const signInResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  data: userSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A refused verify: the error shape plus `success: false`, as docs/product.md's client reads it. */
export const verifyCodeFailureSchema = apiErrorSchema.extend({ success: z.literal(false) });
export type VerifyCodeFailure = z.infer<typeof verifyCodeFailureSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
