import { type ImageInfo, MAX_IMAGE_BYTES } from '@app/domain/images.schemas.ts';
import { apiRequest } from '@/api/client.ts';
import { type UploadOptions, uploadWithProgress } from '@/api/upload.ts';
import { i18next } from '@/lib/i18n/i18n.ts';

const MAX_IMAGE_MEGABYTES = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/**
 * Sentences for refusals that reach us without the API's JSON body. Read when needed, in the
 * active language: the image input has loaded its namespace by then.
 */
const FALLBACK_MESSAGES: Record<number, () => string> = {
  401: () => i18next.t('imageInput:upload.sessionEnded'),
  413: () => i18next.t('imageInput:upload.tooLarge', { limit: MAX_IMAGE_MEGABYTES }),
  415: () => i18next.t('imageInput:upload.invalidType'),
  422: () => i18next.t('imageInput:upload.tooManyPixels'),
};

/** Uploads one image (`POST /images`, multipart field `image`): its id and size. */
export async function uploadImage(
  file: Blob,
  fileName: string,
  options: Pick<UploadOptions<'images.uploadImageResponseSchema'>, 'onProgress' | 'signal'> = {},
): Promise<ImageInfo> {
  const form = new FormData();
  form.append('image', file, fileName);
  const response = await uploadWithProgress('/images', {
    ...options,
    body: form,
    schema: 'images.uploadImageResponseSchema',
    unexpectedAnswer: () => i18next.t('imageInput:upload.unexpected'),
    fallbackMessages: FALLBACK_MESSAGES,
  });
  return response.data;
}

/** `DELETE /images/{id}`: for an upload that was replaced or removed before it was ever saved. */
export function deleteImage(imageId: string): Promise<void> {
  return apiRequest(`/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
    schema: 'noContent',
  });
}
