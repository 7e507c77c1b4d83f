import { ON_THIS_DAY_YEARS_BACK, onThisDaySpans } from '@app/domain/on-this-day.ts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MINE_BY_CREATION_INDEX, posts } from '../../db/schema/posts.ts';
import { onThisDayIdsQuery } from './on-this-day.repository.ts';
import { listOnThisDay } from './on-this-day.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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

/** `count` posts of one person spread evenly over the 15 years before 2026, in one insert. */
async function writeYearsOfPosts(userId: string, count: number) {
  await t.db.execute(sql`
    insert into ${posts} (user_id, category, title, created_at, last_update)
    select ${userId}::uuid, 'journal', 'Post ' || n,
           timestamptz '2011-01-01 00:00:00+00' + (n * interval '15 years' / ${count}),
           timestamptz '2011-01-01 00:00:00+00' + (n * interval '15 years' / ${count})
    from generate_series(1, ${count}) as n`);
  await t.db.execute(sql`analyze ${posts}`);
}

describe('the On This Day query', () => {
  it('reads one short range of its index per earlier year for a person with 8,000 posts over 15 years', async () => {
    const person = await createUser(t.db);
    const others = await Promise.all([createUser(t.db), createUser(t.db)]);
    await writeYearsOfPosts(person.id, 8_000);
    for (const other of others) await writeYearsOfPosts(other.id, 4_000);

    const today = '2026-06-01';
    const spans = onThisDaySpans(today, ON_THIS_DAY_YEARS_BACK);
    const query = onThisDayIdsQuery(person.id, spans, 'Europe/Paris', {
      perYear: 5,
      maxYears: 20,
    });
    const plan = await planOf(query);
    expect(plan, plan).toContain(MINE_BY_CREATION_INDEX.name);
    expect(plan, plan).not.toMatch(/Seq Scan on posts/);

    const years = await listOnThisDay(t.db, person.id, { today, timeZone: 'Europe/Paris' });
    // 8,000 posts over 15 years is about 1.5 a day: most earlier years have one on 1 June.
    expect(years.length).toBeGreaterThanOrEqual(10);
    for (const entry of years) {
      for (const post of entry.posts) {
        expect(post.created.slice(0, 4)).toBe(String(entry.year));
      }
    }
  });
});
