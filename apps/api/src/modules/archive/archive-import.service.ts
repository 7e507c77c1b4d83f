import { ARCHIVE_READ_SECONDS, type ImportSummary } from '@app/domain/archive.schemas.ts';
import { localDateOf } from '@app/domain/local-time.ts';
import { FIRST_TIME_ZONE } from '@app/domain/trackers.schemas.ts';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import {
  FOREIGN_KEY_VIOLATION,
  hasDatabaseCode,
  UNIQUE_VIOLATION,
} from '../../db/database-errors.ts';
import { DomainError } from '../../domain-errors.ts';
import { recountWriting } from '../../policies/storage-rooms.ts';
import type { AccessPolicy } from '../billing/billing.service.ts';
import { importFeelings, ownersOfFeelings } from '../feelings/feelings-archive.repository.ts';
import { ownersOfImages } from '../images/images.repository.ts';
import { importImages } from '../images/images-archive.service.ts';
import type { ImportedImage } from '../images/imported-images.ts';
import { ownersOfPosts } from '../posts/posts-archive.repository.ts';
import { importPosts } from '../posts/posts-archive.service.ts';
import { importTrackers } from '../trackers/trackers-archive.service.ts';
import { fillEmptyProfile } from '../users/profile-archive.service.ts';
import { readUploadInWorker } from './archive-read-thread.ts';
import type { ImportBatch } from './import-batch.ts';
import { lockImportsOf } from './import-ids.repository.ts';
import { type ImportTargets, importTargets } from './import-ids.service.ts';

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

/** Ends a dry run's transaction, so that everything it did is rolled back. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

function rowAt(targets: ImportTargets, i: number): string {
  const id = targets.rowIds[i];
  if (id === undefined) throw new Error(`no import target at ${i}`);
  return id;
}

/**
 * Imports an upload into the person's account (decisions 0017, 0029 and 0048): an export of
 * this app or another journal's file, told apart by its bytes. Everything is written in one
 * transaction under a lock on the person, so a refusal anywhere writes nothing and two imports
 * at once run one after the other. Records already there are not added again, and only the
 * person's own rows are ever written, attached or skipped. `isDryRun` runs the same
 * transaction without storing a picture and rolls it back: the answer tells what the import
 * would do. A write that meets someone else's concurrent write is tried again from the start;
 * after a few such tries the answer is a 409.
 */
/** What one person may make us store (config `imageRoomBytes`, `writingRoomBytes`). */
type Rooms = Pick<Config, 'imageRoomBytes' | 'writingRoomBytes'>;

export async function importArchive(
  db: Database,
  userId: string,
  file: string,
  access: AccessPolicy,
  rooms: Rooms,
  now: Date,
  isDryRun = false,
  readSeconds = ARCHIVE_READ_SECONDS,
): Promise<ImportSummary> {
  const batch = await readUploadInWorker(file, isDryRun, readSeconds);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeBatch(db, userId, batch, access, rooms, now, isDryRun);
    } catch (error) {
      if (error instanceof DryRunDone) return error.summary;
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

function writeBatch(
  db: Database,
  userId: string,
  batch: ImportBatch,
  access: AccessPolicy,
  { imageRoomBytes, writingRoomBytes }: Rooms,
  now: Date,
  isDryRun: boolean,
): Promise<ImportSummary> {
  const { keepArchiveIds } = batch;
  // Lists are filed by these dates (the community, the review queue, a person's feelings): a
  // date the file puts in the future would stay on top of them, so none is later than now.
  const notLater = (date: Date) => (date > now ? now : date);
  return db.transaction(async (tx) => {
    await lockImportsOf(tx, userId);
    const imageTargets = await importTargets(
      tx,
      userId,
      'image',
      batch.images.map(({ archiveId }) => archiveId),
      ownersOfImages,
      keepArchiveIds,
    );
    const stored: Array<{ id: string; isTheirs: boolean; image: ImportedImage }> = [];
    const pictures = new Map<string, { id: string; width: number; height: number }>();
    batch.images.forEach(({ archiveId, image }, i) => {
      // A dry run stores no picture: its posts and profile show none.
      if (!image) return;
      const id = rowAt(imageTargets, i);
      stored.push({ id, isTheirs: imageTargets.theirs.has(id), image });
      pictures.set(archiveId, { id, width: image.width, height: image.height });
    });
    const imagesAdded = isDryRun
      ? imageTargets.rowIds.filter((id) => !imageTargets.theirs.has(id)).length
      : await importImages(tx, userId, stored, imageRoomBytes);
    const pictureOf = (archiveId: string | null) =>
      archiveId === null ? null : (pictures.get(archiveId) ?? null);
    const postTargets = await importTargets(
      tx,
      userId,
      'post',
      batch.posts.map((post) => post.archiveId),
      ownersOfPosts,
      keepArchiveIds,
    );
    const posts = await importPosts(
      tx,
      userId,
      batch.posts.map((post, i) => ({
        ...post.content,
        id: rowAt(postTargets, i),
        created: notLater(post.created),
        lastUpdate: notLater(post.lastUpdate),
        picture: pictureOf(post.imageArchiveId),
        importedFrom: post.importedFrom,
      })),
      now,
      access,
    );
    const feelingTargets = await importTargets(
      tx,
      userId,
      'feeling',
      batch.feelings.map((f) => f.archiveId),
      ownersOfFeelings,
      keepArchiveIds,
    );
    const feelingsAdded = await importFeelings(
      tx,
      userId,
      batch.feelings.flatMap((f, i) => {
        const id = rowAt(feelingTargets, i);
        return feelingTargets.theirs.has(id)
          ? []
          : [{ id, feeling: f.feeling, intensity: f.intensity, created: notLater(f.created) }];
      }),
    );
    // A habit day after today is no day anyone kept: the file's are left out, as the routes
    // refuse them (the zone whose day comes first says which those are).
    const lastDay = localDateOf(now, FIRST_TIME_ZONE);
    const trackers = await importTrackers(
      tx,
      userId,
      batch.trackers.map((tracker) => ({
        ...tracker,
        dates: tracker.dates.filter((date) => date <= lastDay),
        ...('restDates' in tracker &&
          tracker.restDates && {
            restDates: tracker.restDates.filter((date) => date <= lastDay),
          }),
      })),
    );
    const profileFilled = batch.profile
      ? await fillEmptyProfile(tx, userId, {
          name: batch.profile.name,
          city: batch.profile.city,
          image: pictureOf(batch.profile.image),
          backgroundImage: pictureOf(batch.profile.backgroundImage),
          goal: batch.profile.goal,
        })
      : false;
    // Counted once all is written: what the import adds and what it replaces, as one change.
    await recountWriting(tx, userId, writingRoomBytes);
    const leftOut = [...batch.preview.leftOut];
    if (trackers.skipped > 0) leftOut.push({ reason: 'trackers_full', count: trackers.skipped });
    const summary: ImportSummary = {
      format: batch.format,
      dryRun: isDryRun,
      preview: { ...batch.preview, leftOut },
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
    if (isDryRun) throw new DryRunDone(summary);
    return summary;
  });
}
