import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The resilience suite runs the server as production does: the bundle `npm start` runs
 * (scripts/build-api.mjs), built once before the suite from the current sources.
 */
export default function buildServerBundle() {
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  const result = spawnSync(process.execPath, ['scripts/build-api.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the API bundle failed');
}
