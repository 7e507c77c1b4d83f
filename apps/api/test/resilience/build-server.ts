import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The resilience suite runs the server as production does: the bundle `npm start` runs, built
 * by the same step as `npm start` (scripts/build-if-stale.mjs), so a suite after a build, or
 * the soak after the rest, finds it current and builds nothing.
 */
export default function buildServerBundle() {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the server failed');
}
