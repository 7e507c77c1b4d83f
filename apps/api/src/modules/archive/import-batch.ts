import { createHash } from 'node:crypto';
import {
  type Archive,
  type ImportFormat,
  type ImportPreview,
  MAX_ARCHIVE_PIXELS,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import {
  type ImportedFrom,
  type ParsedPostInput,
  postInputSchema,
} from '@app/domain/posts.schemas.ts';
import { headerPixels } from '../images/image-processing.ts';
import { type ImportedImage, prepareForeignPhoto } from '../images/imported-images.ts';
import type { ArchivedTracker } from '../trackers/trackers-archive.service.ts';
import type { ArchivedProfile } from '../users/profile-archive.service.ts';
import { archiveInvalid } from './archive-json-reader.ts';
import type { ArchiveEntries } from './archive-zip-reader.ts';
import { type ForeignJournal, plausibleDate, postFieldsOf, sourceId } from './foreign-entries.ts';

/*
 * What an import writes, whatever the file it came from: an export of this app and another
 * journal's entries meet here, so one transaction writes both the same way (decisions 0017,
 * 0029, 0048).
 */

type BatchPost = {
  /** The id the file knows it by, or (another journal) the id made from what names it. */
  archiveId: string;
  content: Omit<ParsedPostInput, 'sealed'>;
  created: Date;
  lastUpdate: Date;
  /** The archive id of its picture among the batch's images, or null. */
  imageArchiveId: string | null;
  /** The other journal it comes from (first), or null for a post first written here. */
  importedFrom: ImportedFrom | null;
};

/** An image to store; its bytes are left unprocessed (null) by a dry run. */
type BatchImage = { archiveId: string; image: ImportedImage | null };

export type ImportBatch = {
  format: ImportFormat;
  /**
   * An export keeps its ids where they are free (decision 0029); another journal's records
   * always get fresh random ids, remembered by the id made from their names (decision 0048).
   */
  keepArchiveIds: boolean;
  posts: BatchPost[];
  images: BatchImage[];
  feelings: Array<{ archiveId: string; feeling: string; intensity: number | null; created: Date }>;
  trackers: ArchivedTracker[];
  /** The export's profile, its images as archive ids; null for another journal. */
  profile:
    | (Omit<ArchivedProfile, 'image' | 'backgroundImage'> & {
        image: string | null;
        backgroundImage: string | null;
      })
    | null;
  preview: ImportPreview;
};

function dateRange(posts: readonly BatchPost[]) {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const { created } of posts) {
    if (!first || created < first) first = created;
    if (!last || created > last) last = created;
  }
  return { firstDate: first?.toISOString() ?? null, lastDate: last?.toISOString() ?? null };
}

/** An export of this app as a batch: its records as they are. */
export function batchOfArchive(
  archive: Archive,
  images: ReadonlyArray<{ exportedId: string; image: ImportedImage | null }>,
): ImportBatch {
  const posts = archive.posts.map(
    ({
      id,
      created,
      lastUpdate,
      importedFrom,
      markdownFile: _file,
      suggestions: _s,
      ...content
    }) => ({
      archiveId: id,
      content,
      created: new Date(created),
      lastUpdate: new Date(lastUpdate),
      imageArchiveId: content.image,
      importedFrom,
    }),
  );
  return {
    format: 'inner-compass',
    keepArchiveIds: true,
    posts,
    images: images.map(({ exportedId, image }) => ({ archiveId: exportedId, image })),
    feelings: archive.feelings.map((f) => ({
      archiveId: f.id,
      feeling: f.feeling,
      intensity: f.intensity,
      created: new Date(f.created),
    })),
    trackers: archive.trackers,
    // An archive made before the goal was asked has none.
    profile: { ...archive.profile, goal: archive.profile.goal ?? null },
    preview: {
      entries: posts.length,
      ...dateRange(posts),
      photos: images.length,
      trackers: archive.trackers.length,
      feelings: archive.feelings.length,
      leftOut: [],
    },
  };
}

const tooManyPixels = () =>
  archiveInvalid(
    `The file's photos hold more than ${MAX_ARCHIVE_PIXELS / 1_000_000} megapixels together.`,
  );

type ChosenPhoto = { archiveId: string; file: string };

