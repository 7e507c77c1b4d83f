import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { challengeMessages } from '../../db/schema/challenge-messages.ts';

type NewChallengeMessage = Pick<
  typeof challengeMessages.$inferInsert,
  'senderId' | 'recipientId' | 'channel' | 'createdAt'
>;

/** Holds the challenge's places until the transaction ends: joins are decided one at a time. */
export async function lockChallengePlaces(tx: Database) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('community'), hashtext('happy_challenge'))`,
  );
}

/** Holds the challenge messages until the transaction ends: sends are counted one at a time. */
export async function lockChallengeMessages(tx: Database) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('community'), hashtext('challenge messages'))`,
  );
}

/** How many messages each of these people was sent (and not refused) since `since`. */
export async function countSendsSince(
  tx: Database,
  recipientIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ recipientId: challengeMessages.recipientId, sends: count() })
    .from(challengeMessages)
    .where(
      and(
        inArray(challengeMessages.recipientId, recipientIds),
        eq(challengeMessages.status, 'sent'),
        gt(challengeMessages.createdAt, since),
      ),
    )
    .groupBy(challengeMessages.recipientId);
  return new Map(rows.map((row) => [row.recipientId, row.sends]));
}

/** Records the sends as sent; answers each recipient's row id. */
export async function insertSends(
  tx: Database,
  sends: NewChallengeMessage[],
): Promise<Map<string, string>> {
  const rows = await tx
    .insert(challengeMessages)
    .values(sends.map((send) => ({ ...send, status: 'sent' as const })))
    .returning({ id: challengeMessages.id, recipientId: challengeMessages.recipientId });
  return new Map(rows.map((row) => [row.recipientId, row.id]));
}

export async function markSendsFailed(db: Database, rowIds: string[]) {
  await db
    .update(challengeMessages)
    .set({ status: 'failed' })
    .where(inArray(challengeMessages.id, rowIds));
}
