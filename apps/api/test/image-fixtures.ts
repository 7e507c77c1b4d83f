import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Test pictures built in memory. Most are two colours, red on top and blue below, so a test
 * can tell an upright picture from one upside down or turned.
 */

export const RED = [220, 20, 20] as const;
export const BLUE = [20, 20, 220] as const;

/** RGBA pixels: the top half red, the bottom half blue; `alpha` for every pixel. */
export function twoToneRgba(width: number, height: number, alpha = 255): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? RED : BLUE;
    for (let x = 0; x < width; x++) {
      pixels.set([r, g, b, alpha], (y * width + x) * 4);
    }
  }
  return pixels;
}

export const twoTone = (width: number, height: number) =>
  sharp(twoToneRgba(width, height), { raw: { width, height, channels: 4 } });

export const makePng = (width: number, height: number) => twoTone(width, height).png().toBuffer();
export const makeJpeg = (width: number, height: number) => twoTone(width, height).jpeg().toBuffer();
export const makeWebp = (width: number, height: number) => twoTone(width, height).webp().toBuffer();
export const makeTiff = (width: number, height: number) => twoTone(width, height).tiff().toBuffer();

/**
 * A square photo of noise, the same for the same `seed`: JPEG keeps nearly every byte of it
 * (about 0.8 bytes a pixel as the server stores it), so its stored size is large and known.
 */
export function makeNoiseJpeg(side: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** An animated GIF whose first frame is the two-tone picture and whose second is all green. */
export async function makeAnimatedGif(width: number, height: number): Promise<Buffer> {
  const first = await twoTone(width, height).removeAlpha().raw().toBuffer();
  const second = await sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 200, b: 0 } },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.concat([first, second]), {
    raw: { width, height: height * 2, channels: 3, pageHeight: height },
  })
    .gif({ loop: 0, delay: [200, 200] })
    .toBuffer();
}

/**
 * A JPEG stored sideways, as phones do: `width` x `height` pixels with EXIF orientation 6
 * ("turn 90° clockwise to view"), plus camera details and a GPS position that must not survive.
 * The picture's top (red) is its left edge as stored.
 */
export async function makeSidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  // Stored turned 90° anticlockwise, so that orientation 6 puts red back on top.
  const upright = await twoTone(height, width).png().toBuffer();
  return sharp(upright)
    .rotate(-90)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Exif Camera', ImageDescription: 'Exif secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
        GPSMapDatum: 'GPS WGS-84',
      },
    })
    .toBuffer();
}

type BmpOptions = { bitDepth: 24 | 32; isTopDown?: boolean };

/**
 * A Windows bitmap: 24-bit with a BITMAPINFOHEADER (bottom-up, rows padded to 4 bytes), or
 * 32-bit BGRA with a BITMAPV4HEADER and channel masks, as image editors write them.
 */
export function encodeBmp(
  rgba: Buffer,
  width: number,
  height: number,
  { bitDepth, isTopDown = false }: BmpOptions,
): Buffer {
  const infoSize = bitDepth === 32 ? 108 : 40;
  const stride = Math.ceil((width * bitDepth) / 32) * 4;
  const pixelOffset = 14 + infoSize;
  const file = Buffer.alloc(pixelOffset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(pixelOffset, 10);
  file.writeUInt32LE(infoSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(isTopDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitDepth, 28);
  file.writeUInt32LE(bitDepth === 32 ? 3 : 0, 30);
  file.writeUInt32LE(stride * height, 34);
  file.writeInt32LE(2835, 38);
  file.writeInt32LE(2835, 42);
  if (bitDepth === 32) {
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
    file.write('BGRs', 70, 'latin1');
  }
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (isTopDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = row + x * (bitDepth / 8);
      file[to] = rgba[from + 2] ?? 0;
      file[to + 1] = rgba[from + 1] ?? 0;
      file[to + 2] = rgba[from] ?? 0;
      if (bitDepth === 32) file[to + 3] = rgba[from + 3] ?? 0;
    }
  }
  return file;
}

/** The bitmap of an icon entry: BITMAPINFOHEADER (height doubled), 32-bit BGRA, AND mask. */
function encodeIconBitmap(rgba: Buffer, width: number, height: number): Buffer {
  const bmp = encodeBmp(rgba, width, height, { bitDepth: 32 });
  const pixels = bmp.subarray(14 + 108);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(width, 4);
  header.writeInt32LE(height * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const maskStride = Math.ceil(width / 32) * 4;
  return Buffer.concat([header, pixels, Buffer.alloc(maskStride * height)]);
}

export type IconEntry = { width: number; height: number } & ({ png: Buffer } | { rgba: Buffer });

/** An .ico (or, with `isCursor`, a .cur) holding the given pictures in that order. */
export function encodeIco(entries: IconEntry[], { isCursor = false } = {}): Buffer {
  const images = entries.map((entry) =>
    'png' in entry ? entry.png : encodeIconBitmap(entry.rgba, entry.width, entry.height),
  );
  const directory = Buffer.alloc(6 + 16 * entries.length);
  directory.writeUInt16LE(isCursor ? 2 : 1, 2);
  directory.writeUInt16LE(entries.length, 4);
  let offset = directory.length;
  entries.forEach((entry, i) => {
    const at = 6 + 16 * i;
    const image = images[i] ?? Buffer.alloc(0);
    directory.writeUInt8(entry.width >= 256 ? 0 : entry.width, at);
    directory.writeUInt8(entry.height >= 256 ? 0 : entry.height, at + 1);
    directory.writeUInt16LE(isCursor ? 0 : 1, at + 4);
    directory.writeUInt16LE(isCursor ? 0 : 32, at + 6);
    directory.writeUInt32LE(image.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += image.length;
  });
  return Buffer.concat([directory, ...images]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: a valid 1-bit grey PNG of `size` x `size` pixels whose all-zero
 * data compresses to a few tens of kilobytes (20000 x 20000 is 400 megapixels).
 */
export function makePngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(size / 8)) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The RGB of one pixel of an encoded image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Whether a colour is within JPEG's rounding of another. */
export const isNear = (actual: readonly number[], expected: readonly number[], tolerance = 40) =>
  actual.length === expected.length &&
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance);
