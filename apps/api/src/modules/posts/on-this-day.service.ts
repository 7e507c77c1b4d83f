import { localDateOf } from '@app/domain/local-time.ts';
import {
  ON_THIS_DAY_MAX_YEARS,
  ON_THIS_DAY_POSTS_PER_YEAR,
  ON_THIS_DAY_YEARS_BACK,
  onThisDaySpans,
} from '@app/domain/on-this-day.ts';
import type { OnThisDayYear } from '@app/domain/posts.schemas.ts';
import type { Database } from '../../db/client.ts';
import { findOnThisDayIds, listOwnLivePostsByIds } from './on-this-day.repository.ts';
import { toPost } from './posts.service.ts';

/*
 * On This Day: the person's posts created on today's calendar date in earlier years, in their
 * time zone (docs/decisions/0049). "Written on" is the post's creation instant (an import sets
 * it to the entry's date); the posts are those the person's own list shows (not deleted).
 */

/** A local calendar date (YYYY-MM-DD) and the IANA zone it is the date of. */
type OnThisDayRequest = { today: string; timeZone: string };

const spansOf = (request: OnThisDayRequest) =>
  onThisDaySpans(request.today, ON_THIS_DAY_YEARS_BACK);

/** The local date of an instant in a zone, which On This Day takes as today. */
export const onThisDayRequestAt = (now: Date, timeZone: string): OnThisDayRequest => ({
  today: localDateOf(now, timeZone),
  timeZone,
});

/**
 * The earlier years with posts on this day, newest first, each with its newest posts as the
 * list shows them, and whether that day holds more: at most ON_THIS_DAY_MAX_YEARS years of
 * ON_THIS_DAY_POSTS_PER_YEAR posts.
 */
export async function listOnThisDay(
  db: Database,
  userId: string,
  request: OnThisDayRequest,
): Promise<OnThisDayYear[]> {
  const found = await findOnThisDayIds(db, userId, spansOf(request), {
    timeZone: request.timeZone,
    perYear: ON_THIS_DAY_POSTS_PER_YEAR,
    maxYears: ON_THIS_DAY_MAX_YEARS,
  });
  if (found.length === 0) return [];
  const rows = await listOwnLivePostsByIds(
    db,
    userId,
    found.map((f) => f.id),
  );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const years: OnThisDayYear[] = [];
  for (const { year, id } of found) {
    let entry = years.at(-1);
    if (entry?.year !== year) {
      entry = { year, posts: [], hasMore: false };
      years.push(entry);
    }
    const row = rowById.get(id);
    // A post deleted between the two reads is left out.
    if (!row) continue;
    if (entry.posts.length === ON_THIS_DAY_POSTS_PER_YEAR) entry.hasMore = true;
    else entry.posts.push(toPost(row, userId));
  }
  return years.filter((entry) => entry.posts.length > 0);
}

/**
 * How many years ago the newest earlier year with a post on this day is, or null when none
 * has one: what the daily-intention reminder mentions.
 */
export async function findYearsSinceOnThisDay(
  db: Database,
  userId: string,
  request: OnThisDayRequest,
): Promise<number | null> {
  const [newest] = await findOnThisDayIds(db, userId, spansOf(request), {
    timeZone: request.timeZone,
    perYear: 0,
    maxYears: 1,
  });
  if (!newest) return null;
  return Number(request.today.slice(0, 4)) - newest.year;
}
