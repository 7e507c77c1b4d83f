import type { ApiError } from '@app/domain/api-error.schemas.ts';
import { loadSchema, type SchemaName, type SchemaOutput } from '@/api/schemas.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { SUPPORT_EMAIL } from '@/lib/site-config.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';

/** Where the API lives: same origin, so the session cookie travels with every call. */
export const API_BASE = '/api/v1';

/** A request the server refused (or could not be reached: status 0). `message` is for people. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  /** The server's machine-readable code, e.g. `invalid_contact`; null when it sent none. */
  readonly code: string | null;
  /** Seconds from a Retry-After header, so a rate-limit message can say how long to wait. */
  readonly retryAfterSeconds: number | null;

  constructor(options: {
    status: number;
    statusText: string;
    code: string | null;
    message: string;
    retryAfterSeconds?: number | null;
  }) {
    super(options.message);
    this.status = options.status;
    this.statusText = options.statusText;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * The sentence to show for any error a request or a render can throw. The server writes in
 * English: another language shows its own sentence for the refusal's code when it has one.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.code && i18next.language !== 'en') {
    const key = `errors:${error.code}`;
    if (i18next.exists(key)) return i18next.t(key as 'errors:internal', { support: SUPPORT_EMAIL });
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<N extends SchemaName> {
  method?: Method;
  body?: unknown;
  /** The answer's schema, by name (src/api/schemas.ts). */
  schema: N;
  signal?: AbortSignal;
}

/**
 * Calls the API and parses the answer with the domain schema. The session travels only in
 * the server's httpOnly cookie; `X-Requested-With` marks the call as the app's own, which
 * the server requires of cookie-authenticated state-changing requests (CSRF).
 */
export async function apiRequest<N extends SchemaName>(
  path: string,
  options: RequestOptions<N>,
): Promise<SchemaOutput<N>> {
  // A page's queries start from the effects of its first render, all in one task; each request
  // made in a task of its own keeps that task short (Lighthouse's blocking time on /urnb).
  await yieldToBrowser();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  const schemaReady = loadSchema(options.schema);
  // Awaited below only after the response; a failed import must not also be reported unhandled.
  schemaReady.catch(() => undefined);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (cause) {
    // An abort is TanStack Query cancelling a request nobody needs; let it pass unchanged.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw createNetworkError();
  }

  if (!response.ok) throw await toApiRequestError(response);

  const data: unknown = response.status === 204 ? {} : await response.json();
  return (await schemaReady).parse(data);
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status text stands in below.
  }
  return createApiRequestError({
    status: response.status,
    statusText: response.statusText,
    body,
    retryAfter: response.headers.get('Retry-After'),
  });
}

/** Set by the device's lock (src/lib/device-lock.ts): what a locked session's refusal starts. */
let sessionLockedHandler: (() => void) | null = null;

/** The server answered that the session is locked (423): the page shows the lock screen. */
export function onSessionLocked(handler: () => void): void {
  sessionLockedHandler = handler;
}

/**
 * The error for a refused request, from its status and (maybe) JSON body. Exported for the
 * callers that cannot use fetch, such as the upload that reports its progress through XHR.
 */
export function createApiRequestError(options: {
  status: number;
  statusText: string;
  body: unknown;
  retryAfter: string | null;
}): ApiRequestError {
  const error = isApiError(options.body) ? options.body.error : null;
  const code = error?.code ?? null;
  if (options.status === 423 && code === 'session_locked') sessionLockedHandler?.();
  const message = error?.message ?? '';
  return new ApiRequestError({
    status: options.status,
    statusText: options.statusText,
    code,
    message: message || options.statusText || `Request failed (HTTP ${options.status})`,
    retryAfterSeconds: parseRetryAfter(options.retryAfter),
  });
}

/**
 * The shape of the domain's `apiErrorSchema`, checked by hand: this runs in the entry, where
 * zod is not loaded (client.test.ts holds the two to the same answers).
 */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The server could not be reached at all: offline, DNS, a dropped connection. */
export function createNetworkError(): ApiRequestError {
  return new ApiRequestError({
    status: 0,
    statusText: 'Network error',
    code: 'network_error',
    message: 'We could not reach Inner Compass. Check your connection and try again.',
  });
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
