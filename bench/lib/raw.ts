/** Plain SQL on the app's own database handle (PGlite's engine or node-postgres' pool). */
import type pg from 'pg';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';

/** `name` makes it a prepared statement on PostgreSQL (parsed and planned once per connection). */
type RawQuery = <T>(sql: string, params?: unknown[], name?: string) => Promise<T[]>;

export function rawQueryOf(handle: DatabaseHandle): RawQuery {
  const { pglite } = handle;
  if (pglite) {
    return async <T>(sql: string, params: unknown[] = []) =>
      (await pglite.query<T>(sql, params)).rows;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  return async <T>(sql: string, params: unknown[] = [], name?: string) =>
    (await (name ? pool.query({ name, text: sql, values: params }) : pool.query(sql, params)))
      .rows as T[];
}
