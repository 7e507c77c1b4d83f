/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries behind the benchmark's reads, built by the app's
 * own query builders, on a generated database (decision 0066 reads its output):
 *
 *   node --import tsx bench/explain.ts --database-url postgres://…/bench_default_s1
 *   node --import tsx bench/explain.ts --data-dir bench/.data/pglite_default_s1
 *
 * The manifest beside the data names the heaviest person and a moderator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { posts } from '../apps/api/src/db/schema/posts.ts';
import { buildFeelingsQueries } from '../apps/api/src/modules/feelings/feelings.repository.ts';
import {
  type Cursor,
  type ListPageRequest,
  listPageSqlOf,
} from '../apps/api/src/modules/posts/posts.repository.ts';
import { defaultManifestPath } from './generate.ts';
import type { Manifest } from './lib/dataset.ts';
import { rawQueryOf } from './lib/raw.ts';

const PER_PAGE = 12;

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    manifest: { type: 'string' },
    page: { type: 'string', default: '10000' },
  },
});

async function main() {
  const url = values['database-url'];
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
  if (Boolean(url) === Boolean(dataDir)) throw new Error('Give --database-url or --data-dir');
  const target = url
    ? ({ kind: 'postgres', url } as const)
    : ({ kind: 'pglite', dataDir: dataDir as string } as const);
  const manifestPath = values.manifest ?? defaultManifestPath(target);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const handle: DatabaseHandle = url
    ? await openPostgres(url)
    : await openPglite({ dataDir: path.join(dataDir as string, 'pglite') });
  const query = rawQueryOf(handle);
  const { db } = handle;
  try {
    const heavy = manifest.heavy.userId;
    const [live] = await query<{ n: number }>(
      'select count(*)::int as n from posts where user_id = $1 and not deleted',
      [heavy],
    );
    const page = Math.min(Number(values.page), Math.floor(((live?.n ?? 1) - 1) / PER_PAGE) + 1);
    const [row] = await query<{ time: string; id: string }>(
      `select to_char(last_update at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time, id
       from posts where user_id = $1 and not deleted
       order by last_update desc, id desc offset $2 limit 1`,
      [heavy, Math.max(0, (page - 1) * PER_PAGE - 1)],
    );
    const cursor: Cursor | null = row ? { time: row.time, id: row.id } : null;
    /** A page's statement as the app prepares it, with the values it runs with. */
    const listPage = (request: Partial<ListPageRequest>) => ({
      toSQL: () =>
        listPageSqlOf(db, {
          view: 'mine',
          userId: heavy,
          categories: null,
          draft: null,
          after: null,
          before: null,
          rows: PER_PAGE + 1,
          ...request,
        }),
    });
    const mine = listPage({});
    const deep = listPage({ after: cursor });
    const community = listPage({ view: 'community' });
    const review = listPage({ view: 'review', userId: manifest.moderator.userId });
    const feelings = buildFeelingsQueries(db, heavy);
    const stats = db.select({ n: count() }).from(posts).where(eq(posts.deleted, false));
    const plans: [string, { toSQL(): { sql: string; params: unknown[] } } | undefined][] = [
      ['GET /posts, page 1 of the heaviest person', mine],
      [`GET /posts, page ${page} (starting_after a cursor), with the probe for newer posts`, deep],
      ['GET /posts?filter=community, page 1', community],
      ['GET /posts?filter=review, page 1 (moderator)', review],
      ['GET /feelings: trending top 10 with the groups (feeling_counts)', feelings.trending],
      ['GET /feelings: the last 10', feelings.recent],
      ['GET /stats: posts counted (once a minute, cached)', stats],
    ];
    // Warm the cache once so the plans show steady-state timings, as a busy server sees them.
    for (const [, built] of plans) {
      if (built) await query(built.toSQL().sql, built.toSQL().params);
    }
    for (const [title, built] of plans) {
      if (!built) continue;
      const { sql, params } = built.toSQL();
      const lines = await query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${sql}`,
        params,
      );
      console.log(`\n-- ${title}\n${sql}\n`);
      console.log(lines.map((line) => line['QUERY PLAN']).join('\n'));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
