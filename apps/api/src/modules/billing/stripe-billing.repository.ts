import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/billing-customers.ts';
import { billingProcessedEvents } from '../../db/schema/billing-events.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';

/*
 * The Stripe provider's rows: who each Stripe customer is, the copies of their subscriptions,
 * and the webhook events already applied. Stripe holds the truth; these are what the access
 * rule and the pages read.
 */

export type SubscriptionCopy = Omit<typeof billingSubscriptions.$inferInsert, 'id'>;

export async function findStripeCustomer(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, 'stripe')))
    .limit(1);
  return row ?? null;
}

/** Records the person's Stripe customer; a local customer left from before is replaced. */
export async function saveStripeCustomer(db: Database, userId: string, customerId: string) {
  await db
    .insert(billingCustomers)
    .values({ userId, provider: 'stripe', customerId })
    .onConflictDoUpdate({
      target: billingCustomers.userId,
      set: { provider: 'stripe', customerId, defaultPaymentMethod: null },
      setWhere: sql`${billingCustomers.provider} <> 'stripe'`,
    });
}

/** Whose a Stripe customer is, or null when it is nobody's here. */
export async function findOwnerOfCustomer(
  db: Database,
  customerId: string,
): Promise<string | null> {
  const [owner] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId))
    .limit(1);
  return owner?.userId ?? null;
}

/** Writes the copy of a subscription, replacing the one kept. */
export async function upsertSubscriptionCopy(db: Database, id: string, copy: SubscriptionCopy) {
  await db
    .insert(billingSubscriptions)
    .values({ id, ...copy })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: { ...copy, syncedAt: sql`now()` },
    });
}

export async function setCustomerDefaultCard(
  db: Database,
  customerId: string,
  paymentMethodId: string | null,
) {
  await db
    .update(billingCustomers)
    .set({ defaultPaymentMethod: paymentMethodId })
    .where(eq(billingCustomers.customerId, customerId));
}

export async function deleteProcessedEventsBefore(db: Database, before: Date) {
  await db.delete(billingProcessedEvents).where(lt(billingProcessedEvents.processedAt, before));
}

export async function deleteStripeRowsOf(db: Database, userId: string) {
  await db.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  await db.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
}

/** Claims a webhook event; false when another delivery of it claimed it first. */
export async function claimEvent(tx: Database, eventId: string, type: string): Promise<boolean> {
  const claimed = await tx
    .insert(billingProcessedEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: billingProcessedEvents.eventId })
    .returning({ eventId: billingProcessedEvents.eventId });
  return claimed.length > 0;
}
