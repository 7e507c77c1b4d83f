import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildListQueries, type Cursor, type ListPostsOptions } from './posts.service.ts';

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

const cursor: Cursor = {
  time: '2026-01-01T00:00:00.000000Z',
  id: '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e',
};
const directions: Array<{ direction: string; after: Cursor | null; before: Cursor | null }> = [
  { direction: 'first page', after: null, before: null },
  { direction: 'older page (starting_after)', after: cursor, before: null },
  { direction: 'newer page (ending_before)', after: null, before: cursor },
];
const views: Array<{ view: string; options: ListPostsOptions; index: string }> = [
  { view: 'mine', options: { filter: 'mine', limit: 12 }, index: 'posts_mine_idx' },
  {
    view: 'mine by category and draft',
    options: { filter: 'mine', limit: 12, category: 'manifest', draft: false },
    index: 'posts_mine_idx',
  },
  { view: 'community', options: { filter: 'community', limit: 12 }, index: 'posts_community_idx' },
  { view: 'review', options: { filter: 'review', limit: 12 }, index: 'posts_review_idx' },
];
const cases = views.flatMap((view) => directions.map((direction) => ({ ...view, ...direction })));

describe('list queries (no offset: each page is a range of its view index)', () => {
  it.each(cases)('$view, $direction: reads $index in order, without sorting', async (c) => {
    const moderator = await createUser(t.db, { moderator: true });
    await createPosts(t.db, moderator.id, 20);
    const queries = await buildListQueries(t.db, moderator.id, c.options, c);
    if (!queries) throw new Error('no queries for a moderator');
    for (const query of [queries.page, queries.probe]) {
      if (!query) continue;
      const plan = await planOf(query);
      expect(plan, plan).toContain(c.index);
      expect(plan, plan).not.toMatch(/Sort|Seq Scan|Offset/);
    }
  });
});
