import {
  type ExcitementRecord,
  type InsightsUnit,
  PREFERRED_BELIEFS_PER_BELIEF,
  RECENT_EXCITEMENTS_COUNT,
  type RecurringBelief,
} from '@app/domain/insights.schemas.ts';
import { POST_CATEGORIES } from '@app/domain/post-types.ts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { isoInstant, selectRows } from '../../db/select-rows.ts';

/*
 * Read-only figures over a person's posts for the insights page. Each query is scoped by the
 * person's id and aggregates in the database, so ten years of posts answer a few rows.
 */

const int = z.number().int();
const wordCountRow = z.object({ period: z.iso.date(), word: z.string(), count: int });
type PeriodWordCount = z.infer<typeof wordCountRow>;

/**
 * How many of the person's posts carry each mood word, per week or month of their creation in
 * the person's time zone, from the local day `fromDay` on. A mood is free text of up to 20
 * characters; a daily intention's is three feelings joined by commas, so it is split at commas,
 * trimmed and lower-cased, and a word counts once per post.
 */
export async function countMoodWordsByPeriod(
  db: Database,
  userId: string,
  { unit, timeZone, fromDay }: { unit: InsightsUnit; timeZone: string; fromDay: string },
): Promise<PeriodWordCount[]> {
  return selectRows(
    db,
    sql`
      select to_char(date_trunc(${unit}, p.created_at at time zone ${timeZone}), 'YYYY-MM-DD') as period,
             w.word, count(*)::int as count
      from ${posts} p
      cross join lateral (
        select distinct btrim(part) as word from regexp_split_to_table(lower(p.mood), ',') as part
      ) w
      where p.user_id = ${userId} and not p.deleted
        and p.created_at >= (${fromDay}::date::timestamp at time zone ${timeZone})
        and w.word <> ''
      group by 1, 2`,
    wordCountRow,
  );
}

const categoryFeelingRow = z.object({
  category: z.enum(POST_CATEGORIES),
  posts: int,
  feeling: z.string(),
  count: int,
});

/**
 * The feelings written in the person's posts (the "What are you feeling?" step), by the post's
 * category: for each category, how many posts name a feeling and the `perCategory` words named
 * most (ties by word). Categories with the most such posts come first.
 */
export async function countFeelingsByCategory(
  db: Database,
  userId: string,
  perCategory: number,
): Promise<z.infer<typeof categoryFeelingRow>[]> {
  return selectRows(
    db,
    sql`
      with own as (
        select p.id, p.category, p.feelings_list from ${posts} p
        where p.user_id = ${userId} and not p.deleted and jsonb_array_length(p.feelings_list) > 0
      ),
      words as (
        select own.category, w.feeling, count(*)::int as count
        from own cross join lateral (
          select distinct jsonb_array_elements_text(own.feelings_list) as feeling
        ) w
        group by 1, 2
      ),
      ranked as (
        select words.*, row_number() over (
          partition by category order by count desc, feeling
        ) as place
        from words
      ),
      per_category as (select category, count(*)::int as posts from own group by category)
      select r.category, c.posts, r.feeling, r.count
      from ranked r join per_category c on c.category = r.category
      where r.place <= ${perCategory}
      order by c.posts desc, r.category, r.place`,
    categoryFeelingRow,
  );
}

/**
 * One belief written in different ways is the same belief: lower-cased, inner whitespace
 * collapsed, trailing punctuation dropped ("I am bad with money." = "i am bad with money").
 */
const beliefKey = (text: SQL) =>
  sql`regexp_replace(regexp_replace(lower(btrim(${text})), '\\s+', ' ', 'g'), '[[:punct:][:space:]]+$', '')`;

/**
 * The person's limiting beliefs (relabel's old labels; problem's beliefs about themselves and
 * feared outcomes), one row per post and belief (its first wording in the post), with whether
 * that post also set preferred beliefs; and every preferred belief of any of their posts, one
 * row per post and belief.
 */
const beliefSources = (userId: string) => sql`
  limiting as (
    select distinct on (p.id, k.key) p.id as post_id, p.created_at, k.key, b.text,
           jsonb_array_length(p.preferred_beliefs) > 0 as is_replaced
    from ${posts} p
    cross join lateral jsonb_array_elements_text(p.negative_beliefs || p.basic_negative_beliefs)
      with ordinality b(text, n)
    cross join lateral (select ${beliefKey(sql`b.text`)} as key) k
    where p.user_id = ${userId} and not p.deleted and p.category in ('relabel', 'problem')
      and k.key <> ''
    order by p.id, k.key, b.n
  ),
  preferred as (
    select distinct on (p.id, k.key) p.id as post_id, p.created_at, k.key, b.text
    from ${posts} p
    cross join lateral jsonb_array_elements_text(p.preferred_beliefs) with ordinality b(text, n)
    cross join lateral (select ${beliefKey(sql`b.text`)} as key) k
    where p.user_id = ${userId} and not p.deleted and k.key <> ''
    order by p.id, k.key, b.n
  )`;

const recurringBeliefRow = z.object({
  belief: z.string(),
  posts: int,
  firstSeen: z.string(),
  lastSeen: z.string(),
  firstReplaced: z.string().nullable(),
  returnedAfterReplaced: int,
  preferred: z.array(z.object({ belief: z.string(), posts: int, lastSeen: z.string() })),
});

