import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * A picture with something to see in it (a sky, a sun, hills, a stripe near each edge), so
 * a screenshot shows at once whether a crop or a cover cut it sensibly.
 */
function landscapeSvg(width: number, height: number, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 80% 80%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${width * 0.5}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.16}" fill="#ffe08a"/>
  <path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.7} T ${width} ${height * 0.66} V ${height} H 0 Z" fill="hsl(${hue + 120} 45% 30%)"/>
  <rect x="0" y="0" width="${width * 0.03}" height="${height}" fill="#c0392b"/>
  <rect x="${width * 0.97}" y="0" width="${width * 0.03}" height="${height}" fill="#2c3e50"/>
</svg>`;
}

export interface TestImages {
  dir: string;
  /** A 1200x900 JPEG photo-like picture. */
  landscapeJpeg: string;
  /** A 1600x1000 PNG with other colours. */
  widePng: string;
  remove: () => Promise<void>;
}

/** Real image files made at run time in a temporary directory (nothing binary is checked in). */
export async function createTestImages(): Promise<TestImages> {
  const dir = await mkdtemp(join(tmpdir(), 'inner-compass-images-'));
  const landscapeJpeg = join(dir, 'lake-at-dusk.jpg');
  const widePng = join(dir, 'wide-meadow.png');
  await sharp(Buffer.from(landscapeSvg(1200, 900, 200)))
    .jpeg({ quality: 85 })
    .toFile(landscapeJpeg);
  await sharp(Buffer.from(landscapeSvg(1600, 1000, 20)))
    .png()
    .toFile(widePng);
  return { dir, landscapeJpeg, widePng, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes any bytes under a chosen name, e.g. plain text dressed up as `holiday.png`. */
export async function writeTestFile(dir: string, name: string, contents: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, contents);
  return path;
}

/**
 * Stores an image through the API as the page's signed-in person (the page's cookies; the
 * header the server asks of the app's own calls), for journeys that need one ready.
 */
export async function uploadImageThroughApi(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ _id: string; width: number; height: number }> {
  const response = await page.request.post('/api/v1/images', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { image: file },
  });
  if (!response.ok()) {
    throw new Error(`Upload failed: HTTP ${response.status()} ${await response.text()}`);
  }
  return (await response.json()).data;
}

/** The landscape JPEG of `images`, uploaded as the signed-in person's own picture. */
export async function uploadLandscapeThroughApi(
  page: Page,
  images: TestImages,
): Promise<{ _id: string; width: number; height: number }> {
  return uploadImageThroughApi(page, {
    name: 'lake-at-dusk.jpg',
    mimeType: 'image/jpeg',
    buffer: await readFile(images.landscapeJpeg),
  });
}

/** True once an <img> has finished loading a real picture (not a broken-image icon). */
export function hasLoadedPicture(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth > 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A big-endian TIFF with one ImageDescription: the EXIF a camera writes, holding `text`. */
function exifWith(text: string): Buffer {
  const value = Buffer.from(`${text}\0`, 'latin1');
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(value.length, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  return Buffer.concat([tiff, value]);
}

/**
 * A 1200x800 PNG that carries `marker` where a picture's metadata hides: a text chunk (a
 * comment) and EXIF (an image description), for journeys that prove none of it is kept.
 */
export async function markedPng(marker: string): Promise<Buffer> {
  const png = await sharp(Buffer.from(landscapeSvg(1200, 800, 160)))
    .png()
    .toBuffer();
  const afterHeader = 8 + 25; // the signature, then IHDR (13 bytes of data in 25)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\0${marker}`, 'latin1')),
    pngChunk('eXIf', exifWith(marker)),
    png.subarray(afterHeader),
  ]);
}
