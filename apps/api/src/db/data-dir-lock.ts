import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * The lock is the kernel's: an exclusive lock on the open file DATA_DIR/server.lock
 * (fs-native-extensions: fcntl F_OFD_SETLK on Linux, flock on macOS), which the kernel drops
 * when the holder's last descriptor closes, however the process ended. So a restart right after
 * SIGKILL starts, and neither a zombie nor a PID seen again (in another process, or in another
 * container on the same volume) holds it; two processes racing cannot both get it. It belongs
 * to the open file, not to the process, so a second open in the same process is refused too.
 * The file holds the holder's PID only to name it in the refusal. It is never deleted: a
 * process that opened the old file before it went would lock that one while another locked a
 * new one.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  // Loaded here, as PGlite is: a server on PostgreSQL never needs the native addon.
  const { tryLock } = await import('fs-native-extensions');
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) fs.closeSync(fd);
  }
  if (!locked) {
    const holder = fs.readFileSync(lockPath, 'utf8').trim();
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another process` +
        `${/^\d+$/.test(holder) ? ` (PID ${holder})` : ''}. Only one process may open the ` +
        'embedded database at a time: stop the running server first, or use PostgreSQL ' +
        '(DATABASE_URL) to run several.',
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the descriptor is what releases the lock.
    fs.closeSync(fd);
  };
}
