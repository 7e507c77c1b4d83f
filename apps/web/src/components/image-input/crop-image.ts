import { CROPPER_DEFAULT_QUALITY } from '@app/domain/images.schemas.ts';
import i18next from 'i18next';
import type { Area } from 'react-easy-crop';

/**
 * Draws `area` of `image` onto a canvas `outputWidth` pixels wide (the area's own width when
 * not given) and encodes it as JPEG at the cropper's quality (docs/product.md section 9: 92).
 */
export function cropImageToJpeg(
  image: HTMLImageElement,
  area: Area,
  outputWidth?: number,
): Promise<Blob> {
  const width = Math.max(1, Math.round(outputWidth ?? area.width));
  const height = Math.max(1, Math.round((width * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error(i18next.t('imageInput:crop.browserCannot')));

  // JPEG has no transparency: a transparent PNG would otherwise turn black where it is clear.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(i18next.t('imageInput:crop.notMade')))),
      'image/jpeg',
      CROPPER_DEFAULT_QUALITY / 100,
    );
  });
}

/** The webcam's capture (base64 bytes) as a Blob for upload, without a network round trip. */
export function base64ToBlob(base64: string, mimeType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: mimeType });
}
