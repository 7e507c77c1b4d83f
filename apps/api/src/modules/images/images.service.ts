import type { ImageWidth } from '@app/domain/image-urls.ts';
import type { ImageInfo } from '@app/domain/images.schemas.ts';
import { and, asc, eq, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isImageReferenced } from '../../db/image-references.ts';
import { images, imageVariants } from '../../db/schema/images.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { findPostViewer, isImageOnReadablePost } from '../../policies/post-visibility.ts';
import { roomSize } from '../../policies/storage-rooms.ts';
import { processUpload, resizeJpeg } from './image-processing.ts';

/** One served file: the master (width null) or a width variant of it. */
export type ImageFileRef = { imageId: string; width: ImageWidth | null };

const imageNotFound = () => notFound('That image');

/**
 * How long an upload may wait for a post or a profile to show it before it is deleted: a post
 * form's draft, kept in the browser's session storage, may hold a picture it has not saved yet.
 */
export const UNATTACHED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How many images one transaction of the sweep looks at. */
const SWEEP_BATCH = 100;

const imageStorageFull = (roomBytes: number) =>
  new DomainError(
    'too_large',
    'image_storage_full',
    `Your pictures take all the room each person has (${roomSize(roomBytes)}). Remove pictures ` +
      'from posts, or delete posts with pictures, that you no longer need, and try again.',
  );

/** The bytes a person's pictures take: each master and the widths made of it. */
async function imageBytesOf(db: Database, userId: string): Promise<number> {
  const total = sql<string>`coalesce(sum(${images.byteSize}), 0)`;
  const [masters] = await db.select({ total }).from(images).where(eq(images.userId, userId));
  const [widths] = await db
    .select({ total: sql<string>`coalesce(sum(octet_length(${imageVariants.bytes})), 0)` })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(eq(images.userId, userId));
  return Number(masters?.total ?? 0) + Number(widths?.total ?? 0);
}

/**
 * Whether `addedBytes` more of the person's pictures fit in `roomBytes` (config
 * `imageRoomBytes`). Holds their pictures' lock until `tx` ends, so two uploads, imports or
 * widths at once are counted one after the other and never pass the room together.
 */
