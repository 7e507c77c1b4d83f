/**
 * Fills a database with the benchmark's data (see bench/lib/dataset.ts for what and
 * docs/performance.md for how it is used):
 *
 *   node --import tsx bench/generate.ts --scale small --seed 1 --data-dir bench/.data/x
 *   node --import tsx bench/generate.ts --scale default --database-url postgres://…/bench
 *
 * Options: --scale small|default[,posts=N,people=N,heavy-posts=N,heavy-feelings=N,images=N,
 * writers=N,years=N] (default: default), --seed N (1), --anchor YYYY-MM-DD (the day the data
 * ends; today), --database-url URL or --data-dir DIR, --replace (drop what is there first),
 * --manifest FILE (what the benchmark reads; beside the data by default).
 *
 * Migrates with the app's own migrateDatabase, drops the secondary indexes, COPYs every table
 * with foreign-key triggers off (the rows are consistent by construction), builds the indexes
 * again (two at a time on PostgreSQL), then VACUUM ANALYZE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BulkConnection } from './lib/bulk.ts';
import { generateDataset, type Manifest } from './lib/dataset.ts';
import { parseScale, type Scale } from './lib/scale.ts';
import { databaseNameOf, describeTarget, openForLoad, type Target } from './lib/target.ts';

export const BENCH_ROOT = path.resolve(import.meta.dirname);

export type GenerateOptions = {
  target: Target;
  scale: Scale;
  seed: number;
  anchorMs: number;
  replace: boolean;
  manifestPath: string;
  log?: (message: string) => void;
};

export function defaultManifestPath(target: Target): string {
  return target.kind === 'pglite'
    ? path.join(target.dataDir, 'bench-manifest.json')
    : path.join(BENCH_ROOT, '.data', `${databaseNameOf(target.url)}.manifest.json`);
}

export const startOfTodayUtc = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

type IndexDefinition = { name: string; definition: string };

/** Every index that is not a constraint's (primary keys and unique constraints stay). */
async function dropSecondaryIndexes(conn: BulkConnection): Promise<IndexDefinition[]> {
  const rows = await conn.query<IndexDefinition>(`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`);
  for (const row of rows) await conn.exec(`drop index "${row.name}"`);
  return rows;
}

async function rebuildIndexes(
  connections: BulkConnection[],
  indexes: IndexDefinition[],
  log: (message: string) => void,
) {
  // The posts indexes are the big ones: start them first, spread over the connections.
  const queue = [...indexes].sort(
    (a, b) =>
      Number(b.definition.includes(' ON public.posts ')) -
      Number(a.definition.includes(' ON public.posts ')),
  );
  await Promise.all(
    connections.map(async (conn) => {
      if (conn.kind === 'postgres') {
        await conn.exec(`set maintenance_work_mem = '256MB'`);
        await conn.exec('set max_parallel_maintenance_workers = 0');
      }
      for (let next = queue.shift(); next; next = queue.shift()) {
        const started = performance.now();
        await conn.exec(next.definition);
        const seconds = (performance.now() - started) / 1000;
        if (seconds > 1) log(`  index ${next.name.padEnd(34)} ${seconds.toFixed(1)} s`);
      }
    }),
  );
}

export async function generate(options: GenerateOptions): Promise<Manifest> {
  const log = options.log ?? console.log;
  const { target, scale } = options;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  log(
    `Generating ${scale.name} (${scale.people.toLocaleString('en')} people, ` +
      `${scale.posts.toLocaleString('en')} posts, seed ${options.seed}, data ending ` +
      `${new Date(options.anchorMs).toISOString().slice(0, 10)}) into ${describeTarget(target)}`,
  );
  fs.rmSync(options.manifestPath, { force: true });
  const session = await openForLoad(target, options.replace);
  try {
    const { conn } = session;
    const [existing] = await conn.query<{ n: number }>('select count(*)::int as n from users');
    if ((existing?.n ?? 0) > 0) {
      throw new Error(
        `${describeTarget(target)} already holds ${existing?.n} people; pass --replace to start over.`,
      );
    }
    log(`  migrated                                 ${elapsed()}`);
    const indexes = await dropSecondaryIndexes(conn);
    // Foreign-key checks are triggers; the generator's rows satisfy them by construction.
    await conn.exec('set session_replication_role = replica');
    const manifest = await generateDataset(conn, scale, options.seed, options.anchorMs, log);
    await conn.exec('set session_replication_role = origin');
    log(`  rows written                             ${elapsed()}`);

    const second = await session.another();
    await rebuildIndexes(second ? [conn, second] : [conn], indexes, log);
    log(`  ${indexes.length} indexes built                        ${elapsed()}`);
    await conn.exec('vacuum (analyze)');
    log(`  vacuum analyze                           ${elapsed()}`);

    manifest.seconds = (performance.now() - started) / 1000;
    fs.mkdirSync(path.dirname(options.manifestPath), { recursive: true });
    fs.writeFileSync(options.manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    log(`Done in ${elapsed()}: ${options.manifestPath}`);
    return manifest;
  } finally {
    await session.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'default' },
      seed: { type: 'string', default: '1' },
      anchor: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      replace: { type: 'boolean', default: false },
      manifest: { type: 'string' },
    },
  });
  const url = values['database-url'];
  const dataDir = values['data-dir'];
  if (Boolean(url) === Boolean(dataDir)) {
    throw new Error('Give either --database-url URL (PostgreSQL) or --data-dir DIR (PGlite).');
  }
  const target: Target = url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: path.resolve(dataDir as string) };
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed takes an integer');
  const anchorMs = values.anchor ? Date.parse(`${values.anchor}T00:00:00Z`) : startOfTodayUtc();
  if (Number.isNaN(anchorMs)) throw new Error('--anchor takes a day, YYYY-MM-DD');
  await generate({
    target,
    scale: parseScale(values.scale),
    seed,
    anchorMs,
    replace: values.replace,
    manifestPath: values.manifest ? path.resolve(values.manifest) : defaultManifestPath(target),
  });
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
