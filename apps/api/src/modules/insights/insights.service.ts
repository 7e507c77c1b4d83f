import { FEELING_GROUPS, feelingGroupOf } from '@app/domain/feeling-words.ts';
import {
  FEELINGS_PER_CATEGORY,
  type FeelingGroupSeries,
  type HabitYear,
  type IdentityEvidence,
  INSIGHT_TOP_WORDS,
  type Insights,
  type InsightsTrends,
  type InsightsUnit,
  RECURRING_BELIEFS_COUNT,
  type WordSeries,
} from '@app/domain/insights.schemas.ts';
import { DEFAULT_IDENTITY_TEXT } from '@app/domain/post-fields.ts';
import { currentStreak, longestStreak, strength } from '@app/domain/tracker-streaks.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import type { Database } from '../../db/client.ts';
import { refuseUnknownTimeZone } from '../../db/database-errors.ts';
import {
  countFeelingsByPeriod,
  listFeelingsFirstLoggedSince,
} from '../feelings/feelings-history.repository.ts';
import {
  countCompletedActionItemsSince,
  countFeelingsByCategory,
  countMoodWordsByPeriod,
  findIdentityState,
  findRecurringBeliefs,
  summarizeExcitementLoop,
} from '../posts/post-insights.repository.ts';
import { listTrackers } from '../trackers/trackers.service.ts';
import { addDays, dayInTimeZone, periodStarts, startOfPeriod } from './insights-calendar.ts';

/*
 * The insights page reads other modules' data through their service functions and keeps
 * nothing of its own. Figures are counted in the database; this module shapes them.
 */

type Counted = { period: string; word: string; count: number };

/** Counts per period for the most used words (ties by word) and the rest as "other". */
function toWordSeries(rows: readonly Counted[], periods: readonly string[]): WordSeries {
  const place = new Map(periods.map((period, i) => [period, i]));
  const shown = rows.filter((row) => place.has(row.period));
  const totals = new Map<string, number>();
  for (const row of shown) totals.set(row.word, (totals.get(row.word) ?? 0) + row.count);
  const top = [...totals]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, INSIGHT_TOP_WORDS)
    .map(([word]) => word);
  const zeros = () => periods.map(() => 0);
  const countsOf = new Map(top.map((word) => [word, zeros()]));
  const other = zeros();
  let total = 0;
  for (const row of shown) {
    const i = place.get(row.period) ?? 0;
    const counts = countsOf.get(row.word) ?? other;
    counts[i] = (counts[i] ?? 0) + row.count;
    total += row.count;
  }
  return {
    words: top.map((word) => ({ word, counts: countsOf.get(word) ?? zeros() })),
    other,
    total,
  };
}

/** Counts per period of each group of the mood meter (the vocabulary's quarters, then unplaced). */
function toFeelingGroupSeries(
  rows: readonly Counted[],
  periods: readonly string[],
): FeelingGroupSeries {
  const place = new Map(periods.map((period, i) => [period, i]));
  const groups = FEELING_GROUPS.map((group) => ({ group, counts: periods.map(() => 0) }));
  const countsOf = new Map(groups.map((entry) => [entry.group, entry.counts]));
  let total = 0;
  for (const row of rows) {
    const i = place.get(row.period);
    const counts = countsOf.get(feelingGroupOf(row.word));
    if (i === undefined || !counts) continue;
    counts[i] = (counts[i] ?? 0) + row.count;
    total += row.count;
  }
  return { groups, total };
}

/** Moods of posts and logged feelings per week or month, the last 12 up to today's. */
export async function getInsightsTrends(
  db: Database,
  userId: string,
  { unit, timeZone, now }: { unit: InsightsUnit; timeZone: string; now: Date },
): Promise<InsightsTrends> {
  const periods = periodStarts(dayInTimeZone(now, timeZone), unit);
  const range = { unit, timeZone, fromDay: periods[0] ?? '' };
  const [moods, feelings] = await Promise.all([
    countMoodWordsByPeriod(db, userId, range),
    countFeelingsByPeriod(db, userId, range),
  ]).catch(refuseUnknownTimeZone);
  return {
    unit,
    periods,
    moods: toWordSeries(moods, periods),
    feelings: toWordSeries(feelings, periods),
    feelingGroups: toFeelingGroupSeries(feelings, periods),
  };
}

/** The 365 days ending today, with each tracker's days in them, its streaks and strength. */
function toHabitYear(trackers: readonly HabitTracker[], today: string): HabitYear {
  const from = addDays(today, -364);
  return {
    from,
    to: today,
    trackers: trackers.map((tracker) => {
      const current = currentStreak(tracker, today);
      const inYear = (date: string) => date >= from && date <= today;
      return {
        _id: tracker._id,
        title: tracker.title,
        dates: tracker.dates.filter(inYear),
        restDates: tracker.restDates.filter(inYear),
        daysPerWeek: tracker.daysPerWeek,
        streakUnit: current.unit,
        currentStreak: current.length,
        isStreakFaded: current.isFaded,
        longestStreak: longestStreak(tracker, today).length,
        strength: Math.round(strength(tracker, today) * 100),
      };
    }),
  };
}

/**
 * Evidence for the identity: what the person did since they last wrote it. Null while it is
 * missing or still the default text (nothing written yet to gather evidence for).
 */
async function getIdentityEvidence(
  db: Database,
  userId: string,
  trackers: readonly HabitTracker[],
  timeZone: string,
): Promise<IdentityEvidence | null> {
  const identity = await findIdentityState(db, userId);
  if (!identity || identity.identity.trim() === DEFAULT_IDENTITY_TEXT) return null;
  const writtenDay = dayInTimeZone(identity.lastUpdate, timeZone);
  const completed = await countCompletedActionItemsSince(db, userId, identity.lastUpdate);
  return {
    writtenAt: identity.lastUpdate.toISOString(),
    actionItemsCompleted: completed.items,
    postsWithCompletedItems: completed.posts,
    habitDaysMarked: trackers.reduce(
      (sum, tracker) => sum + tracker.dates.filter((date) => date >= writtenDay).length,
      0,
    ),
    identityItems: {
      complete: identity.actionItems.filter((item) => item.complete).length,
      total: identity.actionItems.length,
    },
  };
}

/** Everything on the insights page but the charts over time. */
export async function getInsights(
  db: Database,
  userId: string,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<Insights> {
  const today = dayInTimeZone(now, timeZone);
  const trackers = await listTrackers(db, userId);
  const [newFeelings, categoryRows, beliefs, excitement, evidence] = await Promise.all([
    listFeelingsFirstLoggedSince(db, userId, {
      timeZone,
      fromDay: startOfPeriod(today, 'month'),
    }),
    countFeelingsByCategory(db, userId, FEELINGS_PER_CATEGORY),
    findRecurringBeliefs(db, userId, RECURRING_BELIEFS_COUNT),
    summarizeExcitementLoop(db, userId),
    getIdentityEvidence(db, userId, trackers, timeZone),
  ]).catch(refuseUnknownTimeZone);

  const feelingsByCategory: Insights['feelingsByCategory'] = [];
  for (const row of categoryRows) {
    let entry = feelingsByCategory.at(-1);
    if (entry?.category !== row.category) {
      entry = { category: row.category, posts: row.posts, feelings: [] };
      feelingsByCategory.push(entry);
    }
    entry.feelings.push({ feeling: row.feeling, count: row.count });
  }

  return {
    today,
    newFeelingsThisMonth: newFeelings,
    feelingsByCategory,
    habits: toHabitYear(trackers, today),
    beliefs,
    excitement,
    evidence,
  };
}
