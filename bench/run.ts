/**
 * `npm run bench`: the figures of docs/performance.md on PostgreSQL and on PGlite, each printed
 * with its conditions and as a ratio against references measured in the same run.
 *
 *   npm run bench                                  # both databases, default scale, then web
 *   npm run bench -- --database postgres --scale small --duration 5
 *   npm run bench -- --web-only                    # chunk sizes and Lighthouse only
 *   npm run bench -- --baseline ../before          # this build against another checkout
 *
 * Options: --database postgres|pglite|both (both), --scale (default; see bench/generate.ts),
 * --seed N (1), --connections N (50), --duration S (10 per figure, after a 2 s warm-up),
 * --postgres URL (postgres://postgres@127.0.0.1:5432/postgres: the server to put the
 * benchmark databases on), --regenerate, --no-web, --web-only, --log-level (warn: the app's
 * own log level; info writes two access-log lines per request), --cpu-prof (the app server
 * writes a V8 CPU profile to bench/.data/profiles when it stops), --baseline DIR (another
 * checkout of this repository, with its own node_modules: each API figure is measured on both
 * builds in turns, each on a copy of this build's data, or on data its own code generated
 * where its migrations differ).
 *
 * The generated data is kept (bench/.data and the bench_<scale>_s<seed> database) and reused
 * for the same scale and seed; each run works on a copy of it, so writes never change it.
 * The reference server runs beside the app, and each figure with a reference is measured in
 * turns with it, so that a ratio compares the same minutes of a shared, noisy machine.
 * docs/performance.md has the targets and the techniques; decision 0066 the runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_ENV, SERVER_NODE_OPTIONS, SERVER_SCRIPT } from '../scripts/lib/server-start.ts';
import { generate, startOfTodayUtc } from './generate.ts';
import type { Manifest } from './lib/dataset.ts';
import { photoJpeg } from './lib/images.ts';
import { type Load, type Measurement, measure } from './lib/measure.ts';
import { REPO_ROOT, type Server, startNodeServer, timeNpmStart } from './lib/processes.ts';
import { Random } from './lib/random.ts';
import { parseScale, type Scale } from './lib/scale.ts';
import { clonePostgresDatabase, dropPostgresDatabase, type Target } from './lib/target.ts';
import { PER_PAGE, type Prepared } from './prepare-copy.ts';
import { buildIfStale, type LighthouseResult, reportChunks, runLighthouse } from './web.ts';

const DATA = path.join(REPO_ROOT, 'bench/.data');
/** What Chromium sends with every fetch. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const DEEP_PAGE = 10_000;

type Kind = 'postgres' | 'pglite';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    scale: { type: 'string', default: 'default' },
    seed: { type: 'string', default: '1' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    regenerate: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'web-only': { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    'cpu-prof': { type: 'boolean', default: false },
    baseline: { type: 'string' },
  },
});

const scale: Scale = parseScale(args.scale);
const seed = Number(args.seed);
const connections = Number(args.connections);
const seconds = Number(args.duration);
const WARM_UP = 2;
const kinds: Kind[] = args.database === 'both' ? ['postgres', 'pglite'] : [args.database as Kind];
if (!kinds.every((k) => k === 'postgres' || k === 'pglite')) {
  throw new Error('--database takes postgres, pglite or both');
}
const key = `${scale.name}_s${seed}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
const baselineRoot = args.baseline ? path.resolve(args.baseline) : null;
if (baselineRoot && !fs.existsSync(path.join(baselineRoot, 'scripts/build-if-stale.mjs'))) {
  throw new Error(`--baseline ${baselineRoot}: not a checkout of this repository`);
}

const postgresUrlFor = (database: string) => {
  const url = new URL(args.postgres);
  url.pathname = `/${database}`;
  return url.toString();
};

type Figure = {
  id: string;
  label: string;
  measurement?: Measurement;
  /** The reference route running this figure's SQL, when it has one. */
  sqlRef?: string;
  /** Free-form result for figures that are not a throughput (upload, RSS, start). */
  value?: string;
  note?: string;
};

