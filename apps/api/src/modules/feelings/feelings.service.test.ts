import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelingCounts, feelings } from '../../db/schema/feelings.ts';
import { buildFeelingsQueries } from './feelings.repository.ts';
import { getFeelings } from './feelings.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The plan PostgreSQL picks when it may not read the whole table: with sequential and bitmap
 * scans off, a query that no index can serve in order shows a Sort node.
 */
async function planOf(query: SQLWrapper): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    // Both drivers answer with { rows }; the shared database type does not say so.
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the feelings overview queries', () => {
  it('read ten entries of an index in order, never the whole log', async () => {
    const person = await createUser(t.db);
    const queries = buildFeelingsQueries(t.db, person.id);
    const recentPlan = await planOf(queries.recent);
    expect(recentPlan, recentPlan).toContain('feelings_user_recent_idx');
    const trendingPlan = await planOf(queries.trending);
    expect(trendingPlan, trendingPlan).toContain('feeling_counts_trending_idx');
    for (const plan of [recentPlan, trendingPlan]) {
      expect(plan, plan).toMatch(/^Limit/);
      expect(plan, plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it("count the mood meter's groups from the placed counts, never the whole log", async () => {
    const person = await createUser(t.db);
    const plan = await planOf(buildFeelingsQueries(t.db, person.id).trending);
    // Beside the top 10, once a statement, one range scan of the partial index of placed
    // counts: at most one entry per spelling of the vocabulary, however many other words the
    // person logged.
    expect(plan.match(/InitPlan/g)?.length, plan).toBe(2);
    expect(plan.match(/feeling_counts_placed_idx/g)?.length, plan).toBe(1);
    expect(plan, plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('take the top 10 from the stored counts, not from the log', async () => {
    const person = await createUser(t.db);
    // Counts the log does not hold: what the overview ranks must be the counts.
    await t.db.insert(feelingCounts).values([
      { userId: person.id, feeling: 'calm', count: 2 },
      { userId: person.id, feeling: 'odd', count: 5 },
    ]);
    await t.db.insert(feelings).values({ userId: person.id, feeling: 'calm' });
    const overview = await getFeelings(t.db, person.id);
    expect(overview.trending.map((f) => [f.feeling, f.count])).toEqual([
      ['odd', 5],
      ['calm', 2],
    ]);
  });
});
