import { and, desc, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/ideas.ts';

/**
 * The newest `limit` visitors' ideas sent since `since`, with every other such read waiting
 * until this transaction ends: visitors' ideas are counted and added one transaction at a time.
 */
export async function listVisitorIdeasSince(tx: Database, since: Date, limit: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site'), hashtext('visitor ideas'))`);
  return tx
    .select({ createdAt: ideas.createdAt })
    .from(ideas)
    .where(and(isNull(ideas.userId), gt(ideas.createdAt, since)))
    .orderBy(desc(ideas.createdAt))
    .limit(limit);
}

export async function insertIdea(
  tx: Database,
  idea: { idea: string; userId: string | null; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(ideas).values(idea).returning({ writingBytes: ideas.writingBytes });
  return row?.writingBytes ?? 0;
}
