import {
  ARCHIVE_FORMAT,
  ARCHIVE_JSON_NAME,
  ARCHIVE_VERSION,
  type ArchivedPost,
  type SealedArchive,
} from '@app/domain/archive.schemas.ts';
import { markdownFileNames, postMarkdown } from '@app/domain/archive-markdown.ts';
import { API_BASE, apiRequest, createApiRequestError } from '@/api/client.ts';
import { fetchSealedPicture } from '@/api/sealed-picture-file.ts';
import { storedZip, type ZipEntry } from '@/lib/zip/stored-zip.ts';
import { type OpenJournal, openRecord } from './journal-crypto.ts';
import { openFeeling } from './sealed-feelings.ts';
import { openSealedPost } from './sealed-post.ts';

/*
 * A sealed journal's export, made on the device (docs/decisions/0068): the server hands over
 * the archive with each post sealed, the posts are opened here, and the ZIP is written here in
 * the format the server writes for an open journal, so it imports into any account. What the
 * server never reads it never holds readable, not even for an export.
 */

type SealedPost = SealedArchive['posts'][number];
type ArchivedContent = Omit<ArchivedPost, 'markdownFile'>;

/** A post of the sealed archive opened; null when it does not open. */
export async function openPost(
  journal: OpenJournal,
  post: SealedPost,
): Promise<ArchivedContent | null> {
  const { sealed, ...rest } = post;
  const opened = sealed ? await openSealedPost(journal, { ...rest, _id: post.id, sealed }) : rest;
  if (!opened) return null;
  const { _id: _, ...content } = opened as typeof opened & { _id?: string };
  return content as ArchivedContent;
}

/** The log as the archive holds it: each sealed feeling opened; one that does not is left out. */
export async function openArchivedFeelings(
  journal: OpenJournal,
  feelings: SealedArchive['feelings'],
) {
  const opened = await Promise.all(
    feelings.map(async ({ sealed, ...entry }) => {
      const feeling = await openFeeling(journal, { ...entry, _id: entry.id, sealed });
      return feeling ? [{ ...entry, ...feeling }] : [];
    }),
  );
  return opened.flat();
}

/** A sealed picture's own width, opened here: the JPEG the archive holds, and its hash. */
async function openedPicture(
  journal: OpenJournal,
  image: SealedArchive['images'][number],
): Promise<{ bytes: Uint8Array<ArrayBuffer>; sha256: string }> {
  const jpeg = await fetchSealedPicture(journal, image.id, image.width);
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return { bytes, sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') };
}

async function imageBytes(id: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(`${API_BASE}/images/${id}.jpg`, { credentials: 'same-origin' });
  if (!response.ok) {
    throw createApiRequestError({
      status: response.status,
      statusText: response.statusText,
      body: await response.json().catch(() => null),
      retryAfter: response.headers.get('Retry-After'),
    });
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The export's ZIP: its JSON, a Markdown file per post, the pictures. `onProgress` hears how
 * far it got, the pictures counting most. An entry that does not open is left out.
 */
export async function exportSealedJournal(
  journal: OpenJournal,
  onProgress: (fraction: number) => void,
): Promise<Blob> {
  const { data } = await apiRequest('/archive/sealed', {
    schema: 'archive.sealedArchiveResponseSchema',
  });
  onProgress(0.05);
  const opened = (await Promise.all(data.posts.map((post) => openPost(journal, post)))).filter(
    (post): post is ArchivedContent => post !== null,
  );
  const fileNames = markdownFileNames(opened);
  const posts: ArchivedPost[] = opened.map((post, i) => ({
    ...post,
    markdownFile: fileNames[i] ?? '',
  }));
  onProgress(0.1);
  // Sealed pictures are opened first: the archive's JSON names each by the JPEG's own hash.
  // One that does not open is left out, as an entry that does not open is.
  const pictures: ZipEntry[] = [];
  const images: Array<Omit<SealedArchive['images'][number], 'sealed'>> = [];
  for (const [i, { sealed, ...image }] of data.images.entries()) {
    if (sealed) {
      const opened = await openedPicture(journal, { ...image, sealed }).catch(() => null);
      if (opened) {
        pictures.push({ name: image.file, bytes: opened.bytes });
        images.push({ ...image, sha256: opened.sha256 });
      }
    } else {
      pictures.push({ name: image.file, bytes: await imageBytes(image.id) });
      images.push(image);
    }
    onProgress(0.1 + (0.9 * (i + 1)) / data.images.length);
  }
  const kept = new Set(images.map((image) => image.id));
  const archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: data.exportedAt,
    profile: data.profile,
    posts: posts.map((post) =>
      post.image && !kept.has(post.image) ? { ...post, image: null } : post,
    ),
    feelings: await openArchivedFeelings(journal, data.feelings),
    trackers: await Promise.all(
      data.trackers.map(async ({ sealedTitle, ...tracker }) => ({
        ...tracker,
        title: sealedTitle
          ? String(await openRecord(journal, 'tracker', tracker.id, sealedTitle))
          : tracker.title,
      })),
    ),
    images,
  };
  const encoder = new TextEncoder();
  const entries: ZipEntry[] = [
    { name: ARCHIVE_JSON_NAME, bytes: encoder.encode(`${JSON.stringify(archive, null, 2)}\n`) },
    ...posts.map((post) => ({
      name: post.markdownFile,
      bytes: encoder.encode(postMarkdown(post)),
    })),
    ...pictures,
  ];
  onProgress(1);
  return storedZip(entries, new Date(data.exportedAt));
}
