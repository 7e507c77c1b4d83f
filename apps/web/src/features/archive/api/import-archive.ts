import { type ImportSummary, importResponseSchema } from '@app/domain/archive.schemas.ts';
import i18next from 'i18next';
import {
  API_BASE,
  ApiRequestError,
  createApiRequestError,
  createNetworkError,
} from '@/lib/api-client.ts';

/**
 * Uploads an export (POST archive/import, the ZIP as the body). XMLHttpRequest, as the image
 * upload does: only XHR reports upload progress. `X-Requested-With` marks the call as the
 * app's own (CSRF).
 */
export function importArchive(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/archive/import`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/zip');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's page): the status decides below.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = importResponseSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data.data);
        return reject(
          new ApiRequestError({
            status: request.status,
            statusText: request.statusText,
            code: 'invalid_response',
            message: i18next.t('archive:import.unexpected'),
          }),
        );
      }
      reject(
        createApiRequestError({
          status: request.status,
          statusText: request.statusText,
          body,
          retryAfter: request.getResponseHeader('Retry-After'),
        }),
      );
    };
    request.onerror = () => reject(createNetworkError());
    request.send(file);
  });
}
