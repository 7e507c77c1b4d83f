import type { CardBrand, Subscription } from './billing.schemas.ts';

/**
 * Billing rules both apps use: what the billing and invoice pages show (docs/product.md sections 4 and 9),
 * card numbers (Luhn, brand), yearly periods, and who may write (docs/security.md, promise 29).
 */

type SubscriptionLike = Pick<Subscription, 'status' | 'cancel_at_period_end'>;

const INACTIVE_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'incomplete_expired',
  'unpaid',
]);

/** docs/product.md section 4: active unless canceled, incomplete_expired or unpaid (or there is none). */
export function isSubscriptionActive(subscription: SubscriptionLike | null): boolean {
  return subscription !== null && !INACTIVE_STATUSES.has(subscription.status);
}

/** docs/product.md section 4: Cancel while active with auto-renew, otherwise Subscribe. */
export function subscriptionAction(subscription: SubscriptionLike | null): 'cancel' | 'subscribe' {
  return isSubscriptionActive(subscription) && !subscription?.cancel_at_period_end
    ? 'cancel'
    : 'subscribe';
}

export type SubscriptionDateLine = {
  label: 'Start Date' | 'Renewal Date' | 'End Date';
  /** current_period_end, seconds: the day the paid year starts, renews or ends. */
  date: number;
  /** "Auto-renew: Off" once cancelled at period end; null otherwise. */
  autoRenew: 'Auto-renew: Off' | null;
};

/**
 * docs/product.md section 4: "Start Date" while trialing (the day the paid year starts), "Renewal Date"
 * otherwise; with cancel_at_period_end, "End Date" and "Auto-renew: Off". The date is always
 * the end of the current period, which is each of those days.
 */
export function subscriptionDateLine(
  subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end'>,
): SubscriptionDateLine {
  const date = subscription.current_period_end;
  if (subscription.cancel_at_period_end) {
    return { label: 'End Date', date, autoRenew: 'Auto-renew: Off' };
  }
  return {
    label: subscription.status === 'trialing' ? 'Start Date' : 'Renewal Date',
    date,
    autoRenew: null,
  };
}

export type BadgeColor = 'success' | 'danger' | 'default';

/** docs/product.md section 9: paid is success; void and uncollectible are danger; others the default. */
export function invoiceBadgeColor(status: string | null | undefined): BadgeColor {
  if (status === 'paid') return 'success';
  if (status === 'void' || status === 'uncollectible') return 'danger';
  return 'default';
}

// Cards ------------------------------------------------------------------------------------

/** The digits of a card number as people type it: spaces and dashes are allowed between them. */
export function cardDigits(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : null;
}

/** The Luhn check digit test every card number passes (ISO/IEC 7812). */
export function isValidLuhn(input: string): boolean {
  const digits = cardDigits(input);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, from: number, to: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= from && prefix <= to;
};

/** The card network from the number's leading digits (IIN ranges), as Stripe names brands. */
export function detectCardBrand(input: string): CardBrand {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|095|6|[89])/.test(digits)) return 'diners';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^(62|81)/.test(digits)) return 'unionpay';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** A card is usable through the last day of its expiry month (UTC). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

// Yearly periods ------------------------------------------------------------------------------

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The same day and time `years` later in UTC; a day the target year lacks (29 February) becomes
 * the last day of that month (28 February), as Stripe renews.
 */
export function addYears(date: Date, years: number): Date {
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Seconds since the epoch, as Stripe's objects carry instants. */
export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

// Access (docs/security.md, promise 29) --------------------------------------------------------------

/**
 * Who may create: a subscription that is active or trialing, or free access (the happiness
 * challenge's year, or the trial of an account billing has not met yet) still running. Every
 * other status may read, edit, export and delete only.
 */
export function hasAccess(
  subscription: Pick<Subscription, 'status'> | null,
  freeUntil: Date | null,
  now: Date,
): boolean {
  if (freeUntil && now.getTime() < freeUntil.getTime()) return true;
  return subscription?.status === 'active' || subscription?.status === 'trialing';
}

/** Spec "Challenge" and section 9: a participant has one year of free access from joining. */
export function challengeFreeUntil(joinedAt: Date | null): Date | null {
  return joinedAt ? addYears(joinedAt, 1) : null;
}
