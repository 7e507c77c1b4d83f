import { MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { images } from '../../db/schema/images.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { loadSharp, processUpload } from './image-processing.ts';
import { detectImageType } from './image-type.ts';
import { ensureImageRoom } from './images.service.ts';

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

export type ImportedImage = { bytes: Buffer; width: number; height: number };

const notAPicture = (file: string) =>
  new DomainError(
    'invalid',
    'archive_invalid',
    `The archive's ${file} is not a picture we can read.`,
  );

/**
 * An image from an archive, checked before anything is stored: a clean JPEG of the kind the
 * server writes (no metadata, within the pixel limit, decodes whole) is kept byte for byte, so
 * a round trip keeps its hash; anything else goes through the upload's own re-encoding.
 */
export async function prepareImportedImage(bytes: Buffer, file: string): Promise<ImportedImage> {
  const sharp = await loadSharp();
  if (detectImageType(bytes) === 'jpeg') {
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      const { width, height } = meta;
      const isClean =
        meta.format === 'jpeg' &&
        !meta.exif &&
        !meta.icc &&
        !meta.xmp &&
        !meta.iptc &&
        meta.orientation === undefined &&
        width * height <= MAX_IMAGE_PIXELS;
      if (isClean) {
        await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
          .raw()
          .toBuffer();
        return { bytes, width, height };
      }
    } catch {
      throw notAPicture(file);
    }
  }
  try {
    const { jpeg, width, height } = await processUpload(bytes);
    return { bytes: jpeg, width, height };
  } catch {
    throw notAPicture(file);
  }
}

/**
 * A photo from another journal's file, checked and re-encoded as every upload is (metadata
 * stripped, turned upright, within the pixel limit); null when it is no picture we can read.
 */
export async function prepareForeignPhoto(bytes: Buffer): Promise<ImportedImage | null> {
  try {
    const { jpeg, width, height } = await processUpload(bytes);
    return { bytes: jpeg, width, height };
  } catch {
    return null;
  }
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
