import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';
import { placeFeelingCounts } from './feeling-vocabulary.ts';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any fixed number: the advisory lock every server takes to migrate PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_320_411;

/**
 * Applies the checked-in migrations, then places the feelings' counts by this build's vocabulary
 * (`feeling-vocabulary.ts`); safe to run on every start. On PostgreSQL several
 * servers may start at once: each waits for the lock, and those after the first find nothing
 * left to apply. The lock is held by a connection of its own and ends with it.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as PgliteDatabase, { migrationsFolder });
    await placeFeelingCounts(handle.db);
    return;
  }
  const lock = new pg.Client({ connectionString: handle.connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as NodePgDatabase, { migrationsFolder });
    await placeFeelingCounts(handle.db);
  } finally {
    await lock.end();
  }
}
