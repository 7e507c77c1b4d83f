import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { images } from '../../db/schema/images.ts';
import { notFound } from '../../domain-errors.ts';
import { ensureImageRoom } from './images.service.ts';
import type { ImportedImage } from './imported-images.ts';

/** The images of the archive module: export reads them, import stores them (its own rules). */

export type OwnImageInfo = {
  id: string;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
};

/**
 * Every image the person owns, oldest first, without their bytes: the database hashes and
 * measures them, so an export can announce its size before it reads the first image.
 */
export async function listOwnImages(db: Database, userId: string): Promise<OwnImageInfo[]> {
  return db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      byteSize: sql<number>`octet_length(${images.bytes})`,
      sha256: sql<string>`encode(sha256(${images.bytes}), 'hex')`,
    })
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** The master JPEG of an image of the person's own. */
export async function readOwnImageBytes(
  db: Database,
  userId: string,
  imageId: string,
): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: images.bytes })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .limit(1);
  if (!row) throw notFound('That image');
  return row.bytes;
}

/** Who owns each of these image ids, for the ids that name an image. */
export const ownersOfImages = (db: Database, ids: readonly string[]) => ownersOf(db, images, ids);

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
    await db.insert(images).values({
      id,
      userId,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
    });
  }
  return added.length;
}
