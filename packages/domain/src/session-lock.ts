/*
 * The lock on a device (decision 0047): the choices of the profile's "Lock after",
 * and the timings the web and the server share. No zod here: the web's entry reads these.
 */

/** Lock after this many minutes of no use; the profile's choices besides Never (null). */
export const LOCK_AFTER_MINUTES = [1, 5, 15, 60] as const;
export type LockAfterMinutes = (typeof LOCK_AFTER_MINUTES)[number];

export function isLockAfterMinutes(value: unknown): value is LockAfterMinutes {
  return (LOCK_AFTER_MINUTES as readonly unknown[]).includes(value);
}

/**
 * A page in use tells the server how long it has been idle at most this often (and when it is
 * hidden), so the server's idle lock falls when the page's does, within a report.
 */
export const IDLE_REPORT_INTERVAL_MS = 30_000;

/** The longest idle time a page reports: a device asleep for longer is simply idle. */
export const MAX_REPORTED_IDLE_SECONDS = 31 * 24 * 60 * 60;

/** Two presses of Escape at most this far apart lock the device at once. */
export const ESCAPE_TWICE_WITHIN_MS = 600;
