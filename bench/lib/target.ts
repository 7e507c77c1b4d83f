/** Where benchmark data lives: a PostgreSQL database (by URL) or a PGlite data directory. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { type BulkConnection, connectPostgres, pgliteConnection } from './bulk.ts';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export const describeTarget = (target: Target) =>
  target.kind === 'postgres'
    ? `PostgreSQL ${new URL(target.url).pathname.slice(1)} at ${new URL(target.url).host}`
    : `PGlite in ${target.dataDir}`;

/** The same server's maintenance database, for creating and dropping databases. */
function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

export const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresDatabaseExists(url: string): Promise<boolean> {
  return withAdmin(url, async (admin) => {
    const result = await admin.query('select 1 from pg_database where datname = $1', [
      databaseNameOf(url),
    ]);
    return result.rowCount === 1;
  });
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function dropPostgresDatabase(url: string): Promise<void> {
  await withAdmin(url, (admin) =>
    admin.query(`drop database if exists ${quoteIdent(databaseNameOf(url))} with (force)`),
  );
}

/** A copy of `from` under a new name (the pristine data stays as it was generated). */
export async function clonePostgresDatabase(from: string, to: string): Promise<void> {
  await withAdmin(from, async (admin) => {
    await admin.query(`drop database if exists ${quoteIdent(databaseNameOf(to))} with (force)`);
    await admin.query(
      `create database ${quoteIdent(databaseNameOf(to))} template ${quoteIdent(databaseNameOf(from))} strategy file_copy`,
    );
  });
}

type LoadSession = {
  conn: BulkConnection;
  /** Another connection for work in parallel (PostgreSQL); PGlite has only the one. */
  another(): Promise<BulkConnection | null>;
  close(): Promise<void>;
};

/**
 * Opens the target for loading, migrated with the app's own migrations. A PostgreSQL database
 * that does not exist yet is created; `replace` drops existing data first.
 */
export async function openForLoad(target: Target, replace: boolean): Promise<LoadSession> {
  if (target.kind === 'postgres') {
    if (replace) await dropPostgresDatabase(target.url);
    if (!(await postgresDatabaseExists(target.url))) {
      await withAdmin(target.url, (admin) =>
        admin.query(`create database ${quoteIdent(databaseNameOf(target.url))}`),
      );
    }
    const handle = await openPostgres(target.url);
    await migrateDatabase(handle);
    await handle.close();
    const conn = await connectPostgres(target.url);
    const others: BulkConnection[] = [];
    return {
      conn,
      another: async () => {
        const other = await connectPostgres(target.url);
        others.push(other);
        return other;
      },
      close: async () => {
        for (const other of others) await other.close();
        await conn.close();
      },
    };
  }
  if (replace) fs.rmSync(path.join(target.dataDir, 'pglite'), { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: target.dataDir, databaseUrl: undefined });
  if (!handle.pglite) throw new Error('PGlite handle without its engine');
  return {
    conn: pgliteConnection(handle.pglite),
    another: async () => null,
    close: () => handle.close(),
  };
}
