/**
 * Readies a working copy of the benchmark's data for the build that serves it: sessions made
 * directly in the database (as the login would), and the cursor of the deep page computed the
 * way the app writes cursors (time to the microsecond, UTC, then the id).
 *
 * bench/run.ts runs it with the build's checkout as the working directory, so the build's own
 * code opens the copy (openDatabase migrates with that build's migrations, which must not touch
 * another build's schema) and writes its own sessions table:
 *
 *   DATABASE_URL=… | DATA_DIR=… BENCH_MANIFEST=… BENCH_WRITERS=50 BENCH_DEEP_PAGE=10000 \
 *     node --import tsx /path/to/bench/prepare-copy.ts OUT.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from './lib/dataset.ts';
import { rawQueryOf } from './lib/raw.ts';

export type Prepared = {
  tokens: { heavy: string; moderator: string; writers: string[] };
  deepCursor: string | null;
  deepPage: number;
};

export const PER_PAGE = 12;

/** A module of the build in the working directory, typed as this checkout's own. */
const buildModule = (file: string) => import(pathToFileURL(path.join(process.cwd(), file)).href);

async function main() {
  const out = process.argv[2];
  const manifestPath = process.env.BENCH_MANIFEST;
  if (!out || !manifestPath) throw new Error('Give OUT.json and set BENCH_MANIFEST');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const { openDatabase } = (await buildModule(
    'apps/api/src/db/open-database.ts',
  )) as typeof import('../apps/api/src/db/open-database.ts');
  const { createSession } = (await buildModule(
    'apps/api/src/modules/auth/sessions.service.ts',
  )) as typeof import('../apps/api/src/modules/auth/sessions.service.ts');
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? '',
  });
  try {
    const now = new Date();
    const token = async (userId: string) => (await createSession(handle.db, userId, now)).token;
    const writers: string[] = [];
    for (const writer of manifest.writers.slice(0, Number(process.env.BENCH_WRITERS))) {
      writers.push(await token(writer.userId));
    }
    const query = rawQueryOf(handle);
    const [count] = await query<{ n: number }>(
      'select count(*)::int as n from posts where user_id = $1 and not deleted',
      [manifest.heavy.userId],
    );
    const live = Number(count?.n ?? 0);
    const deepPage = Math.min(
      Number(process.env.BENCH_DEEP_PAGE),
      Math.floor((live - 1) / PER_PAGE) + 1,
    );
    let deepCursor: string | null = null;
    if (deepPage > 1) {
      const [row] = await query<{ time: string; id: string }>(
        `select to_char(last_update at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time, id
         from posts where user_id = $1 and not deleted
         order by last_update desc, id desc offset $2 limit 1`,
        [manifest.heavy.userId, (deepPage - 1) * PER_PAGE - 1],
      );
      if (!row) throw new Error('the heaviest person has no deep page');
      deepCursor = Buffer.from(`${row.time}|${row.id}`, 'utf8').toString('base64url');
    }
    const prepared: Prepared = {
      tokens: {
        heavy: await token(manifest.heavy.userId),
        moderator: await token(manifest.moderator.userId),
        writers,
      },
      deepCursor,
      deepPage,
    };
    fs.writeFileSync(out, JSON.stringify(prepared));
  } finally {
    await handle.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
