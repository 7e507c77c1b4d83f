import { USER_REFRESH_MS } from '@app/domain/limits.ts';
import type { SessionResponse } from '@app/domain/session.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { hashKey, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/api/client.ts';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { loadSchema } from '@/api/schemas.ts';
import { readDeviceValue, writeDeviceValue } from '@/lib/device-storage.ts';
import { claimPostDrafts, forgetPostDrafts } from '@/lib/post-draft-storage.ts';

/*
 * The signed-in person (`GET /session`, the server's auth module): the shell, the route guard,
 * the auth pages and every feature read it. The entry runs this module, so it holds only that.
 */

let visitorExpected = false;

/**
 * Called when the page arrived as the prerendered login page, which the server sends only to
 * a request without a session cookie (decision 0023). The next session check then expects a
 * visitor's `{ data: null }` and loads the answer's schema (zod and the user schemas, long work
 * on a slow phone's main thread) only if someone is signed in after all (decision 0037).
 */
export function expectVisitor(): void {
  visitorExpected = true;
}

/** A visitor's answer, exactly: anything else is checked against the schema. */
export function isVisitorAnswer(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Object.keys(answer).length === 1 &&
    (answer as { data?: unknown }).data === null
  );
}

/** Read before the app runs too: the login page's loader starts the app at once where it is set. */
export const SIGNED_IN_HERE_KEY = 'inner-compass-signed-in-here';

/**
 * Whether someone has been signed in with this browser before (kept after logout). Only then
 * does the login page start its passkey autofill, which loads zod and the WebAuthn library
 * while the page starts (decision 0046): a first visit pays nothing for it.
 */
export function hasSignedInHere(): boolean {
  return readDeviceValue(SIGNED_IN_HERE_KEY) !== null;
}

function rememberSignedInHere(): void {
  if (!hasSignedInHere()) writeDeviceValue(SIGNED_IN_HERE_KEY, '1');
}

/** What hears of every session answer and every change of person: the device's lock. */
interface SessionWatcher {
  answered: (answer: SessionResponse) => void;
  replaced: (user: User | null) => void;
}

let watcher: SessionWatcher | null = null;

/** Set once, by src/lib/device-lock.ts, before the first session check. */
export function watchSession(sessionWatcher: SessionWatcher): void {
  watcher = sessionWatcher;
}

/**
 * `GET /session` as the server answers it: the person, nobody, or a locked session (decision
 * 0047). It answers 200 for visitors, so a signed-out page load raises no failed request.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const options = signal ? { signal } : {};
  let answer: SessionResponse;
  if (visitorExpected) {
    visitorExpected = false;
    const unchecked = await apiRequest('/session', { schema: 'unchecked', ...options });
    answer = isVisitorAnswer(unchecked)
      ? { data: null }
      : (await loadSchema('session.sessionResponseSchema')).parse(unchecked);
  } else {
    answer = await apiRequest('/session', { schema: 'session.sessionResponseSchema', ...options });
  }
  watcher?.answered(answer);
  if (answer.data) {
    claimPostDrafts(answer.data._id);
    rememberSignedInHere();
  }
  return answer;
}

/** The signed-in person, or null when signed out; a locked session is neither, and throws. */
async function getCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const answer = await getSession(signal);
  if (answer.locked) {
    throw new ApiRequestError({
      status: 423,
      statusText: 'Locked',
      code: 'session_locked',
      message: 'Inner Compass is locked on this device.',
    });
  }
  return answer.data;
}

const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) => getCurrentUser(signal),
  // docs/product.md section 4: user data refreshes every 10 minutes, so a session that ended elsewhere
  // (logout on another device, account deleted) sends this tab to login.
  refetchInterval: USER_REFRESH_MS,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/**
 * Called when the signed-in person changes (login, logout): nothing cached for the previous
 * person may show to the next. Other queries are reset, which drops their data and refetches
 * those on screen (the footer's counts then include the new account); the current-user query
 * is set in place, because the shell stays subscribed to it across the change.
 */
export function replaceSessionUser(queryClient: QueryClient, user: User | null): void {
  // Drafts are the tab's: a person signing in never finds another's, and logging out ends them.
  if (user) {
    claimPostDrafts(user._id);
    rememberSignedInHere();
  } else forgetPostDrafts();
  watcher?.replaced(user);
  const currentUserHash = hashKey(currentUserQueryKey);
  queryClient.setQueryData(currentUserQueryKey, user);
  void queryClient.resetQueries({ predicate: (query) => query.queryHash !== currentUserHash });
}
