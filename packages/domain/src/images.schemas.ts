import { z } from './zod.ts';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What the file picker offers; the server decides by the bytes, not by these. */
export const ACCEPTED_IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/bmp',
  'image/gif',
  'image/tiff',
  'image/webp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

/** Avatar crop: square, 400 px wide, JPEG (docs/product.md section 9). */
export const AVATAR_WIDTH = 400;
export const CROPPER_MIN_SIZE_PX = 20;
export const CROPPER_DEFAULT_QUALITY = 92;
export const CROPPER_KEYBOARD_STEP = 3;
export const CROPPER_LOAD_RETRIES = 40;
export const CROPPER_LOAD_RETRY_MS = 50;
export const WEBCAM_WIDTH = 640;
export const WEBCAM_HEIGHT = 480;
export const WEBCAM_JPEG_QUALITY = 0.92;

export const imageInfoSchema = z.object({
  _id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

export const uploadImageResponseSchema = z.object({ data: imageInfoSchema });

/**
 * A sealed picture's upload: each width's ciphertext at most MAX_IMAGE_BYTES, all of them
 * together at most this (the widths below 1500 px weigh little beside the original's).
 */
export const MAX_SEALED_PICTURE_BYTES = 2 * MAX_IMAGE_BYTES;
/** The longest side a picture cut on the device may declare (the pixel limit holds too). */
export const MAX_SEALED_PICTURE_SIDE = 20_000;

/** Pictures still to seal (or to open) while a journal changes, and how many are left. */
export const pendingPicturesResponseSchema = z.object({
  data: z.array(imageInfoSchema),
  remaining: z.number().int().nonnegative(),
});
