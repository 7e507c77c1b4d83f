/**
 * `npm run build -w @app/web`:
 * 1. the server build of src/app/document.tsx (dist-server/), which writes every HTML document
 *    the app is sent in: the API renders its pages from it (decision 0043);
 * 2. the client build (vite.config.ts), with the installable app's service worker; its
 *    index.html is written by the server build, which finds the page assets beside it;
 * 3. brotli and gzip copies of every text file (precompress.ts) and each route's gzipped
 *    JavaScript (chunk-report.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { chunkReport, formatChunkReport, schemaSourcesAtStart } from './chunk-report.ts';
import { precompress } from './precompress.ts';
import { documentServerBuild } from './vite.config.ts';

const root = import.meta.dirname;
const configFile = path.join(root, 'vite.config.ts');
const dist = path.join(root, 'dist');

/**
 * Package files vite.config.ts replaces: React Router's development build (its package points
 * every bundler at it). Were the package's layout to change, it would come back without a
 * word: the source maps say what was bundled.
 */
const REPLACED_SOURCES = ['react-router/dist/development/'];

function assertReplacedSourcesLeftOut(): void {
  const assets = path.join(dist, 'assets');
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const map = fs.readFileSync(path.join(assets, file), 'utf8');
    const bundled = REPLACED_SOURCES.find((source) => map.includes(source));
    if (bundled) throw new Error(`${file}: ${bundled} was bundled (see vite.config.ts)`);
  }
}

/**
 * No page's start-up code builds zod's schemas, long work on a phone (decision 0037): answers
 * name their schema and src/api/schemas.ts loads it with the answer, whatever the call site.
 * What can still bring them is a value imported from a `*.schemas.ts` module into code the
 * entry, /login or /urnb runs; the source maps say so (chunk-report.test.ts holds the rule to a fixture).
 */
function assertStartWithoutSchemas(): void {
  const schemas = schemaSourcesAtStart(dist);
  if (schemas.length > 0) {
    throw new Error(
      `the entry or the first routes build schemas (${schemas.slice(0, 5).join(', ')}): name answers' schemas ` +
        'to apiRequest (src/api/schemas.ts), and take constants from zod-free modules',
    );
  }
}

/**
 * index.html, the service worker's copy of every page, carries the document module's head
 * alone: the PWA plugin adds its own manifest link and worker registration to whatever it is
 * given, and vite.config.ts writes the document after it.
 */
function assertOneManifestAndRegistration(): void {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [name, pattern] of [
    ['manifest link', /<link rel="manifest"/g],
    ['service worker registration', /<script[^>]*src="\/registerSW\.js"/g],
  ] as const) {
    const count = html.match(pattern)?.length ?? 0;
    if (count !== 1) throw new Error(`index.html has ${count} ${name}s, not one`);
  }
}

// The server build first: the client build's index.html is written by it.
await build({
  root,
  configFile,
  logLevel: 'warn',
  // public/ is the client's: the server build needs none of it.
  publicDir: false,
  // Its packages bundled, React's production build among them, whatever NODE_ENV the API
  // runs with: the API imports one file.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/document.tsx',
    outDir: documentServerBuild,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});
await build({ root, configFile });
assertReplacedSourcesLeftOut();
assertStartWithoutSchemas();
assertOneManifestAndRegistration();

const count = precompress(dist);
console.log(`\nPrecompressed ${count} files (.br, .gz).`);
console.log(formatChunkReport(chunkReport(dist)));
