import { z } from './zod.ts';

/** Every API error leaves the server in this shape (docs/architecture.md). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