async function hasImageRoom(
  tx: Database,
  userId: string,
  addedBytes: number,
  roomBytes: number,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('images'), hashtext(${userId}))`);
  return (await imageBytesOf(tx, userId)) + addedBytes <= roomBytes;
}

/** Refuses `addedBytes` more of the person's pictures past their room (see hasImageRoom). */
export async function ensureImageRoom(
  tx: Database,
  userId: string,
  addedBytes: number,
  roomBytes: number,
): Promise<void> {
  if (!(await hasImageRoom(tx, userId, addedBytes, roomBytes))) throw imageStorageFull(roomBytes);
}

/**
 * Stores an upload, made at `now`, as a re-encoded master JPEG owned by the person, within
 * their room. A person whose room is full is refused before the work of re-encoding.
 */
export async function createImage(
  db: Database,
  userId: string,
  upload: Buffer,
  now: Date,
  roomBytes: number,
): Promise<ImageInfo> {
  if ((await imageBytesOf(db, userId)) >= roomBytes) throw imageStorageFull(roomBytes);
  const { jpeg, width, height } = await processUpload(upload);
  const [row] = await db.transaction(async (tx) => {
    await ensureImageRoom(tx, userId, jpeg.length, roomBytes);
    return tx
      .insert(images)
      .values({ userId, bytes: jpeg, width, height, byteSize: jpeg.length, createdAt: now })
      .returning({ id: images.id });
  });
  if (!row) throw new Error('image insert returned nothing');
  return { _id: row.id, width, height };
}

/**
 * Who may see an image: its owner, and anyone who may read a post that shows it
 * (policies/post-visibility.ts decides that: for moderators, the shared posts they review
 * too). Nothing wider for moderators: another person's avatar, background or the picture of a
 * private post is not theirs to see (decision 0032). This is the only place that decides it. Everyone else is
 * told it does not exist (404), never that it is forbidden.
 */
async function canViewImage(
  db: Database,
  viewerId: string | null,
  image: { id: string; userId: string },
): Promise<boolean> {
  if (!viewerId) return false;
  if (image.userId === viewerId) return true;
  return isImageOnReadablePost(db, await findPostViewer(db, viewerId), image.id);
}

/** Images never change once stored, so the id and the width name the bytes for ever. */
export function imageEtag({ imageId, width }: ImageFileRef): string {
  return `"${imageId}-${width ?? 'orig'}"`;
}

async function readMaster(db: Database, imageId: string): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: images.bytes })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  if (!row) throw imageNotFound();
  return row.bytes;
}

/**
 * The JPEG bytes of an image or of one of its widths, for a viewer who may see it (404 for
 * anyone else). A width is made from the master on first request, whoever asks, and kept in
 * image_variants within the owner's room (`roomBytes`): it is charged to the owner, so with
 * their room full it is served without being kept. A width at or beyond the master's own is
 * the master itself, never an enlargement.
 * With `withBytes: false` it only checks access (a conditional request that will get 304).
 */
export async function readImageFile(
  db: Database,
  viewerId: string | null,
  ref: ImageFileRef,
  { withBytes, roomBytes }: { withBytes: boolean; roomBytes: number },
): Promise<Buffer | null> {
  const [image] = await db
    .select({ userId: images.userId, width: images.width })
    .from(images)
    .where(eq(images.id, ref.imageId))
    .limit(1);
  if (!image || !(await canViewImage(db, viewerId, { id: ref.imageId, ...image }))) {
    throw imageNotFound();
  }
  if (!withBytes) return null;
  if (ref.width === null || ref.width >= image.width) return readMaster(db, ref.imageId);

  const [cached] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, ref.imageId), eq(imageVariants.width, ref.width)))
    .limit(1);
  if (cached) return cached.bytes;

  const bytes = await resizeJpeg(await readMaster(db, ref.imageId), ref.width);
  const width = ref.width;
  await db.transaction(async (tx) => {
    if (!(await hasImageRoom(tx, image.userId, bytes.length, roomBytes))) return;
    // Two first requests at once both make the variant; the second insert is a no-op. The
    // image may also vanish meanwhile: the insert then stores nothing, and these bytes are
    // still right.
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
          .where(eq(images.id, ref.imageId)),
      )
      .onConflictDoNothing();
  });
  return bytes;
}

/** Deletes the person's own image with every width of it; 404 for anyone else's. */
export async function deleteImage(db: Database, userId: string, imageId: string): Promise<void> {
  const deleted = await db
    .delete(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .returning({ id: images.id });
  if (deleted.length === 0) throw imageNotFound();
}

/**
 * Width and height of an image the person owns, or null (not theirs, or no such image). Called
 * by a save about to attach it: the row is locked FOR KEY SHARE for the rest of the caller's
 * transaction, so the sweep skips it (or, if the sweep has it, this waits and finds it gone).
 */
export async function findOwnImage(
  db: Database,
  userId: string,
  imageId: string,
): Promise<{ width: number; height: number } | null> {
  const [row] = await db
    .select({ width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
    .limit(1)
    .for('key share');
  return row ?? null;
}

/**
 * Deletes up to `limit` of the candidate images that nothing refers to, and answers how many it
 * examined and deleted. Safe beside a save attaching one of them at this very moment, on any
 * number of servers:
 * - the candidates are locked FOR UPDATE SKIP LOCKED: an image whose attaching save has not
 *   committed is locked by that save's foreign key check (or findOwnImage), and skipped;
 * - the delete is a second statement, so it sees every save committed before the lock was
 *   taken, and deletes only what is still unreferenced; no save can attach a locked image.
 * An image skipped here is left to the next sweep.
 */
async function deleteUnreferenced(
  db: Database,
  candidates: SQL,
  limit: number,
): Promise<{ examined: number; deleted: number }> {
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

/**
 * Called when something stops using an image (an avatar replaced, a post's picture removed):
 * deletes it when nothing else refers to it any more. Answers whether it was deleted (an image
 * another save is attaching right now is kept).
 */
export async function releaseImage(db: Database, imageId: string): Promise<boolean> {
  return (await deleteUnreferenced(db, eq(images.id, imageId), 1)).deleted > 0;
}

/**
 * Deletes every image uploaded more than UNATTACHED_IMAGE_GRACE_MS before `now` that no post
 * or profile shows (an upload whose post was never saved). Any number of servers may run it at
 * once. Answers how many it deleted.
 */
export async function deleteUnattachedImages(db: Database, now: Date): Promise<number> {
  const uploadedBefore = new Date(now.getTime() - UNATTACHED_IMAGE_GRACE_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteUnreferenced(db, lte(images.createdAt, uploadedBefore), SWEEP_BATCH);
    deleted += batch.deleted;
    // Every image examined leaves the candidates (deleted, or referenced now): this ends.
    if (batch.examined < SWEEP_BATCH) return deleted;
  }
}
