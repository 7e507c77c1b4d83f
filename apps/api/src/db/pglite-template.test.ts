import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { templateForNewDataDir, writePgliteTemplate } from './pglite-template.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const journal = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

// Making the template runs initdb and every migration in WebAssembly: seconds of CPU.
it('makes a new data directory already migrated, and leaves an existing one alone', async () => {
  const template = path.join(workDir, 'template.tar.gz');
  await writePgliteTemplate(template);

  const dataDir = path.join(workDir, 'data');
  const image = templateForNewDataDir(dataDir, template);
  expect(image).toBeDefined();
  const handle = await openPglite({ dataDir, ...(image ? { loadDataDir: image } : {}) });
  const count = async (table: string) =>
    (await handle.pglite?.query<{ count: number }>(`select count(*)::int as count from ${table}`))
      ?.rows[0]?.count;
  expect(await count('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
  // What a start does next: nothing left to apply, and the tables are there and empty.
  await migrateDatabase(handle);
  expect(await count('users')).toBe(0);
  await handle.close();

  expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(templateForNewDataDir(dataDir, template)).toBeUndefined();
  expect(templateForNewDataDir(path.join(workDir, 'other'), path.join(workDir, 'none'))).toBe(
    undefined,
  );
}, 60_000);
