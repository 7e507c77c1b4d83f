import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSearchQuery } from './posts-search.repository.ts';
import { searchOwnPosts } from './posts-search.service.ts';

let t: TestApp;
let personId: string;

/** Journal-like words; every post gets forty of them, so common words match thousands. */
const WORDS = [
  'morning',
  'walk',
  'work',
  'tired',
  'calm',
  'family',
  'friend',
  'coffee',
  'rain',
  'sun',
  'worry',
  'hope',
  'sleep',
  'dream',
  'call',
  'meeting',
  'garden',
  'book',
  'music',
  'run',
  'cook',
  'dinner',
  'laugh',
  'cry',
  'anger',
  'peace',
  'grateful',
  'change',
  'plan',
  'try',
];

/**
 * `count` posts of a person in one statement, each with a title and forty words drawn from
 * WORDS (the `i > 0` makes the draw per row, not once); every 1,000th also mentions Zanzibar.
 */
async function insertPosts(userId: string, count: number) {
  await t.db.execute(sql`
    insert into posts (user_id, category, title, summary, created_at, last_update)
    select ${userId}, 'journal', 'Day ' || i,
      (select string_agg((${`{${WORDS.join(',')}}`}::text[])[1 + floor(random() * ${WORDS.length})::int], ' ')
         from generate_series(1, 40) where i > 0)
        || case when i % 1000 = 0 then ' a trip to Zanzibar' else '' end,
      now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  personId = (await createUser(t.db)).id;
  await insertPosts(personId, 10_000);
  // Others' posts, so that the person's are not the whole table.
  for (let i = 0; i < 5; i++) await insertPosts((await createUser(t.db)).id, 2_000);
  await t.db.execute(sql`analyze posts`);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function planOf(query: SQLWrapper): Promise<string> {
  // Both drivers answer with { rows }; the shared database type does not say so.
  const result = (await t.db.execute(sql`explain ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const options = { q: 'zanzibar', limit: 20, offset: 0 };

describe('search on a person with 10,000 posts', () => {
  it('finds the few matching posts through the GIN index, not by reading every post', async () => {
    const plan = await planOf(buildSearchQuery(t.db, personId, options));
    expect(plan, plan).toContain('posts_search_idx');
    expect(plan, plan).not.toContain('Seq Scan on posts');
  });

  it('answers the matches, best first, with a page and whether there are more', async () => {
    const rare = await searchOwnPosts(t.db, personId, options);
    expect(rare.data).toHaveLength(10);
    expect(rare.has_more).toBe(false);
    // A word in thousands of posts: one page of them.
    const common = await searchOwnPosts(t.db, personId, { ...options, q: 'garden coffee' });
    expect(common.data).toHaveLength(20);
    expect(common.has_more).toBe(true);
  });
});
