import type {
  AddPaymentMethodRequest,
  Invoice,
  PaymentMethod,
  Subscription,
} from '@app/domain/billing.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';

/** What every billing call knows besides the person: the time, and the request it serves. */
export type BillingContext = {
  now: Date;
  /**
   * Stable for one request, and for its retries when the client sends an `Idempotency-Key`
   * header: part of every idempotency key sent to Stripe (docs/security.md, promise 30).
   */
  requestId: string;
};

type PaymentMethodList = {
  paymentMethods: PaymentMethod[];
  defaultPaymentMethod: string | null;
};

/**
 * The one billing interface (decision 0013): Stripe, or the local provider that keeps the
 * same objects in the database. Every method is scoped by the person; an id that is not theirs
 * is 404. Methods take the database first, like every service.
 */
export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /** No real money moves: the local provider, or Stripe with a test key. */
  readonly testMode: boolean;
  /** Stripe.js's key (Stripe only). */
  readonly publishableKey?: string;
  ensureCustomer(db: Database, userId: string, ctx: BillingContext): Promise<string>;
  /** A SetupIntent's client secret for the Payment Element (a token of that form locally). */
  createSetupSecret(db: Database, userId: string, ctx: BillingContext): Promise<string>;
  /** Local provider only: a test card typed into the app's own form. */
  addPaymentMethod(
    db: Database,
    userId: string,
    card: AddPaymentMethodRequest,
    ctx: BillingContext,
  ): Promise<PaymentMethod>;
  listPaymentMethods(db: Database, userId: string, ctx: BillingContext): Promise<PaymentMethodList>;
  setDefaultPaymentMethod(
    db: Database,
    userId: string,
    paymentMethodId: string,
    ctx: BillingContext,
  ): Promise<string>;
  deletePaymentMethod(
    db: Database,
    userId: string,
    paymentMethodId: string,
    ctx: BillingContext,
  ): Promise<void>;
  /** The newest subscription; a new account's trial is created here, on first need. */
  getSubscription(db: Database, userId: string, ctx: BillingContext): Promise<Subscription | null>;
  /** Subscribe: charge the default card for a new year, pay what is owed, or undo a cancel. */
  activateSubscription(db: Database, userId: string, ctx: BillingContext): Promise<Subscription>;
  /** Auto-renew off (at period end); a subscription that is not paid for ends at once. */
  cancelSubscription(
    db: Database,
    userId: string,
    ctx: BillingContext,
  ): Promise<Subscription | null>;
  listInvoices(db: Database, userId: string, ctx: BillingContext): Promise<Invoice[]>;
  getInvoice(
    db: Database,
    userId: string,
    invoiceId: string,
    ctx: BillingContext,
  ): Promise<Invoice>;
  /** Local provider: renew, end or expire every subscription that is due. Stripe renews itself. */
  renewDueSubscriptions(db: Database, now: Date): Promise<number>;
  /** Account deletion: cancel every subscription, remove the cards, forget the customer. */
  deleteCustomer(db: Database, userId: string, ctx: BillingContext): Promise<void>;
  /**
   * Stripe only, POST stripe/webhook: verify the signature on the raw body, then apply the
   * event once (docs/security.md, promises 26-28).
   */
  handleWebhook?(
    db: Database,
    rawBody: Buffer,
    signature: string | undefined,
    now: Date,
  ): Promise<{ duplicate: boolean }>;
}

/** A card the provider refused (Stripe's card errors): 402 with the provider's own message. */
export const cardError = (code: string, message: string) =>
  new DomainError('payment_required', code, message);

export const paymentMethodRequired = () =>
  new DomainError(
    'payment_required',
    'payment_method_required',
    'Add a card first: the subscription is charged to your default card.',
  );

export const paymentMethodNotFound = () => notFound('That card');

export const invoiceNotFound = () => notFound('That invoice');
