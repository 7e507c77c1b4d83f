import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './billing.schemas.ts';
import {
  addYears,
  challengeFreeUntil,
  detectCardBrand,
  hasAccess,
  invoiceBadgeColor,
  isCardExpired,
  isSubscriptionActive,
  isValidLuhn,
  subscriptionAction,
  subscriptionDateLine,
} from './billing-rules.ts';

const sub = (status: string, cancelAtPeriodEnd = false) => ({
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  current_period_end: 1_800_000_000,
});

describe('subscription display rules (docs/product.md section 4)', () => {
  it('is active unless canceled, incomplete_expired or unpaid', () => {
    const inactive = ['canceled', 'incomplete_expired', 'unpaid'];
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(isSubscriptionActive(sub(status)), status).toBe(!inactive.includes(status));
    }
    expect(isSubscriptionActive(null)).toBe(false);
  });

  it('offers Cancel when active with auto-renew, otherwise Subscribe', () => {
    expect(subscriptionAction(sub('active'))).toBe('cancel');
    expect(subscriptionAction(sub('trialing'))).toBe('cancel');
    expect(subscriptionAction(sub('past_due'))).toBe('cancel');
    expect(subscriptionAction(sub('active', true))).toBe('subscribe');
    expect(subscriptionAction(sub('trialing', true))).toBe('subscribe');
    expect(subscriptionAction(sub('canceled'))).toBe('subscribe');
    expect(subscriptionAction(sub('unpaid'))).toBe('subscribe');
    expect(subscriptionAction(sub('incomplete_expired'))).toBe('subscribe');
    expect(subscriptionAction(null)).toBe('subscribe');
  });

  it('labels the date "Start Date" while trialing and "Renewal Date" otherwise', () => {
    expect(subscriptionDateLine(sub('trialing'))).toEqual({
      label: 'Start Date',
      date: 1_800_000_000,
      autoRenew: null,
    });
    expect(subscriptionDateLine(sub('active')).label).toBe('Renewal Date');
    expect(subscriptionDateLine(sub('past_due')).label).toBe('Renewal Date');
  });

  it('shows "End Date" and "Auto-renew: Off" once cancelled at period end, trial or not', () => {
    for (const status of ['active', 'trialing']) {
      expect(subscriptionDateLine(sub(status, true))).toEqual({
        label: 'End Date',
        date: 1_800_000_000,
        autoRenew: 'Auto-renew: Off',
      });
    }
  });
});

describe('money (docs/product.md section 9)', () => {
  it('colours the invoice badge: paid success, void and uncollectible danger', () => {
    expect(invoiceBadgeColor('paid')).toBe('success');
    expect(invoiceBadgeColor('void')).toBe('danger');
    expect(invoiceBadgeColor('uncollectible')).toBe('danger');
    expect(invoiceBadgeColor('open')).toBe('default');
    expect(invoiceBadgeColor('draft')).toBe('default');
    expect(invoiceBadgeColor(null)).toBe('default');
    expect(invoiceBadgeColor('new_status')).toBe('default');
  });
});

describe('cards', () => {
  it('passes the Luhn check for Stripe test numbers, with spaces or dashes', () => {
    for (const number of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '3056930009020004',
      '36227206271667',
      '3566002020360505',
      '6200000000000005',
    ]) {
      expect(isValidLuhn(number), number).toBe(true);
    }
  });

  it('fails the Luhn check for a wrong digit, letters, or a wrong length', () => {
    expect(isValidLuhn('4242424242424241')).toBe(false);
    expect(isValidLuhn('4242 4242 4242 4243')).toBe(false);
    expect(isValidLuhn('4242abcd42424242')).toBe(false);
    expect(isValidLuhn('')).toBe(false);
    expect(isValidLuhn('0000000000')).toBe(false);
    expect(isValidLuhn('4'.repeat(20))).toBe(false);
    expect(isValidLuhn('4242_4242_4242_4242')).toBe(false);
  });

  it('detects the brand from the leading digits', () => {
    expect(detectCardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('5105105105105100')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('2720990000000000')).toBe('mastercard');
    expect(detectCardBrand('2721000000000000')).toBe('unknown');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('371449635398431')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('6500000000000002')).toBe('discover');
    expect(detectCardBrand('3056930009020004')).toBe('diners');
    expect(detectCardBrand('36227206271667')).toBe('diners');
    expect(detectCardBrand('3566002020360505')).toBe('jcb');
    expect(detectCardBrand('3528000000000007')).toBe('jcb');
    expect(detectCardBrand('6200000000000005')).toBe('unionpay');
    expect(detectCardBrand('1234567890123456')).toBe('unknown');
    expect(detectCardBrand('not a card')).toBe('unknown');
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(12, 2025, now)).toBe(true);
    expect(isCardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('yearly periods', () => {
  it('adds years in UTC, keeping the time of day', () => {
    expect(addYears(new Date('2026-06-01T12:34:56.789Z'), 1).toISOString()).toBe(
      '2027-06-01T12:34:56.789Z',
    );
    expect(addYears(new Date('2026-12-31T23:59:59Z'), 3).toISOString()).toBe(
      '2029-12-31T23:59:59.000Z',
    );
  });

  it('turns 29 February into 28 February in a common year, and back in a leap year', () => {
    const leapDay = new Date('2028-02-29T08:00:00Z');
    expect(addYears(leapDay, 1).toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(addYears(leapDay, 3).toISOString()).toBe('2031-02-28T08:00:00.000Z');
    expect(addYears(leapDay, 4).toISOString()).toBe('2032-02-29T08:00:00.000Z');
    // 2100 is not a leap year; 2000 was.
    expect(addYears(new Date('2096-02-29T00:00:00Z'), 4).toISOString()).toBe(
      '2100-02-28T00:00:00.000Z',
    );
    expect(addYears(new Date('1996-02-29T00:00:00Z'), 4).toISOString()).toBe(
      '2000-02-29T00:00:00.000Z',
    );
    expect(addYears(new Date('2027-02-28T00:00:00Z'), 1).toISOString()).toBe(
      '2028-02-28T00:00:00.000Z',
    );
  });

  it('gives a challenge participant one year from joining', () => {
    expect(challengeFreeUntil(new Date('2028-02-29T10:00:00Z'))?.toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(challengeFreeUntil(null)).toBeNull();
  });
});

describe('access', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const later = new Date('2026-07-01T00:00:00Z');
  const earlier = new Date('2026-05-01T00:00:00Z');

  it('lets active and trialing subscriptions create, and no other status', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      const allowed = status === 'active' || status === 'trialing';
      expect(hasAccess({ status }, null, now), status).toBe(allowed);
      expect(hasAccess({ status }, earlier, now), status).toBe(allowed);
    }
    expect(hasAccess({ status: 'mystery' }, null, now)).toBe(false);
    expect(hasAccess(null, null, now)).toBe(false);
  });

  it('lets free access (the challenge year) create whatever the subscription says', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(hasAccess({ status }, later, now), status).toBe(true);
    }
    expect(hasAccess(null, later, now)).toBe(true);
    expect(hasAccess(null, now, now)).toBe(false);
  });
});
