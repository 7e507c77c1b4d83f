import type { LockedSession, SessionResponse } from '@app/domain/session.schemas.ts';
import {
  ESCAPE_TWICE_WITHIN_MS,
  IDLE_REPORT_INTERVAL_MS,
  isLockAfterMinutes,
  type LockAfterMinutes,
  MAX_REPORTED_IDLE_SECONDS,
} from '@app/domain/session-lock.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { onSessionLocked } from '@/api/client.ts';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { getSession, watchSession } from '@/api/session.ts';
import { lockSession, reportIdleLock, reportIdleLockOnLeaving } from '@/api/session-lock.ts';
import { readDeviceValue, writeDeviceValue } from './device-storage.ts';
import { queryClient } from './query-client.ts';

/*
 * The lock on this device (decision 0047). Locked, the app shows only the lock screen:
 * the pages are unmounted (nothing of the journal stays in the DOM), the query cache is emptied,
 * and the server refuses the session everywhere but unlock and logout, so a reload, a new tab
 * or the console meet the lock too. It locks on two presses of Escape, and after the profile's
 * "Lock after" of no use: the last use is shared by every tab through local storage, checked
 * before the first render, and reported to the server, which locks by it as well.
 *
 * Kept in local storage (this device's, never the account's): the "Lock after" choice, the time
 * of the last use (present only while someone is signed in here), and a mark while locked, which
 * every tab hears of through storage events.
 */

const LOCK_AFTER_KEY = 'inner-compass:lock-after';
const LAST_USE_KEY = 'inner-compass:last-use';
const LOCKED_KEY = 'inner-compass:locked';
/** A pointer moving writes the last use once a second at most, not once a frame. */
const LAST_USE_WRITE_MS = 1000;
const USE_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

type DeviceLock =
  | { locked: false }
  /** `session`: what the lock screen may show, once the server has said (null until then). */
  | { locked: true; session: LockedSession | null; loadFailed: boolean };

let state: DeviceLock = { locked: false };
const listeners = new Set<() => void>();

function setState(next: DeviceLock): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The server's render of a page (document.tsx) draws it unlocked: it knows no device. */
export function useDeviceLock(): DeviceLock {
  return useSyncExternalStore(subscribe, getState, getState);
}

export function isDeviceLocked(): boolean {
  return state.locked;
}

/** This device's "Lock after", in minutes; null: never. */
export function lockAfterSetting(): LockAfterMinutes | null {
  const minutes = Number(readDeviceValue(LOCK_AFTER_KEY));
  return isLockAfterMinutes(minutes) ? minutes : null;
}

let lastUse: number | null = null;
let lastUseWritten = 0;

/** The last use any tab saw; null when nobody is signed in on this device. */
function readLastUse(): number | null {
  const stored = Number(readDeviceValue(LAST_USE_KEY));
  const fromStorage = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (fromStorage === null) return lastUse;
  return lastUse === null ? fromStorage : Math.max(lastUse, fromStorage);
}

function setLastUse(time: number | null): void {
  lastUse = time;
  lastUseWritten = time ?? 0;
  writeDeviceValue(LAST_USE_KEY, time === null ? null : String(time));
}

const isSignedInHere = () => readLastUse() !== null;

function idleSeconds(): number {
  const since = readLastUse();
  if (since === null) return 0;
  return Math.min(MAX_REPORTED_IDLE_SECONDS, Math.max(0, Math.floor((Date.now() - since) / 1000)));
}

/** The idle time has run out (a lock time is chosen and someone is signed in here). */
function isLockDue(): boolean {
  const minutes = lockAfterSetting();
  const since = readLastUse();
  return minutes !== null && since !== null && Date.now() - since >= minutes * 60_000;
}

// --- telling the server -------------------------------------------------------------------------

let reportTimer: ReturnType<typeof setTimeout> | undefined;
let lastReportAt = 0;

async function sendReport(): Promise<void> {
  clearTimeout(reportTimer);
  reportTimer = undefined;
  lastReportAt = Date.now();
  try {
    await reportIdleLock({ lockAfterMinutes: lockAfterSetting(), idleSeconds: idleSeconds() });
  } catch {
    // A locked answer locks this page (api/client.ts); otherwise the next report tries again.
  }
}

