import type { Database } from '../../db/client.ts';
import { notFound } from '../../domain-errors.ts';
import { findOwnImageBytes, insertImportedImage } from './images.repository.ts';
import { ensureImageRoom } from './images.service.ts';
import type { ImportedImage } from './imported-images.ts';

/** The images of the archive module: export reads them, import stores them (its own rules). */

/** The master JPEG of an image of the person's own. */
export async function readOwnImageBytes(
  db: Database,
  userId: string,
  imageId: string,
): Promise<Buffer> {
  const bytes = await findOwnImageBytes(db, userId, imageId);
  if (!bytes) throw notFound('That image');
  return bytes;
}

/**
 * Stores the archive's images as the person's, each under the id the import chose for it
 * (decision 0029): one already theirs there is kept as it is; any other is inserted, never
 * merged into a row that exists, so a row someone else wrote in the meantime fails the insert
 * (and the import) rather than being attached. The new ones must fit in the person's room
 * (`roomBytes`), or none is stored. Answers how many were new.
 */
export async function importImages(
  db: Database,
  userId: string,
  archived: ReadonlyArray<{ id: string; isTheirs: boolean; image: ImportedImage }>,
  roomBytes: number,
): Promise<number> {
  const added = archived.filter(({ isTheirs }) => !isTheirs);
  const addedBytes = added.reduce((sum, { image }) => sum + image.bytes.length, 0);
  await ensureImageRoom(db, userId, addedBytes, roomBytes);
  for (const { id, image } of added) {
    await insertImportedImage(db, {
      id,
      userId,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    });
  }
  return added.length;
}
