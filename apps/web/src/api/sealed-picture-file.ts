import { sealedPictureUrl } from '@app/domain/image-urls.ts';
import { createApiRequestError } from '@/api/client.ts';
import { type OpenJournal, openPicture } from '@/lib/seal/journal-crypto.ts';

/*
 * One width of a sealed journal's picture (decision 0073), fetched and opened here: apart from
 * the uploads (sealed-pictures.ts) so that every page showing a post takes no zod with it.
 */

/** The ciphertext of one width of a sealed picture, opened with the journal: its JPEG. */
export async function fetchSealedPicture(
  journal: OpenJournal,
  imageId: string,
  width: number,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(sealedPictureUrl(imageId, width), {
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    throw createApiRequestError({
      status: response.status,
      statusText: response.statusText,
      body: await response.json().catch(() => null),
      retryAfter: response.headers.get('Retry-After'),
    });
  }
  const jpeg = await openPicture(journal, imageId, width, await response.arrayBuffer());
  return new Blob([jpeg], { type: 'image/jpeg' });
}
