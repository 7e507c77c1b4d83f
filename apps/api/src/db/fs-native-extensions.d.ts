// The package ships no types; these are the calls data-dir-lock.ts makes (its README's API).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file, or false at once when another description holds it. */
  export function tryLock(fd: number): boolean;
}
