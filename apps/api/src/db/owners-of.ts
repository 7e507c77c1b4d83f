import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { inChunks } from './in-chunks.ts';

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** Who owns each of these ids, for the ids that name a row of `table` (deleted rows included). */
export async function ownersOf(
  db: Database,
  table: OwnedTable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const chunk of inChunks(ids)) {
    const rows = await db
      .select({ id: table.id, userId: table.userId })
      .from(table as PgTable)
      .where(inArray(table.id, chunk));
    for (const row of rows) owners.set(String(row.id), String(row.userId));
  }
  return owners;
}
