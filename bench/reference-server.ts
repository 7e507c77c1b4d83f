/**
 * The references every benchmark figure is divided by, measured in the same run as the figure:
 *
 * - GET /json: a bare Fastify JSON route (what the framework costs on this machine now);
 * - GET /sql/<figure>: a bare route running the figure's own SQL, built by the app's query
 *   builders (listPageSqlOf, buildFeelingsQueries, readablePostsOf), through the same kind of
 *   pool the app uses (apps/api/src/db/client.ts: a pg.Pool of 20, or the one PGlite), with
 *   no session lookup, no validation and no serializer: rows straight to JSON. On PostgreSQL
 *   each is a named prepared statement (parsed and planned once per connection), as the app
 *   runs its list pages, so the reference is the SQL's cheapest way through the pool.
 *
 * Started by bench/run.ts as its own process, like the app:
 *   PORT=… DATABASE_URL=… | DATA_DIR=… BENCH_MANIFEST=… BENCH_PAGE_CURSOR=… \
 *     node --import tsx bench/reference-server.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { posts } from '../apps/api/src/db/schema/posts.ts';
import { buildFeelingsQueries } from '../apps/api/src/modules/feelings/feelings.repository.ts';
import {
  type Cursor,
  type ListPageRequest,
  listPageSqlOf,
} from '../apps/api/src/modules/posts/posts.repository.ts';
import { readablePostsOf } from '../apps/api/src/policies/post-visibility.ts';
import type { Manifest } from './lib/dataset.ts';
import { rawQueryOf } from './lib/raw.ts';

/** `name`: run as a prepared statement, as the app runs the list's pages. */
type Statement = { sql: string; params: unknown[]; name: string };
type Runner = (statement: Statement) => Promise<unknown[]>;

function decodeCursor(value: string): Cursor {
  const [time = '', id = ''] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  return { time, id };
}

async function open(): Promise<{ handle: DatabaseHandle; run: Runner }> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR;
  if (!url && !dataDir) throw new Error('Set DATABASE_URL or DATA_DIR');
  const handle = url
    ? await openPostgres(url)
    : await openPglite({ dataDir: path.join(dataDir as string, 'pglite') });
  const query = rawQueryOf(handle);
  return { handle, run: ({ sql, params, name }) => query(sql, params, name) };
}

const statementOf = (
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Statement => {
  const { sql, params } = query.toSQL();
  return { sql, params, name };
};

async function main() {
  const manifestPath = process.env.BENCH_MANIFEST;
  if (!manifestPath) throw new Error('Set BENCH_MANIFEST');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const { handle, run } = await open();
  const { db } = handle;
  const heavy = manifest.heavy.userId;
  const moderator = manifest.moderator.userId;
  // A page of 12, and the row that tells whether more follow (as listPosts asks).
  const page = { view: 'mine', categories: null, draft: null, rows: 12 + 1 } as const;
  const none = { after: null, before: null };

  /** Each figure's statements, run together as the app runs them (Promise.all). */
  const figures: Record<string, Statement[]> = {};
  const list = (name: string, request: ListPageRequest) => {
    // The page with its probe as one statement, as listPosts runs it.
    figures[name] = [{ ...listPageSqlOf(db, request), name }];
  };
  list('list-first-page', { ...page, ...none, userId: heavy });
  const deepCursor = process.env.BENCH_PAGE_CURSOR;
  if (deepCursor) {
    list('list-deep-page', {
      ...page,
      userId: heavy,
      after: decodeCursor(deepCursor),
      before: null,
    });
  }
  list('community', { ...page, ...none, view: 'community', userId: heavy });
  list('review', { ...page, ...none, view: 'review', userId: moderator });
  const feelings = buildFeelingsQueries(db, heavy);
  figures.trending = [
    statementOf('trending_recent', feelings.recent),
    statementOf('trending_top', feelings.trending),
  ];
  const postIds = manifest.heavy.postIds;
  const postById = (id: string) =>
    statementOf(
      'post',
      db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), readablePostsOf({ userId: heavy, isModerator: false })))
        .limit(1),
    );

  const app = Fastify({ logger: false });
  app.get('/json', async () => ({ hello: 'world' }));
  app.get<{ Params: { figure: string } }>('/sql/:figure', async (request, reply) => {
    const statements = figures[request.params.figure];
    if (!statements) return reply.code(404).send({ error: 'no such figure' });
    const results = await Promise.all(statements.map(run));
    return results.length === 1 ? results[0] : results;
  });
  let next = 0;
  app.get('/sql/post', async () => run(postById(postIds[next++ % postIds.length] as string)));
  app.addHook('onClose', () => handle.close());

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: Number(process.env.PORT ?? 3100), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
