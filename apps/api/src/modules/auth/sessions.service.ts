import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declarePrepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { SessionCache, SessionRow } from './session-cache.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Touching the row on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type Session = { sessionId: string; userId: string };

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit opaque token; only its SHA-256 is stored. `passkeyId`: the passkey that signed in. */
export async function createSession(db: Database, userId: string, now: Date, passkeyId?: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      passkeyId,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

/**
 * The lookup every signed-in request makes, prepared once per database: building it with
 * Drizzle on each request would cost CPU, and PostgreSQL skips parsing it too.
 */
const sessionLookup = declarePrepared('find_session', (db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1),
);

const dueTouch = (row: SessionRow, now: Date) =>
  now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;

/**
 * The live session for a token, honouring idle and absolute expiry; null otherwise. A remembered
 * session serves until it is due a touch (well inside the idle expiry); then the database is
 * asked again.
 */
export async function findSession(
  db: Database,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<Session | null> {
  const tokenHash = hashSessionToken(token);
  const cached = cache.get(tokenHash, now);
  if (cached && cached.expiresAt > now && !dueTouch(cached, now)) {
    return { sessionId: cached.id, userId: cached.userId };
  }
  const generation = cache.generation;
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
  });
  if (!row) return null;
  if (dueTouch(row, now)) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
    row.lastUsedAt = now;
  }
  cache.remember(tokenHash, row, now, generation);
  return { sessionId: row.id, userId: row.userId };
}

/** Ends a session here at once; the database tells the other servers (session-cache.ts). */
export async function revokeSession(
  db: Database,
  cache: SessionCache,
  sessionId: string,
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  cache.forgetSession(sessionId);
}
