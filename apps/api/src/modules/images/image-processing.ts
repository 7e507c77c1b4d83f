import { MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import type { FormatEnum, Sharp } from 'sharp';
import { DomainError } from '../../domain-errors.ts';
import { openBmp, openIco, type PendingBitmap } from './bitmap-formats.ts';
import { detectImageType, type ImageType } from './image-type.ts';

/**
 * sharp (libvips, about 17 MB of resident memory) is loaded by the first image request, not at
 * start. Each upload is decoded once; libvips' operation cache would only hold on to its pixels.
 */
type SharpFunction = typeof import('sharp').default;
let sharpModule: Promise<SharpFunction> | undefined;
export function loadSharp(): Promise<SharpFunction> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * Masters use libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis quantisation takes
 * about five times as long on a 12-megapixel photo, which would break the upload budget of
 * docs/performance.md for a few percent fewer bytes. Width variants are small and served often,
 * so they get mozjpeg.
 */
const MASTER_JPEG = { quality: 90, optimiseCoding: true } as const;
const VARIANT_JPEG = { quality: 85, mozjpeg: true } as const;
const WHITE = { r: 255, g: 255, b: 255 };

/** What sharp calls each type it reads itself; a mismatch with the sniffed type is refused. */
const SHARP_FORMATS: Partial<Record<ImageType, keyof FormatEnum>> = {
  png: 'png',
  jpeg: 'jpeg',
  gif: 'gif',
  tiff: 'tiff',
  webp: 'webp',
};

const invalidImageType = () =>
  new DomainError('unsupported_type', 'invalid_image_type', 'Invalid image type');

const tooManyPixels = () =>
  new DomainError(
    'unprocessable',
    'image_too_many_pixels',
    `That image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please choose a smaller one.`,
  );

function checkPixelLimit(width: number, height: number) {
  if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels();
}

function fromBitmap(sharp: SharpFunction, bitmap: PendingBitmap): Sharp {
  checkPixelLimit(bitmap.width, bitmap.height);
  const rgba = bitmap.decode();
  const pipeline = sharp(rgba.data, {
    raw: { width: rgba.width, height: rgba.height, channels: 4 },
    limitInputPixels: MAX_IMAGE_PIXELS,
  });
  return rgba.isUpsideDown ? pipeline.flip() : pipeline;
}

/** A sharp pipeline over the upload, after its size was checked from the header alone. */
async function openUpload(sharp: SharpFunction, bytes: Buffer, type: ImageType): Promise<Sharp> {
  if (type === 'bmp') return fromBitmap(sharp, openBmp(bytes));
  if (type === 'ico') {
    const icon = openIco(bytes);
    return 'png' in icon ? openUpload(sharp, icon.png, 'png') : fromBitmap(sharp, icon);
  }
  // metadata() reads the header only; the limit is ours to apply, with our own message.
  const header = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (header.format !== SHARP_FORMATS[type]) throw invalidImageType();
  // Multi-page input (animated GIF, TIFF pages): the header describes the first page, the one
  // we keep.
  checkPixelLimit(header.width, header.height);
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true });
}

/**
 * Width × height of an upload as its header states it, without decoding any pixel: what
 * processing it would cost. Refuses what processUpload would refuse for its type or header.
 */
export async function headerPixels(bytes: Buffer): Promise<number> {
  const type = detectImageType(bytes);
  if (!type) throw invalidImageType();
  try {
    if (type === 'bmp') {
      const { width, height } = openBmp(bytes);
      return width * height;
    }
    if (type === 'ico') {
      const icon = openIco(bytes);
      return 'png' in icon ? headerPixels(icon.png) : icon.width * icon.height;
    }
    const sharp = await loadSharp();
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== SHARP_FORMATS[type]) throw invalidImageType();
    return header.width * header.height;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidImageType();
  }
}

type ProcessedImage = { jpeg: Buffer; width: number; height: number };

/**
 * An upload made safe to store and serve: type decided by its bytes, pixel count checked
 * before decoding, turned upright by its EXIF orientation, transparency flattened onto white,
 * and re-encoded as a JPEG with no metadata at all (sharp keeps none unless asked; no EXIF, so
 * no GPS position, camera or orientation tag). Width and height are those after rotation.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  const type = detectImageType(bytes);
  if (!type) throw invalidImageType();
  const sharp = await loadSharp();
  try {
    const pipeline = await openUpload(sharp, bytes, type);
    const { data, info } = await pipeline
      .flatten({ background: WHITE })
      .jpeg(MASTER_JPEG)
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) throw tooManyPixels();
    // Corrupt or truncated data of an accepted type (UnreadableImageError, or libvips refusing
    // it): to the person it is not a usable image.
    throw invalidImageType();
  }
}

/** A narrower copy of a stored master; never wider than the master itself. */
export async function resizeJpeg(master: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(master, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .jpeg(VARIANT_JPEG)
    .toBuffer();
}
