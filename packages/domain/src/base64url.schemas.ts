import { z } from './zod.ts';

/** Bytes as base64url without padding, at most `maxLength` characters. */
export const base64url = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url.');
