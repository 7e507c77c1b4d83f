import { createHash } from 'node:crypto';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_JSON_NAME,
  ARCHIVE_VERSION,
  type Archive,
  archiveSchema,
  type ImportSummary,
} from '@app/domain/archive.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  AppError,
  FOREIGN_KEY_VIOLATION,
  hasDatabaseCode,
  UNIQUE_VIOLATION,
} from '../../plugins/errors.ts';
import { hasUnstorableText } from '../../plugins/json-body.ts';
import { importFeelings, ownersOfFeelings } from '../feelings/feelings-archive.service.ts';
import {
  type ImportedImage,
  importImages,
  ownersOfImages,
  prepareImportedImage,
} from '../images/images-archive.service.ts';
import { importPosts, ownersOfPosts } from '../posts/posts-archive.service.ts';
import { importTrackers } from '../trackers/trackers-archive.service.ts';
import { fillEmptyProfile } from '../users/profile-archive.service.ts';
import { damagedArchive, openArchive } from './archive-zip-reader.ts';
import { type ImportTargets, importTargets } from './import-ids.service.ts';

const invalid = (message: string) =>
  new AppError(400, 'archive_invalid', `${message} Nothing was imported.`);

const foreign = () =>
  new AppError(
    400,
    'archive_foreign',
    `This is not an Inner Compass export (it has no ${ARCHIVE_JSON_NAME}). Nothing was imported.`,
  );

/** The archive's JSON, checked: its format and version first (the clearest message), then all of it. */
function parseArchiveJson(bytes: Buffer): Archive {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid(`${ARCHIVE_JSON_NAME} is not valid JSON.`);
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== ARCHIVE_FORMAT) throw foreign();
  if (head.version !== ARCHIVE_VERSION) {
    throw new AppError(
      400,
      'archive_version',
      `This archive is in format version ${String(head.version)}; this app reads version ${ARCHIVE_VERSION}. Nothing was imported.`,
    );
  }
  if (hasUnstorableText(json)) {
    throw invalid(
      'The archive holds text that cannot be saved (a NUL character or half an emoji).',
    );
  }
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw invalid(
      `${ARCHIVE_JSON_NAME} does not match the export format: ${issue?.message}${where}.`,
    );
  }
  return parsed.data;
}

/**
 * Reads and checks a whole archive before anything is written: the ZIP, the JSON, and every
 * image it lists (present, the hash it claims, a picture we can store).
 */
async function readArchive(buffer: Buffer) {
  const entries = await openArchive(buffer);
  const json = await entries.read(ARCHIVE_JSON_NAME);
  if (!json) throw foreign();
  const archive = parseArchiveJson(json);
  const images: Array<{ exportedId: string; image: ImportedImage }> = [];
  for (const listed of archive.images) {
    const bytes = await entries.read(listed.file);
    if (!bytes) throw invalid(`The archive lists ${listed.file} but does not hold it.`);
    if (createHash('sha256').update(bytes).digest('hex') !== listed.sha256) throw damagedArchive();
    images.push({ exportedId: listed.id, image: await prepareImportedImage(bytes, listed.file) });
  }
  return { archive, images };
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
  buffer: Buffer,
): Promise<ImportSummary> {
  const { archive, images } = await readArchive(buffer);
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeArchive(db, userId, archive, images);
    } catch (error) {
      if (!isConcurrentWrite(error)) throw error;
      if (attempt === IMPORT_TRIES) {
        throw new AppError(
          409,
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
          : [{ id, feeling: f.feeling, created: new Date(f.created) }];
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