type Run = {
  kind: Kind;
  conditions: string;
  refJson?: Measurement;
  refSql: Record<string, Measurement>;
  figures: Figure[];
  rssAfterListMb?: number;
  rssEndMb?: number;
  uploadMs?: number[];
  variantFirstMs?: number;
  startMs?: number;
  deepPage: number;
  lighthouse?: LighthouseResult[];
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ratio = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 2)}×` : 'n/a');
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

function printMeasurement(run: Run, label: string, m: Measurement, sqlRef?: Measurement) {
  const refs = run.refJson
    ? `  ${ratio(m.rps, run.refJson.rps)} bare JSON${sqlRef ? `, ${ratio(m.rps, sqlRef.rps)} same SQL` : ''}`
    : '';
  console.log(
    `  ${label.padEnd(44)} ${fmt(m.rps).padStart(7)} req/s  p50 ${fmt(m.p50Ms, 1).padStart(5)} ms  ` +
      `p99 ${fmt(m.p99Ms, 1).padStart(6)} ms  [c=${m.connections}, ${m.seconds} s]${refs}`,
  );
}

// Data -----------------------------------------------------------------------------------------

/**
 * A build under measure: this checkout, or an A/B run's baseline. Each has its pristine data
 * and working copy of its own, named with `suffix`, since the two may differ in schema.
 */
type Build = { name: 'this build' | 'baseline'; root: string; suffix: '' | '_baseline' };

const THIS_BUILD: Build = { name: 'this build', root: REPO_ROOT, suffix: '' };

function readManifest(file: string): Manifest | null {
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  return manifest.seed === seed && manifest.scale.name === scale.name ? manifest : null;
}

/** Where a build's pristine data for this scale and seed lives. */
function pristineOf(kind: Kind, build: Build): { target: Target; manifestPath: string } {
  const data = path.join(build.root, 'bench/.data');
  const name = kind === 'postgres' ? `bench_${key}${build.suffix}` : `pglite_${key}${build.suffix}`;
  return kind === 'postgres'
    ? {
        target: { kind, url: postgresUrlFor(name) },
        manifestPath: path.join(data, `${name}.manifest.json`),
      }
    : {
        target: { kind, dataDir: path.join(data, name) },
        manifestPath: path.join(data, name, 'bench-manifest.json'),
      };
}

/** Pristine data and the build whose generator made it. */
type DataSet = { manifest: Manifest; manifestPath: string; source: Build };

/** The pristine generated data for this scale and seed, made when missing. */
async function ensureData(kind: Kind): Promise<DataSet> {
  const { target, manifestPath } = pristineOf(kind, THIS_BUILD);
  const existing = args.regenerate ? null : readManifest(manifestPath);
  if (existing) return { manifest: existing, manifestPath, source: THIS_BUILD };
  const manifest = await generate({
    target,
    scale,
    seed,
    anchorMs: startOfTodayUtc(),
    replace: true,
    manifestPath,
  });
  return { manifest, manifestPath, source: THIS_BUILD };
}

/** A build's migrations, file by file: two builds with the same ones store data alike. */
function migrationsOf(build: Build): string {
  const dir = path.join(build.root, 'apps/api/drizzle');
  const hash = createHash('sha256');
  for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * The baseline's pristine data. With this build's migrations it is this build's data, so the
 * two builds read the same bytes; otherwise the baseline's own generator makes it (its own
 * migrations and columns) for the same scale, seed and last day, and it is kept while it matches.
 */
function ensureBaselineData(kind: Kind, build: Build, ours: DataSet): DataSet {
  if (migrationsOf(build) === migrationsOf(THIS_BUILD)) return ours;
  const { target, manifestPath } = pristineOf(kind, build);
  const existing = args.regenerate ? null : readManifest(manifestPath);
  if (existing?.anchor === ours.manifest.anchor) {
    return { manifest: existing, manifestPath, source: build };
  }
  const anchorDay = ours.manifest.anchor.slice(0, 10);
  const generated = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/generate.ts',
      ...['--scale', args.scale, '--seed', String(seed), '--anchor', anchorDay],
      ...(target.kind === 'postgres'
        ? ['--database-url', target.url]
        : ['--data-dir', target.dataDir]),
      ...['--manifest', manifestPath, '--replace'],
    ],
    { cwd: build.root, stdio: 'inherit' },
  );
  const manifest = generated.status === 0 ? readManifest(manifestPath) : null;
  if (!manifest) throw new Error(`the baseline's generator failed in ${build.root}`);
  return { manifest, manifestPath, source: build };
}

type WorkingCopy = {
  env: NodeJS.ProcessEnv;
  /** Where the reference server reads: the same database, or a second PGlite directory. */
  refEnv: NodeJS.ProcessEnv;
  drop(): Promise<void>;
};

