import type { ImageWidth } from '@app/domain/image-urls.ts';
import type { ImageInfo } from '@app/domain/images.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { findPostViewer, isImageOnReadablePost } from '../../policies/post-visibility.ts';
import { roomSize } from '../../policies/storage-rooms.ts';
import { processUpload, resizeJpeg } from './image-processing.ts';
import {
  countPostPictures,
  deleteOwnImage,
  deleteSealedImagesOf,
  deleteUnreferencedImages,
  findImageOwnerAndWidth,
  findMasterBytes,
  findVariantBytes,
  insertImage,
  insertSealedImage,
  insertVariant,
  listPostPictures,
  lockImagesOf,
  lockOwnImageSize,
  replaceWithPlain,
  replaceWithSealed,
  type SealedWidths,
  sumImageBytesOf,
} from './images.repository.ts';

/** One served file: the master (width null) or a width variant of it. */
export type ImageFileRef = { imageId: string; width: ImageWidth | null };

const imageNotFound = () => notFound('That image');

/**
 * How long an upload may wait for a post or a profile to show it before it is deleted: a post
 * form's draft, kept in the browser's session storage, may hold a picture it has not saved yet.
 */
const UNATTACHED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How many images one transaction of the sweep looks at. */
const SWEEP_BATCH = 100;

const imageStorageFull = (roomBytes: number) =>
  new DomainError(
    'too_large',
    'image_storage_full',
    `Your pictures take all the room each person has (${roomSize(roomBytes)}). Remove pictures ` +
      'from posts, or delete posts with pictures, that you no longer need, and try again.',
  );

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
  await lockImagesOf(tx, userId);
  return (await sumImageBytesOf(tx, userId)) + addedBytes <= roomBytes;
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
  if ((await sumImageBytesOf(db, userId)) >= roomBytes) throw imageStorageFull(roomBytes);
  const { jpeg, width, height } = await processUpload(upload);
  const id = await db.transaction(async (tx) => {
    await ensureImageRoom(tx, userId, jpeg.length, roomBytes);
    return insertImage(tx, { userId, bytes: jpeg, width, height, createdAt: now });
  });
  return { _id: id, width, height };
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
  const bytes = await findMasterBytes(db, imageId);
  if (!bytes) throw imageNotFound();
  return bytes;
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
  const image = await findImageOwnerAndWidth(db, ref.imageId);
  // A sealed picture is ciphertext: served as such, to its owner alone (readSealedPicture).
  if (
    !image ||
    image.sealed ||
    !(await canViewImage(db, viewerId, { id: ref.imageId, ...image }))
  ) {
    throw imageNotFound();
  }
  if (!withBytes) return null;
  if (ref.width === null || ref.width >= image.width) return readMaster(db, ref.imageId);

  const cached = await findVariantBytes(db, ref.imageId, ref.width);
  if (cached) return cached;

  const bytes = await resizeJpeg(await readMaster(db, ref.imageId), ref.width);
  const width = ref.width;
  await db.transaction(async (tx) => {
    if (!(await hasImageRoom(tx, image.userId, bytes.length, roomBytes))) return;
    // Two first requests at once both make the variant; the second insert is a no-op. The
    // image may also vanish meanwhile: the insert then stores nothing, and these bytes are
    // still right.
    await insertVariant(tx, ref.imageId, width, bytes);
  });
  return bytes;
}

/** One width of a sealed picture: its id and a width it is stored at. */
export type SealedPictureRef = { imageId: string; width: number };

/**
 * The ciphertext of one width of a sealed picture, for its owner alone: nobody else could open
 * it, and a shared post is sent plain (404 for anyone else, for a plain picture and for a width
 * it is not stored at). With `withBytes: false` it only checks access, as readImageFile does.
 */
export async function readSealedPicture(
  db: Database,
  viewerId: string | null,
  ref: SealedPictureRef,
  { withBytes }: { withBytes: boolean },
): Promise<Buffer | null> {
  const image = await findImageOwnerAndWidth(db, ref.imageId);
  if (!image?.sealed || image.userId !== viewerId) throw imageNotFound();
  if (!withBytes) return null;
  const bytes =
    ref.width === image.width
      ? await findMasterBytes(db, ref.imageId)
      : await findVariantBytes(db, ref.imageId, ref.width);
  if (!bytes) throw imageNotFound();
  return bytes;
}

const totalBytes = (widths: SealedWidths) =>
  [...widths.values()].reduce((sum, bytes) => sum + bytes.length, 0);

/** A sealed picture as the device cut it: the id it chose, its size, each width's ciphertext. */
export type SealedPictureUpload = {
  id: string;
  width: number;
  height: number;
  widths: SealedWidths;
};

