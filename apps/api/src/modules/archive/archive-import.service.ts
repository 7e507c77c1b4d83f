import { createHash } from 'node:crypto';
import {
  ARCHIVE_JSON_NAME,
  type ImportSummary,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_PIXELS,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importFeelings } from '../feelings/feelings-archive.service.ts';
import { headerPixels } from '../images/image-processing.ts';
import {
  type ImportedImage,
  importImages,
  prepareImportedImage,
} from '../images/images-archive.service.ts';
import { importPosts } from '../posts/posts-archive.service.ts';
import { importTrackers } from '../trackers/trackers-archive.service.ts';
import { fillEmptyProfile } from '../users/profile-archive.service.ts';
import { archiveInvalid, foreignArchive, readArchiveJson } from './archive-json-reader.ts';
import { damagedArchive, withArchive } from './archive-zip-reader.ts';

const notAPicture = (file: string) =>
  archiveInvalid(`The archive's ${file} is not a picture we can read.`);

const tooManyPixels = () =>
  archiveInvalid(
    `The archive's images hold more than ${MAX_ARCHIVE_PIXELS / 1_000_000} megapixels together.`,
  );

/**
 * Reads and checks a whole archive before anything is written: the ZIP, the JSON, and every
 * image it lists (present, the hash it claims, its size from its header within the archive's
 * pixel budget, then a picture we can store). No image is decoded before every header is in.
 */
async function readArchive(file: string) {
  return withArchive(file, async (entries) => {
    const json = entries.stream(ARCHIVE_JSON_NAME, MAX_ARCHIVE_JSON_BYTES);
    if (!json) throw foreignArchive();
    const archive = await readArchiveJson(json);
    const readImage = async (name: string) => {
      const bytes = await entries.read(name, MAX_IMAGE_BYTES);
      if (!bytes) throw archiveInvalid(`The archive lists ${name} but does not hold it.`);
      return bytes;
    };
    let pixels = 0;
    for (const listed of archive.images) {
      const bytes = await readImage(listed.file);
      if (createHash('sha256').update(bytes).digest('hex') !== listed.sha256) {
        throw damagedArchive();
      }
      const imagePixels = await headerPixels(bytes).catch(() => {
        throw notAPicture(listed.file);
      });
      if (imagePixels > MAX_IMAGE_PIXELS) throw notAPicture(listed.file);
      pixels += imagePixels;
      if (pixels > MAX_ARCHIVE_PIXELS) throw tooManyPixels();
    }
    const images: Array<{ exportedId: string; image: ImportedImage }> = [];
    for (const listed of archive.images) {
      const bytes = await readImage(listed.file);
      images.push({ exportedId: listed.id, image: await prepareImportedImage(bytes, listed.file) });
    }
    return { archive, images };
  });
}

/**
 * Imports an export into the person's account (decision 0017): everything in one transaction
 * under a lock on the person, so a refusal anywhere writes nothing and two imports at once run
 * one after the other. Records already there are not added again.
 */
export async function importArchive(
  db: Database,
  userId: string,
  archiveFile: string,
): Promise<ImportSummary> {
  const { archive, images } = await readArchive(archiveFile);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('archive_import'), hashtext(${userId}))`,
    );
    const stored = await importImages(tx, userId, images);
    const sizes = new Map(images.map(({ exportedId, image }) => [exportedId, image]));
    const pictureOf = (exportedId: string | null) => {
      const id = exportedId === null ? undefined : stored.ids.get(exportedId);
      const size = exportedId === null ? undefined : sizes.get(exportedId);
      return id && size ? { id, width: size.width, height: size.height } : null;
    };
    const posts = await importPosts(
      tx,
      userId,
      archive.posts.map(
        ({ id, created, lastUpdate, markdownFile: _file, suggestions: _s, ...post }) => ({
          ...post,
          exportedId: id,
          created: new Date(created),
          lastUpdate: new Date(lastUpdate),
          picture: pictureOf(post.image),
        }),
      ),
    );
    const feelingsAdded = await importFeelings(
      tx,
      userId,
      archive.feelings.map((f) => ({ ...f, created: new Date(f.created) })),
    );
    const trackers = await importTrackers(tx, userId, archive.trackers);
    const profileFilled = await fillEmptyProfile(tx, userId, {
      name: archive.profile.name,
      city: archive.profile.city,
      image: pictureOf(archive.profile.image),
      backgroundImage: pictureOf(archive.profile.backgroundImage),
    });
    return {
      postsAdded: posts.added,
      postsRestored: posts.restored,
      identityMerged: posts.identityMerged,
      feelingsAdded,
      trackersAdded: trackers.added,
      trackersMerged: trackers.merged,
      trackersSkipped: trackers.skipped,
      imagesAdded: stored.added,
      profileFilled,
    };
  });
}
