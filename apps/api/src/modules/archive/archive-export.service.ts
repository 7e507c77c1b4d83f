import { Readable } from 'node:stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_JSON_NAME,
  ARCHIVE_VERSION,
  type ArchivedPost,
  type ArchiveInput,
  type SealedArchive,
} from '@app/domain/archive.schemas.ts';
import { markdownFileNames, postMarkdown } from '@app/domain/archive-markdown.ts';
import { pickPostWriting } from '@app/domain/posts.schemas.ts';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { assertJournalReadable, getUser, journalStateOf } from '../../policies/people.ts';
import { listApprovedSuggestionsOn } from '../community/suggestions-archive.repository.ts';
import { listAllFeelings } from '../feelings/feelings-archive.repository.ts';
import { listOwnImages } from '../images/images.repository.ts';
import { readOwnImageBytes } from '../images/images-archive.service.ts';
import {
  listImagesOfDeletedPosts,
  listOwnPostsForArchive,
  type OwnPostRow,
} from '../posts/posts-archive.repository.ts';
import { listTrackers } from '../trackers/trackers.service.ts';

type PostContent = Omit<ArchivedPost, 'markdownFile' | 'suggestions'>;

/** What a person wrote in a post, as the archive keeps it (docs/export-format.md). */
function archivedContentOf(row: OwnPostRow): PostContent {
  return {
    id: row.id,
    category: row.category,
    image: row.image,
    ...pickPostWriting(row),
    created: row.createdAt.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    importedFrom: row.importedFrom,
  };
}

/** The JSON of an export and the list of images it holds; read in one go, before any byte is sent. */
async function collectArchive(db: Database, userId: string, now: Date) {
  const [user, rows, feelings, trackers, ownImages, ofDeletedPosts] = await Promise.all([
    getUser(db, userId),
    listOwnPostsForArchive(db, userId),
    listAllFeelings(db, userId),
    listTrackers(db, userId),
    listOwnImages(db, userId),
    listImagesOfDeletedPosts(db, userId),
  ]);
  // A deleted post's picture waits for its purge (decision 0064); the export leaves it out
  // with the post, unless something exported shows it too.
  const shown = new Set([user.image, user.backgroundImage, ...rows.map((row) => row.image)]);
  const leftOut = new Set(ofDeletedPosts.filter((id) => !shown.has(id)));
  const images = ownImages.filter((image) => !leftOut.has(image.id));
  const suggestions = await listApprovedSuggestionsOn(
    db,
    rows.map((row) => row.id),
  );
  const contents = rows.map(archivedContentOf);
  const fileNames = markdownFileNames(contents);
  const posts = contents.map(
    (content, i): ArchivedPost => ({
      ...content,
      markdownFile: fileNames[i] ?? '',
      suggestions: (suggestions.get(content.id) ?? []).map((s) => ({
        feedback: s.feedback,
        created: s.created.toISOString(),
      })),
    }),
  );
  const archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      name: user.name,
      city: user.city,
      image: user.image,
      backgroundImage: user.backgroundImage,
      goal: user.goal,
    },
    posts,
    feelings: feelings.map((f) => ({
      id: f.id,
      feeling: f.feeling,
      intensity: f.intensity,
      created: f.created.toISOString(),
    })),
    trackers: trackers.map((t) => ({
      id: t._id,
      title: t.title,
      dates: t.dates,
      restDates: t.restDates,
      pauses: t.pauses,
      daysPerWeek: t.daysPerWeek,
    })),
    images: images.map((image) => ({
      id: image.id,
      file: `images/${image.id}.jpg`,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
    })),
  } satisfies ArchiveInput;
  const sealedOf = new Map(rows.map((row) => [row.id, row.sealed]));
  const sealedFeelingOf = new Map(feelings.map((f) => [f.id, f.sealed]));
  const sealedTitleOf = new Map(trackers.map((t) => [t._id, t.sealedTitle]));
  return { archive, images, sealedOf, sealedFeelingOf, sealedTitleOf };
}

/**
 * A sealed journal's archive for the person's device, which opens it and writes the ZIP
 * (decision 0068): the archive's JSON with each post's envelope, or the post plain when it
 * is shared, each feeling's (decision 0069) and which pictures are sealed (decision 0073). The
 * server never makes a sealed journal's ZIP itself.
 */
export async function buildSealedArchive(
  db: Database,
  userId: string,
  now: Date,
): Promise<SealedArchive> {
  if ((await journalStateOf(db, userId)) === 'open') {
    throw new DomainError('conflict', 'journal_not_sealed', 'This journal is not sealed.');
  }
  const { archive, images, sealedOf, sealedFeelingOf, sealedTitleOf } = await collectArchive(
    db,
    userId,
    now,
  );
  return {
    ...archive,
    profile: { ...archive.profile, goal: archive.profile.goal ?? null },
    posts: archive.posts.map((post) => ({
      ...post,
      image: post.image ?? null,
      importedFrom: post.importedFrom ?? null,
      sealed: sealedOf.get(post.id) ?? null,
    })),
    feelings: archive.feelings.map((feeling) => ({
      ...feeling,
      intensity: feeling.intensity ?? null,
      sealed: sealedFeelingOf.get(feeling.id) ?? null,
    })),
    trackers: archive.trackers.map((t) => ({ ...t, sealedTitle: sealedTitleOf.get(t.id) ?? null })),
    // A sealed picture is opened on the device, which hashes what it opened (decision 0073).
    images: archive.images.map((image) => ({
      ...image,
      sealed: images.find((own) => own.id === image.id)?.sealed ?? false,
    })),
  };
}

/**
 * The export as a ZIP stream and its exact size. Every entry is stored, not compressed (the
 * JPEGs would not shrink; the text is small), so the size is known before the first byte and
 * goes out as Content-Length: the browser shows progress against it. Images are read from the
 * database one at a time as the stream reaches them, never all at once.
 */
export async function buildArchiveZip(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ stream: NodeJS.ReadableStream; size: number }> {
  await assertJournalReadable(db, userId);
  const { archive, images } = await collectArchive(db, userId, now);
  const zip = new ZipFile();
  const stored = { compress: false, mtime: now };
  zip.addBuffer(Buffer.from(`${JSON.stringify(archive, null, 2)}\n`), ARCHIVE_JSON_NAME, stored);
  for (const post of archive.posts) {
    zip.addBuffer(Buffer.from(postMarkdown(post)), post.markdownFile, stored);
  }
  for (const image of images) {
    zip.addReadStreamLazy(`images/${image.id}.jpg`, { ...stored, size: image.byteSize }, (done) => {
      readOwnImageBytes(db, userId, image.id).then(
        (bytes) => done(null, Readable.from([bytes])),
        (error: unknown) => done(error as Error, undefined as unknown as Readable),
      );
    });
  }
  // @types/yazl leaves out the callback's argument: the calculated total size (-1: unknown).
  const end = zip.end.bind(zip) as unknown as (
    options: object,
    callback: (calculatedTotalSize: number) => void,
  ) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  return { stream: zip.outputStream, size };
}
