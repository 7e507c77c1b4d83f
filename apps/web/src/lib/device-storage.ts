/*
 * This browser's local storage, where any access may fail (private modes, policies): a value
 * that cannot be read is absent, and one that cannot be written stays as it was.
 */

export function readDeviceValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null. */
export function writeDeviceValue(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Whoever asked works on without it (the lock, for one, by its own timers and the server's).
  }
}
