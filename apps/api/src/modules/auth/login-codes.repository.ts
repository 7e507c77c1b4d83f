import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { loginCodes, loginFailureCounts } from '../../db/schema/login-codes.ts';

/** Serialises the sends and tries of one contact, so no limit or count can be raced. */
export async function lockContact(tx: Database, contact: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${contact}))`);
}

/**
 * Texts sent since `since`, to any number, to browsers that never signed in by it, with every
 * other such count waiting until this transaction ends: the budget is counted and spent by one
 * transaction at a time.
 */
export async function countStrangersTextsSince(tx: Database, since: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth'), hashtext('texts per day'))`);
  return tx.$count(
    loginCodes,
    and(
      // As login_codes_strangers_texts_idx's predicate is written, so the index serves it.
      sql`${loginCodes.contactType} = 'phone' and not ${loginCodes.toKnownBrowser}`,
      gt(loginCodes.createdAt, since),
    ),
  );
}

/** The codes sent to a contact since `since`, newest first: who asked, and when. */
export function listCodesSentSince(tx: Database, contact: string, since: Date) {
  return tx
    .select({ requester: loginCodes.requester, createdAt: loginCodes.createdAt })
    .from(loginCodes)
    .where(and(eq(loginCodes.contact, contact), gt(loginCodes.createdAt, since)))
    .orderBy(desc(loginCodes.createdAt));
}

type NewLoginCode = typeof loginCodes.$inferInsert & { requester: string; createdAt: Date };

/**
 * Stores a new code: the requester's older live codes are voided, and the contact's codes older
 * than `forgetBefore` (needed by no limit any more) deleted.
 */
export async function replaceRequesterCode(tx: Database, code: NewLoginCode, forgetBefore: Date) {
  await tx
    .update(loginCodes)
    .set({ voidedAt: code.createdAt })
    .where(
      and(
        eq(loginCodes.contact, code.contact),
        eq(loginCodes.requester, code.requester),
        isNull(loginCodes.consumedAt),
        isNull(loginCodes.voidedAt),
      ),
    );
  await tx.insert(loginCodes).values(code);
  await tx
    .delete(loginCodes)
    .where(and(eq(loginCodes.contact, code.contact), lt(loginCodes.createdAt, forgetBefore)));
}

/** The requester's newest live code for the contact, with fewer than `maxWrongTries` spent. */
export async function findLiveCode(
  tx: Database,
  contact: string,
  requester: string,
  now: Date,
  maxWrongTries: number,
) {
  const [live] = await tx
    .select({
      id: loginCodes.id,
      codeHash: loginCodes.codeHash,
      wrongAttempts: loginCodes.wrongAttempts,
    })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.contact, contact),
        eq(loginCodes.requester, requester),
        isNull(loginCodes.consumedAt),
        isNull(loginCodes.voidedAt),
        gt(loginCodes.expiresAt, now),
        lt(loginCodes.wrongAttempts, maxWrongTries),
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return live ?? null;
}

/** The contact's run of wrong codes as stored, or null when it has none. */
export async function findFailureCount(tx: Database, contact: string) {
  const [state] = await tx
    .select()
    .from(loginFailureCounts)
    .where(eq(loginFailureCounts.contact, contact));
  return state ?? null;
}

/** A right code: spent, and the contact's run of failures ended. */
export async function spendCode(tx: Database, codeId: string, contact: string, now: Date) {
  await tx.update(loginCodes).set({ consumedAt: now }).where(eq(loginCodes.id, codeId));
  await tx.delete(loginFailureCounts).where(eq(loginFailureCounts.contact, contact));
}

/** A wrong code: one more try spent on it, and the contact's run of failures set. */
export async function recordWrongTry(
  tx: Database,
  code: { id: string; wrongAttempts: number },
  contact: string,
  consecutiveFailures: number,
  now: Date,
) {
  await tx
    .update(loginCodes)
    .set({ wrongAttempts: code.wrongAttempts + 1 })
    .where(eq(loginCodes.id, code.id));
  await tx
    .insert(loginFailureCounts)
    .values({ contact, consecutiveFailures, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailureCounts.contact,
      set: { consecutiveFailures, lastFailureAt: now },
    });
}

/** Rows one statement of the hourly sweep deletes at most: a first sweep may meet many. */
const SWEEP_BATCH = 1000;

/** Deletes the rows of `table` whose `time` is before `before`, SWEEP_BATCH a statement. */
async function deleteRowsBefore(
  db: Database,
  table: PgTable,
  key: PgColumn,
  time: PgColumn,
  before: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db
      .delete(table)
      .where(
        inArray(key, db.select({ key }).from(table).where(lt(time, before)).limit(SWEEP_BATCH)),
      )
      .returning({ key });
    deleted += batch.length;
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}

/** Deletes the codes sent, and the failure counts last raised, before `before`; answers how many. */
export async function deleteLoginRecordsBefore(db: Database, before: Date): Promise<number> {
  const codes = await deleteRowsBefore(db, loginCodes, loginCodes.id, loginCodes.createdAt, before);
  const counts = await deleteRowsBefore(
    db,
    loginFailureCounts,
    loginFailureCounts.contact,
    loginFailureCounts.lastFailureAt,
    before,
  );
  return codes + counts;
}

/** Deletes the codes sent to these contacts and their counts of wrong tries. */
export async function deleteLoginRecordsOf(db: Database, contacts: string[]): Promise<void> {
  await db.delete(loginCodes).where(inArray(loginCodes.contact, contacts));
  await db.delete(loginFailureCounts).where(inArray(loginFailureCounts.contact, contacts));
}
