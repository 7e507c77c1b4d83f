import { MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';
import { DomainError } from '../../domain-errors.ts';
import { loadSharp, processUpload } from './image-processing.ts';
import { detectImageType } from './image-type.ts';

/*
 * The pictures of an archive or another journal's file, checked and re-encoded in the archive
 * reader's worker before anything is stored. Nothing here reaches the database: the worker
 * starts without loading drizzle (a tenth of a second instead of half a second).
 */

export type ImportedImage = { bytes: Buffer; width: number; height: number };

const notAPicture = (file: string) =>
  new DomainError(
    'invalid',
    'archive_invalid',
    `The archive's ${file} is not a picture we can read.`,
  );

/**
 * An image from an archive, checked before anything is stored: a clean JPEG of the kind the
 * server writes (no metadata, within the pixel limit, decodes whole) is kept byte for byte, so
 * a round trip keeps its hash; anything else goes through the upload's own re-encoding.
 */
export async function prepareImportedImage(bytes: Buffer, file: string): Promise<ImportedImage> {
  const sharp = await loadSharp();
  if (detectImageType(bytes) === 'jpeg') {
    try {
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      const { width, height } = meta;
      const isClean =
        meta.format === 'jpeg' &&
        !meta.exif &&
        !meta.icc &&
        !meta.xmp &&
        !meta.iptc &&
        meta.orientation === undefined &&
        width * height <= MAX_IMAGE_PIXELS;
      if (isClean) {
        await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
          .raw()
          .toBuffer();
        return { bytes, width, height };
      }
    } catch {
      throw notAPicture(file);
    }
  }
  try {
    const { jpeg, width, height } = await processUpload(bytes);
    return { bytes: jpeg, width, height };
  } catch {
    throw notAPicture(file);
  }
}

/**
 * A photo from another journal's file, checked and re-encoded as every upload is (metadata
 * stripped, turned upright, within the pixel limit); null when it is no picture we can read.
 */
export async function prepareForeignPhoto(bytes: Buffer): Promise<ImportedImage | null> {
  try {
    const { jpeg, width, height } = await processUpload(bytes);
    return { bytes: jpeg, width, height };
  } catch {
    return null;
  }
}
