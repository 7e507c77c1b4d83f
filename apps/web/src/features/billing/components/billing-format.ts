import {
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
  type PaymentMethod,
  SUBSCRIPTION_STATUSES,
  type Subscription,
  type SubscriptionStatus,
} from '@app/domain/billing.schemas.ts';
import {
  type BadgeColor,
  invoiceBadgeColor,
  type SubscriptionDateLine,
} from '@app/domain/billing-rules.ts';
import type { TFunction } from 'i18next';
import { useFormat } from '@/lib/i18n/format.ts';

/*
 * How the billing pages write what the domain's billing rules decide (docs/product.md sections 4 and 9):
 * the rules say "End Date" or "success"; these say it in words and colours.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** docs/product.md section 9: cents / 100, in US dollars ("$29.00", "29,00 US$"). */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A price the provider really gave: whole cents, not negative (else the page says "Unknown"). */
export function isKnownPrice(cents: number | null | undefined): cents is number {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0;
}

/** Dates and money as the active language writes them ("August 3, 2026", "3 de agosto de 2026"). */
export function useBillingFormat() {
  const format = useFormat();
  return {
    /** An instant in seconds since the epoch, as Stripe sends them, as a day. */
    date: (seconds: number) => format.date(seconds * 1000, { dateStyle: 'long' }),
    /** The same, short, for tables: "Aug 3, 2026". */
    shortDate: (seconds: number) => format.date(seconds * 1000, { dateStyle: 'medium' }),
    money: (cents: number) => formatMoney(cents, format.locale),
    number: format.number,
  };
}

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
  link: 'Link',
};

/** Stripe's brand names ("amex") as people know them; any brand this list lacks is a "Card". */
export function cardBrandLabel(brand: string, t: TFunction<'billing'>): string {
  return BRAND_LABELS[brand] ?? t('cards.card');
}

/** "Visa ending in 4242": a card named as a screen reader says it. */
export function describeCard(card: PaymentMethod['card'], t: TFunction<'billing'>): string {
  return t('cards.name', { brand: cardBrandLabel(card.brand, t), last4: card.last4 });
}

/** "12/34", as the card itself shows it. */
export function formatCardExpiry(card: Pick<PaymentMethod['card'], 'exp_month' | 'exp_year'>) {
  const month = String(card.exp_month).padStart(2, '0');
  const year = String(card.exp_year % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/**
 * What people type in an expiry field: "12/34", "12 / 34", "1234", "12/2034". Null for
 * anything else; the month itself is the provider's to judge, so its message is the one shown.
 */
export function parseCardExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match?.[1] || !match[2]) return null;
  // "1234" reads as 12/34; a lone "134" would be ambiguous and fails the pattern's year part.
  if (!/[/-]/.test(input) && match[1].length === 1) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

const MANTINE_BADGE_COLORS: Record<BadgeColor, string> = {
  success: 'green',
  danger: 'red',
  default: 'gray',
};

/** docs/product.md section 9: paid is success (green); void and uncollectible are danger (red). */
export function invoiceBadgeMantineColor(status: Invoice['status']): string {
  return MANTINE_BADGE_COLORS[invoiceBadgeColor(status)];
}

const isInvoiceStatus = (status: string): status is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

export function invoiceStatusLabel(status: Invoice['status'], t: TFunction<'billing'>): string {
  return status && isInvoiceStatus(status) ? t(`invoiceStatus.${status}`) : t('unknown');
}

const isSubscriptionStatus = (status: string): status is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/** "Unknown" for a status this code does not know (docs/product.md sections 4 and 8). */
export function subscriptionStatusLabel(status: string, t: TFunction<'billing'>): string {
  return isSubscriptionStatus(status) ? t(`status.${status}`) : t('unknown');
}

const DATE_LINE_KEYS = {
  'Start Date': 'startDate',
  'Renewal Date': 'renewalDate',
  'End Date': 'endDate',
} as const satisfies Record<SubscriptionDateLine['label'], string>;

/** The domain's "Start Date", "Renewal Date" or "End Date" in the active language. */
export function dateLineLabel(line: SubscriptionDateLine, t: TFunction<'billing'>): string {
  return t(`subscription.${DATE_LINE_KEYS[line.label]}`);
}

/** The status badge's colour: running green, owed orange, over grey. */
export function subscriptionBadgeColor(status: string): string {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'green';
    case 'past_due':
    case 'incomplete':
    case 'paused':
      return 'orange';
    case 'canceled':
    case 'incomplete_expired':
    case 'unpaid':
      return 'red';
    default:
      return 'gray';
  }
}

/** The length of a trial in whole days ("30-day free trial"), or null without one. */
export function trialLengthDays(
  subscription: Pick<Subscription, 'trial_start' | 'trial_end'>,
): number | null {
  const { trial_start: start, trial_end: end } = subscription;
  if (start === null || end === null || end <= start) return null;
  return Math.round((end - start) / DAY_SECONDS);
}
