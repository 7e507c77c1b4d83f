import type { OnThisDaySpan } from '@app/domain/on-this-day.ts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { refuseUnknownTimeZone } from '../../db/database-errors.ts';
import { MINE_BY_CREATION_INDEX, posts } from '../../db/schema/posts.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PostRow } from './posts.repository.ts';

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

export async function findOnThisDayIds(
  db: Database,
  userId: string,
  spans: readonly OnThisDaySpan[],
  { timeZone, perYear, maxYears }: { timeZone: string; perYear: number; maxYears: number },
) {
  if (spans.length === 0) return [];
  return selectRows(
    db,
    onThisDayIdsQuery(userId, spans, timeZone, { perYear, maxYears }),
    z.object({ year: int, id: z.uuid() }),
  ).catch(refuseUnknownTimeZone);
}

/** The person's live posts of these ids, in no order. */
export function listOwnLivePostsByIds(
  db: Database,
  userId: string,
  ids: string[],
): Promise<PostRow[]> {
  return db
    .select()
    .from(posts)
    .where(
      and(inArray(posts.id, ids), eq(posts.userId, userId), MINE_BY_CREATION_INDEX.where(posts)),
    );
}
