import { createHash } from 'node:crypto';
import {
  ARCHIVE_JSON_NAME,
  type Archive,
  type ImportSummary,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_PIXELS,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  FOREIGN_KEY_VIOLATION,
  hasDatabaseCode,
  UNIQUE_VIOLATION,
} from '../../db/database-errors.ts';
import { DomainError } from '../../domain-errors.ts';
import type { AccessPolicy } from '../billing/billing.service.ts';
import { importFeelings, ownersOfFeelings } from '../feelings/feelings-archive.service.ts';
import { headerPixels } from '../images/image-processing.ts';
import {
  type ImportedImage,
  importImages,
  ownersOfImages,
  prepareImportedImage,
} from '../images/images-archive.service.ts';
import { importPosts, ownersOfPosts } from '../posts/posts-archive.service.ts';
import { importTrackers } from '../trackers/trackers-archive.service.ts';
import { fillEmptyProfile } from '../users/profile-archive.service.ts';
import { archiveInvalid, foreignArchive, readArchiveJson } from './archive-json-reader.ts';
import { damagedArchive, withArchive } from './archive-zip-reader.ts';
import { type ImportTargets, importTargets } from './import-ids.service.ts';

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
 * A write of the import met a row written at the same moment by someone else: a unique
 * violation (another person took an id this import chose as free, or the person's own create
 * took the identity's place) or a foreign key violation (the person deleted an image the
 * import attaches). The transaction has written nothing; a new try sees the row and goes
 * around it.
 */
const isConcurrentWrite = (error: unknown) =>
  hasDatabaseCode(error, UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION);

const IMPORT_TRIES = 3;

function rowAt(targets: ImportTargets, i: number): string {
  const id = targets.rowIds[i];
  if (id === undefined) throw new Error(`no import target at ${i}`);
  return id;
}

/**
 * Imports an export into the person's account (decisions 0017 and 0029): everything in one
 * transaction under a lock on the person, so a refusal anywhere writes nothing and two imports
 * at once run one after the other. Records already there are not added again, and only the
 * person's own rows are ever written, attached or skipped. A write that meets someone else's
 * concurrent write is tried again from the start; after a few such tries the answer is a 409.
 */
export async function importArchive(
  db: Database,
  userId: string,
  archiveFile: string,
  access: AccessPolicy,
): Promise<ImportSummary> {
  const { archive, images } = await readArchive(archiveFile);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeArchive(db, userId, archive, images, access);
    } catch (error) {
      if (!isConcurrentWrite(error)) throw error;
      if (attempt === IMPORT_TRIES) {
        throw new DomainError(
          'conflict',
          'archive_import_conflict',
          'Something was saved at the same moment as this import. Nothing was imported; please import again.',
        );
      }
    }
  }
}

function writeArchive(
  db: Database,
  userId: string,
  archive: Archive,
  images: ReadonlyArray<{ exportedId: string; image: ImportedImage }>,
  access: AccessPolicy,
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('archive_import'), hashtext(${userId}))`,
    );
    const imageTargets = await importTargets(
      tx,
      userId,
      'image',
      images.map(({ exportedId }) => exportedId),
      ownersOfImages,
    );
    const imagesAdded = await importImages(
      tx,
      userId,
      images.map(({ image }, i) => {
        const id = rowAt(imageTargets, i);
        return { id, isTheirs: imageTargets.theirs.has(id), image };
      }),
    );
    const pictures = new Map(
      images.map(({ exportedId, image }, i) => [
        exportedId,
        { id: rowAt(imageTargets, i), width: image.width, height: image.height },
      ]),
    );
    const pictureOf = (exportedId: string | null) =>
      exportedId === null ? null : (pictures.get(exportedId) ?? null);
    const postTargets = await importTargets(
      tx,
      userId,
      'post',
      archive.posts.map((post) => post.id),
      ownersOfPosts,
    );
    const posts = await importPosts(
      tx,
      userId,
      archive.posts.map(
        ({ id: _id, created, lastUpdate, markdownFile: _file, suggestions: _s, ...post }, i) => ({
          ...post,
          id: rowAt(postTargets, i),
          created: new Date(created),
          lastUpdate: new Date(lastUpdate),
          picture: pictureOf(post.image),
        }),
      ),
      access,
    );
    const feelingTargets = await importTargets(
      tx,
      userId,
      'feeling',
      archive.feelings.map((f) => f.id),
      ownersOfFeelings,
    );
    const feelingsAdded = await importFeelings(
      tx,
      userId,
      archive.feelings.flatMap((f, i) => {
        const id = rowAt(feelingTargets, i);
        return feelingTargets.theirs.has(id)
          ? []
          : [{ id, feeling: f.feeling, intensity: f.intensity, created: new Date(f.created) }];
      }),
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
      imagesAdded,
      profileFilled,
    };
  });
}
