import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { POST_LIST_VIEWS } from '../../db/schema/posts.ts';
import {
  buildListQueries,
  type Cursor,
  LIST_SHAPES,
  type ListPageRequest,
  type ListShape,
  listValuesOf,
  shapeOf,
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

/** A request of the given shape, as listPosts makes one. */
function requestOf(shape: ListShape, userId: string): ListPageRequest {
  return {
    view: shape.view,
    userId,
    categories: shape.byCategory ? ['manifest', 'journal'] : null,
    draft: shape.byDraft ? false : null,
    after: shape.direction === 'after' ? cursor : null,
    before: shape.direction === 'before' ? cursor : null,
    rows: 13,
  };
}

const nameOf = (shape: ListShape) =>
  `${shape.view} ${shape.direction}${shape.byCategory ? ' by category' : ''}${shape.byDraft ? ' by draft' : ''}`;
const modes: PlanMode[] = ['force_custom_plan', 'force_generic_plan'];
const cases = LIST_SHAPES.flatMap((shape) =>
  modes.map((mode) => ({
    shape,
    name: nameOf(shape),
    index: POST_LIST_VIEWS[shape.view].name,
    mode,
  })),
);

describe('list statements (no offset: each page is a range of its view index)', () => {
  it('one statement for each view, direction and set of filters', () => {
    expect(LIST_SHAPES).toHaveLength(3 * 3 * 2 * 2);
    const asked = new Set(LIST_SHAPES.map((shape) => nameOf(shapeOf(requestOf(shape, cursor.id)))));
    expect(asked.size).toBe(LIST_SHAPES.length);
  });

  it.each(LIST_SHAPES.map((shape) => ({ shape, name: nameOf(shape) })))(
    '$name: every parameter holds a value, so PostgreSQL may keep one generic plan',
    ({ shape }) => {
      const values = listValuesOf(requestOf(shape, cursor.id));
      for (const query of Object.values(buildListQueries(t.db, shape))) {
        if (!query) continue;
        const { sql: text, params } = query.toSQL();
        expect(text).not.toMatch(/is null/i);
        for (const value of fillPlaceholders(params, values)) expect(value).not.toBeNull();
      }
    },
  );

  it.each(cases)('$name, $mode: reads $index in order, without sorting', async (c) => {
    const moderator = await createUser(t.db, { moderator: true });
    await createPosts(t.db, moderator.id, 20);
    const request = requestOf(c.shape, moderator.id);
    const { page, probe } = buildListQueries(t.db, c.shape);
    for (const query of [page, probe]) {
      if (!query) continue;
      const plan = await planOf(query, listValuesOf(request), c.mode);
      expect(plan, plan).toContain(c.index);
      expect(plan, plan).not.toMatch(/Sort|Seq Scan|Offset/);
    }
  });
});
