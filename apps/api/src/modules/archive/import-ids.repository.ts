import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inChunks } from '../../db/in-chunks.ts';
import { archiveImportIds, type ImportedKind } from '../../db/schema/archive-import-ids.ts';

export type { ImportedKind };

/** A PostgreSQL array literal of UUIDs (checked by the archive schema, or made here). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The rows the person's mapping remembers for these archive ids of one kind. */
export async function findRememberedRows(
  db: Database,
  userId: string,
  kind: ImportedKind,
  archiveIds: readonly string[],
): Promise<Map<string, string>> {
  const remembered = new Map<string, string>();
  for (const chunk of inChunks(archiveIds, 20_000)) {
    const rows = await db
      .select({ archiveId: archiveImportIds.archiveId, rowId: archiveImportIds.rowId })
      .from(archiveImportIds)
      .where(
        and(
          eq(archiveImportIds.userId, userId),
          eq(archiveImportIds.kind, kind),
          sql`${archiveImportIds.archiveId} = any(${uuidArray(chunk)}::uuid[])`,
        ),
      );
    for (const row of rows) remembered.set(row.archiveId, row.rowId);
  }
  return remembered;
}

/**
 * Remembers the row each archive id goes to. Array parameters rather than parameters per row:
 * an archive's feelings take a few statements.
 */
export async function rememberRows(
  db: Database,
  userId: string,
  kind: ImportedKind,
  mapping: ReadonlyArray<{ archiveId: string; rowId: string }>,
) {
  for (const chunk of inChunks(mapping, 20_000)) {
    await db.execute(sql`
      insert into ${archiveImportIds} (user_id, kind, archive_id, row_id)
      select ${userId}, ${kind}, archive_id, row_id
      from unnest(${uuidArray(chunk.map((m) => m.archiveId))}::uuid[],
                  ${uuidArray(chunk.map((m) => m.rowId))}::uuid[]) as m(archive_id, row_id)
      on conflict (user_id, kind, archive_id) do update set row_id = excluded.row_id`);
  }
}

/** Holds the person's imports until the transaction ends: one import at a time per person. */
export async function lockImportsOf(tx: Database, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('archive_import'), hashtext(${userId}))`,
  );
}
