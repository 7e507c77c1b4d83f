/**
 * Bulk loading into either database the app runs on: COPY FROM STDIN on PostgreSQL (through
 * pg-copy-streams), COPY FROM '/dev/blob' on PGlite. Rows are COPY's text format: tab
 * between columns, \N for NULL, one line per row (see `copyField`).
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export interface BulkConnection {
  kind: 'postgres' | 'pglite';
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Streams `chunks` (whole lines of COPY text) into the table; answers the rows written. */
  copy(table: string, columns: readonly string[], chunks: Iterable<string>): Promise<void>;
  close(): Promise<void>;
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_GLOBAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format. */
export function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return SPECIAL.test(value) ? value.replace(SPECIAL_GLOBAL, (c) => ESCAPES[c] as string) : value;
}

/** A jsonb value in COPY's text format. */
export const copyJson = (value: unknown) => copyField(JSON.stringify(value));

/** A bytea value in COPY's text format (hex, its backslash escaped). */
export const copyBytea = (bytes: Buffer) => `\\\\x${bytes.toString('hex')}`;

export async function connectPostgres(url: string): Promise<BulkConnection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    async copy(table, columns, chunks) {
      const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
      for (const chunk of chunks) {
        if (!stream.write(chunk)) await once(stream, 'drain');
      }
      stream.end();
      await finished(stream);
    },
    close: () => client.end(),
  };
}

/** PGlite takes a COPY as one blob in memory: chunks are gathered up to this size first. */
const PGLITE_COPY_BYTES = 24 * 1024 * 1024;

export function pgliteConnection(client: PGlite): BulkConnection {
  return {
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
      (await client.query<T>(sql, params)).rows,
    async copy(table, columns, chunks) {
      const statement = `copy ${table} (${columns.join(', ')}) from '/dev/blob'`;
      let pending: string[] = [];
      let size = 0;
      const flush = async () => {
        if (pending.length === 0) return;
        await client.query(statement, [], { blob: new Blob(pending) });
        pending = [];
        size = 0;
      };
      for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= PGLITE_COPY_BYTES) await flush();
      }
      await flush();
    },
    close: async () => {},
  };
}
