import {
  API_BASE,
  ApiRequestError,
  createApiRequestError,
  createNetworkError,
} from '@/api/client.ts';
import { loadSchema, type SchemaName, type SchemaOutput } from '@/api/schemas.ts';

export interface UploadOptions<N extends SchemaName> {
  /** POST unless said: a sealed journal's pictures are replaced with PUT. */
  method?: 'POST' | 'PUT';
  body: Blob | FormData;
  /** Left out for FormData, whose boundary the browser writes. */
  contentType?: string;
  schema: N;
  /** Called with the share of the bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The sentence for a success whose answer does not match its schema. */
  unexpectedAnswer: () => string;
  /**
   * Sentences for refusals that reach us without the API's JSON body (a proxy in front of the
   * app answering 413 itself, say), by status; the API's own message wins whenever there is one.
   */
  fallbackMessages?: Record<number, () => string>;
}

/**
 * A `POST` (or `PUT`) of bytes that reports its progress, answered like apiRequest's calls: parsed by the
 * named schema, or refused with an ApiRequestError. XMLHttpRequest rather than fetch: only XHR
 * reports upload progress, which a person on a slow phone connection needs to see for a 10 MB
 * photo. The cookie carries the session and `X-Requested-With` marks the call as the app's own,
 * as in client.ts (CSRF).
 */
export function uploadWithProgress<N extends SchemaName>(
  path: string,
  options: UploadOptions<N>,
): Promise<SchemaOutput<N>> {
  const { onProgress, signal } = options;
  const schemaReady = loadSchema(options.schema);
  // Awaited only after a success; a failed import must not also be reported unhandled.
  schemaReady.catch(() => undefined);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    if (options.contentType) request.setRequestHeader('Content-Type', options.contentType);
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = async () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(toError(request, body, options.fallbackMessages?.[request.status]));
        return;
      }
      try {
        const answer = (await schemaReady).parse(body);
        onProgress?.(1);
        resolve(answer);
      } catch {
        reject(
          new ApiRequestError({
            status: request.status,
            statusText: request.statusText,
            code: 'invalid_response',
            message: options.unexpectedAnswer(),
          }),
        );
      }
    };
    request.onerror = () => reject(createNetworkError());
    request.ontimeout = () => reject(createNetworkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(options.body);
  });
}

function toError(
  request: XMLHttpRequest,
  body: unknown,
  fallback: (() => string) | undefined,
): ApiRequestError {
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
