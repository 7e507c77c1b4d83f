import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { findRememberedRows, type ImportedKind, rememberRows } from './import-ids.repository.ts';

/** Who owns each of these ids of one kind of record, for the ids that name a row. */
type OwnersOf = (db: Database, ids: readonly string[]) => Promise<Map<string, string>>;

/**
 * Where an archive's records go: `rowIds[i]` is the row for the i-th archive id, and `theirs`
 * holds the row ids that are already the person's. (Arrays and a set rather than an object per
 * record: an archive may hold MAX_ARCHIVE_FEELINGS feelings.)
 */
export type ImportTargets = { rowIds: string[]; theirs: ReadonlySet<string> };

/**
 * The row each archive id of one kind goes to for this person (decision 0029). The id the
 * person's mapping remembers for it, else the archive id itself, as long as no one else has a
 * row under that id (deleted or not); otherwise a fresh random id, remembered in the mapping so
 * the next import of the same archive finds the same row. Nothing here is derivable from ids
 * anyone knows, and another person's row is never a target. Run inside the import's
 * transaction, under its lock on the person.
 */
export async function importTargets(
  db: Database,
  userId: string,
  kind: ImportedKind,
  archiveIds: readonly string[],
  ownersOf: OwnersOf,
  /**
   * Whether a free archive id may be the row's id (an export of this app); otherwise every
   * record not remembered gets a fresh random id (another journal's, decision 0048).
   */
  keepArchiveIds = true,
): Promise<ImportTargets> {
  const remembered = await findRememberedRows(db, userId, kind, archiveIds);
  const candidateOf = (archiveId: string) =>
    remembered.get(archiveId) ?? (keepArchiveIds ? archiveId : null);
  const owners = await ownersOf(
    db,
    archiveIds.flatMap((id) => candidateOf(id) ?? []),
  );

  const theirs = new Set<string>();
  const newlyRemembered: Array<{ archiveId: string; rowId: string }> = [];
  const rowIds = archiveIds.map((archiveId) => {
    const candidate = candidateOf(archiveId);
    if (candidate === null) {
      const rowId = randomUUID();
      newlyRemembered.push({ archiveId, rowId });
      return rowId;
    }
    const owner = owners.get(candidate);
    if (owner === userId) theirs.add(candidate);
    if (owner === undefined || owner === userId) return candidate;
    const rowId = randomUUID();
    newlyRemembered.push({ archiveId, rowId });
    return rowId;
  });
  await rememberRows(db, userId, kind, newlyRemembered);
  return { rowIds, theirs };
}
