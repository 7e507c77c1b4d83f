import { createHash } from 'node:crypto';

/**
 * The id a record imported from an archive gets (docs/decisions/0017-archive-import.md): its
 * exported id when that id is free or already the person's own, else an id derived from the
 * person and the exported id (a name-based UUID, version 5 layout). Either way the same
 * archive gives the same ids for the same person, so a second import finds every record there.
 */
export function importIdFor(
  userId: string,
  exportedId: string,
  ownerOfExportedId: string | undefined,
): string {
  if (ownerOfExportedId === undefined || ownerOfExportedId === userId) return exportedId;
  return derivedImportId(userId, exportedId);
}

export function derivedImportId(userId: string, exportedId: string): string {
  const hash = createHash('sha1').update(`inner-compass-import:${userId}:${exportedId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Splits a long list into chunks (an IN list per query stays well under the parameter limit). */
export function inChunks<T>(items: readonly T[], size = 1000): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