/**
 * While a lock time is chosen, the server hears of the use at most every half minute, and once
 * more after the last use, so that its lock falls when the page's does.
 */
function scheduleReport(): void {
  if (reportTimer !== undefined || lockAfterSetting() === null) return;
  const wait = Math.max(0, lastReportAt + IDLE_REPORT_INTERVAL_MS - Date.now());
  reportTimer = setTimeout(() => void sendReport(), wait);
}

function reportOnLeaving(): void {
  if (state.locked || !isSignedInHere() || lockAfterSetting() === null) return;
  reportIdleLockOnLeaving({ lockAfterMinutes: lockAfterSetting(), idleSeconds: idleSeconds() });
}

// --- locking and unlocking ----------------------------------------------------------------------

let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Wakes when the idle time would run out; another tab's use may have moved it on by then. */
function scheduleIdleCheck(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  const minutes = lockAfterSetting();
  const since = readLastUse();
  if (minutes === null || since === null || state.locked) return;
  idleTimer = setTimeout(
    () => {
      if (isLockDue()) lockDevice();
      else scheduleIdleCheck();
    },
    Math.max(0, since + minutes * 60_000 - Date.now()),
  );
}

/** What the lock screen shows, from the server (`GET /session`, read by `onSessionAnswer`). */
async function loadLockedSession(): Promise<void> {
  try {
    await getSession();
  } catch {
    if (state.locked) setState({ locked: true, session: state.session, loadFailed: true });
  }
}

let relockedOnce = false;

/** Every answer of `GET /session`, the pages' and the lock screen's alike. */
function onSessionAnswer(answer: SessionResponse): void {
  if (answer.locked) {
    relockedOnce = false;
    lockDevice(answer.locked, false);
  } else if (answer.data === null) {
    // Nobody is signed in (logged out, or the session ended): nothing is left to lock.
    noteSignedOut();
  } else if (state.locked) {
    // Locked here while the server had not heard of it (a request lost on the way): again, once.
    if (relockedOnce) return;
    relockedOnce = true;
    void lockSession()
      .then(loadLockedSession)
      .catch(() => setState({ locked: true, session: null, loadFailed: true }));
  } else {
    noteSessionOpen(answer.lockAfterMinutes);
  }
}

/** Asks the server again for what the lock screen shows (after a failed first try). */
export function retryLockedSession(): void {
  if (!state.locked) return;
  setState({ locked: true, session: state.session, loadFailed: false });
  void loadLockedSession();
}

/**
 * Locks this device now. The state changes first, so the pages are unmounted in the next
 * render (a form keeps its draft: use-post-draft.ts); the cache is emptied, and the server told
 * unless it is the one that said so (`session` given, or a 423).
 */
export function lockDevice(session: LockedSession | null = null, tellServer = true): void {
  if (state.locked) {
    if (session) setState({ locked: true, session, loadFailed: false });
    return;
  }
  setState({ locked: true, session, loadFailed: false });
  writeDeviceValue(LOCKED_KEY, '1');
  clearTimeout(idleTimer);
  clearTimeout(reportTimer);
  reportTimer = undefined;
  void queryClient.cancelQueries();
  queryClient.clear();
  notifications.clean();
  if (tellServer) {
    void lockSession()
      .catch(() => undefined)
      .then(() => (session ? undefined : loadLockedSession()));
  } else if (!session) {
    void loadLockedSession();
  }
}

/** Unlocked by a proof of the person (the lock screen): back to the page as it was. */
export function unlockDevice(user: User): void {
  writeDeviceValue(LOCKED_KEY, null);
  setLastUse(Date.now());
  queryClient.setQueryData(currentUserQueryKey, user);
  setState({ locked: false });
  scheduleIdleCheck();
}

/** Someone signed in here (a code, a passkey): the idle time starts now, the rule goes along. */
function noteSignedIn(): void {
  writeDeviceValue(LOCKED_KEY, null);
  setLastUse(Date.now());
  if (state.locked) setState({ locked: false });
  if (lockAfterSetting() !== null) void sendReport();
  scheduleIdleCheck();
}

/** The server says this session is open; it learns the device's rule if it holds another. */
function noteSessionOpen(serverLockAfter: number | null | undefined): void {
  if (readLastUse() === null) setLastUse(Date.now());
  if (serverLockAfter !== undefined && serverLockAfter !== lockAfterSetting()) void sendReport();
  scheduleIdleCheck();
}

