import { sealedPictureWidths } from '@app/domain/image-urls.ts';
import { MAX_IMAGE_PIXELS } from '@app/domain/images.schemas.ts';

/*
 * A picture cut on the device for a sealed journal (decision 0073), as the server cuts a plain
 * one (apps/api/src/modules/images/image-processing.ts): decoded and turned upright by the
 * browser, flattened onto white, drawn again at each width and encoded as JPEG. Drawing is
 * re-encoding, so nothing of the file but its pixels is kept: no EXIF, no GPS position, no
 * text chunk, no colour profile.
 */

/** The qualities the server uses: its own width as its master, the narrower ones as variants. */
const MASTER_QUALITY = 0.9;
const VARIANT_QUALITY = 0.85;

export type CutPicture = {
  width: number;
  height: number;
  /** Each width's JPEG, narrowest first; the last is the picture's own width. */
  widths: Array<{ width: number; jpeg: ArrayBuffer }>;
};

/** Why a picture could not be cut: not an image the browser reads, or too many pixels. */
export class PictureRefusedError extends Error {
  override readonly name = 'PictureRefusedError';
  constructor(readonly reason: 'unreadable' | 'tooManyPixels') {
    super(reason === 'unreadable' ? 'That file is not a picture.' : 'That picture is too large.');
  }
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PictureRefusedError('unreadable');
  }
}

async function drawAt(bitmap: ImageBitmap, width: number, quality: number) {
  const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new PictureRefusedError('unreadable');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  return blob.arrayBuffer();
}

/** Cuts a picture to every width its sealed copy is stored at, telling `onWidth` each one done. */
export async function cutPicture(
  file: Blob,
  onWidth: (done: number, total: number) => void = () => undefined,
): Promise<CutPicture> {
  const bitmap = await decode(file);
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_IMAGE_PIXELS) throw new PictureRefusedError('tooManyPixels');
    const targets = sealedPictureWidths(width);
    const widths: CutPicture['widths'] = [];
    for (const target of targets) {
      const quality = target === width ? MASTER_QUALITY : VARIANT_QUALITY;
      widths.push({ width: target, jpeg: await drawAt(bitmap, target, quality) });
      onWidth(widths.length, targets.length);
    }
    return { width, height, widths };
  } finally {
    bitmap.close();
  }
}