/**
 * Another journal's entries as a batch of journal posts (decision 0048). An entry keeps one
 * picture, the first whose header is a picture within the upload's limits; its other photos,
 * attachments that are no pictures and entries without a date or without anything in them
 * are counted as left out. No photo is decoded before every header is in and their pixels
 * together are within MAX_ARCHIVE_PIXELS; with `isDryRun` none is decoded at all.
 */
export async function batchOfJournal(
  journal: ForeignJournal,
  entries: ArchiveEntries | null,
  isDryRun: boolean,
): Promise<ImportBatch> {
  const { format, leftOut } = journal;
  const seen = new Set<string>();
  const chosenByFile = new Map<string, ChosenPhoto>();
  const posts: Array<BatchPost & { photo: ChosenPhoto | null }> = [];
  let pixels = 0;

  const rejected = new Set<string>();
  const readable = async (file: string): Promise<ChosenPhoto | null> => {
    const known = chosenByFile.get(file);
    if (known || rejected.has(file)) return known ?? null;
    const size = entries?.size(file) ?? null;
    const bytes =
      entries && size !== null && size <= MAX_IMAGE_BYTES
        ? await entries.read(file, MAX_IMAGE_BYTES)
        : null;
    const imagePixels = bytes
      ? await headerPixels(bytes).catch(() => Number.POSITIVE_INFINITY)
      : Number.POSITIVE_INFINITY;
    if (!bytes || imagePixels > MAX_IMAGE_PIXELS) {
      rejected.add(file);
      return null;
    }
    pixels += imagePixels;
    if (pixels > MAX_ARCHIVE_PIXELS) throw tooManyPixels();
    const hash = createHash('sha256').update(bytes).digest('hex');
    const chosen = { archiveId: sourceId(format, `photo:${hash}`), file };
    chosenByFile.set(file, chosen);
    return chosen;
  };

  for (const entry of journal.entries) {
    const created = plausibleDate(entry.created);
    if (!created) {
      leftOut.add('undated_entry');
      continue;
    }
    if (seen.has(entry.key)) {
      leftOut.add('duplicate_entry');
      continue;
    }
    seen.add(entry.key);
    let photo: ChosenPhoto | null = null;
    for (const attachment of entry.attachments) {
      if (!attachment.isPicture) leftOut.add('not_a_photo');
      else if (photo) leftOut.add('more_photos');
      else if (attachment.file === null) leftOut.add('photo_missing');
      else {
        photo = await readable(attachment.file);
        if (!photo) leftOut.add('photo_unreadable');
      }
    }
    const fields = postFieldsOf(entry, leftOut);
    const isEmpty =
      !photo &&
      [fields.title, fields.currentSituation, fields.mood, ...fields.tags].join('') === '';
    if (isEmpty) {
      leftOut.add('empty_entry');
      continue;
    }
    posts.push({
      archiveId: sourceId(format, `entry:${entry.key}`),
      content: postInputSchema.parse({ category: 'journal', ...fields }),
      created,
      lastUpdate: plausibleDate(entry.updated) ?? created,
      imageArchiveId: photo?.archiveId ?? null,
      importedFrom: format,
      photo,
    });
  }

  const images: BatchImage[] = [];
  const unreadable = new Set<string>();
  for (const chosen of new Map([...chosenByFile.values()].map((c) => [c.archiveId, c])).values()) {
    if (isDryRun) {
      images.push({ archiveId: chosen.archiveId, image: null });
      continue;
    }
    const bytes = await entries?.read(chosen.file, MAX_IMAGE_BYTES);
    const image = bytes ? await prepareForeignPhoto(bytes) : null;
    if (image) images.push({ archiveId: chosen.archiveId, image });
    else unreadable.add(chosen.archiveId);
  }
  for (const post of posts) {
    if (post.imageArchiveId && unreadable.has(post.imageArchiveId)) {
      leftOut.add('photo_unreadable');
      post.imageArchiveId = null;
    }
  }

  const trackers = journal.trackers.map((tracker) => ({
    id: sourceId(format, `tracker:${tracker.title}`),
    ...tracker,
  }));
  return {
    format,
    keepArchiveIds: false,
    posts: posts.map(({ photo: _photo, ...post }) => post),
    images,
    feelings: [],
    trackers,
    profile: null,
    preview: {
      entries: posts.length,
      ...dateRange(posts),
      photos: images.length,
      trackers: trackers.length,
      feelings: 0,
      leftOut: leftOut.list(),
    },
  };
}
