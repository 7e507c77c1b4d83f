// `npm start` builds the web app and the API bundle only when a source is newer than the last
// build, so a restart serves within seconds (docs/performance.md) and a changed source is never
// served stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiBundle, buildApi } from './build-api.mjs';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/**
 * True when one of `built` (a file or several a build writes together) is missing or older than
 * any of `sources` (paths from the repo root).
 */
function isStale(built, sources) {
  const builtAt = Math.min(
    ...[built].flat().map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
  );
  return Math.max(...sources.map((source) => newestMtime(path.join(root, source)))) > builtAt;
}

const shared = ['packages/domain/src', 'package-lock.json'];

if (
  // The client build and the server build of the document module the API renders pages with.
  isStale(
    [
      'apps/web/dist/index.html',
      'apps/web/dist-server/document.js',
      'apps/web/dist-server/page-assets.json',
    ].map((file) => path.join(root, file)),
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build.ts',
      'apps/web/package.json',
      ...shared,
    ],
  )
) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('The web app is up to date with its sources; not rebuilding.');
}

if (isStale(apiBundle, ['apps/api/src', 'apps/api/package.json', ...shared])) {
  await buildApi();
  console.log(`Built the API server: ${path.relative(root, apiBundle)}`);
}

// A migrated empty database for a first start on PGlite (apps/api/src/db/pglite-template.ts).
const template = path.join(root, 'apps/api/dist/pglite-template.tar.gz');
if (isStale(template, ['apps/api/drizzle', 'package-lock.json'])) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/build-pglite-template.ts')],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built the PGlite template: ${path.relative(root, template)}`);
}
