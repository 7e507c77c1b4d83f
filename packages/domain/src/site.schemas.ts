import { IDEA_MAX_LENGTH } from './limits.ts';
import { z } from './zod.ts';

export const statsResponseSchema = z.object({
  data: z.object({ users: z.number().int(), posts: z.number().int() }),
});
export type Stats = z.infer<typeof statsResponseSchema>['data'];

/** The spec gives ideas no validation; the length cap only keeps the table sane. */
export const ideaRequestSchema = z.object({ idea: z.string().max(IDEA_MAX_LENGTH) });
export type IdeaRequest = z.infer<typeof ideaRequestSchema>;

export const ideaResponseSchema = z.object({ success: z.literal(true) });
