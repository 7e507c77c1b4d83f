// Bundles the API server (apps/api/src/server.ts and @app/domain) into one plain JavaScript
// file, apps/api/dist/server.mjs, so `npm start` runs it without tsx: tsx's loader compiles the
// TypeScript at every start in a second V8 isolate (about 70 MB of resident memory and a
// second or more of start-up; docs/performance.md). Packages from node_modules stay imports.
//
//   node scripts/build-api.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const apiEntry = path.join(root, 'apps/api/src/server.ts');
export const apiBundle = path.join(root, 'apps/api/dist/server.mjs');
/** The worker thread that reads an uploaded archive (archive-read-thread.ts), bundled beside it. */
const archiveReadWorkerEntry = path.join(
  root,
  'apps/api/src/modules/archive/archive-read-worker.ts',
);
const archiveReadWorkerBundle = path.join(root, 'apps/api/dist/archive-read-worker.mjs');

/** Bare imports other than the workspace's own packages are left to Node at run time. */
const nodeModulesStayExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each source keeps its own `import.meta.url`: the server finds the migrations, the web app's
 * build and its packages relative to its source files, which the bundle would otherwise move.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: 'ts' };
    });
  },
};

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nodeModulesStayExternal, sourceFileUrls],
};

export async function buildApi() {
  await Promise.all([
    build({
      ...options,
      entryPoints: [apiEntry],
      outfile: apiBundle,
      define: { ARCHIVE_READ_WORKER_BUNDLE: JSON.stringify(archiveReadWorkerBundle) },
    }),
    build({ ...options, entryPoints: [archiveReadWorkerEntry], outfile: archiveReadWorkerBundle }),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildApi();
