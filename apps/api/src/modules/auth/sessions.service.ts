import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { SessionCache, SessionRow } from './session-cache.ts';
import {
  deleteSession,
  findLiveSessionRow,
  insertSession,
  lockSessionRow,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Touching the row on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * A live session. `locked`: only unlocking and logging out answer it; `lockAfterMinutes`: its
 * device's idle rule as the server holds it (decision 0047).
 */
export type Session = {
  sessionId: string;
  userId: string;
  locked: boolean;
  lockAfterMinutes: number | null;
};

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit opaque token; only its SHA-256 is stored. `passkeyId`: the passkey that signed in. */
export async function createSession(db: Database, userId: string, now: Date, passkeyId?: string) {
  const token = randomBytes(32).toString('base64url');
  const sessionId = await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    passkeyId,
    provedAt: now,
    activeAt: now,
  });
  return { token, sessionId };
}

const dueTouch = (row: SessionRow, now: Date) =>
  now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;

/** The device's idle time ran out: the person has not used it for its "Lock after". */
const isIdleOver = (row: SessionRow, now: Date) =>
  row.lockAfterMinutes !== null &&
  now.getTime() - row.activeAt.getTime() >= row.lockAfterMinutes * 60_000;

const toSession = (row: SessionRow): Session => ({
  sessionId: row.id,
  userId: row.userId,
  locked: row.lockedAt !== null,
  lockAfterMinutes: row.lockAfterMinutes,
});

/**
 * The live session for a token, honouring idle and absolute expiry; null otherwise. A remembered
 * session serves until it is due a touch (well inside the idle expiry); then the database is
 * asked again. One whose device's idle time looks over is asked again too (another server may
 * have heard of a use since), and if it is over, locked here for every server.
 */
export async function findSession(
  db: Database,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<Session | null> {
  const tokenHash = hashSessionToken(token);
  const cached = cache.get(tokenHash, now);
  if (cached && cached.expiresAt > now && !dueTouch(cached, now) && !isIdleOver(cached, now)) {
    return toSession(cached);
  }
  const generation = cache.generation;
  const row = await findLiveSessionRow(
    db,
    tokenHash,
    now,
    new Date(now.getTime() - SESSION_IDLE_MS),
  );
  if (!row) return null;
  if (dueTouch(row, now)) {
    await touchSession(db, row.id, now);
    row.lastUsedAt = now;
  }
  if (row.lockedAt === null && isIdleOver(row, now)) {
    await lockSessionRow(db, row.id, now);
    row.lockedAt = now;
  }
  cache.remember(tokenHash, row, now, generation);
  return toSession(row);
}

/** Ends a session here at once; the database tells the other servers (session-cache.ts). */
export async function revokeSession(
  db: Database,
  cache: SessionCache,
  sessionId: string,
): Promise<void> {
  await deleteSession(db, sessionId);
  cache.forgetSession(sessionId);
}
