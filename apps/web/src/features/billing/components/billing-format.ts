import type { Invoice, PaymentMethod, Subscription } from '@app/domain/billing.schemas.ts';
import { type BadgeColor, invoiceBadgeColor } from '@app/domain/billing-rules.ts';
import dayjs from 'dayjs';

/*
 * How the billing pages write what the domain's billing rules decide (spec sections 4 and 9):
 * the rules say "End Date" or "success"; these say it in words and colours.
 */

const DAY_SECONDS = 24 * 60 * 60;

/** An instant in seconds since the epoch, as Stripe sends them, as a day: "August 3, 2026". */
export function formatUnixDate(seconds: number): string {
  return dayjs.unix(seconds).format('MMMM D, YYYY');
}

/** The same, short, for tables: "Aug 3, 2026". */
export function formatUnixDateShort(seconds: number): string {
  return dayjs.unix(seconds).format('MMM D, YYYY');
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
export function cardBrandLabel(brand: string): string {
  return BRAND_LABELS[brand] ?? 'Card';
}

/** "Visa ending in 4242": a card named as a screen reader says it. */
export function describeCard(card: PaymentMethod['card']): string {
  return `${cardBrandLabel(card.brand)} ending in ${card.last4}`;
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

/** Spec section 9: paid is success (green); void and uncollectible are danger (red). */
export function invoiceBadgeMantineColor(status: Invoice['status']): string {
  return MANTINE_BADGE_COLORS[invoiceBadgeColor(status)];
}

const INVOICE_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

export function invoiceStatusLabel(status: Invoice['status']): string {
  return (status && INVOICE_STATUS_LABELS[status]) || 'Unknown';
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
