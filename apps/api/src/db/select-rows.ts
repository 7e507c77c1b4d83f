import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client.ts';

/**
 * Runs a hand-written SELECT (reports the query builder cannot express: lateral unnesting of
 * jsonb lists, window functions) and checks each row against `row`. PGlite and node-postgres
 * answer raw SQL alike once counts are cast to int and instants formatted as text, which
 * `isoInstant` does; the schema catches any row that is not what the query promised.
 */
export async function selectRows<Row extends z.ZodType>(
  db: Database,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  return z.array(row).parse(rows);
}

/** A timestamptz as an ISO 8601 UTC string, the same on every driver and session time zone. */
export const isoInstant = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
