import type { InsightsUnit } from '@app/domain/insights.schemas.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { feelingCounts, feelings } from '../../db/schema/feelings.ts';
import { isoInstant, selectRows } from '../../db/select-rows.ts';

/*
 * The feelings log over time, for the insights page. Both queries read only the log's rows
 * since a date, through its (person, time) index, however many years the log holds, and only
 * plain ones: a sealed journal's words are read on its device alone (decision 0069).
 */

const int = z.number().int();

/**
 * How often each word was logged per week or month in the person's time zone, from the local
 * day `fromDay` on.
 */
export async function countFeelingsByPeriod(
  db: Database,
  userId: string,
  { unit, timeZone, fromDay }: { unit: InsightsUnit; timeZone: string; fromDay: string },
) {
  return selectRows(
    db,
    sql`
      select to_char(date_trunc(${unit}, f.created_at at time zone ${timeZone}), 'YYYY-MM-DD') as period,
             f.feeling as word, count(*)::int as count
      from ${feelings} f
      where f.user_id = ${userId} and f.sealed is null
        and f.created_at >= (${fromDay}::date::timestamp at time zone ${timeZone})
      group by 1, 2`,
    z.object({ period: z.iso.date(), word: z.string(), count: int }),
  );
}

/**
 * Words the person logged for the first time on or after their local day `fromDay`, with when
 * and how often.
 * A word is new when every use of it counted in feeling_counts (kept exact with each save and
 * Clear) falls in that span, so older rows are never read.
 */
export async function listFeelingsFirstLoggedSince(
  db: Database,
  userId: string,
  { timeZone, fromDay }: { timeZone: string; fromDay: string },
) {
  return selectRows(
    db,
    sql`
      select f.feeling, ${isoInstant(sql`min(f.created_at)`)} as "firstLogged", count(*)::int as count
      from ${feelings} f
      where f.user_id = ${userId} and f.sealed is null
        and f.created_at >= (${fromDay}::date::timestamp at time zone ${timeZone})
      group by f.feeling
      having count(*) = (
        select c.count from ${feelingCounts} c where c.user_id = ${userId} and c.feeling = f.feeling
      )
      order by min(f.created_at), f.feeling`,
    z.object({ feeling: z.string(), firstLogged: z.string(), count: int }),
  );
}
