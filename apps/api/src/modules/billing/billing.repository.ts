import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';

/**
 * Serialises every billing change of one person (their subscription, cards, invoices) across
 * requests, the hourly renewal and app servers: a transaction holding a per-person advisory lock.
 */
export async function withBillingLock<T>(
  db: Database,
  key: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing'), hashtext(${key}))`);
    return work(tx);
  });
}

/** The status of the person's newest subscription with this provider, or null when none. */
export async function findNewestSubscriptionStatus(
  db: Database,
  userId: string,
  provider: 'local' | 'stripe',
): Promise<{ status: string } | null> {
  const [newest] = await db
    .select({ status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.userId, userId), eq(billingSubscriptions.provider, provider)),
    )
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  return newest ?? null;
}
