import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tarball; each test file loads its own copy. */
    pgliteImagePath: string;
    /** With TEST_DATABASE_URL: a migrated template database each test file clones. */
    postgresTemplate: { url: string; database: string } | null;
  }
}

/** Migrates once per run; test files then start from a copy in about half a second. */
export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const template = `tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(testDatabaseUrl);
    templateUrl.pathname = `/${template}`;
    const handle = await openPostgres(templateUrl.toString());
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', { url: testDatabaseUrl, database: template });
    project.provide('pgliteImagePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const handle = await openPglite({});
  await migrateDatabase(handle);
  const image = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!image) throw new Error('PGlite did not produce a data directory image');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const imagePath = path.join(dir, 'migrated.tar');
  await fs.writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', null);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
