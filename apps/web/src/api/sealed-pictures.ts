import { sealedPictureWidths } from '@app/domain/image-urls.ts';
import type { ImageInfo } from '@app/domain/images.schemas.ts';
import { SEAL_BATCH_MAX } from '@app/domain/seal.schemas.ts';
import { API_BASE, apiRequest, createApiRequestError } from '@/api/client.ts';
import { fetchSealedPicture } from '@/api/sealed-picture-file.ts';
import { uploadWithProgress } from '@/api/upload.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { type SealedPictureCut, sealPictureOnDevice } from '@/lib/seal/device-pictures.ts';
import { type OpenJournal, SealBrokenError, sealPicture } from '@/lib/seal/journal-crypto.ts';

/*
 * A sealed journal's pictures (decision 0073): cut and sealed on this device, uploaded as one
 * ciphertext per width, fetched as ciphertext and opened here. Sealing and unsealing a journal
 * change its pictures in place, a batch at a time, as its posts.
 */

type Progress = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/** The multipart body the server reads: the size first, then each width as `w<width>`. */
function sealedForm(picture: SealedPictureCut, id?: string): FormData {
  const form = new FormData();
  if (id) form.append('id', id);
  form.append('width', String(picture.width));
  form.append('height', String(picture.height));
  for (const { width, sealed } of picture.widths) form.append(`w${width}`, new Blob([sealed]));
  return form;
}

const unexpectedAnswer = () => i18next.t('imageInput:upload.unexpected');

/**
 * Cuts and seals a picture on this device, then uploads it (`POST /images/sealed`) under an id
 * made here, which its ciphertexts are bound to. Progress runs over both: half cutting and
 * sealing, half sending.
 */
export async function uploadSealedPicture(
  journal: OpenJournal,
  file: Blob,
  { onProgress, signal }: Progress = {},
): Promise<ImageInfo> {
  const id = crypto.randomUUID();
  const picture = await sealPictureOnDevice(journal, id, file, {
    onProgress: (fraction) => onProgress?.(fraction / 2),
    ...(signal ? { signal } : {}),
  });
  const response = await uploadWithProgress('/images/sealed', {
    body: sealedForm(picture, id),
    schema: 'images.uploadImageResponseSchema',
    onProgress: (fraction) => onProgress?.(0.5 + fraction / 2),
    unexpectedAnswer,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** The person's post pictures still plain (sealing) or sealed (unsealing), and how many. */
function listPictures(which: 'plain' | 'sealed') {
  return apiRequest(`/images/${which}?limit=${SEAL_BATCH_MAX}`, {
    schema: 'images.pendingPicturesResponseSchema',
  });
}

/** A plain picture of the person's own, as the server keeps it (its master JPEG). */
async function fetchPlainPicture(imageId: string): Promise<Blob> {
  const response = await fetch(`${API_BASE}/images/${imageId}.jpg`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw createApiRequestError({
      status: response.status,
      statusText: response.statusText,
      body: null,
      retryAfter: null,
    });
  }
  return response.blob();
}

/**
 * While a journal is being sealed: each post picture still plain is fetched, cut and sealed
 * here, and put in the place of its plain bytes (`PUT /images/{id}/sealed`), which the server
 * deletes. `onProgress` counts pictures done of how many. Safe to run again: the server lists
 * only what is still plain.
 */
export async function sealPlainPictures(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  let page = await listPictures('plain');
  const total = page.remaining;
  let done = 0;
  while (page.data.length > 0) {
    for (const image of page.data) {
      const picture = await sealPictureOnDevice(
        journal,
        image._id,
        await fetchPlainPicture(image._id),
      );
      await uploadWithProgress(`/images/${image._id}/sealed`, {
        method: 'PUT',
        body: sealedForm(picture),
        schema: 'noContent',
        unexpectedAnswer,
      });
      onProgress(++done, total);
    }
    page = await listPictures('plain');
  }
}

/**
 * Each sealed post picture the server lists (for unsealing, or under the key before while the
 * key changes) handed to `change`, which puts something in its place; `onProgress` counts the
 * pictures done of how many. A picture that does not open stays as it is: answers how many.
 */
async function changeSealedPictures(
  onProgress: (done: number, total: number) => void,
  change: (image: ImageInfo) => Promise<void>,
): Promise<number> {
  let page = await listPictures('sealed');
  const total = page.remaining;
  let done = 0;
  const broken = new Set<string>();
  while (page.data.some((image) => !broken.has(image._id))) {
    for (const image of page.data.filter((candidate) => !broken.has(candidate._id))) {
      try {
        await change(image);
      } catch (error) {
        if (!(error instanceof SealBrokenError)) throw error;
        broken.add(image._id);
        continue;
      }
      onProgress(++done, total);
    }
    page = await listPictures('sealed');
  }
  return broken.size;
}

/**
 * While a journal is being unsealed: each sealed post picture is opened here at its own width
 * and sent plain (`PUT /images/{id}/plain`); the server re-encodes it as any upload. A picture
 * that does not open stays sealed, and the journal with it (the caller says how many).
 */
export function openSealedPictures(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  return changeSealedPictures(onProgress, async (image) => {
    const form = new FormData();
    form.append('image', await fetchSealedPicture(journal, image._id, image.width), 'picture.jpg');
    await uploadWithProgress(`/images/${image._id}/plain`, {
      method: 'PUT',
      body: form,
      schema: 'images.uploadImageResponseSchema',
      unexpectedAnswer,
    });
  });
}

/**
 * While the journal's key changes (decision 0070): each post picture still under the key
 * before is opened here width by width and sealed again under the new one, its bytes as they
 * were (nothing re-encoded), then put in place of the old (`PUT /images/{id}/sealed`). A
 * picture that does not open stays as it is; the caller says how many.
 */
export function resealPictures(
  journal: OpenJournal,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  return changeSealedPictures(onProgress, async (image) => {
    const widths = await Promise.all(
      sealedPictureWidths(image.width).map(async (width) => {
        const jpeg = await fetchSealedPicture(journal, image._id, width);
        return {
          width,
          sealed: await sealPicture(journal, image._id, width, await jpeg.arrayBuffer()),
        };
      }),
    );
    await uploadWithProgress(`/images/${image._id}/sealed`, {
      method: 'PUT',
      body: sealedForm({ width: image.width, height: image.height, widths }),
      schema: 'noContent',
      unexpectedAnswer,
    });
  });
}
