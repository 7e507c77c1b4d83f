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
import { AppError } from '../../plugins/errors.ts';
import { hasUnstorableText } from '../../plugins/json-body.ts';
import { importFeelings } from '../feelings/feelings-archive.service.ts';
import {
  type ImportedImage,
  importImages,
  prepareImportedImage,
} from '../images/images-archive.service.ts';
import { importPosts } from '../posts/posts-archive.service.ts';
import { importTrackers } from '../trackers/trackers-archive.service.ts';
import { fillEmptyProfile } from '../users/profile-archive.service.ts';
import { damagedArchive, openArchive } from './archive-zip-reader.ts';

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
 * Imports an export into the person's account (decision 0017): everything in one transaction
 * under a lock on the person, so a refusal anywhere writes nothing and two imports at once run
 * one after the other. Records already there are not added again.
 */
export async function importArchive(
  db: Database,
  userId: string,
  buffer: Buffer,
): Promise<ImportSummary> {
  const { archive, images } = await readArchive(buffer);
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
