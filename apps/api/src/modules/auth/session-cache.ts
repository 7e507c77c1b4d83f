import type { DatabaseHandle, NotificationListener } from '../../db/client.ts';

/**
 * What the sessions table's triggers notify, with the session's id, when a session ends or its
 * lock changes (locked, unlocked, a new idle rule): either way, the remembered row is stale.
 */
const SESSION_ENDED_CHANNEL = 'session_ended';
/**
 * How long a server trusts a session it read, whatever it has heard since: the bound on how
 * long a session ended or locked through another server may still be served here, when the
 * database's notification is late (a loaded machine) or lost. Usually the notification comes
 * first, within milliseconds.
 */
export const SESSION_TRUSTED_MS = 1_000;
const MAX_ENTRIES = 10_000;

export type SessionRow = {
  id: string;
  userId: string;
  lastUsedAt: Date;
  expiresAt: Date;
  lockedAt: Date | null;
  lockAfterMinutes: number | null;
  activeAt: Date;
};

type Entry = { row: SessionRow; cachedAt: number };

/**
 * Live sessions by token hash, so that a signed-in request need not ask the database who it is
 * more than once a second (decision 0022). A session is forgotten the moment it ends or its lock
 * changes (decision 0047): at once in the server that changed it, and in every other server when
 * the database's notification reaches it, or `SESSION_TRUSTED_MS` after it was read, whichever
 * comes first. While a notification could be missed (the listening connection is lost, until it
 * listens again) the cache is empty and unused.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  // Moves on every forget: a row read before a session ended must not be remembered after it.
  #generation = 0;
  #listener: NotificationListener | undefined;

  static async start(database: DatabaseHandle): Promise<SessionCache> {
    const cache = new SessionCache();
    cache.#listener = await database.listen(SESSION_ENDED_CHANNEL, {
      onNotify: (sessionId) => cache.forgetSession(sessionId),
      onLost: () => cache.#forgetWhere(() => true),
    });
    return cache;
  }

  /** Read before a lookup in the database, and handed back to `remember` with its row. */
  get generation(): number {
    return this.#generation;
  }

  /** The remembered row, if it is not older than the cache allows. Its expiry is the caller's. */
  get(tokenHash: string, now: Date): SessionRow | undefined {
    if (!this.#listener?.live) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now.getTime() - entry.cachedAt >= SESSION_TRUSTED_MS) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a row read from the database, unless a session ended since `generation` was read. */
  remember(tokenHash: string, row: SessionRow, now: Date, generation: number): void {
    if (!this.#listener?.live || generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { row, cachedAt: now.getTime() });
  }

  forgetSession(sessionId: string): void {
    this.#forgetWhere((row) => row.id === sessionId);
  }

  forgetUser(userId: string): void {
    this.#forgetWhere((row) => row.userId === userId);
  }

  async close(): Promise<void> {
    this.#forgetWhere(() => true);
    await this.#listener?.close();
  }

  #forgetWhere(ended: (row: SessionRow) => boolean): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (ended(entry.row)) this.#entries.delete(tokenHash);
    }
  }
}
