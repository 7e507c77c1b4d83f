import { z } from 'zod';

export const FEELING_MAX_LENGTH = 50;
/** The feelings page shows the last 10 and the top 10 (spec section 9). */
export const RECENT_FEELINGS_COUNT = 10;
export const TRENDING_FEELINGS_COUNT = 10;

/** A feeling is trimmed and lower-cased; blank is refused (spec section 5). */
export const addFeelingRequestSchema = z.object({
  feeling: z.string().trim().toLowerCase().min(1, 'Write a feeling first.').max(FEELING_MAX_LENGTH),
});

export const trendingFeelingSchema = z.object({
  feeling: z.string(),
  count: z.number().int(),
  percent: z.number().int(),
});
export type TrendingFeeling = z.infer<typeof trendingFeelingSchema>;

export const feelingsResponseSchema = z.object({
  data: z.object({
    recent: z.array(z.object({ feeling: z.string(), created: z.iso.datetime({ offset: true }) })),
    trending: z.array(trendingFeelingSchema),
    /** How many feelings were logged in all, the denominator of the percentages. */
    total: z.number().int(),
  }),
});
export type FeelingsOverview = z.infer<typeof feelingsResponseSchema>['data'];

/** percent = floor(usage / total × 100) (spec section 9); 0 when nothing was logged. */
export function trendingPercent(count: number, total: number): number {
  return total > 0 ? Math.floor((count / total) * 100) : 0;
}
