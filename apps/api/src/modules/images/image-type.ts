/** The upload types docs/product.md accepts (section 5: png, jpg, jpeg, bmp, gif, tiff, webp, icons). */
export type ImageType = 'png' | 'jpeg' | 'bmp' | 'gif' | 'tiff' | 'webp' | 'ico';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const BM = ascii('BM');
const ICO = [0x00, 0x00, 0x01, 0x00];
const CUR = [0x00, 0x00, 0x02, 0x00];
/** Sizes of the BMP info headers (BITMAPINFOHEADER and its successors); "BM" alone is weak. */
const BMP_INFO_HEADER_SIZES = new Set([40, 52, 56, 64, 108, 124]);

/**
 * The type of an upload decided by its first bytes (magic numbers), never by its name or the
 * Content-Type the client claims. Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, TIFF_LE) || startsWith(bytes, TIFF_BE)) return 'tiff';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, BM) && bytes.length >= 26) {
    const infoHeaderSize = Buffer.from(bytes.buffer, bytes.byteOffset, 26).readUInt32LE(14);
    if (BMP_INFO_HEADER_SIZES.has(infoHeaderSize)) return 'bmp';
  }
  // An icon directory names at least one image.
  if ((startsWith(bytes, ICO) || startsWith(bytes, CUR)) && bytes.length >= 22) {
    if (bytes[4] !== 0 || bytes[5] !== 0) return 'ico';
  }
  return null;
}
