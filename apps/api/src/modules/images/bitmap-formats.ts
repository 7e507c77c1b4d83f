import decodeBmp from 'decode-bmp';

/**
 * BMP and ICO/CUR, which sharp cannot read. Sizes come from the headers first, so the caller can
 * refuse an image over the pixel limit before anything is decoded; only then is the one chosen
 * bitmap decoded (by decode-bmp) into RGBA for sharp.
 *
 * decode-ico is not used on purpose: it decodes every bitmap in an icon at once, so a small
 * icon file naming many large bitmaps would cost far more memory than the one we keep.
 */

/** The bytes are of an accepted type but cannot be read (corrupt, or a variant we do not read). */
class UnreadableImageError extends Error {}

type RgbaImage = {
  data: Buffer;
  width: number;
  height: number;
  /** Rows arrived top-down (a BMP with a negative height): turn the decoded image upside down. */
  isUpsideDown: boolean;
};

/** A bitmap whose size is known from its header and which is decoded only on demand. */
export type PendingBitmap = { width: number; height: number; decode: () => RgbaImage };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const SUPPORTED_BIT_DEPTHS = new Set([1, 2, 4, 8, 24, 32]);

function unreadable(why: string): never {
  throw new UnreadableImageError(why);
}

function decodeToRgba(
  run: () => { data: Uint8ClampedArray; width: number; height: number },
  bitDepth: number,
  isUpsideDown: boolean,
): RgbaImage {
  let decoded: { data: Uint8ClampedArray; width: number; height: number };
  try {
    decoded = run();
  } catch (error) {
    unreadable(`bitmap: ${(error as Error).message}`);
  }
  const data = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  if (bitDepth === 32) makeOpaqueWhenAlphaUnused(data);
  return { data, width: decoded.width, height: decoded.height, isUpsideDown };
}

/**
 * Many writers leave the fourth byte of 32-bit pixels at zero, meaning "no alpha" rather than
 * "fully transparent"; without this such a picture would come out blank (white).
 */
function makeOpaqueWhenAlphaUnused(rgba: Buffer) {
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 0) return;
  }
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
}

/**
 * A Windows bitmap (BITMAPINFOHEADER or later). The pixel data is re-assembled right behind the
 * header and palette, where decode-bmp expects it, whatever gap the file leaves before it.
 */
export function openBmp(bytes: Buffer): PendingBitmap {
  if (bytes.length < 54) unreadable('bmp: truncated header');
  const infoSize = bytes.readUInt32LE(14);
  if (infoSize < 40 || 14 + infoSize > bytes.length) unreadable('bmp: unsupported header');
  const pixelOffset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  const bitDepth = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const colorsUsed = bytes.readUInt32LE(46);
  const height = Math.abs(signedHeight);
  if (width <= 0 || height === 0) unreadable('bmp: empty');
  if (!SUPPORTED_BIT_DEPTHS.has(bitDepth)) unreadable(`bmp: ${bitDepth}-bit pixels`);
  if (compression === BI_BITFIELDS) {
    // Masks follow a 40-byte header and sit inside longer ones, at the same offsets either way.
    const isBgra =
      bitDepth === 32 &&
      bytes.length >= 66 &&
      bytes.readUInt32LE(54) === 0x00ff0000 &&
      bytes.readUInt32LE(58) === 0x0000ff00 &&
      bytes.readUInt32LE(62) === 0x000000ff;
    if (!isBgra) unreadable('bmp: unsupported channel masks');
  } else if (compression !== BI_RGB) {
    unreadable(`bmp: compression ${compression}`);
  }
  const paletteEntries = bitDepth <= 8 ? colorsUsed || 2 ** bitDepth : 0;
  const paletteEnd = 14 + infoSize + paletteEntries * 4;
  if (paletteEnd > bytes.length || pixelOffset < paletteEnd || pixelOffset > bytes.length) {
    unreadable('bmp: bad pixel offset');
  }

  return {
    width,
    height,
    decode: () => {
      const header = Buffer.from(bytes.subarray(0, paletteEnd));
      header.writeInt32LE(height, 22);
      // decode-bmp reads any colour count as "has a palette"; true-colour pixels have none.
      if (bitDepth > 8) header.writeUInt32LE(0, 46);
      const normalized = Buffer.concat([header, bytes.subarray(pixelOffset)]);
      return decodeToRgba(() => decodeBmp(normalized), bitDepth, signedHeight < 0);
    },
  };
}

type IconEntry = {
  width: number;
  height: number;
  bitDepth: number;
  data: Buffer;
  isPng: boolean;
  directoryWidth: number;
  directoryHeight: number;
};

function readIconEntry(bytes: Buffer, index: number): IconEntry {
  const at = 6 + 16 * index;
  const directoryWidth = bytes.readUInt8(at) || 256;
  const directoryHeight = bytes.readUInt8(at + 1) || 256;
  const size = bytes.readUInt32LE(at + 8);
  const offset = bytes.readUInt32LE(at + 12);
  if (size < 40 || offset + size > bytes.length) unreadable('ico: entry outside the file');
  const data = bytes.subarray(offset, offset + size);
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return {
      width: data.readUInt32BE(16),
      height: data.readUInt32BE(20),
      bitDepth: 32,
      data,
      isPng: true,
      directoryWidth,
      directoryHeight,
    };
  }
  // An icon bitmap: a BITMAPINFOHEADER whose height counts the colour and the mask rows.
  const headerWidth = data.readInt32LE(4);
  const headerHeight = data.readInt32LE(8);
  if (headerWidth < 0 || headerHeight < 0) unreadable('ico: negative size');
  if (data.readUInt32LE(16) !== BI_RGB) unreadable('ico: compressed bitmap');
  return {
    width: headerWidth || directoryWidth,
    height: Math.floor(headerHeight / 2) || directoryHeight,
    bitDepth: data.readUInt16LE(14),
    data,
    isPng: false,
    directoryWidth,
    directoryHeight,
  };
}

/**
 * The largest picture of an icon or cursor file: a PNG (which sharp reads) or a bitmap.
 * Only the directory and the headers are read here.
 */
export function openIco(bytes: Buffer): { png: Buffer } | PendingBitmap {
  if (bytes.length < 22) unreadable('ico: truncated');
  const count = bytes.readUInt16LE(4);
  if (count === 0 || bytes.length < 6 + 16 * count) unreadable('ico: truncated directory');
  let largest: IconEntry | undefined;
  for (let i = 0; i < count; i++) {
    const entry = readIconEntry(bytes, i);
    const area = entry.width * entry.height;
    const largestArea = largest ? largest.width * largest.height : -1;
    if (area > largestArea || (area === largestArea && entry.bitDepth > (largest?.bitDepth ?? 0))) {
      largest = entry;
    }
  }
  if (!largest) unreadable('ico: no images');
  const chosen = largest;
  if (chosen.isPng) return { png: chosen.data };
  if (!SUPPORTED_BIT_DEPTHS.has(chosen.bitDepth)) unreadable(`ico: ${chosen.bitDepth}-bit pixels`);
  if (chosen.width === 0 || chosen.height === 0) unreadable('ico: empty');
  return {
    width: chosen.width,
    height: chosen.height,
    decode: () =>
      decodeToRgba(
        () =>
          decodeBmp(chosen.data, {
            width: chosen.directoryWidth,
            height: chosen.directoryHeight,
            icon: true,
          }),
        chosen.bitDepth,
        false,
      ),
  };
}
