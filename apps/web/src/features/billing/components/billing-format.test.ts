import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { billing as billingEn } from '@/locales/en/routes/billing.ts';
import { billing as billingEs } from '@/locales/es/routes/billing.ts';
import {
  formatMoney,
  invoiceStatusLabel,
  isKnownPrice,
  subscriptionStatusLabel,
} from './billing-format.ts';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: { en: { billing: billingEn }, es: { billing: billingEs } },
  });
});

const en = () => i18next.getFixedT('en', 'billing');
const es = () => i18next.getFixedT('es', 'billing');

describe('money (docs/product.md section 9)', () => {
  it('shows cents / 100 in US dollars, as the language writes them', () => {
    expect(formatMoney(2900, 'en-US')).toBe('$29.00');
    expect(formatMoney(123456, 'en-US')).toBe('$1,234.56');
    expect(formatMoney(5, 'en-US')).toBe('$0.05');
    expect(formatMoney(0, 'en-US')).toBe('$0.00');
    expect(formatMoney(2900, 'es').replace(/\s/g, ' ')).toBe('29,00 US$');
  });

  it('takes only whole, non-negative cents for a price ("Unknown" otherwise)', () => {
    expect(isKnownPrice(2900)).toBe(true);
    expect(isKnownPrice(0)).toBe(true);
    for (const unknown of [null, undefined, 12.5, -100, Number.NaN]) {
      expect(isKnownPrice(unknown)).toBe(false);
    }
  });
});

describe('status names (docs/product.md sections 4 and 9)', () => {
  it('names the subscription statuses, and says "Unknown" for one it does not know', () => {
    expect(subscriptionStatusLabel('active', en())).toBe('Active');
    expect(subscriptionStatusLabel('trialing', en())).toBe('Trial');
    expect(subscriptionStatusLabel('past_due', en())).toBe('Past due');
    for (const unknown of ['something_new', '', 'constructor']) {
      expect(subscriptionStatusLabel(unknown, en())).toBe('Unknown');
    }
    expect(subscriptionStatusLabel('active', es())).not.toBe('Active');
    expect(subscriptionStatusLabel('something_new', es())).toBe(billingEs.unknown);
  });

  it('names the invoice statuses, and "Unknown" for none', () => {
    expect(invoiceStatusLabel('paid', en())).toBe(billingEn.invoiceStatus.paid);
    expect(invoiceStatusLabel(null, en())).toBe('Unknown');
  });
});
