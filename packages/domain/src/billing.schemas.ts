import { z } from './zod.ts';

/**
 * Billing's API contracts (docs/product.md sections 3 and 7). Objects keep Stripe's JSON shapes and field
 * names (snake case, instants in seconds since the epoch, money in integer cents), whichever
 * provider answers: Stripe itself, or the local provider that keeps the same objects in the
 * database (decision 0013).
 */

/** Stripe's subscription statuses. Others may appear later: the schema keeps any string. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Seconds since the epoch, as Stripe sends instants. */
const unixSeconds = z.number().int();

export const priceSchema = z.object({
  id: z.string(),
  /** Cents, for one year (PRICE_CENTS); null only for prices Stripe does not express in cents. */
  unit_amount: z.number().int().nullable(),
  currency: z.string(),
  recurring: z.object({ interval: z.string(), interval_count: z.number().int() }).nullable(),
});
export type Price = z.infer<typeof priceSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  /** One of SUBSCRIPTION_STATUSES, or a status this code does not know (shown as "Unknown"). */
  status: z.string(),
  created: unixSeconds,
  start_date: unixSeconds,
  current_period_start: unixSeconds,
  current_period_end: unixSeconds,
  cancel_at_period_end: z.boolean(),
  canceled_at: unixSeconds.nullable(),
  ended_at: unixSeconds.nullable(),
  trial_start: unixSeconds.nullable(),
  trial_end: unixSeconds.nullable(),
  /** false for Stripe test mode and always for the local provider. */
  livemode: z.boolean(),
  items: z.object({
    object: z.literal('list'),
    data: z.array(
      z.object({
        id: z.string(),
        price: priceSchema,
        quantity: z.number().int(),
      }),
    ),
  }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  created: unixSeconds,
  livemode: z.boolean(),
  card: z.object({
    /** One of CARD_BRANDS as Stripe names them, or another brand Stripe knows. */
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** Cents: quantity x unit amount. */
  amount: z.number().int(),
  price: z.object({ unit_amount: z.number().int().nullable() }).nullable(),
  period: z.object({ start: unixSeconds, end: unixSeconds }),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  object: z.literal('invoice'),
  /** "IC-000123" with the local provider; Stripe's own numbering otherwise. */
  number: z.string().nullable(),
  created: unixSeconds,
  /** One of INVOICE_STATUSES (null only for Stripe's drafts, which are never listed). */
  status: z.string().nullable(),
  currency: z.string(),
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  amount_remaining: z.number().int(),
  subtotal: z.number().int(),
  total: z.number().int(),
  period_start: unixSeconds,
  period_end: unixSeconds,
  livemode: z.boolean(),
  lines: z.object({ object: z.literal('list'), data: z.array(invoiceLineSchema) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// Requests and responses of docs/product.md section 7 -------------------------------------------------

/** GET users/{id}/payment_methods */
export const paymentMethodsResponseSchema = z.object({
  data: z.object({
    paymentMethods: z.array(paymentMethodSchema),
    /** The id of the card charged for the subscription, if any. */
    defaultPaymentMethod: z.string().nullable(),
  }),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/**
 * GET users/{id}/payment_methods/secret: a Stripe SetupIntent's client secret for the Payment
 * Element. The local provider answers a token of the same form that nothing needs.
 */
export const setupSecretResponseSchema = z.object({ client_secret: z.string() });

/**
 * POST users/{id}/payment_methods, local provider only: a test card typed into the app's own
 * form (never stored: only brand, last four digits, expiry and a keyed fingerprint are kept).
 */
export const addPaymentMethodRequestSchema = z.object({
  number: z.string().max(40),
  exp_month: z.coerce.number().int(),
  /** Four digits, or two (taken as 20xx). */
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(8),
});
export type AddPaymentMethodRequest = z.input<typeof addPaymentMethodRequestSchema>;

export const paymentMethodResponseSchema = z.object({ data: paymentMethodSchema });

/** POST users/{id}/payment_methods/{pmId}/make_default */
export const makeDefaultResponseSchema = z.object({
  data: z.object({ defaultPaymentMethod: z.string() }),
});

/**
 * GET users/{id}/subscription, PUT activateSubscription and cancelSubscription. `testMode` says
 * no real money moves (the local provider, or Stripe with a test key): the page says so.
 */
export const subscriptionResponseSchema = z.object({
  data: subscriptionSchema.nullable(),
  testMode: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET users/{id}/invoices: newest first. */
export const invoicesResponseSchema = z.object({
  data: z.object({
    object: z.literal('list'),
    data: z.array(invoiceSchema),
    has_more: z.boolean(),
  }),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** GET users/{id}/invoices/{invoiceId} */
export const invoiceResponseSchema = z.object({ data: invoiceSchema });

/** GET billing/config: what the billing page needs before it draws anything. */
export const billingConfigResponseSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  /** Stripe.js's key, for the Payment Element; only with the Stripe provider. */
  publishableKey: z.string().optional(),
  /** The yearly price in cents (PRICE_CENTS). */
  priceCents: z.number().int(),
  currency: z.string(),
  trialDays: z.number().int(),
  testMode: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigResponseSchema>;

/** The 402 every create path answers without access (docs/security.md, promise 29). */
export const SUBSCRIPTION_REQUIRED_MESSAGE =
  'Your subscription is not active. You can still read, export and delete everything you ' +
  'wrote. Renew it on the Billing page.';
