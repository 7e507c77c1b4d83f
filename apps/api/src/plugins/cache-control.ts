import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a browser may keep of an answer: nothing, so nothing of the journal outlives its page
 * (a lock, a logout, the console's `fetch(url, { cache: 'force-cache' })`). Set on every answer
 * before any route runs; the few that may be kept set their own: the pictures (revalidated
 * each time, images.routes.ts) and the web app's files and pages (web-app.ts).
 */
const NO_STORE = 'no-store';

/** Sent when a session ends or locks: the browser drops its HTTP cache of this origin. */
export const CLEAR_CACHE: Record<string, string> = { 'clear-site-data': '"cache"' };

export function setNoStore(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('cache-control', NO_STORE);
}
