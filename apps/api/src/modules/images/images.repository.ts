import { and, asc, eq, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isImageReferenced, isPostPicture } from '../../db/image-references.ts';
import { ownersOf } from '../../db/owners-of.ts';
import { images, imageVariants } from '../../db/schema/images.ts';

/** The bytes a person's pictures take: each master and the widths made of it. */
export async function sumImageBytesOf(db: Database, userId: string): Promise<number> {
  const total = sql<string>`coalesce(sum(${images.byteSize}), 0)`;
  const [masters] = await db.select({ total }).from(images).where(eq(images.userId, userId));
  const [widths] = await db
    .select({ total: sql<string>`coalesce(sum(octet_length(${imageVariants.bytes})), 0)` })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(eq(images.userId, userId));
  return Number(masters?.total ?? 0) + Number(widths?.total ?? 0);
}

/** Holds the person's pictures until the transaction ends: what they take is counted one at a time. */
export async function lockImagesOf(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('images'), hashtext(${userId}))`);
}

export async function insertImage(
  tx: Database,
  image: { userId: string; bytes: Buffer; width: number; height: number; createdAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(images)
    .values({ ...image, byteSize: image.bytes.length })
    .returning({ id: images.id });
  if (!row) throw new Error('image insert returned nothing');
  return row.id;
}

/** Whose an image is, its master's width and whether it is sealed; null when there is none. */
export async function findImageOwnerAndWidth(db: Database, imageId: string) {
  const [image] = await db
    .select({ userId: images.userId, width: images.width, sealed: images.sealed })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  return image ?? null;
}

export async function findMasterBytes(db: Database, imageId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: images.bytes })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  return row?.bytes ?? null;
}

export async function findVariantBytes(
  db: Database,
  imageId: string,
  width: number,
): Promise<Buffer | null> {
  const [cached] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)))
    .limit(1);
  return cached?.bytes ?? null;
}

/**
 * Keeps a width of an image, unless it is kept already or the image is gone (then nothing is
 * stored).
 */
export async function insertVariant(tx: Database, imageId: string, width: number, bytes: Buffer) {
  await tx
    .insert(imageVariants)
    .select(
      tx
        .select({
          imageId: images.id,
          width: sql<number>`${width}::integer`.as('width'),
          bytes: sql<Buffer>`${bytes}::bytea`.as('bytes'),
        })
        .from(images)
        .where(eq(images.id, imageId)),
    )
    .onConflictDoNothing();
}

/** Deletes one of the person's images with its widths; false when they have none of that id. */
export async function deleteOwnImage(
  db: Database,
  userId: string,
  imageId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .returning({ id: images.id });
  return deleted.length > 0;
}

/**
 * Width and height of an image the person owns, or null, its row locked FOR KEY SHARE until the
 * transaction ends.
 */
export async function lockOwnImageSize(db: Database, userId: string, imageId: string) {
  const [row] = await db
    .select({ width: images.width, height: images.height, sealed: images.sealed })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .limit(1)
    .for('key share');
  return row ?? null;
}

/** Which images a sweep looks at: one image, or every one uploaded at or before an instant. */
type UnreferencedCandidates = { imageId: string } | { uploadedBefore: Date };

/**
 * Deletes up to `limit` of the candidate images that nothing refers to, and answers how many it
 * examined and deleted:
 * - the candidates are locked FOR UPDATE SKIP LOCKED: an image whose attaching save has not
 *   committed is locked by that save's foreign key check (or lockOwnImageSize), and skipped;
 * - the delete is a second statement, so it sees every save committed before the lock was
 *   taken, and deletes only what is still unreferenced; no save can attach a locked image.
 */
export async function deleteUnreferencedImages(
  db: Database,
  which: UnreferencedCandidates,
  limit: number,
): Promise<{ examined: number; deleted: number }> {
  const candidates: SQL =
    'imageId' in which ? eq(images.id, which.imageId) : lte(images.createdAt, which.uploadedBefore);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(candidates, not(isImageReferenced(tx, images.id))))
      .orderBy(asc(images.createdAt), asc(images.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (locked.length === 0) return { examined: 0, deleted: 0 };
    const deleted = await tx
      .delete(images)
      .where(
        and(
          inArray(
            images.id,
            locked.map((row) => row.id),
          ),
          not(isImageReferenced(tx, images.id)),
        ),
      )
      .returning({ id: images.id });
    return { examined: locked.length, deleted: deleted.length };
  });
}

type OwnImageInfo = {
  id: string;
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
  /** Sealed on the device: its bytes (and hash) are a ciphertext's, opened only there. */
  sealed: boolean;
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
      sealed: images.sealed,
    })
    .from(images)
    .where(eq(images.userId, userId))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/** The master JPEG of an image of the person's own, or null when they have none of that id. */
export async function findOwnImageBytes(
  db: Database,
  userId: string,
  imageId: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: images.bytes })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .limit(1);
  return row?.bytes ?? null;
}

/** Who owns each of these image ids, for the ids that name an image. */
export const ownersOfImages = (db: Database, ids: readonly string[]) => ownersOf(db, images, ids);

/** Stores an archive's image under the id the import chose for it. */
export async function insertImportedImage(
  tx: Database,
  image: { id: string; userId: string; bytes: Buffer; width: number; height: number },
) {
  await tx.insert(images).values({ ...image, byteSize: image.bytes.length });
}

/** A sealed picture's widths, each its ciphertext: its own width is the master's place. */
export type SealedWidths = ReadonlyMap<number, Buffer>;

function sealedMaster(width: number, widths: SealedWidths): Buffer {
  const master = widths.get(width);
  if (!master) throw new Error('a sealed picture without its own width');
  return master;
}

async function insertSealedVariants(
  tx: Database,
  imageId: string,
  width: number,
  widths: SealedWidths,
) {
  const variants = [...widths].filter(([variantWidth]) => variantWidth !== width);
  if (variants.length === 0) return;
  await tx
    .insert(imageVariants)
    .values(variants.map(([variantWidth, bytes]) => ({ imageId, width: variantWidth, bytes })));
}

/** Stores a sealed picture under the id its device chose; false when that id is taken. */
export async function insertSealedImage(
  tx: Database,
  image: { id: string; userId: string; width: number; height: number; createdAt: Date },
  widths: SealedWidths,
): Promise<boolean> {
  const bytes = sealedMaster(image.width, widths);
  const [row] = await tx
    .insert(images)
    .values({ ...image, bytes, byteSize: bytes.length, sealed: true })
    .onConflictDoNothing()
    .returning({ id: images.id });
  if (!row) return false;
  await insertSealedVariants(tx, image.id, image.width, widths);
  return true;
}

/**
 * A sealed picture's bytes name its key after the version byte (sealed-records.ts): one under
 * another key than `keyId`.
 */
const isSealedNotUnder = (keyId: string) =>
  sql`substring(${images.bytes} from 2 for 16) <> decode(${keyId.replaceAll('-', '')}, 'hex')`;

/**
 * Puts a sealed picture in the place of one of the person's plain ones of the same id and
 * width (or, with `notUnderKey`, of one sealed under another key: a key change): the master
 * and every width made of it are gone when this commits. False when the person has no such
 * picture.
 */
export async function replaceWithSealed(
  tx: Database,
  userId: string,
  image: { id: string; width: number },
  widths: SealedWidths,
  notUnderKey?: string,
): Promise<boolean> {
  const bytes = sealedMaster(image.width, widths);
  const updated = await tx
    .update(images)
    .set({ bytes, byteSize: bytes.length, sealed: true })
    .where(
      and(
        eq(images.id, image.id),
        eq(images.userId, userId),
        eq(images.width, image.width),
        notUnderKey === undefined
          ? eq(images.sealed, false)
          : and(eq(images.sealed, true), isSealedNotUnder(notUnderKey)),
      ),
    )
    .returning({ id: images.id });
  if (updated.length === 0) return false;
  await tx.delete(imageVariants).where(eq(imageVariants.imageId, image.id));
  await insertSealedVariants(tx, image.id, image.width, widths);
  return true;
}

/**
 * Puts a plain master (re-encoded on the server) in the place of one of the person's sealed
 * pictures, its sealed widths deleted. False when the person has no sealed picture of that id.
 */
export async function replaceWithPlain(
  tx: Database,
  userId: string,
  imageId: string,
  master: { bytes: Buffer; width: number; height: number },
): Promise<boolean> {
  const updated = await tx
    .update(images)
    .set({ ...master, byteSize: master.bytes.length, sealed: false })
    .where(and(eq(images.id, imageId), eq(images.userId, userId), eq(images.sealed, true)))
    .returning({ id: images.id });
  if (updated.length === 0) return false;
  await tx.delete(imageVariants).where(eq(imageVariants.imageId, imageId));
  return true;
}

/** The person's pictures that a post shows, sealed or plain as asked. */
/** The person's post pictures, sealed (under another key than `notUnderKey`, when given) or plain. */
function postPicturesOf(userId: string, sealed: boolean, notUnderKey?: string) {
  return and(
    eq(images.userId, userId),
    eq(images.sealed, sealed),
    sealed && notUnderKey !== undefined ? isSealedNotUnder(notUnderKey) : undefined,
    isPostPicture(images.id),
  );
}

/** The first `limit` of the person's post pictures that are sealed (or plain), oldest first. */
export async function listPostPictures(
  db: Database,
  userId: string,
  sealed: boolean,
  limit: number,
  notUnderKey?: string,
) {
  return db
    .select({ _id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(postPicturesOf(userId, sealed, notUnderKey))
    .orderBy(asc(images.createdAt), asc(images.id))
    .limit(limit);
}

export async function countPostPictures(
  db: Database,
  userId: string,
  sealed: boolean,
  notUnderKey?: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(images)
    .where(postPicturesOf(userId, sealed, notUnderKey));
  return row?.count ?? 0;
}

/** Deletes every sealed picture of the person (Start over): posts showing one lose it. */
export async function deleteSealedImagesOf(tx: Database, userId: string): Promise<number> {
  const deleted = await tx
    .delete(images)
    .where(and(eq(images.userId, userId), eq(images.sealed, true)))
    .returning({ id: images.id });
  return deleted.length;
}
