import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { declarePrepared } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/sessions.ts';

type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
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
      lockedAt: sessions.lockedAt,
      lockAfterMinutes: sessions.lockAfterMinutes,
      activeAt: sessions.activeAt,
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

/** The session of a token hash, unless it ran out at `now` or was last used before `idleSince`. */
export async function findLiveSessionRow(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
) {
  const [row] = await sessionLookup(db).execute({ tokenHash, now, idleSince });
  return row ?? null;
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** Locks the session at `now`, unless it is locked already. */
export async function lockSessionRow(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ lockedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.lockedAt)));
}

/** Opens the session again, a use of the device at `now`; `proved`: a fresh proof too. */
export async function unlockSessionRow(
  db: Database,
  sessionId: string,
  now: Date,
  proved: boolean,
) {
  await db
    .update(sessions)
    .set({ lockedAt: null, activeAt: now, ...(proved ? { provedAt: now } : {}) })
    .where(eq(sessions.id, sessionId));
}

/**
 * Sets an open session's idle rule and moves its last use forward to `lastUse` (never back);
 * locks it at `now` when its last use is at or before `idleSince`. Answers whether it is locked
 * (a session locked before, or gone, counts as locked).
 */
export async function recordIdleReport(
  db: Database,
  sessionId: string,
  report: { lockAfterMinutes: number | null; lastUse: Date; idleSince: Date | null },
  now: Date,
): Promise<boolean> {
  const activeAt = sql`greatest(${sessions.activeAt}, ${report.lastUse.toISOString()}::timestamptz)`;
  const lockedAt: SQL | null =
    report.idleSince === null
      ? null
      : sql`case when ${activeAt} <= ${report.idleSince.toISOString()}::timestamptz
              then ${now.toISOString()}::timestamptz end`;
  const [row] = await db
    .update(sessions)
    .set({ lockAfterMinutes: report.lockAfterMinutes, activeAt, lockedAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.lockedAt)))
    .returning({ lockedAt: sessions.lockedAt });
  return !row || row.lockedAt !== null;
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** When the session's person last proved who they are, and the passkey that signed it in. */
export async function findSessionProof(db: Database, sessionId: string) {
  const [row] = await db
    .select({ provedAt: sessions.provedAt, passkeyId: sessions.passkeyId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}
