import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/billing-customers.ts';
import { billingInvoices } from '../../db/schema/billing-invoices.ts';
import { billingPaymentMethods } from '../../db/schema/billing-payment-methods.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';
import type { SubscriptionRow } from './billing-objects.ts';

/*
 * The local provider's rows: its customers, cards, subscriptions and invoices. What time and
 * payments do to them is local-billing.provider.ts's.
 */

export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
type NewSubscription = typeof billingSubscriptions.$inferInsert;
type NewInvoice = Omit<typeof billingInvoices.$inferInsert, 'number'>;
type NewPaymentMethod = typeof billingPaymentMethods.$inferInsert;

const isLocal = eq(billingSubscriptions.provider, 'local');

/** The person's default card with the local provider, or null. */
export async function findDefaultCard(
  db: Database,
  userId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select({ card: billingPaymentMethods })
    .from(billingCustomers)
    .innerJoin(
      billingPaymentMethods,
      and(
        eq(billingPaymentMethods.id, billingCustomers.defaultPaymentMethod),
        eq(billingPaymentMethods.userId, billingCustomers.userId),
      ),
    )
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, 'local')))
    .limit(1);
  return row?.card ?? null;
}

/**
 * The person's local customer id, the row made with `newCustomerId` when they have none; a
 * customer left from the Stripe provider (the configuration changed) is replaced.
 */
export async function ensureLocalCustomer(
  db: Database,
  userId: string,
  newCustomerId: string,
): Promise<string> {
  await db
    .insert(billingCustomers)
    .values({ userId, provider: 'local', customerId: newCustomerId })
    .onConflictDoUpdate({
      target: billingCustomers.userId,
      set: { provider: 'local', customerId: newCustomerId, defaultPaymentMethod: null },
      setWhere: sql`${billingCustomers.provider} <> 'local'`,
    });
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  if (!row) throw new Error('billing customer missing after insert');
  return row.customerId;
}

export async function findNewestLocalSubscription(
  db: Database,
  userId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), isLocal))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  db: Database,
  subscription: NewSubscription,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(billingSubscriptions).values(subscription).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

/** Stores an invoice under the next number of the sequence (IC-000001, ...); answers its id. */
export async function insertInvoice(db: Database, invoice: NewInvoice): Promise<string> {
  const [row] = await db
    .insert(billingInvoices)
    .values({
      ...invoice,
      number: sql`'IC-' || lpad(nextval('billing_invoice_number_seq')::text, 6, '0')`,
    })
    .returning({ id: billingInvoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return row.id;
}

/** Settles an open invoice: paid (all of it), void or uncollectible. */
export async function settleOpenInvoice(
  db: Database,
  invoiceId: string,
  status: 'paid' | 'void' | 'uncollectible',
) {
  await db
    .update(billingInvoices)
    .set({
      status,
      ...(status === 'paid' && { amountPaid: sql`${billingInvoices.amountDue}` }),
    })
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.status, 'open')));
}

export async function updateSubscriptionRow(
  db: Database,
  id: string,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...changes, syncedAt: sql`now()` })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  if (!row) throw new Error('subscription update returned nothing');
  return row;
}

export async function findOwnCard(db: Database, userId: string, paymentMethodId: string) {
  const [row] = await db
    .select()
    .from(billingPaymentMethods)
    .where(
      and(eq(billingPaymentMethods.id, paymentMethodId), eq(billingPaymentMethods.userId, userId)),
    )
    .limit(1);
  return row ?? null;
}

export async function setDefaultCard(db: Database, userId: string, paymentMethodId: string | null) {
  await db
    .update(billingCustomers)
    .set({ defaultPaymentMethod: paymentMethodId })
    .where(eq(billingCustomers.userId, userId));
}

/** When the person's newest card was added, or null when they have none. */
export async function findNewestCardTime(db: Database, userId: string): Promise<Date | null> {
  const [newest] = await db
    .select({ createdAt: billingPaymentMethods.createdAt })
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.userId, userId))
    .orderBy(desc(billingPaymentMethods.createdAt))
    .limit(1);
  return newest?.createdAt ?? null;
}

export async function insertCard(db: Database, card: NewPaymentMethod): Promise<PaymentMethodRow> {
  const [row] = await db.insert(billingPaymentMethods).values(card).returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

/** The person's cards, newest first. */
export function listCards(db: Database, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.userId, userId))
    .orderBy(desc(billingPaymentMethods.createdAt), desc(billingPaymentMethods.id));
}

export async function deleteOwnCard(db: Database, userId: string, paymentMethodId: string) {
  await db
    .delete(billingPaymentMethods)
    .where(
      and(eq(billingPaymentMethods.id, paymentMethodId), eq(billingPaymentMethods.userId, userId)),
    );
}

/** The person's invoices, newest first. */
export function listInvoiceRows(db: Database, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.number));
}

export async function findOwnInvoice(
  db: Database,
  userId: string,
  invoiceId: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The people with a local subscription that time has work for at `now`: a trial or year that
 * ended, or a payment left open.
 */
export async function listPeopleDueRenewal(db: Database, now: Date): Promise<string[]> {
  const due = await db
    .selectDistinct({ userId: billingSubscriptions.userId })
    .from(billingSubscriptions)
    .where(
      and(
        isLocal,
        or(
          and(
            inArray(billingSubscriptions.status, ['trialing', 'active']),
            lte(billingSubscriptions.currentPeriodEnd, now),
          ),
          inArray(billingSubscriptions.status, ['past_due', 'incomplete']),
        ),
      ),
    );
  return due.map((row) => row.userId);
}

/** Ends what still runs at `now`, then deletes every billing row of the person's. */
export async function deleteBillingRowsOf(tx: Database, userId: string, now: Date) {
  await tx
    .update(billingSubscriptions)
    .set({ status: 'canceled', canceledAt: now, endedAt: now, cancelAtPeriodEnd: false })
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, ['trialing', 'active', 'past_due', 'incomplete']),
      ),
    );
  await tx.delete(billingInvoices).where(eq(billingInvoices.userId, userId));
  await tx.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  await tx.delete(billingPaymentMethods).where(eq(billingPaymentMethods.userId, userId));
  await tx.delete(billingCustomers).where(eq(billingCustomers.userId, userId));
}
