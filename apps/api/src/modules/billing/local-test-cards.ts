import type { AddPaymentMethodRequest, CardBrand } from '@app/domain/billing.schemas.ts';
import {
  cardDigits,
  detectCardBrand,
  isCardExpired,
  isValidLuhn,
} from '@app/domain/billing-rules.ts';
import type { LocalChargeOutcome } from '../../db/schema/billing-payment-methods.ts';
import { DomainError } from '../../domain-errors.ts';
import { cardError } from './billing-provider.ts';

/**
 * Stripe's test card numbers and how each behaves (https://docs.stripe.com/testing), which the
 * local provider copies so that what works here works against Stripe in test mode:
 * - the cards of each brand that succeed;
 * - the declines that Stripe refuses already when a card is saved ("can't be attached");
 * - 4000 0000 0000 0341, saved fine, declined at every charge.
 * Any other number is refused, as Stripe's test mode refuses real cards: nobody should type a
 * real card into a form that only pretends to charge it.
 */
const SUCCEEDING = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '6011981111111113',
  '6555900000604105',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
  '6200000000000047',
  '6205500000000000004',
]);

const DECLINED_WHEN_SAVED: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009979': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

const DECLINED_AT_CHARGE = new Set(['4000000000000341']);

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';

type CheckedCard = {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  digits: string;
  chargeOutcome: LocalChargeOutcome;
};

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

/**
 * Checks a typed card as Stripe would, in Stripe's order and words: the number (Luhn), expiry,
 * security code, then the test card's own behaviour. Malformed input is 400; a card the
 * "bank" refuses is 402, like Stripe's card errors.
 */
export function checkTestCard(card: AddPaymentMethodRequest, now: Date): CheckedCard {
  const digits = cardDigits(card.number);
  if (!digits || !isValidLuhn(digits)) {
    throw invalid('invalid_number', 'Your card number is invalid.');
  }
  const expMonth = Number(card.exp_month);
  const rawYear = Number(card.exp_year);
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  if (!Number.isInteger(expYear) || expYear > now.getUTCFullYear() + 50) {
    throw invalid('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  if (isCardExpired(expMonth, expYear, now)) {
    throw cardError('expired_card', CARD_EXPIRED_MESSAGE);
  }
  const brand = detectCardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    throw invalid('invalid_cvc', "Your card's security code is invalid.");
  }
  const declined = DECLINED_WHEN_SAVED[digits];
  if (declined) throw cardError(declined.code, declined.message);
  const chargeOutcome: LocalChargeOutcome | null = SUCCEEDING.has(digits)
    ? 'succeeds'
    : DECLINED_AT_CHARGE.has(digits)
      ? 'card_declined'
      : null;
  if (!chargeOutcome) {
    throw cardError(
      'card_declined',
      'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
    );
  }
  return { brand, last4: digits.slice(-4), expMonth, expYear, digits, chargeOutcome };
}
