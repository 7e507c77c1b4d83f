import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The bundle built before the API tests (test/build-if-stale.ts), as production runs it.
const WORKER_BUNDLE = new URL('../../../dist/archive-read-worker.mjs', import.meta.url);

describe("the archive reader's worker", () => {
  // Every import starts a worker: loading drizzle-orm alone took 0.3 s of its 0.4 s start.
  it('loads no database code, so that an import does not wait for it', () => {
    const bundle = fs.readFileSync(WORKER_BUNDLE, 'utf8');
    const packages = [...bundle.matchAll(/\bfrom\s+["']([^"'.][^"']*)["']/g)].map(
      (m) => m[1] ?? '',
    );
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((name) => /^(drizzle-orm|pg|@electric-sql)(\/|$)/.test(name))).toEqual(
      [],
    );
  });
});
