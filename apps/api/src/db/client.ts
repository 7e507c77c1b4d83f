import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  listenPostgres,
  type NotificationHandlers,
  type NotificationListener,
} from './notifications.ts';

export type { NotificationListener };

/** The one database type every service takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, for tests that snapshot a migrated image. */
  pglite?: PGlite;
  /** PostgreSQL's connection string (migrations take a lock on a connection of their own). */
  connectionString?: string;
  /** Answers when the database can run a query (health checks). */
  ping: () => Promise<void>;
  /** LISTEN on a channel for the NOTIFYs of every process using the database. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;
  close: () => Promise<void>;
};

export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 20,
    // Fail fast while PostgreSQL is down; the pool reconnects by itself when it returns.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    connectionString,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

const BYTEA_OID = 17;
/**
 * PGlite's own bytea codec converts byte by byte in JavaScript (about half a second for a 2 MB
 * image each way); Buffer's native hex conversion does the same in a few milliseconds.
 */
const fastBytea = {
  parsers: { [BYTEA_OID]: (value: string) => Buffer.from(value.slice(2), 'hex') },
  serializers: {
    [BYTEA_OID]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
};

/**
 * PGlite in `dataDir`, or from a tarball image (tests), or in memory when neither is given.
 * The engine is imported only here: a server on PostgreSQL never loads it (about 40 MB of
 * resident memory).
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    ...fastBytea,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    // One process holds the database (the data directory's lock), so this is never lost.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      return { live: true, close: () => unlisten() };
    },
    close: () => client.close(),
  };
}
