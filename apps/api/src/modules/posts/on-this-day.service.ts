import { localDateOf } from '@app/domain/local-time.ts';
import {
  ON_THIS_DAY_MAX_YEARS,
  ON_THIS_DAY_POSTS_PER_YEAR,
  ON_THIS_DAY_YEARS_BACK,
  type OnThisDaySpan,
  onThisDaySpans,
} from '@app/domain/on-this-day.ts';
import type { OnThisDayYear } from '@app/domain/posts.schemas.ts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { refuseUnknownTimeZone } from '../../db/database-errors.ts';
import { MINE_BY_CREATION_INDEX, posts } from '../../db/schema/posts.ts';
import { selectRows } from '../../db/select-rows.ts';
import { toPost } from './posts.service.ts';

/*
 * On This Day: the person's posts created on today's calendar date in earlier years, in their
 * time zone (docs/decisions/0049). "Written on" is the post's creation instant (an import sets
 * it to the entry's date); the posts are those the person's own list shows (not deleted).
 */

const int = z.number().int();

/**
 * Which posts are on this day, as ids by year: one index range scan of
 * MINE_BY_CREATION_INDEX per earlier year (back to the person's first post, which is one more
 * probe of the same index), each stopped after `perYear` + 1 rows; then the newest `maxYears`
 * years that hold any. The local days become instants in the person's zone in the database.
 * Exported for the test that reads its plan.
 */
export function onThisDayIdsQuery(
  userId: string,
  spans: readonly OnThisDaySpan[],
  timeZone: string,
  { perYear, maxYears }: { perYear: number; maxYears: number },
): SQL {
  const live = MINE_BY_CREATION_INDEX.where(posts);
  const years = `{${spans.map((s) => s.year).join(',')}}`;
  const froms = `{${spans.map((s) => s.from).join(',')}}`;
  const tos = `{${spans.map((s) => s.to).join(',')}}`;
  return sql`
    with days as (
      select d.year,
             d.from_day::timestamp at time zone ${timeZone} as from_at,
             d.to_day::timestamp at time zone ${timeZone} as to_at
      from unnest(${years}::int[], ${froms}::date[], ${tos}::date[]) as d(year, from_day, to_day)
    ),
    found as (
      select days.year, p.id, p.created_at
      from days cross join lateral (
        select ${posts.id} as id, ${posts.createdAt} as created_at
        from ${posts}
        where ${posts.userId} = ${userId} and ${live}
          and ${posts.createdAt} >= days.from_at and ${posts.createdAt} < days.to_at
        order by ${posts.createdAt} desc, ${posts.id} desc
        limit ${perYear + 1}
      ) p
      where days.to_at > (
        select min(${posts.createdAt}) from ${posts} where ${posts.userId} = ${userId} and ${live}
      )
    )
    select year, id::text as id
    from found
    where year in (select distinct year from found order by year desc limit ${maxYears})
    order by year desc, created_at desc, id desc`;
}

async function findOnThisDayIds(
  db: Database,
  userId: string,
  { today, timeZone, perYear, maxYears }: OnThisDayRequest & { perYear: number; maxYears: number },
) {
  const spans = onThisDaySpans(today, ON_THIS_DAY_YEARS_BACK);
  if (spans.length === 0) return [];
  return selectRows(
    db,
    onThisDayIdsQuery(userId, spans, timeZone, { perYear, maxYears }),
    z.object({ year: int, id: z.uuid() }),
  ).catch(refuseUnknownTimeZone);
}

/** A local calendar date (YYYY-MM-DD) and the IANA zone it is the date of. */
export type OnThisDayRequest = { today: string; timeZone: string };

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
  const found = await findOnThisDayIds(db, userId, {
    ...request,
    perYear: ON_THIS_DAY_POSTS_PER_YEAR,
    maxYears: ON_THIS_DAY_MAX_YEARS,
  });
  if (found.length === 0) return [];
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        inArray(
          posts.id,
          found.map((f) => f.id),
        ),
        eq(posts.userId, userId),
        MINE_BY_CREATION_INDEX.where(posts),
      ),
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
  const [newest] = await findOnThisDayIds(db, userId, { ...request, perYear: 0, maxYears: 1 });
  if (!newest) return null;
  return Number(request.today.slice(0, 4)) - newest.year;
}
