import { createHash, randomUUID } from 'node:crypto';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_JSON_NAME,
  ARCHIVE_VERSION,
  type ArchiveInput,
  MAX_ARCHIVE_FEELINGS,
  MAX_ARCHIVE_JSON_BYTES,
  MAX_ARCHIVE_PIXELS,
  MAX_ARCHIVE_POSTS,
  MAX_ARCHIVE_UNPACKED_BYTES,
} from '@app/domain/archive.schemas.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { HABIT_TRACKERS_PER_USER } from '@app/domain/limits.ts';
import { TRACKER_MAX_DATES } from '@app/domain/trackers.schemas.ts';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Archives built in memory for the import's limits (docs/security.md, promises 45-47). */

export type ZipEntry = { name: string; data: Buffer | string; compress?: boolean };

export function makeZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: entry.compress ?? true });
  }
  zip.end();
  return new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Every entry of a ZIP, by its name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, z) =>
      error ? reject(error) : resolve(z),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        archive.readEntry();
      });
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
  return files;
}

export const emptyArchiveJson = (): ArchiveInput => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_VERSION,
  exportedAt: '2026-06-01T12:00:00.000Z',
  profile: { name: '', city: '', image: null, backgroundImage: null },
  posts: [],
  feelings: [],
  trackers: [],
  images: [],
});

export type ArchiveImage = { bytes: Buffer; count: number };

/** A ZIP of `json` and `count` copies of each image (each its own id), listed in the JSON. */
export async function archiveWith(json: ArchiveInput, images: ArchiveImage[] = []) {
  const files: ZipEntry[] = [];
  const listed = [];
  for (const { bytes, count } of images) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { width = 1, height = 1 } = await sharp(bytes).metadata();
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const file = `images/${id}.jpg`;
      listed.push({ id, file, width, height, sha256 });
      files.push({ name: file, data: bytes });
    }
  }
  const text = JSON.stringify({ ...json, images: [...(json.images ?? []), ...listed] });
  return makeZip([{ name: ARCHIVE_JSON_NAME, data: text }, ...files]);
}

/** One colour over `width` × `height`: a few hundred KB that cost the whole area to process. */
export const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * A clean 16 × 16 JPEG padded with comment segments to `bytes`: kept byte for byte by the
 * import, so it holds its whole size in memory, and it deflates to almost nothing.
 */
export async function paddedJpeg(bytes: number): Promise<Buffer> {
  const small = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .jpeg()
    .toBuffer();
  const segments: Buffer[] = [];
  let size = small.length;
  while (size + 4 < bytes) {
    const length = Math.min(65_535, bytes - size - 2);
    const segment = Buffer.alloc(2 + length);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    size += segment.length;
  }
  return Buffer.concat([small.subarray(0, 2), ...segments, small.subarray(2)]);
}

const dayOf = (i: number) =>
  new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/**
 * The heaviest archive the limits accept: its JSON as large as allowed, of the densest records
 * (feelings) and full trackers; images whose headers sum to the pixel budget (each within
 * the per-image limit, one flat colour so the ZIP stays small); and padded JPEGs that the
 * import keeps whole, up to what the archive may unpack to.
 */
export async function worstAcceptedArchive(): Promise<{
  zip: Buffer;
  feelings: number;
  posts: number;
}> {
  const json = emptyArchiveJson();
  json.trackers = Array.from({ length: HABIT_TRACKERS_PER_USER }, (_, t) => ({
    id: randomUUID(),
    title: `Tracker ${t}`,
    dates: Array.from({ length: TRACKER_MAX_DATES }, (_, i) => dayOf(i)),
  }));
  const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
  const bigImages = Math.floor(MAX_ARCHIVE_PIXELS / (side * side));
  const big = await flatPng(side, side);
  // The densest records first (feelings), then the posts that most fill memory for their
  // size (the fewest fields, every other one filled in by the schema), while the JSON has room.
  const imageListing = 200 * bigImages + 200 * 20;
  const roomFor = (recordBytes: number) =>
    Math.floor(
      (MAX_ARCHIVE_JSON_BYTES - JSON.stringify(json).length - imageListing) / (recordBytes + 1),
    );
  const start = Date.UTC(2020, 0, 1);
  const instant = (i: number) => new Date(start + i * 1000).toISOString();
  const feeling = (i: number) => ({ id: randomUUID(), feeling: 'calm', created: instant(i) });
  const feelings = Math.min(MAX_ARCHIVE_FEELINGS, roomFor(JSON.stringify(feeling(0)).length));
  json.feelings = Array.from({ length: feelings }, (_, i) => feeling(i));
  const post = (i: number) => {
    const id = randomUUID();
    return {
      id,
      category: 'journal' as const,
      created: instant(i),
      lastUpdate: instant(i),
      markdownFile: `posts/${id}.md`,
    };
  };
  const posts = Math.min(MAX_ARCHIVE_POSTS, roomFor(JSON.stringify(post(0)).length));
  json.posts = Array.from({ length: posts }, (_, i) => post(i));
  const jsonBytes = JSON.stringify(json).length + imageListing;
  const padded = MAX_IMAGE_BYTES - 1024;
  const paddedCount = Math.floor(
    (MAX_ARCHIVE_UNPACKED_BYTES - jsonBytes - big.length * bigImages) / padded,
  );
  const zip = await archiveWith(json, [
    { bytes: big, count: bigImages },
    { bytes: await paddedJpeg(padded), count: Math.min(paddedCount, 20) },
  ]);
  return { zip, feelings, posts };
}
