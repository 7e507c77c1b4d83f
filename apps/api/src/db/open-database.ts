import path from 'node:path';
import type { Config } from '../config/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';
import { templateForNewDataDir } from './pglite-template.ts';

/** Opens the configured database (PostgreSQL, or PGlite under a lock) and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl);
    await migrateDatabase(handle);
    return handle;
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const dataDir = path.join(config.dataDir, 'pglite');
    const loadDataDir = templateForNewDataDir(dataDir);
    const handle = await openPglite({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
    await migrateDatabase(handle);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