/**
 * A build's copy, for this run, of the pristine data of `source` (this build's or its own;
 * PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
async function workingCopy(kind: Kind, build: Build, source: Build): Promise<WorkingCopy> {
  const { target } = pristineOf(kind, source);
  if (target.kind === 'postgres') {
    const url = postgresUrlFor(`bench_${key}${build.suffix}_run`);
    await clonePostgresDatabase(target.url, url);
    return {
      env: { DATABASE_URL: url },
      refEnv: { DATABASE_URL: url },
      drop: () => dropPostgresDatabase(url),
    };
  }
  const own = pristineOf(kind, build).target as { dataDir: string };
  const dataDir = `${own.dataDir}_run`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(target.dataDir, dataDir, { recursive: true });
  // PGlite allows one process per directory: the reference server reads a copy of its own.
  const refDir = `${dataDir}_ref`;
  fs.rmSync(refDir, { recursive: true, force: true });
  if (build === THIS_BUILD) fs.cpSync(dataDir, refDir, { recursive: true });
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    refEnv: { DATABASE_URL: '', DATA_DIR: refDir },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(refDir, { recursive: true, force: true });
    },
  };
}

/** Sessions and the deep page's cursor, made in the copy by the build's own code. */
function prepare(build: Build, copy: WorkingCopy, manifestPath: string): Prepared {
  const out = path.join(os.tmpdir(), `bench-prepared-${process.pid}.json`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'bench/prepare-copy.ts'), out],
    {
      cwd: build.root,
      env: {
        ...process.env,
        ...copy.env,
        BENCH_MANIFEST: manifestPath,
        BENCH_WRITERS: String(connections),
        BENCH_DEEP_PAGE: String(DEEP_PAGE),
      },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`preparing the working copy of ${build.name} failed`);
  try {
    return JSON.parse(fs.readFileSync(out, 'utf8')) as Prepared;
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/**
 * Follows next_cursor from the first page through the API, a hundred posts at a time, to the
 * start of the deep page; it must arrive at the cursor computed from the database.
 */
async function walkToDeepPage(
  origin: string,
  token: string,
  deepPage: number,
): Promise<string | null> {
  let rowsLeft = (deepPage - 1) * PER_PAGE;
  let cursor: string | null = null;
  while (rowsLeft > 0) {
    const limit = Math.min(100, rowsLeft);
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('starting_after', cursor);
    const response = await fetch(`${origin}/api/v1/posts?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`paging failed: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { data: unknown[]; next_cursor: string | null };
    cursor = page.next_cursor;
    rowsLeft -= page.data.length;
    if (page.data.length < limit) break;
  }
  return cursor;
}

// The figures ----------------------------------------------------------------------------------

function tenYearsOfDays(): string[] {
  const days: string[] = [];
  const today = startOfTodayUtc();
  for (let d = 0; d < scale.years * 365; d++) {
    if (d % 3 !== 1) days.push(new Date(today - d * 86_400_000).toISOString().slice(0, 10));
  }
  return days.reverse();
}

const journalPost = (title: string) => ({
  category: 'journal',
  title,
  mood: 'steady',
  currentSituation:
    'Walked home the long way and noticed the light on the river. I was tired but clear, and ' +
    'for once I did not replay the meeting on the way. '.repeat(4),
  feelingsList: ['calm', 'tired', 'grateful'],
  preferredThoughts: 'I can rest without earning it.',
  actionItems: [
    { action: 'Call Sam before noon', complete: false },
    { action: 'Stretch for ten minutes', complete: true },
  ],
});

/** A build ready to serve: its run's results, its working copy and its people. */
type Contender = Build & {
  run: Run;
  copy: WorkingCopy;
  manifest: Manifest;
  prepared: Prepared;
};

/** A contender with its server up. */
type Serving = Contender & { server: Server };

/**
 * The reference server, on its own copy of this build's data where the database allows only
 * one process (PGlite). It stays up beside the app: each figure with a reference is measured in
 * turns with it (see `inTurns`), so both see the same moment of a shared machine. One reference
 * serves an A/B run's two builds: it measures the machine's minute, not a build.
 */
async function startReferences(
  runs: Run[],
  refEnv: NodeJS.ProcessEnv,
  manifestPath: string,
  prepared: Prepared,
): Promise<Server> {
  const server = await startNodeServer({
    script: 'bench/reference-server.ts',
    env: {
      ...refEnv,
      BENCH_MANIFEST: manifestPath,
      ...(prepared.deepCursor ? { BENCH_PAGE_CURSOR: prepared.deepCursor } : {}),
    },
    readyPath: '/json',
  });
  const refJson = await measure(server.origin, {
    connections,
    seconds,
    warmUpSeconds: WARM_UP,
    path: '/json',
  });
  for (const run of runs) run.refJson = refJson;
  printMeasurement(runs[0] as Run, 'reference: bare Fastify JSON route', refJson);
  return server;
}

/** Several measurements of one load as one: requests over time, the worst p99. */
function combine(parts: Measurement[]): Measurement {
  const total = (f: (m: Measurement) => number) => parts.reduce((sum, m) => sum + f(m), 0);
  const requests = total((m) => m.requests);
  const weighted = (f: (m: Measurement) => number) =>
    requests > 0 ? total((m) => f(m) * m.requests) / requests : 0;
  return {
    connections: parts[0]?.connections ?? 0,
    seconds: total((m) => m.seconds),
    requests,
    rps: requests / total((m) => m.seconds),
    meanMs: weighted((m) => m.meanMs),
    p50Ms: weighted((m) => m.p50Ms),
    p99Ms: Math.max(...parts.map((m) => m.p99Ms)),
    maxMs: Math.max(...parts.map((m) => m.maxMs)),
    non2xx: total((m) => m.non2xx),
    errors: total((m) => m.errors),
  };
}

type Turn = { origin: string; load: Load };

/**
 * The order of each round of turns, for loads A, B (and C): A B C, C B A, B A C, C A B. Each
 * load stands as often early as late in the figure, and A and B, an A/B run's two builds, each
 * go first after the warm-ups and follow the other as often, so neither carries the machine's
 * drift or the other's wake.
 */
function roundsOf(count: number): number[][] {
  const forward = Array.from({ length: count }, (_, i) => i);
  const swapped = [1, 0, ...forward.slice(2)];
  return [forward, [...forward].reverse(), swapped, [...swapped].reverse()];
}

/**
 * Loads measured in turns (see `roundsOf`; each turn a quarter of the duration), after a
 * warm-up of each, so that their ratios compare the same moments. One load alone is measured
 * at once.
 */
async function inTurns(targets: Turn[]): Promise<Measurement[]> {
  if (targets.length === 1) {
    const [only] = targets as [Turn];
    return [await measure(only.origin, only.load)];
  }
  for (const { origin, load } of targets) {
    await measure(origin, { ...load, seconds: load.warmUpSeconds, warmUpSeconds: 0 });
  }
  const rounds = roundsOf(targets.length);
  const parts: Measurement[][] = targets.map(() => []);
  for (const order of rounds) {
    for (const i of order) {
      const { origin, load } = targets[i] as Turn;
      parts[i]?.push(
        await measure(origin, { ...load, seconds: load.seconds / rounds.length, warmUpSeconds: 0 }),
      );
    }
  }
  return parts.map(combine);
}

/** In an A/B run each line names its build; a run of one build has no names to tell apart. */
const labelled = (servings: Contender[], build: Contender, text: string) =>
  servings.length > 1 ? `  ${build.name}: ${text.trimStart()}` : text;

function printAgainstBaseline(servings: Contender[], id: string) {
  const [ours, baseline] = servings.map((s) => s.run.figures.find((f) => f.id === id));
  const a = ours?.measurement;
  const b = baseline?.measurement;
  if (a && b) {
    console.log(
      `    this build / baseline: throughput ${ratio(a.rps, b.rps)}, p99 ${ratio(a.p99Ms, b.p99Ms)}`,
    );
  }
}

async function startApp(contender: Contender): Promise<Serving> {
  const profileDir = path.join(DATA, 'profiles');
  // As npm start runs it (the bundle built by buildIfStale() first).
  const server = await startNodeServer({
    script: SERVER_SCRIPT,
    cwd: contender.root,
    tsx: false,
    env: {
      ...SERVER_ENV,
      ...contender.copy.env,
      NODE_ENV: 'development',
      LOG_LEVEL: args['log-level'],
      WEB_DIST: path.join(contender.root, 'apps/web/dist'),
      APP_URL: 'http://127.0.0.1',
    },
    readyPath: '/api/health',
    nodeArgs: [
      ...SERVER_NODE_OPTIONS,
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
  return { ...contender, server };
}

/** The figures, each measured on every contender in turns (this build first). */
async function measureApps(contenders: Contender[], reference: Server, withWeb: boolean) {
  const servings: Serving[] = [];
  try {
    for (const contender of contenders) servings.push(await startApp(contender));
    await measureFigures(servings, reference);
    if (withWeb) {
      const [ours] = servings as [Serving];
      ours.run.lighthouse = await runLighthouse(ours.server.origin, ours.prepared.tokens.heavy);
    }
  } finally {
    for (const serving of servings) await serving.server.stop();
  }
}

async function measureFigures(servings: Serving[], reference: Server) {
  const [ours] = servings as [Serving];
  // Every request as the web app's fetch sends it, with the browser's Accept-Encoding: the
  // app compresses answers over 1 KB for browsers (plugins/compression.ts), which is what they
  // cost in production. One figure below asks without it, as a client that takes no compression.
  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  });
  const json = { 'content-type': 'application/json' };
  const load = { connections, seconds, warmUpSeconds: WARM_UP };
  /**
   * One writer per connection, in the order connections first ask: their manifest entry and
   * the headers of a JSON write signed in as them.
   */
  const writersOf = (s: Serving) => {
    let nextWriter = 0;
    return (context: Record<string, unknown>) => {
      if (context.writer === undefined) {
        context.writer = nextWriter++ % s.prepared.tokens.writers.length;
      }
      const w = context.writer as number;
      return {
        writer: s.manifest.writers[w] as Manifest['writers'][number],
        headers: { ...json, ...bearer(s.prepared.tokens.writers[w] as string) },
      };
    };
  };
  /**
   * A figure measured on each build in turns, and with the bare route running its SQL
   * (`/sql/<ref>`) when it has one.
   */
  const measureFigure = async (
    id: string,
    label: string,
    loadOf: (s: Serving) => Load,
    options: { ref?: string } = {},
  ) => {
    const targets = servings.map((s) => ({ origin: s.server.origin, load: loadOf(s) }));
    const { ref } = options;
    if (ref) {
      const appLoad = (targets[0] as Turn).load;
      targets.push({
        origin: reference.origin,
        load: {
          connections: appLoad.connections,
          seconds,
          warmUpSeconds: WARM_UP,
          path: `/sql/${ref}`,
        },
      });
    }
    const results = await inTurns(targets);
    if (ref) {
      const refResult = results.pop() as Measurement;
      for (const s of servings) s.run.refSql[id] = refResult;
      printMeasurement(ours.run, `reference: bare route, SQL of ${id}`, refResult);
    }
    for (const [i, s] of servings.entries()) {
      const m = results[i] as Measurement;
      s.run.figures.push({ id, label, measurement: m, ...(ref ? { sqlRef: id } : {}) });
      printMeasurement(
        s.run,
        i === 0 ? label : `  ${s.name}`,
        m,
        ref ? s.run.refSql[id] : undefined,
      );
    }
    printAgainstBaseline(servings, id);
  };

  for (const s of servings) {
    if (!s.prepared.deepCursor) continue;
    const started = performance.now();
    const walked = await walkToDeepPage(
      s.server.origin,
      s.prepared.tokens.heavy,
      s.prepared.deepPage,
    );
    console.log(
      labelled(
        servings,
        s,
        `  followed next_cursor to page ${fmt(s.prepared.deepPage)} in ${fmt((performance.now() - started) / 1000, 1)} s: `,
      ) + (walked === s.prepared.deepCursor ? 'the same cursor as computed' : 'A DIFFERENT CURSOR'),
    );
    if (walked !== s.prepared.deepCursor) {
      throw new Error(`cursor walk disagrees with the database (${s.name})`);
    }
  }

  await measureFigure(
    'list-first-page',
    'GET /posts page 1 (heaviest person)',
    // The server's first figure: a longer warm-up, so the JIT and the pool are warm.
    (s) => ({
      ...load,
      warmUpSeconds: WARM_UP + 3,
      path: '/api/v1/posts',
      headers: bearer(s.prepared.tokens.heavy),
    }),
    { ref: 'list-first-page' },
  );
  await measureFigure(
    'list-first-page-plain',
    'GET /posts page 1, not accepting compression',
    (s) => ({
      ...load,
      path: '/api/v1/posts',
      headers: { authorization: `Bearer ${s.prepared.tokens.heavy}` },
    }),
    // Its own turns with the bare route: a ratio compares the same minutes of the machine.
    { ref: 'list-first-page' },
  );
  if (ours.prepared.deepCursor) {
    await measureFigure(
      'list-deep-page',
      `GET /posts page ${fmt(ours.prepared.deepPage)} (by cursor)`,
      (s) => ({
        ...load,
        path: `/api/v1/posts?starting_after=${s.prepared.deepCursor}`,
        headers: bearer(s.prepared.tokens.heavy),
      }),
      { ref: 'list-deep-page' },
    );
  }
  for (const s of servings) {
    s.run.rssAfterListMb = mb(s.server.rss());
    console.log(
      labelled(servings, s, `  server RSS after the list benchmark: ${s.run.rssAfterListMb} MB`),
    );
  }

  await measureFigure(
    'community',
    'GET /posts?filter=community',
    (s) => ({
      ...load,
      path: '/api/v1/posts?filter=community',
      headers: bearer(s.prepared.tokens.heavy),
    }),
    { ref: 'community' },
  );
  await measureFigure(
    'review',
    'GET /posts?filter=review (moderator)',
    (s) => ({
      ...load,
      path: '/api/v1/posts?filter=review',
      headers: bearer(s.prepared.tokens.moderator),
    }),
    { ref: 'review' },
  );
  await measureFigure(
    'post',
    'GET /posts/{id} (own post)',
    (s) => {
      const { postIds } = s.manifest.heavy;
      let nextPost = 0;
      return {
        ...load,
        path: '/api/v1/posts/x',
        setupRequest: (request) => ({
          ...request,
          path: `/api/v1/posts/${postIds[nextPost++ % postIds.length]}`,
          headers: bearer(s.prepared.tokens.heavy),
        }),
      };
    },
    { ref: 'post' },
  );
  await measureFigure(
    'trending',
    'GET /feelings (trending top 10, 100k feelings)',
    (s) => ({ ...load, path: '/api/v1/feelings', headers: bearer(s.prepared.tokens.heavy) }),
    { ref: 'trending' },
  );
  await measureFigure(
    'trending-1',
    'GET /feelings, one connection',
    (s) => ({
      ...load,
      connections: 1,
      path: '/api/v1/feelings',
      headers: bearer(s.prepared.tokens.heavy),
    }),
    { ref: 'trending' },
  );
  await measureFigure('trackers-read', 'GET /habit-trackers (10 years of days)', (s) => ({
    ...load,
    path: '/api/v1/habit-trackers',
    headers: bearer(s.prepared.tokens.heavy),
  }));
  await measureFigure('stats', 'GET /stats (footer; cached 60 s)', () => ({
    ...load,
    path: '/api/v1/stats',
  }));

  // Writes: one person per connection, each on their own rows.
  await measureFigure('create', 'POST /posts (journal, one writer per connection)', (s) => {
    const writerFor = writersOf(s);
    let created = 0;
    return {
      ...load,
      method: 'POST',
      path: '/api/v1/posts',
      setupRequest: (request, context) => ({
        ...request,
        headers: writerFor(context).headers,
        body: JSON.stringify(journalPost(`Evening ${created++}`)),
      }),
    };
  });
  await measureFigure('save', 'PUT /posts/{id} (the writer saves their post)', (s) => {
    const writerFor = writersOf(s);
    let saved = 0;
    return {
      ...load,
      method: 'PUT',
      path: '/api/v1/posts/x',
      setupRequest: (request, context) => {
        const { writer, headers } = writerFor(context);
        return {
          ...request,
          path: `/api/v1/posts/${writer.postId}`,
          headers,
          body: JSON.stringify({ ...journalPost(`Saved ${saved++}`), category: writer.category }),
        };
      },
    };
  });
  const days = tenYearsOfDays();
  await measureFigure(
    'trackers-save',
    `PUT /habit-trackers (3 × ${fmt(days.length)} days)`,
    (s) => {
      const writerFor = writersOf(s);
      return {
        ...load,
        method: 'PUT',
        path: '/api/v1/habit-trackers',
        setupRequest: (request, context) => {
          const { writer, headers } = writerFor(context);
          return {
            ...request,
            headers,
            body: JSON.stringify(
              writer.trackerIds.map((id, i) => ({
                _id: id,
                title: ['Meditate', 'Run', 'Read'][i],
                dates: days.filter((_, d) => (d + i) % 2 === 0),
              })),
            ),
          };
        },
      };
    },
  );

  // An upload of a 12-megapixel photo, five times in a row (taking turns between builds),
  // then a width of it.
  const photoPath = path.join(DATA, 'photo-12mp.jpg');
  if (!fs.existsSync(photoPath)) {
    fs.mkdirSync(DATA, { recursive: true });
    fs.writeFileSync(photoPath, await photoJpeg(new Random(12), 4000, 3000, 92));
  }
  const photo = fs.readFileSync(photoPath);
  const uploaderOf = (s: Serving) => s.prepared.tokens.writers[0] as string;
  const imageIds = new Map<Serving, string>();
  for (const s of servings) s.run.uploadMs = [];
  for (let i = 0; i < 5; i++) {
    for (const s of servings) {
      const form = new FormData();
      form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const response = await fetch(`${s.server.origin}/api/v1/images`, {
        method: 'POST',
        headers: bearer(uploaderOf(s)),
        body: form,
      });
      const body = (await response.json()) as { data?: { _id: string } };
      s.run.uploadMs?.push(performance.now() - started);
      if (!response.ok || !body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
      imageIds.set(s, body.data._id);
    }
  }
  const variantPathOf = (s: Serving) => `/api/v1/images/${imageIds.get(s)}-500.jpg`;
  for (const s of servings) {
    const sorted = [...(s.run.uploadMs ?? [])].sort((a, b) => a - b);
    console.log(
      labelled(
        servings,
        s,
        `  POST /images, 12 MP JPEG (${fmt(photo.length / 2 ** 20, 1)} MB), 5 in a row: median ` +
          `${fmt(sorted[2] as number)} ms, slowest ${fmt(sorted[4] as number)} ms`,
      ),
    );
    const firstStarted = performance.now();
    const first = await fetch(`${s.server.origin}${variantPathOf(s)}`, {
      headers: bearer(uploaderOf(s)),
    });
    await first.arrayBuffer();
    s.run.variantFirstMs = performance.now() - firstStarted;
    console.log(
      labelled(
        servings,
        s,
        `  first request of the 500 px width (made and stored): ${fmt(s.run.variantFirstMs)} ms`,
      ),
    );
  }
  await measureFigure('variant', 'GET /images/{id}-500.jpg (from the variant cache)', (s) => ({
    ...load,
    path: variantPathOf(s),
    headers: bearer(uploaderOf(s)),
  }));
  for (const s of servings) {
    s.run.rssEndMb = mb(s.server.rss());
    console.log(labelled(servings, s, `  server RSS at the end: ${s.run.rssEndMb} MB`));
  }
}

/** `npm start` of each build on its own working copy, in turns. */
async function timeStarts(contenders: Contender[]) {
  for (const c of contenders) {
    const start = await timeNpmStart(c.copy.env, c.root);
    c.run.startMs = start.ms;
    console.log(
      labelled(
        contenders,
        c,
        `  npm start on this data, to the first response: ${fmt(start.ms)} ms`,
      ),
    );
  }
}

const newRun = (kind: Kind, manifest: Manifest, prepared: Prepared): Run => ({
  kind,
  conditions:
    `${kind}, ${fmt(manifest.scale.people)} people, ${fmt(manifest.scale.posts)} posts ` +
    `(${fmt(manifest.scale.heavyPosts)} by the heaviest person), ${connections} connections, ` +
    `${seconds} s each after ${WARM_UP} s warm-up, loopback, ${os.cpus().length} cores, load ${loadAverage()}`,
  refSql: {},
  figures: [],
  deepPage: prepared.deepPage,
});

/** Both datasets describe the same people and posts when the generators agree. */
const samePeople = (a: Manifest, b: Manifest) =>
  a.heavy.userId === b.heavy.userId &&
  a.moderator.userId === b.moderator.userId &&
  JSON.stringify(a.counts) === JSON.stringify(b.counts);

/** This build's run of one database, and the baseline's when there is one. */
async function benchDatabase(
  kind: Kind,
  withWeb: boolean,
  baseline: Build | null,
): Promise<{ run: Run; baselineRun: Run | null }> {
  console.log(
    `\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (scale ${scale.name}, seed ${seed}) ===`,
  );
  const data = await ensureData(kind);
  const baselineData = baseline ? ensureBaselineData(kind, baseline, data) : null;
  const contenders: Contender[] = [];
  const copies: WorkingCopy[] = [];
  try {
    for (const [build, set] of [
      [THIS_BUILD, data],
      ...(baseline && baselineData ? [[baseline, baselineData] as const] : []),
    ] as const) {
      const copy = await workingCopy(kind, build, set.source);
      copies.push(copy);
      const prepared = prepare(build, copy, set.manifestPath);
      const run = newRun(kind, set.manifest, prepared);
      contenders.push({ ...build, run, copy, manifest: set.manifest, prepared });
    }
    const [ours] = contenders as [Contender];
    console.log(`  conditions: ${ours.run.conditions}`);
    if (baselineData) {
      console.log(
        baselineData.source === THIS_BUILD
          ? "  baseline: a copy of this build's data (the same migrations)"
          : `  baseline: its own data (other migrations), ${
              samePeople(data.manifest, baselineData.manifest)
                ? 'the same people and posts as this build'
                : 'with ids of its own (each build loads its own people)'
            }`,
      );
    }
    const reference = await startReferences(
      contenders.map((c) => c.run),
      ours.copy.refEnv,
      data.manifestPath,
      ours.prepared,
    );
    try {
      await measureApps(contenders, reference, withWeb);
    } finally {
      await reference.stop();
    }
    await timeStarts(contenders);
    return { run: ours.run, baselineRun: contenders[1]?.run ?? null };
  } finally {
    for (const copy of copies) await copy.drop();
  }
}

// The summary ----------------------------------------------------------------------------------

const figureOf = (run: Run | undefined, id: string) => run?.figures.find((f) => f.id === id);

/** A figure's throughput and p99, with its ratios to the references measured beside it. */
function throughputOf(run: Run, id: string): string {
  const m = figureOf(run, id)?.measurement;
  if (!m) return '—';
  const sql = figureOf(run, id)?.sqlRef;
  const sqlRatio = sql && run.refSql[sql] ? `, ${ratio(m.rps, run.refSql[sql]?.rps)} SQL` : '';
  return `${fmt(m.rps)}/s, p99 ${fmt(m.p99Ms)} ms (${ratio(m.rps, run.refJson?.rps)} JSON${sqlRatio})`;
}

type Row = { label: string; cells: Record<Kind, string>; target: string; met: string };

function summarise(
  runs: Run[],
  freshStartMs: number | null,
  chunks: Awaited<ReturnType<typeof reportChunks>> | null,
) {
  const byKind = (kind: Kind) => runs.find((r) => r.kind === kind);
  const pg = byKind('postgres');
  const rows: Row[] = [];
  const cell = (run: Run | undefined, f: (r: Run) => string) => (run ? f(run) : '—');
  const throughput = (run: Run | undefined, id: string) => cell(run, (r) => throughputOf(r, id));
  const add = (label: string, f: (run: Run | undefined) => string, target = '', met = '') =>
    rows.push({
      label,
      cells: { postgres: f(byKind('postgres')), pglite: f(byKind('pglite')) },
      target,
      met,
    });

  add('reference: bare Fastify JSON route', (r) =>
    cell(r, (x) => (x.refJson ? `${fmt(x.refJson.rps)}/s, p99 ${fmt(x.refJson.p99Ms)} ms` : '—')),
  );
  add('reference: bare route, SQL of list page 1', (r) =>
    cell(r, (x) => {
      const m = x.refSql['list-first-page'];
      return m ? `${fmt(m.rps)}/s, p99 ${fmt(m.p99Ms)} ms` : '—';
    }),
  );
  const listPg = figureOf(pg, 'list-first-page')?.measurement;
  const listRef = pg?.refSql['list-first-page'];
  add(
    'GET /posts page 1, heaviest person',
    (r) => throughput(r, 'list-first-page'),
    '≥ 0.60× same SQL, p99 < 30 ms (PostgreSQL)',
    listPg && listRef
      ? listPg.rps / listRef.rps >= 0.6 && listPg.p99Ms < 30
        ? 'met'
        : 'missed'
      : '',
  );
  add('GET /posts page 1, not accepting compression', (r) =>
    throughput(r, 'list-first-page-plain'),
  );
  const deepPg = figureOf(pg, 'list-deep-page')?.measurement;
  add(`GET /posts page ${fmt(pg?.deepPage ?? runs[0]?.deepPage ?? 0)} by cursor`, (r) =>
    throughput(r, 'list-deep-page'),
  );
  add(
    'page deep / page 1, mean time',
    (r) =>
      cell(r, (x) => {
        const a = figureOf(x, 'list-deep-page')?.measurement;
        const b = figureOf(x, 'list-first-page')?.measurement;
        return a && b ? `${fmt(a.meanMs / b.meanMs, 2)}` : '—';
      }),
    '< 1.3',
    deepPg && listPg ? (deepPg.meanMs / listPg.meanMs < 1.3 ? 'met' : 'missed') : '',
  );
  add('GET /posts?filter=community', (r) => throughput(r, 'community'));
  add('GET /posts?filter=review (moderator)', (r) => throughput(r, 'review'));
  add('GET /posts/{id}', (r) => throughput(r, 'post'));
  add('GET /feelings (trending), 50 connections', (r) => throughput(r, 'trending'));
  const trending1 = figureOf(pg, 'trending-1')?.measurement;
  add(
    'GET /feelings (trending), one connection',
    (r) =>
      cell(r, (x) => {
        const m = figureOf(x, 'trending-1')?.measurement;
        // One request at a time: the mean is exactly 1 s over the rate (autocannon records
        // whole milliseconds, so its own mean of sub-millisecond answers reads near 0).
        return m
          ? `p50 ${fmt(m.p50Ms)} ms, p99 ${fmt(m.p99Ms)} ms, mean ${fmt(1000 / m.rps, 2)} ms`
          : '—';
      }),
    'under 20 ms (p99, one person asking)',
    trending1 ? (trending1.p99Ms < 20 ? 'met' : 'missed') : '',
  );
  add('GET /habit-trackers (10 years)', (r) => throughput(r, 'trackers-read'));
  add('PUT /habit-trackers (10 years)', (r) => throughput(r, 'trackers-save'));
  add('POST /posts', (r) => throughput(r, 'create'));
  add('PUT /posts/{id}', (r) => throughput(r, 'save'));
  const uploadPg = pg?.uploadMs ? [...pg.uploadMs].sort((a, b) => a - b) : null;
  add(
    'POST /images, 12 MP JPEG (median, slowest of 5)',
    (r) =>
      cell(r, (x) => {
        if (!x.uploadMs) return '—';
        const s = [...x.uploadMs].sort((a, b) => a - b);
        return `${fmt(s[2] as number)} ms, ${fmt(s[4] as number)} ms`;
      }),
    'under 1.5 s',
    uploadPg ? ((uploadPg[4] as number) < 1500 ? 'met' : 'missed') : '',
  );
  add('first request of a width (made, stored)', (r) =>
    cell(r, (x) => (x.variantFirstMs === undefined ? '—' : `${fmt(x.variantFirstMs)} ms`)),
  );
  add(
    'GET a width from the variant cache',
    (r) => throughput(r, 'variant'),
    'served from the database cache',
    '',
  );
  add('GET /stats under load (cached)', (r) => throughput(r, 'stats'));
  add(
    'server RSS after the list benchmark',
    (r) => cell(r, (x) => (x.rssAfterListMb === undefined ? '—' : `${x.rssAfterListMb} MB`)),
    '< 200 MB (PostgreSQL)',
    pg?.rssAfterListMb === undefined ? '' : pg.rssAfterListMb < 200 ? 'met' : 'missed',
  );
  add('server RSS at the end', (r) =>
    cell(r, (x) => (x.rssEndMb === undefined ? '—' : `${x.rssEndMb} MB`)),
  );
  // A web-only run starts no server on the data: no figure, so no verdict either.
  const starts = runs.flatMap((r) => (r.startMs === undefined ? [] : [r.startMs]));
  add(
    '`npm start` to first response, on this data',
    (r) => cell(r, (x) => (x.startMs === undefined ? '—' : `${fmt(x.startMs)} ms`)),
    'within 5 s',
    starts.length > 0 ? (Math.max(...starts) < 5000 ? 'met' : 'missed') : '',
  );
  if (freshStartMs !== null) {
    rows.push({
      label: '`npm start` on a fresh PGlite directory',
      cells: { postgres: '', pglite: `${fmt(freshStartMs)} ms` },
      target: 'within 5 s',
      met: freshStartMs < 5000 ? 'met' : 'missed',
    });
  }
  if (chunks) {
    rows.push({
      label: 'login route JavaScript (gzipped)',
      cells: { postgres: `${fmt(chunks.loginKb, 1)} KB`, pglite: '' },
      target: '< 200 KB, other routes lazy',
      met: chunks.loginKb < 200 ? 'met' : 'missed',
    });
  }
  for (const result of runs.flatMap((r) => r.lighthouse ?? [])) {
    rows.push({
      label: `Lighthouse mobile ${result.page}, CPU slowdown calibrated`,
      cells: {
        postgres:
          `perf ${result.performance}, a11y ${result.accessibility} (index ${fmt(result.benchmarkIndex)}, ` +
          `slowdown ${fmt(result.cpuSlowdown, 1)}x), LCP ${fmt(result.lcpMs)} ms, ` +
          `TBT ${fmt(result.tbtMs)} ms, CLS ${fmt(result.cls, 3)}`,
        pglite: '',
      },
      target: 'perf ≥ 95, a11y 100',
      met: result.performance >= 95 && result.accessibility === 100 ? 'met' : 'missed',
    });
  }

  const lines = [
    '| figure | PostgreSQL | PGlite | target | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.label} | ${r.cells.postgres} | ${r.cells.pglite} | ${r.target} | ${r.met} |`,
    ),
  ];
  return lines.join('\n');
}

// The comparison with the baseline -------------------------------------------------------------

/** How far this build may fall behind the build before it (docs/performance.md). */
const TOLERANCE = 0.1;

/** A figure where less is better (memory, a time), or a throughput with its p99. */
type Compared = { label: string; baseline: string; ours: string; ratio: string; within: string };

function compareTimes(
  label: string,
  ours: number | undefined,
  baseline: number | undefined,
  unit: string,
): Compared | null {
  if (ours === undefined || baseline === undefined) return null;
  return {
    label,
    baseline: `${fmt(baseline)} ${unit}`,
    ours: `${fmt(ours)} ${unit}`,
    ratio: ratio(ours, baseline),
    within: ours <= baseline * (1 + TOLERANCE) ? 'yes' : 'no',
  };
}

function compareThroughput(ours: Run, baseline: Run, id: string): Compared | null {
  const figure = figureOf(ours, id);
  const a = figure?.measurement;
  const b = figureOf(baseline, id)?.measurement;
  if (!figure || !a || !b) return null;
  const slower = a.rps < b.rps * (1 - TOLERANCE);
  const laggier = a.p99Ms > b.p99Ms * (1 + TOLERANCE);
  return {
    label: figure.label,
    baseline: throughputOf(baseline, id),
    ours: throughputOf(ours, id),
    ratio: `${ratio(a.rps, b.rps)}, p99 ${ratio(a.p99Ms, b.p99Ms)}`,
    within:
      slower || laggier
        ? `no (${[slower && 'throughput', laggier && 'p99'].filter(Boolean).join(', ')})`
        : 'yes',
  };
}

const medianAndSlowest = (run: Run) => {
  const sorted = [...(run.uploadMs ?? [])].sort((a, b) => a - b);
  return { median: sorted[2], slowest: sorted[4] };
};

/** The A/B table of one database: each figure of both builds, and their ratio. */
function compareBuilds(
  ours: Run,
  baseline: Run,
  freshStartMs?: { ours: number; baseline: number },
) {
  const rows = [
    ...ours.figures.map((f) => compareThroughput(ours, baseline, f.id)),
    compareTimes(
      'server RSS after the list benchmark',
      ours.rssAfterListMb,
      baseline.rssAfterListMb,
      'MB',
    ),
    compareTimes('server RSS at the end', ours.rssEndMb, baseline.rssEndMb, 'MB'),
    compareTimes(
      'POST /images, 12 MP JPEG, median of 5',
      medianAndSlowest(ours).median,
      medianAndSlowest(baseline).median,
      'ms',
    ),
    compareTimes(
      'POST /images, 12 MP JPEG, slowest of 5',
      medianAndSlowest(ours).slowest,
      medianAndSlowest(baseline).slowest,
      'ms',
    ),
    compareTimes(
      'first request of a width (made, stored)',
      ours.variantFirstMs,
      baseline.variantFirstMs,
      'ms',
    ),
    compareTimes(
      '`npm start` to first response, on this data',
      ours.startMs,
      baseline.startMs,
      'ms',
    ),
    compareTimes(
      '`npm start` on a fresh PGlite directory',
      freshStartMs?.ours,
      freshStartMs?.baseline,
      'ms',
    ),
  ].filter((row) => row !== null);
  return [
    '| figure | baseline | this build | this/baseline | within 10 %? |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.label} | ${r.baseline} | ${r.ours} | ${r.ratio} | ${r.within} |`),
  ].join('\n');
}

/** The commit a checkout is at, marked when it has changes not committed. */
const commitOf = (root: string) =>
  execFileSync('git', ['-C', root, 'describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();

/** `npm start` of a build on a fresh PGlite directory, to the first response. */
async function timeFreshStart(root: string): Promise<number> {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fresh-'));
  try {
    return (await timeNpmStart({ DATABASE_URL: '', DATA_DIR: fresh }, root)).ms;
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `Inner Compass benchmark: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ` +
      `${fmt(os.totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}, load average ${loadAverage()}`,
  );
  const withWeb = !args['no-web'];
  const baseline: Build | null = baselineRoot
    ? { name: 'baseline', root: baselineRoot, suffix: '_baseline' }
    : null;
  if (baseline) {
    if (args['web-only']) {
      throw new Error('--baseline compares the API; bench/compare-builds.ts compares the web');
    }
    console.log(
      `A/B run: this build (${commitOf(REPO_ROOT)}) against the baseline in ${baseline.root} ` +
        `(${commitOf(baseline.root)}), each figure measured on both in turns`,
    );
    buildIfStale(baseline.root);
  }
  buildIfStale();
  const chunks = withWeb || args['web-only'] ? reportChunks() : null;
  const runs: Run[] = [];
  const baselineRuns: Run[] = [];
  let freshStartMs: number | null = null;
  let baselineFreshStartMs: number | null = null;
  if (args['web-only']) {
    const { runWebOnly } = await import('./web.ts');
    const { sealedJournalReport } = await import('./sealed-journal.ts');
    const results = await runWebOnly(sealedJournalReport);
    runs.push({
      kind: 'postgres',
      conditions: 'web only',
      refSql: {},
      figures: [],
      deepPage: 0,
      lighthouse: results,
    });
  } else {
    for (const [i, kind] of kinds.entries()) {
      const { run, baselineRun } = await benchDatabase(kind, withWeb && i === 0, baseline);
      runs.push(run);
      if (baselineRun) baselineRuns.push(baselineRun);
    }
    if (kinds.includes('pglite')) {
      freshStartMs = await timeFreshStart(REPO_ROOT);
      console.log(
        `\n\`npm start\` on a fresh PGlite directory, to the first response: ${fmt(freshStartMs)} ms`,
      );
      if (baseline) {
        baselineFreshStartMs = await timeFreshStart(baseline.root);
        console.log(`  baseline: ${fmt(baselineFreshStartMs)} ms`);
      }
    }
  }
  const table = summarise(runs, freshStartMs, chunks);
  console.log(`\nConditions:\n${runs.map((r) => `  ${r.conditions}`).join('\n')}\n\n${table}`);
  const comparison = baseline
    ? runs
        .map((run, i) => {
          const fresh =
            run.kind === 'pglite' && freshStartMs !== null && baselineFreshStartMs !== null
              ? { ours: freshStartMs, baseline: baselineFreshStartMs }
              : undefined;
          return (
            `\n### ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: this build ` +
            `(${commitOf(REPO_ROOT)}) against the baseline (${commitOf(baseline.root)}, ` +
            `${baseline.root}), in turns\n\n${compareBuilds(run, baselineRuns[i] as Run, fresh)}\n`
          );
        })
        .join('')
    : '';
  if (comparison) console.log(comparison);
  fs.mkdirSync(DATA, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(
    path.join(DATA, `results-${stamp}.json`),
    JSON.stringify(
      {
        runs,
        freshStartMs,
        chunks,
        ...(baseline
          ? {
              baseline: {
                root: baseline.root,
                commit: commitOf(baseline.root),
                runs: baselineRuns,
                freshStartMs: baselineFreshStartMs,
              },
            }
          : {}),
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(
    path.join(DATA, `results-${stamp}.md`),
    `${runs.map((r) => r.conditions).join('\n\n')}\n\n${table}\n${comparison}`,
  );
  console.log(`\nSaved bench/.data/results-${stamp}.{json,md}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
