import {
  ARCHIVE_IMPORTS_AT_ONCE,
  ARCHIVE_IMPORTS_WAITING,
  ARCHIVE_READ_SECONDS,
} from '@app/domain/archive.schemas.ts';
import { AppError } from '../../plugins/errors.ts';

/** What a refused client still sends is never read. */
const CLOSE = { connection: 'close' };

const importInProgress = () =>
  new AppError(
    409,
    'import_in_progress',
    'An import of yours is still running. When it has finished, try again.',
    CLOSE,
  );

const importsBusy = () =>
  new AppError(
    503,
    'imports_busy',
    'The server is importing other archives. Nothing was imported; try again in a minute.',
    { ...CLOSE, 'retry-after': '60' },
  );

/**
 * Whose archive is imported when (decision 0053). One import may take most of a server
 * process's memory budget (decision 0030), so two at once, from one person's two tabs or from
 * two people, could stop the server for everyone:
 * - a person has one import at a time, from the upload's first byte to the answer;
 * - a process reads and writes `atOnce` archives at once, and lets `maxWaiting` more wait for
 *   their turn, in the order they came, their uploads already on disk; past them it says busy.
 * An upload holds no turn while it arrives, so a slow connection keeps nobody else waiting.
 * Reading a file in its turn may take `readSeconds` (archive-read-thread.ts).
 */
export class ArchiveImportTurns {
  readonly #importing = new Set<string>();
  readonly #waiting: Array<() => void> = [];
  #running = 0;

  constructor(
    readonly atOnce = ARCHIVE_IMPORTS_AT_ONCE,
    readonly maxWaiting = ARCHIVE_IMPORTS_WAITING,
    readonly readSeconds = ARCHIVE_READ_SECONDS,
  ) {}

  /** Runs `work` as the one import of `userId`: refused while another of theirs runs. */
  async asPerson<T>(userId: string, work: () => Promise<T>): Promise<T> {
    if (this.#importing.has(userId)) throw importInProgress();
    this.#importing.add(userId);
    try {
      return await work();
    } finally {
      this.#importing.delete(userId);
    }
  }

  /** Runs `work` in its turn: at once while a turn is free, else after those waiting before. */
  async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.atOnce) {
      this.#running++;
    } else {
      if (this.#waiting.length >= this.maxWaiting) throw importsBusy();
      // The turn is handed over by the import that ends: the count of those running stays.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
