import path from 'node:path';
import type { Config } from '../config/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

/** Opens the configured database (PostgreSQL, or PGlite under a lock) and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl);
    await migrateDatabase(handle);
    return handle;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
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
