import { quadrantOfLoggedWord } from './feeling-words.ts';
import {
  type FeelingsOverview,
  type LoggedFeeling,
  OWN_FEELING_WORDS_COUNT,
  type OwnFeelingWord,
  RECENT_FEELINGS_COUNT,
  TRENDING_FEELINGS_COUNT,
  toFeelingGroupCounts,
  trendingPercent,
} from './feelings.schemas.ts';

/*
 * The feelings overview from the whole log, for a sealed journal's device (decision 0069): the
 * server counts an open journal's words in SQL; a sealed one's are counted here once opened,
 * with the same rules (the top by count, ties by word; each share rounded; the groups placed
 * by the vocabulary's spellings).
 */

/** One logged feeling opened on the device: its word, intensity, and when it was logged. */
export type OpenedFeeling = LoggedFeeling & { created: string };

/** How often each word was logged, the most used first, ties by word. */
function countWords(log: readonly OpenedFeeling[]): OwnFeelingWord[] {
  const counts = new Map<string, number>();
  for (const { feeling } of log) counts.set(feeling, (counts.get(feeling) ?? 0) + 1);
  return [...counts]
    .map(([feeling, count]) => ({ feeling, count }))
    .sort((a, b) => b.count - a.count || (a.feeling < b.feeling ? -1 : 1));
}

/** The overview GET feelings answers for an open journal, from the log, in any order. */
export function feelingsOverviewOf(log: readonly OpenedFeeling[]): FeelingsOverview {
  const total = log.length;
  const words = countWords(log);
  const placed = new Map<string, number>();
  for (const { feeling, count } of words) {
    const quadrant = quadrantOfLoggedWord(feeling);
    if (quadrant) placed.set(quadrant, (placed.get(quadrant) ?? 0) + count);
  }
  return {
    recent: [...log]
      .sort((a, b) => Date.parse(b.created) - Date.parse(a.created))
      .slice(0, RECENT_FEELINGS_COUNT)
      .map(({ feeling, intensity, created }) => ({ feeling, intensity, created })),
    trending: words.slice(0, TRENDING_FEELINGS_COUNT).map(({ feeling, count }) => ({
      feeling,
      count,
      percent: trendingPercent(count, total),
    })),
    total,
    groups: toFeelingGroupCounts(placed, total),
  };
}

/** The person's own words GET feelings/words answers for an open journal, from the log. */
export function ownFeelingWordsOf(log: readonly OpenedFeeling[]): OwnFeelingWord[] {
  return countWords(log).slice(0, OWN_FEELING_WORDS_COUNT);
}
