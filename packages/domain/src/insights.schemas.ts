import { feelingGroupSchema } from './feelings.schemas.ts';
import { postCategorySchema } from './posts.schemas.ts';
import { timeZoneSchema } from './time-zone.schemas.ts';
import { z } from './zod.ts';

/** The charts over time show this many weeks or months, the current one last. */
export const INSIGHT_PERIOD_COUNT = 12;
/** Each chart over time names its most used words; the rest are summed as "other". */
export const INSIGHT_TOP_WORDS = 5;
/** Feelings shown for each post category. */
export const FEELINGS_PER_CATEGORY = 5;
/** Limiting beliefs shown, the most recurring first. */
export const RECURRING_BELIEFS_COUNT = 10;
/** Preferred beliefs shown beside each limiting belief. */
export const PREFERRED_BELIEFS_PER_BELIEF = 3;
/** Excitement posts listed in the loop's record, the newest first. */
export const RECENT_EXCITEMENTS_COUNT = 10;

export const insightsUnitSchema = z.enum(['week', 'month']);
export type InsightsUnit = z.infer<typeof insightsUnitSchema>;

/**
 * The person's time zone, so that weeks, months and "today" are theirs: a feeling logged at
 * 23:30 on Sunday belongs to that week wherever the server runs.
 */
const timeZoneOrUtcSchema = timeZoneSchema.default('UTC');

export const insightsQuerySchema = z.object({ tz: timeZoneOrUtcSchema });
export const insightsTrendsQuerySchema = z.object({
  unit: insightsUnitSchema.default('week'),
  tz: timeZoneOrUtcSchema,
});
export type InsightsTrendsQuery = z.input<typeof insightsTrendsQuerySchema>;

const countSchema = z.number().int().min(0);
const calendarDaySchema = z.iso.date();
const instantSchema = z.iso.datetime({ offset: true });

/** Counts per period for the most used words, and everything else summed as `other`. */
export const wordSeriesSchema = z.object({
  words: z.array(z.object({ word: z.string(), counts: z.array(countSchema) })),
  other: z.array(countSchema),
  /** All words counted over the periods shown. */
  total: countSchema,
});
export type WordSeries = z.infer<typeof wordSeriesSchema>;

/**
 * Logged feelings per period by quarter of the mood meter, then the words the vocabulary does
 * not place: every group, in the order of FEELING_GROUPS.
 */
export const feelingGroupSeriesSchema = z.object({
  groups: z.array(z.object({ group: feelingGroupSchema, counts: z.array(countSchema) })),
  total: countSchema,
});
export type FeelingGroupSeries = z.infer<typeof feelingGroupSeriesSchema>;

/** GET insights/trends: moods of posts and logged feelings per week or month. */
export const insightsTrendsResponseSchema = z.object({
  data: z.object({
    unit: insightsUnitSchema,
    /** The first day of each period (weeks start on Monday), oldest first. */
    periods: z.array(calendarDaySchema),
    /** Words of the posts' moods (split at commas, lower-cased), by the post's creation. */
    moods: wordSeriesSchema,
    /** Words of the feelings log, by when each was logged. */
    feelings: wordSeriesSchema,
    /** The same words grouped by the mood meter's quarters. */
    feelingGroups: feelingGroupSeriesSchema,
  }),
});
export type InsightsTrends = z.infer<typeof insightsTrendsResponseSchema>['data'];

export const newFeelingSchema = z.object({
  feeling: z.string(),
  firstLogged: instantSchema,
  count: countSchema,
});

export const categoryFeelingsSchema = z.object({
  category: postCategorySchema,
  /** Posts of the category with at least one feeling written in them. */
  posts: countSchema,
  feelings: z.array(z.object({ feeling: z.string(), count: countSchema })),
});
export type CategoryFeelings = z.infer<typeof categoryFeelingsSchema>;

export const habitYearSchema = z.object({
  /** The 365 days shown, today last. */
  from: calendarDaySchema,
  to: calendarDaySchema,
  trackers: z.array(
    z.object({
      _id: z.uuid(),
      title: z.string(),
      /** Days done between `from` and `to`. */
      dates: z.array(calendarDaySchema),
      /** Rest days between `from` and `to`. */
      restDates: z.array(calendarDaySchema),
      /** The goal: days a week, 7 every day (docs/decisions/0071). */
      daysPerWeek: z.number().int().min(1).max(7),
      /** Streaks count days for a daily goal and weeks for a weekly one. */
      streakUnit: z.enum(['days', 'weeks']),
      currentStreak: countSchema,
      /** One period missed since the last one met: the streak faded, not broken. */
      isStreakFaded: z.boolean(),
      longestStreak: countSchema,
      /** Loop Habit Tracker's strength today, a whole percent. */
      strength: z.number().int().min(0).max(100),
    }),
  ),
});
export type HabitYear = z.infer<typeof habitYearSchema>;

export const recurringBeliefSchema = z.object({
  /** As last written. */
  belief: z.string(),
  /** Relabel and problem posts that hold it. */
  posts: countSchema,
  firstSeen: instantSchema,
  lastSeen: instantSchema,
  /** The first post that set a preferred belief beside it; null when none has yet. */
  firstReplaced: instantSchema.nullable(),
  /** Posts that hold it again after that first replacement. */
  returnedAfterReplaced: countSchema,
  /** Preferred beliefs written beside it, each with how many of all posts hold it. */
  preferred: z.array(z.object({ belief: z.string(), posts: countSchema, lastSeen: instantSchema })),
});
export type RecurringBelief = z.infer<typeof recurringBeliefSchema>;

export const excitementRecordSchema = z.object({
  started: countSchema,
  /** Excitement posts whose results were written ("What happened?" filled in). */
  recorded: countSchema,
  recent: z.array(
    z.object({
      _id: z.uuid(),
      /** The chosen option. */
      title: z.string(),
      options: z.array(z.string()),
      chosen: z.number().int().nullable(),
      created: instantSchema,
      status: z.enum(['open', 'recorded', 'set-aside']),
    }),
  ),
});
export type ExcitementRecord = z.infer<typeof excitementRecordSchema>;

export const identityEvidenceSchema = z.object({
  /** When the identity (the "Preferred You") was last saved from its form or its list changed. */
  writtenAt: instantSchema,
  /** Action items ticked in posts written since then (ticking leaves no date of its own). */
  actionItemsCompleted: countSchema,
  postsWithCompletedItems: countSchema,
  /** Habit days marked from the day it was written (that day included), all trackers. */
  habitDaysMarked: countSchema,
  /** The identity's own list as it stands. */
  identityItems: z.object({ complete: countSchema, total: countSchema }),
});
export type IdentityEvidence = z.infer<typeof identityEvidenceSchema>;

/** GET insights: everything on the page but the charts over time. */
export const insightsResponseSchema = z.object({
  data: z.object({
    /** The person's calendar day in their time zone. */
    today: calendarDaySchema,
    newFeelingsThisMonth: z.array(newFeelingSchema),
    feelingsByCategory: z.array(categoryFeelingsSchema),
    habits: habitYearSchema,
    beliefs: z.array(recurringBeliefSchema),
    excitement: excitementRecordSchema,
    /** Null until the person has written their identity (it still holds the default text). */
    evidence: identityEvidenceSchema.nullable(),
  }),
});
export type Insights = z.infer<typeof insightsResponseSchema>['data'];
