/**
 * What each route costs to open, in gzipped JavaScript: the entry with everything it imports
 * statically, plus the route module's own chunk and its static imports (what the browser loads
 * before the page can show). Read from Vite's manifest (dist/.vite/manifest.json), so the same
 * numbers are printed by `npm run build` (build.ts) and by `npm run bench` (bench/web.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};

export type RouteChunk = {
  /** The route module's source path (src/...), or "entry". */
  module: string;
  /** Gzipped bytes of the module's own chunk. */
  ownBytes: number;
  /** Gzipped bytes of every JS file needed to open it: entry closure ∪ its own closure. */
  totalBytes: number;
  /** How many JS files that is: each one a request (decision 0024). */
  files: number;
};

export type ChunkReport = {
  entryBytes: number;
  entryFiles: number;
  routes: RouteChunk[];
  /** The login route: the budget of docs/performance.md. */
  loginBytes: number;
};

export const LOGIN_MODULE = 'src/features/auth/pages/login.page.tsx';

type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string) =>
  JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The files a module's chunk imports statically, itself included: all fetched and run with it. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The source files (by their source maps) that opening these modules runs: "index.html" for
 * the entry, "src/..." for a lazy module.
 */
function sourcesRunBy(distDir: string, moduleKeys: readonly string[]): string[] {
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
    staticClosure(manifest, key, files);
  }
  return [...files].flatMap((file) => {
    const map = path.join(distDir, `${file}.map`);
    return fs.existsSync(map)
      ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources
      : [];
  });
}

/** zod, or one of the domain's schema modules, among a source map's sources. */
const isSchemaSource = (source: string) =>
  source.includes('node_modules/zod/') || source.endsWith('.schemas.ts');

/** The dashboard's route: the page every sign-in lands on, opened right after the entry. */
export const HOME_MODULE = 'src/app/home-route.tsx';

/**
 * The schema sources (zod, `*.schemas.ts`) that the first pages run before anything else: the
 * entry with its static imports, which every page downloads, /login included, and the lazy
 * routes of /login and /urnb (the dashboard) where they are lazy. build.ts wants none.
 */
export function schemaSourcesAtStart(distDir: string): string[] {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`the build's manifest names no entry`);
  const startRoutes = [LOGIN_MODULE, HOME_MODULE].filter((key) => manifest[key]?.isDynamicEntry);
  const sources = sourcesRunBy(distDir, [entryKey, ...startRoutes]).filter(isSchemaSource);
  return [...new Set(sources.map((source) => source.replace(/^(\.\.\/)+/, '')))];
}

export function chunkReport(distDir: string): ChunkReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = readManifest(distDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into?: Set<string>) => staticClosure(manifest, key, into);
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + sizeOf(file), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`${manifestPath} names no entry`);
  const entryFiles = closure(entryKey);
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => {
      const files = closure(key, new Set(entryFiles));
      return {
        module: chunk.src ?? key,
        ownBytes: sizeOf(chunk.file),
        totalBytes: sum(files),
        files: files.size,
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
  // The login page may be a lazy route of its own or part of the entry (src/app/router.tsx).
  const login = routes.find((route) => route.module === LOGIN_MODULE);
  return {
    entryBytes: sum(entryFiles),
    entryFiles: entryFiles.size,
    routes,
    loginBytes: login?.totalBytes ?? sum(entryFiles),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatChunkReport(report: ChunkReport, budgetKb = 200): string {
  const width = Math.max(...report.routes.map((r) => r.module.length - 4), 20);
  const lines = [
    `Route chunks, gzipped JavaScript (own chunk; to open the route: entry + the route's imports, and in how many files)`,
    `  ${'entry (shell, router)'.padEnd(width)}  ${''.padStart(9)}  ${kb(report.entryBytes).padStart(9)}  ${String(report.entryFiles).padStart(3)}`,
    ...report.routes.map(
      (r) =>
        `  ${r.module.replace(/^src\//, '').padEnd(width)}  ${kb(r.ownBytes).padStart(9)}  ${kb(r.totalBytes).padStart(9)}  ${String(r.files).padStart(3)}`,
    ),
    `Login route: ${kb(report.loginBytes)} of JavaScript (budget ${budgetKb} KB: ${
      report.loginBytes / 1024 < budgetKb ? 'within' : 'OVER'
    })`,
  ];
  return lines.join('\n');
}
