import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { POST_LIST_VIEWS } from '../../db/schema/posts.ts';
import {
  buildListQueries,
  type Cursor,
  type ListPageRequest,
  listValuesOf,
} from './posts.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A value as an SQL literal (the test's own values: no quotes inside). */
const literal = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? `'{${value.join(',')}}'`
      : typeof value === 'string'
        ? `'${value}'`
        : String(value);

type PlanMode = 'force_custom_plan' | 'force_generic_plan';

/**
 * The plan PostgreSQL picks for a statement as the app prepares it, run with these values:
 * with its own values (the first runs of a prepared statement) or planned once for any values
 * (what PostgreSQL may cache after five runs). With sequential and bitmap scans off, a query
 * that no index can serve in order shows a Sort node.
 */
async function planOf(
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
  mode: PlanMode,
): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const args = fillPlaceholders(params, values).map(literal).join(', ');
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`prepare plan_of as ${text}`));
    try {
      // Both drivers answer with { rows }; the shared database type does not say so.
      const result = (await tx.execute(
        sql.raw(`explain execute plan_of${args ? `(${args})` : ''}`),
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql`deallocate plan_of`);
    }
  });
}

const cursor: Cursor = {
  time: '2026-01-01T00:00:00.000000Z',
  id: '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e',
};
const directions = [
  { direction: 'first' as const, name: 'first page', after: null, before: null },
  { direction: 'after' as const, name: 'older page (starting_after)', after: cursor, before: null },
  { direction: 'before' as const, name: 'newer page (ending_before)', after: null, before: cursor },
];
const filters: Array<{ filters: string } & Pick<ListPageRequest, 'categories' | 'draft'>> = [
  { filters: 'no filters', categories: null, draft: null },
  { filters: 'by category and draft', categories: ['manifest', 'journal'], draft: false },
];
const views: PostListFilter[] = ['mine', 'community', 'review'];
const modes: PlanMode[] = ['force_custom_plan', 'force_generic_plan'];
const cases = views.flatMap((view) =>
  directions.flatMap((direction) =>
    filters.flatMap((filter) =>
      modes.map((mode) => ({
        view,
        index: POST_LIST_VIEWS[view].name,
        mode,
        ...direction,
        ...filter,
      })),
    ),
  ),
);

describe('list statements (no offset: each page is a range of its view index)', () => {
  it.each(cases)(
    '$view, $name, $filters, $mode: reads $index in order, without sorting',
    async (c) => {
      const moderator = await createUser(t.db, { moderator: true });
      await createPosts(t.db, moderator.id, 20);
      const request = {
        view: c.view,
        userId: moderator.id,
        categories: c.categories,
        draft: c.draft,
        after: c.after,
        before: c.before,
        rows: 13,
      } satisfies ListPageRequest;
      const { page, probe } = buildListQueries(t.db, c.view, c.direction);
      for (const query of [page, probe]) {
        if (!query) continue;
        const plan = await planOf(query, listValuesOf(request), c.mode);
        expect(plan, plan).toContain(c.index);
        expect(plan, plan).not.toMatch(/Sort|Seq Scan|Offset/);
      }
    },
  );
});
