import {
  type ImageInfo,
  MAX_IMAGE_BYTES,
  uploadImageResponseSchema,
} from '@app/domain/images.schemas.ts';
import {
  API_BASE,
  ApiRequestError,
  createApiRequestError,
  createNetworkError,
} from './api-client.ts';
import { i18next } from './i18n/i18n.ts';

export interface UploadImageOptions {
  /** Called with the share of the bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const MAX_IMAGE_MEGABYTES = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/**
 * Sentences for refusals that reach us without the API's JSON body (a proxy in front of the
 * app answering 413 itself, say); the API's own message wins whenever there is one. Read when
 * needed, in the active language: the image input has loaded its namespace by then.
 */
const FALLBACK_MESSAGES: Record<number, () => string> = {
  401: () => i18next.t('imageInput:upload.sessionEnded'),
  413: () => i18next.t('imageInput:upload.tooLarge', { limit: MAX_IMAGE_MEGABYTES }),
  415: () => i18next.t('imageInput:upload.invalidType'),
  422: () => i18next.t('imageInput:upload.tooManyPixels'),
};

/**
 * Uploads one image (`POST /images`, multipart field `image`) and resolves with its id and
 * size. XMLHttpRequest rather than fetch: only XHR reports upload progress, which a person
 * on a slow phone connection needs to see for a 10 MB photo. The cookie carries the session
 * and `X-Requested-With` marks the call as the app's own, as in api-client.ts (CSRF).
 */
export function uploadImage(
  file: Blob,
  fileName: string,
  options: UploadImageOptions = {},
): Promise<ImageInfo> {
  const { onProgress, signal } = options;
  return new Promise<ImageInfo>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/images`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadImageResponseSchema.safeParse(body);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data.data);
        } else {
          reject(
            new ApiRequestError({
              status: request.status,
              statusText: request.statusText,
              code: 'invalid_response',
              message: i18next.t('imageInput:upload.unexpected'),
            }),
          );
        }
        return;
      }
      reject(toError(request, body));
    };
    request.onerror = () => reject(createNetworkError());
    request.ontimeout = () => reject(createNetworkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('image', file, fileName);
    request.send(form);
  });
}

function toError(request: XMLHttpRequest, body: unknown): ApiRequestError {
  const fallback = FALLBACK_MESSAGES[request.status];
  const error = createApiRequestError({
    status: request.status,
    statusText: request.statusText,
    body,
    retryAfter: request.getResponseHeader('Retry-After'),
  });
  if (error.code !== null || !fallback) return error;
  return createApiRequestError({
    status: request.status,
    statusText: fallback(),
    body: null,
    retryAfter: request.getResponseHeader('Retry-After'),
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
