import { FEELING_GROUPS } from './feeling-words.ts';
import { sealedEnvelopeSchema } from './sealed-records.schemas.ts';
import { z } from './zod.ts';

export const FEELING_MAX_LENGTH = 50;
/** The feelings page shows the last 10 and the top 10 (docs/product.md section 9). */
export const RECENT_FEELINGS_COUNT = 10;
export const TRENDING_FEELINGS_COUNT = 10;
/**
 * The person's own words the page may suggest, the most used first: enough for anyone's
 * vocabulary, and a bound on the answer whatever the log holds.
 */
export const OWN_FEELING_WORDS_COUNT = 200;

/** How strongly a feeling is felt, when the person says: 1 (faintly) to 5 (overwhelmingly). */
export const FEELING_INTENSITY_MIN = 1;
export const FEELING_INTENSITY_MAX = 5;
export const feelingIntensitySchema = z
  .number()
  .int()
  .min(FEELING_INTENSITY_MIN)
  .max(FEELING_INTENSITY_MAX);

/**
 * A feeling is trimmed and lower-cased; blank is refused (docs/product.md section 5). Its intensity is
 * optional: absent or null when the person does not say. What the form checks, what an open
 * journal sends, and what a sealed journal's envelope holds.
 */
export const loggedFeelingSchema = z.object({
  feeling: z.string().trim().toLowerCase().min(1, 'Write a feeling first.').max(FEELING_MAX_LENGTH),
  intensity: feelingIntensitySchema.nullable().default(null),
});
export type LoggedFeeling = z.output<typeof loggedFeelingSchema>;

/**
 * A sealed journal's feeling (docs/decisions/0069): its word and intensity sealed on the device
 * for `id`, an id the device made (one taken is refused).
 */
export const sealedFeelingInputSchema = z.object({ id: z.uuid(), sealed: sealedEnvelopeSchema });

/**
 * POST feelings: a feeling sealed or plain. The sealed shape is tried first, so a body that
 * carries an envelope stores it alone, whatever plain fields come beside it.
 */
export const addFeelingRequestSchema = z.union([sealedFeelingInputSchema, loggedFeelingSchema]);
export type AddFeelingRequest = z.output<typeof addFeelingRequestSchema>;

export const trendingFeelingSchema = z.object({
  feeling: z.string(),
  count: z.number().int(),
  percent: z.number().int(),
});
export type TrendingFeeling = z.infer<typeof trendingFeelingSchema>;

export const feelingGroupSchema = z.enum(FEELING_GROUPS);

/** A group of the mood meter (or the unplaced words) with its share of the feelings counted. */
export const feelingGroupCountSchema = z.object({
  group: feelingGroupSchema,
  count: z.number().int(),
  percent: z.number().int(),
});
export type FeelingGroupCount = z.infer<typeof feelingGroupCountSchema>;

export const feelingsResponseSchema = z.object({
  data: z.object({
    recent: z.array(
      z.object({
        feeling: z.string(),
        intensity: feelingIntensitySchema.nullable(),
        created: z.iso.datetime({ offset: true }),
      }),
    ),
    trending: z.array(trendingFeelingSchema),
    /** How many feelings were logged in all, the denominator of the percentages. */
    total: z.number().int(),
    /** The whole log by the mood meter's quarters, then the words it does not place. */
    groups: z.array(feelingGroupCountSchema),
  }),
});
export type FeelingsOverview = z.infer<typeof feelingsResponseSchema>['data'];

/**
 * One entry of the person's feelings log as stored: plain (`sealed` null), or a sealed
 * journal's, whose word and intensity are in `sealed` (`feeling` then blank, `intensity` null).
 */
export const feelingLogEntrySchema = z.object({
  _id: z.uuid(),
  feeling: z.string(),
  intensity: feelingIntensitySchema.nullable(),
  created: z.iso.datetime({ offset: true }),
  sealed: sealedEnvelopeSchema.nullable(),
});
export type FeelingLogEntry = z.infer<typeof feelingLogEntrySchema>;

/** POST feelings: the overview for a plain feeling; the entry as stored for a sealed one. */
export const addFeelingResponseSchema = z.object({
  data: z.union([feelingsResponseSchema.shape.data, feelingLogEntrySchema]),
});

/** The most entries one page of the log holds: about 250 KB of envelopes. */
export const FEELING_LOG_PAGE_MAX = 1000;

/** GET feelings/log: a page of the log, newest first, after the entry `before` (its id). */
export const feelingLogQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(FEELING_LOG_PAGE_MAX).default(FEELING_LOG_PAGE_MAX),
});

export const feelingLogResponseSchema = z.object({
  data: z.array(feelingLogEntrySchema),
  /** The id to ask `before` for the next page; null at the log's first entry. */
  next: z.uuid().nullable(),
  /** How many entries the whole log holds: a device that keeps a copy knows when it is whole. */
  total: z.number().int(),
});

/** GET feelings/words: the person's own words, the most used first, for the suggestions. */
export const ownFeelingWordsResponseSchema = z.object({
  data: z.array(z.object({ feeling: z.string(), count: z.number().int() })),
});
export type OwnFeelingWord = z.infer<typeof ownFeelingWordsResponseSchema>['data'][number];

/**
 * A share in whole percent, rounded to the nearest (one of six is 17, not 16): floored shares of
 * a whole fall short of it (33 + 4 × 16 = 97). 0 when nothing was logged.
 */
export function trendingPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/**
 * Counts per group in the order of FEELING_GROUPS, every group present, with its share of
 * `total`; the unplaced group holds whatever the quarters do not.
 */
export function toFeelingGroupCounts(
  placed: ReadonlyMap<string, number>,
  total: number,
): FeelingGroupCount[] {
  const inQuadrants = [...placed.values()].reduce((sum, n) => sum + n, 0);
  return FEELING_GROUPS.map((group) => {
    const count =
      group === 'unplaced' ? Math.max(total - inQuadrants, 0) : (placed.get(group) ?? 0);
    return { group, count, percent: trendingPercent(count, total) };
  });
}
