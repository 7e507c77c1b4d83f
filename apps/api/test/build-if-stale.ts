import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * What the API and resilience suites need built, built by the same step as `npm start`
 * (scripts/build-if-stale.mjs) and only when a source is newer: the web app, whose pages and
 * assets the API serves, and the server bundle the resilience suite runs as production does.
 * A fresh clone's first `npm test` builds them; every run after finds them current.
 */
export default function buildIfStale() {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // Vitest sets NODE_ENV=test, under which Vite's build would render with React's development JSX.
  const { NODE_ENV: _testMode, ...env } = process.env;
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app or the server failed');
}