/** Nobody is signed in here (logout, an ended session): nothing to lock or time. */
function noteSignedOut(): void {
  writeDeviceValue(LOCKED_KEY, null);
  setLastUse(null);
  clearTimeout(idleTimer);
  clearTimeout(reportTimer);
  reportTimer = undefined;
  if (state.locked) setState({ locked: false });
}

/** The profile's choice: kept on this device, and told to the server at once. */
export async function chooseLockAfter(minutes: LockAfterMinutes | null): Promise<void> {
  writeDeviceValue(LOCK_AFTER_KEY, minutes === null ? null : String(minutes));
  setLastUse(Date.now());
  scheduleIdleCheck();
  lastReportAt = Date.now();
  await reportIdleLock({ lockAfterMinutes: minutes, idleSeconds: 0 });
}

// --- what the person does -----------------------------------------------------------------------

let lastEscapeAt = 0;

/** What Escape closes: a modal, a menu, a popover, a list of choices, the search panel. */
const ESCAPE_CLOSES =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [aria-expanded="true"]';

/**
 * Whether something Escape closes is open. Only what is shown counts: Mantine keeps a closed
 * select's list in the page, hidden, and the profile and the feelings pages have one.
 */
function escapeClosesSomething(): boolean {
  return [...document.querySelectorAll(ESCAPE_CLOSES)].some((element) => element.checkVisibility());
}

function onUse(event: Event): void {
  if (state.locked || !isSignedInHere()) return;
  const now = Date.now();
  if (event.type === 'keydown') {
    const { key, repeat } = event as KeyboardEvent;
    if (key === 'Escape' && !repeat) {
      // Only watched, never stopped: a single Escape still closes what it closed, and that
      // Escape is not one of the two that lock, so closing a dialog and pressing Escape once
      // more never locks.
      if (escapeClosesSomething()) {
        lastEscapeAt = 0;
      } else if (now - lastEscapeAt <= ESCAPE_TWICE_WITHIN_MS) {
        lastEscapeAt = 0;
        lockDevice();
        return;
      } else {
        lastEscapeAt = now;
      }
    }
  }
  lastUse = now;
  if (now - lastUseWritten >= LAST_USE_WRITE_MS) {
    lastUseWritten = now;
    writeDeviceValue(LAST_USE_KEY, String(now));
  }
  if (idleTimer === undefined) scheduleIdleCheck();
  scheduleReport();
}

/** Back to a tab, a woken device, a page from the back-forward cache: is the time up? */
function checkNow(): void {
  if (state.locked) return;
  if (isLockDue()) lockDevice();
  else scheduleIdleCheck();
}

function onStorage(event: StorageEvent): void {
  if (event.key === LOCKED_KEY) {
    if (event.newValue !== null) lockDevice(null, false);
    else if (state.locked) {
      // Another tab unlocked: the session is open again; this tab asks the server who it is.
      setState({ locked: false });
      scheduleIdleCheck();
    }
  } else if (event.key === LAST_USE_KEY && event.newValue === null) {
    // Logged out in another tab: nobody is left here to time or lock.
    noteSignedOut();
  } else if (event.key === LOCK_AFTER_KEY || event.key === LAST_USE_KEY || event.key === null) {
    checkNow();
  }
}

/**
 * Starts watching, before the app's first render; returns whether the device starts locked (it
 * was locked, or its idle time ran out while no page was open), in which case nothing of the
 * journal may render.
 */
export function startDeviceLock(): boolean {
  for (const type of USE_EVENTS) {
    window.addEventListener(type, onUse, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reportOnLeaving();
    else checkNow();
  });
  window.addEventListener('pagehide', reportOnLeaving);
  window.addEventListener('pageshow', checkNow);
  window.addEventListener('focus', checkNow);
  window.addEventListener('storage', onStorage);
  onSessionLocked(() => lockDevice(null, false));
  watchSession({
    answered: onSessionAnswer,
    replaced: (user) => (user ? noteSignedIn() : noteSignedOut()),
  });
  if (readDeviceValue(LOCKED_KEY) !== null || isLockDue()) {
    lockDevice();
    return true;
  }
  scheduleIdleCheck();
  return false;
}
