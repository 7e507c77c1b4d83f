/** Photographs for the data set and for the upload figure, made with sharp from seeded noise. */
import sharp from 'sharp';
import type { Random } from './random.ts';

/**
 * A photo-like JPEG: a smooth colour gradient with a little grain, so that it compresses about
 * as a real photo does (a 12-megapixel one comes out at a few MB at quality 92).
 */
export async function photoJpeg(
  random: Random,
  width: number,
  height: number,
  quality = 85,
): Promise<Buffer> {
  // A small random image blown up smoothly is the gradient; grain on top keeps the JPEG honest.
  const small = 8;
  const seed = Buffer.alloc(small * small * 3);
  for (let i = 0; i < seed.length; i++) seed[i] = random.int(256);
  const base = await sharp(seed, { raw: { width: small, height: small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  let noise = random.uint32();
  for (let i = 0; i < base.length; i++) {
    noise = (Math.imul(noise, 1_103_515_245) + 12_345) >>> 0;
    const grain = ((noise >>> 24) & 31) - 16;
    base[i] = Math.max(0, Math.min(255, (base[i] as number) + grain));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A width variant as the app makes it (see apps/api image-processing.ts: mozjpeg, q85). */
export function variantJpeg(master: Buffer, width: number): Promise<Buffer> {
  return sharp(master).resize({ width }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