/**
 * Stores a picture sealed on the device (decision 0073): only for a journal that is sealed or
 * being sealed (the caller checked, before reading a byte), within the person's room; 409
 * when the id is taken.
 */
export async function createSealedImage(
  db: Database,
  userId: string,
  upload: SealedPictureUpload,
  now: Date,
  roomBytes: number,
): Promise<ImageInfo> {
  const { id, width, height, widths } = upload;
  await db.transaction(async (tx) => {
    await ensureImageRoom(tx, userId, totalBytes(widths), roomBytes);
    const inserted = await insertSealedImage(
      tx,
      { id, userId, width, height, createdAt: now },
      widths,
    );
    if (!inserted) {
      throw new DomainError('conflict', 'image_id_taken', 'That picture id is already used.');
    }
  });
  return { _id: id, width, height };
}

/**
 * While a journal is being sealed: one of the person's plain pictures, cut and sealed on the
 * device, takes the place of its plain bytes, which are deleted (404 unless the person has a
 * plain picture of that id and width). While its key changes (`notUnderKey`, the new key): one
 * sealed under the key before, sealed again on the device, takes the place of its old bytes.
 */
export async function sealImage(
  db: Database,
  userId: string,
  upload: Omit<SealedPictureUpload, 'height'>,
  roomBytes: number,
  notUnderKey?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockImagesOf(tx, userId);
    if (!(await replaceWithSealed(tx, userId, upload, upload.widths, notUnderKey))) {
      throw imageNotFound();
    }
    if ((await sumImageBytesOf(tx, userId)) > roomBytes) throw imageStorageFull(roomBytes);
  });
}

/**
 * While a journal is being unsealed: a sealed picture, opened on the device, is stored plain
 * again, re-encoded here as any upload is; its sealed widths are deleted. 404 unless the
 * person has a sealed picture of that id.
 */
export async function unsealImage(
  db: Database,
  userId: string,
  imageId: string,
  upload: Buffer,
  roomBytes: number,
): Promise<ImageInfo> {
  const { jpeg, width, height } = await processUpload(upload);
  await db.transaction(async (tx) => {
    await lockImagesOf(tx, userId);
    const master = { bytes: jpeg, width, height };
    if (!(await replaceWithPlain(tx, userId, imageId, master))) throw imageNotFound();
    if ((await sumImageBytesOf(tx, userId)) > roomBytes) throw imageStorageFull(roomBytes);
  });
  return { _id: imageId, width, height };
}

/**
 * The person's post pictures still to change while their journal does: plain ones while it is
 * sealed, sealed ones while it is unsealed (under another key than `notUnderKey` while its key
 * changes), oldest first, with how many there are.
 */
export async function listPicturesToChange(
  db: Database,
  userId: string,
  sealed: boolean,
  limit: number,
  notUnderKey?: string,
): Promise<{ data: ImageInfo[]; remaining: number }> {
  return {
    data: await listPostPictures(db, userId, sealed, limit, notUnderKey),
    remaining: await countPostPictures(db, userId, sealed, notUnderKey),
  };
}

/**
 * How many of the person's post pictures are sealed (under another key than `notUnderKey`,
 * when given) or plain: the seal's completion asks.
 */
export function countPicturesOfPosts(
  db: Database,
  userId: string,
  sealed: boolean,
  notUnderKey?: string,
) {
  return countPostPictures(db, userId, sealed, notUnderKey);
}

/** Start over: every sealed picture of the person goes, whatever shows it. */
export async function deleteSealedImages(tx: Database, userId: string): Promise<void> {
  await deleteSealedImagesOf(tx, userId);
}

/** Deletes the person's own image with every width of it; 404 for anyone else's. */
export async function deleteImage(db: Database, userId: string, imageId: string): Promise<void> {
  if (!(await deleteOwnImage(db, userId, imageId))) throw imageNotFound();
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
): Promise<{ width: number; height: number; sealed: boolean } | null> {
  return lockOwnImageSize(db, userId, imageId);
}

/**
 * Called when something stops using an image (an avatar replaced, a post's picture removed):
 * deletes it when nothing else refers to it any more. Answers whether it was deleted (an image
 * another save is attaching right now is kept).
 */
export async function releaseImage(db: Database, imageId: string): Promise<boolean> {
  return (await deleteUnreferencedImages(db, { imageId }, 1)).deleted > 0;
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
    const batch = await deleteUnreferencedImages(db, { uploadedBefore }, SWEEP_BATCH);
    deleted += batch.deleted;
    // Every image examined leaves the candidates (deleted, or referenced now): this ends.
    if (batch.examined < SWEEP_BATCH) return deleted;
  }
}