/**
 * The `limit` limiting beliefs that recur most in the person's relabel and problem posts
 * (then the most recent), each with: the posts holding it, first and last seen, the first post
 * that set preferred beliefs beside it, how many posts held it again after that, and the
 * preferred beliefs written beside it with how many of all the person's posts hold each (does
 * the replacement keep returning?). A post names several beliefs of each kind without saying
 * which replaced which, so every preferred belief of a post counts as written beside each of
 * its limiting beliefs.
 */
export async function findRecurringBeliefs(
  db: Database,
  userId: string,
  limit: number,
): Promise<RecurringBelief[]> {
  return selectRows(
    db,
    sql`
      with ${beliefSources(userId)},
      summary as (
        select key, count(*)::int as posts, min(created_at) as first_seen,
               max(created_at) as last_seen,
               min(created_at) filter (where is_replaced) as first_replaced,
               (array_agg(text order by created_at desc))[1] as belief
        from limiting group by key
        order by posts desc, last_seen desc, key
        limit ${limit}
      ),
      pairs as (
        select distinct l.key as limiting_key, pr.key as preferred_key
        from limiting l join preferred pr on pr.post_id = l.post_id
        where l.key in (select key from summary)
      ),
      totals as (
        select key, count(*)::int as posts, max(created_at) as last_seen,
               (array_agg(text order by created_at desc))[1] as belief
        from preferred where key in (select preferred_key from pairs)
        group by key
      ),
      ranked as (
        select pairs.limiting_key, t.belief, t.posts, t.last_seen, row_number() over (
          partition by pairs.limiting_key order by t.posts desc, t.last_seen desc, t.key
        ) as place
        from pairs join totals t on t.key = pairs.preferred_key
      ),
      preferred_lists as (
        select limiting_key, jsonb_agg(jsonb_build_object(
          'belief', belief, 'posts', posts, 'lastSeen', ${isoInstant(sql`last_seen`)}
        ) order by place) as preferred
        from ranked where place <= ${PREFERRED_BELIEFS_PER_BELIEF}
        group by limiting_key
      )
      select s.belief, s.posts,
             ${isoInstant(sql`s.first_seen`)} as "firstSeen",
             ${isoInstant(sql`s.last_seen`)} as "lastSeen",
             ${isoInstant(sql`s.first_replaced`)} as "firstReplaced",
             (select count(*)::int from limiting l
              where l.key = s.key and l.created_at > s.first_replaced) as "returnedAfterReplaced",
             coalesce(pl.preferred, '[]'::jsonb) as preferred
      from summary s left join preferred_lists pl on pl.limiting_key = s.key
      order by s.posts desc, s.last_seen desc, s.key`,
    recurringBeliefRow,
  );
}

const isLiveExcitement = (userId: string) =>
  and(eq(posts.userId, userId), eq(posts.category, 'excitement'), eq(posts.deleted, false));
const hasResults = sql`btrim(${posts.summary}) <> ''`;

/**
 * The excitement loop's record: options chosen ("I'm Taking Action") and results recorded.
 * Results are recorded once "What happened?" is written; until then the current excitement is
 * open, and one reset or replaced without results is set aside.
 */
export async function summarizeExcitementLoop(
  db: Database,
  userId: string,
): Promise<ExcitementRecord> {
  const [totals, recent] = await Promise.all([
    db
      .select({
        started: sql<number>`count(*)::int`,
        recorded: sql<number>`(count(*) filter (where ${hasResults}))::int`,
      })
      .from(posts)
      .where(isLiveExcitement(userId)),
    db
      .select({
        id: posts.id,
        title: posts.title,
        choices: posts.choices,
        choiceSelected: posts.choiceSelected,
        createdAt: posts.createdAt,
        draft: posts.draft,
        isRecorded: sql<boolean>`${hasResults}`,
      })
      .from(posts)
      .where(isLiveExcitement(userId))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(RECENT_EXCITEMENTS_COUNT),
  ]);
  return {
    started: Number(totals[0]?.started ?? 0),
    recorded: Number(totals[0]?.recorded ?? 0),
    recent: recent.map((row) => ({
      _id: row.id,
      title: row.title,
      options: row.choices,
      chosen: row.choiceSelected,
      created: row.createdAt.toISOString(),
      status: row.isRecorded ? 'recorded' : row.draft ? 'open' : 'set-aside',
    })),
  };
}

/**
 * The person's identity post as it stands, without creating one: when it was last written
 * (saved from its form, or its list of items changed; ticking an item is not writing), its
 * text and its action items. Null when they have none.
 */
export async function findIdentityState(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: posts.id,
      identity: posts.identity,
      lastUpdate: posts.lastUpdate,
      actionItems: posts.actionItems,
    })
    .from(posts)
    .where(
      and(eq(posts.userId, userId), sql`${posts.category} = 'identity' and not ${posts.deleted}`),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Action items ticked in the person's posts written at or after `since` (their identity post
 * aside), and in how many posts. An item keeps no date of its own, so an item of a post
 * written since then is the one kind known to have been done since then.
 */
export async function countCompletedActionItemsSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ items: number; posts: number }> {
  const completedInPost = sql`(
    select count(*) from jsonb_array_elements(${posts.actionItems}) item
    where (item ->> 'complete')::boolean
  )`;
  const [row] = await db
    .select({
      items: sql<number>`coalesce(sum(${completedInPost}), 0)::int`,
      posts: sql<number>`(count(*) filter (where ${completedInPost} > 0))::int`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.deleted, false),
        sql`${posts.category} <> 'identity'`,
        sql`${posts.createdAt} >= ${since.toISOString()}`,
      ),
    );
  return { items: Number(row?.items ?? 0), posts: Number(row?.posts ?? 0) };
}
