import {
  billingConfigResponseSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  paymentMethodsResponseSchema,
  subscriptionResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { addYears } from '@app/domain/billing-rules.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { billingPaymentMethods } from '../../db/schema/billing-payment-methods.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';
import { createSession } from '../auth/sessions.service.ts';
import { createBillingProvider } from './billing.plugin.ts';
import { INVOICE_LINE_DESCRIPTION, PAST_DUE_DAYS } from './local-billing.provider.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** Sessions expire after 30 days: after a jump of the clock, sign in again. */
async function signInAgain(person: Person): Promise<Person> {
  const { token } = await createSession(t.db, person.user.id, clock.now());
  return { ...person, token, headers: { authorization: `Bearer ${token}` } };
}

/** A new account, made and signed in now on the test clock. */
const signUp = async (overrides: Parameters<typeof createSignedInUser>[1] = {}) =>
  signInAgain(await createSignedInUser(t.db, { createdAt: clock.now(), ...overrides }));

function call(
  person: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/v1/users/${person.user.id}${path}`,
    headers: person.headers,
    ...(payload ? { payload } : {}),
  });
}

const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2049, cvc: '123' };
const addCard = (person: Person, card: Partial<typeof TEST_CARD> = {}) =>
  call(person, 'POST', '/payment_methods', { ...TEST_CARD, ...card });

async function subscription(person: Person) {
  const response = await call(person, 'GET', '/subscription');
  expect(response.statusCode).toBe(200);
  return subscriptionResponseSchema.parse(response.json());
}

async function invoices(person: Person) {
  const response = await call(person, 'GET', '/invoices');
  expect(response.statusCode).toBe(200);
  return invoicesResponseSchema.parse(response.json()).data.data;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('GET /api/v1/billing/config', () => {
  it('names the local provider in test mode, with the yearly price and the trial', async () => {
    const person = await signUp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing/config',
      headers: person.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(billingConfigResponseSchema.parse(response.json())).toEqual({
      provider: 'local',
      priceCents: 2900,
      currency: 'usd',
      trialDays: 30,
      testMode: true,
    });
    // Without Stripe, nothing of Stripe's may load.
    expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/billing/config' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the API description', () => {
  it('documents every billing path of docs/product.md section 7', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/v1/users/{id}/payment_methods',
      '/api/v1/users/{id}/payment_methods/secret',
      '/api/v1/users/{id}/payment_methods/{pmId}/make_default',
      '/api/v1/users/{id}/payment_methods/{pmId}',
      '/api/v1/users/{id}/subscription',
      '/api/v1/users/{id}/activateSubscription',
      '/api/v1/users/{id}/cancelSubscription',
      '/api/v1/users/{id}/invoices',
      '/api/v1/users/{id}/invoices/{invoiceId}',
      '/api/v1/billing/config',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe("another person's billing", () => {
  it('is 404 on every billing path, and 401 for visitors', async () => {
    const owner = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(owner);
    const [card] = (await call(owner, 'GET', '/payment_methods')).json().data.paymentMethods;
    await call(owner, 'PUT', '/activateSubscription');
    const [invoice] = await invoices(owner);
    const other = await signUp();
    const paths: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', '/payment_methods'],
      ['POST', '/payment_methods', TEST_CARD],
      ['GET', '/payment_methods/secret'],
      ['POST', `/payment_methods/${card.id}/make_default`],
      ['DELETE', `/payment_methods/${card.id}`],
      ['GET', '/subscription'],
      ['PUT', '/activateSubscription'],
      ['PUT', '/cancelSubscription'],
      ['GET', '/invoices'],
      ['GET', `/invoices/${invoice?.id}`],
    ];
    for (const [method, path, payload] of paths) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/users/${owner.user.id}${path}`,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      const visitor = await t.app.inject({
        method,
        url: `/api/v1/users/${owner.user.id}${path}`,
        ...(payload ? { payload } : {}),
      });
      expect(visitor.statusCode, `${method} ${path} as a visitor`).toBe(401);
    }
    // Nothing of the owner's changed.
    expect((await subscription(owner)).data?.status).toBe('active');
    expect((await call(owner, 'GET', '/payment_methods')).json().data.paymentMethods).toHaveLength(
      1,
    );
  });

  it("is 404 for the owner's own path with someone else's card or invoice", async () => {
    const owner = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(owner);
    await call(owner, 'PUT', '/activateSubscription');
    const [card] = (await call(owner, 'GET', '/payment_methods')).json().data.paymentMethods;
    const [invoice] = await invoices(owner);
    const other = await signUp();
    for (const [method, path] of [
      ['POST', `/payment_methods/${card.id}/make_default`],
      ['DELETE', `/payment_methods/${card.id}`],
      ['GET', `/invoices/${invoice?.id}`],
      ['GET', '/invoices/in_nothing'],
      ['DELETE', '/payment_methods/pm_nothing'],
    ] as const) {
      expect((await call(other, method, path)).statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it('is 404 for card and invoice ids no provider could have written, before any lookup', async () => {
    // Fuzzing (docs/security.md, promise 39) found /invoices/%00 answered 500: the NUL reached the
    // database. Stripe's and the local provider's ids are letters, digits and underscores.
    const owner = await signUp();
    await addCard(owner);
    for (const id of ['%00', 'pm_1%00', 'in%20x', '%C3%A9', 'pm-1', 'pm_1.x']) {
      for (const [method, path] of [
        ['POST', `/payment_methods/${id}/make_default`],
        ['DELETE', `/payment_methods/${id}`],
        ['GET', `/invoices/${id}`],
      ] as const) {
        const response = await call(owner, method, path);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
    const cards = (await call(owner, 'GET', '/payment_methods')).json().data.paymentMethods;
    expect(cards).toHaveLength(1);
  });
});

describe('the trial', () => {
  it('starts with the account, for 30 days, created on the first read', async () => {
    const person = await signUp();
    expect(
      await t.db.$count(billingSubscriptions, eq(billingSubscriptions.userId, person.user.id)),
    ).toBe(0);
    const { data, testMode } = await subscription(person);
    expect(testMode).toBe(true);
    expect(data).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      start_date: seconds(clock.now()),
      trial_start: seconds(clock.now()),
      trial_end: seconds(new Date(clock.now().getTime() + 30 * DAY)),
      current_period_end: seconds(new Date(clock.now().getTime() + 30 * DAY)),
      cancel_at_period_end: false,
      livemode: false,
    });
    expect(data?.items.data[0]?.price).toMatchObject({
      unit_amount: 2900,
      currency: 'usd',
      recurring: { interval: 'year' },
    });
    // Reading again does not make another.
    await subscription(person);
    expect(
      await t.db.$count(billingSubscriptions, eq(billingSubscriptions.userId, person.user.id)),
    ).toBe(1);
  });

  it('runs from the account creation, not from the first visit to billing', async () => {
    const person = await signUp({ createdAt: new Date(clock.now().getTime() - 40 * DAY) });
    const { data } = await subscription(person);
    // The trial ended ten days ago with no card: it ended (Stripe's missing_payment_method: cancel).
    expect(data).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(data?.ended_at).toBe(seconds(new Date(clock.now().getTime() - 10 * DAY)));
  });

  it('becomes a paid year at its end when there is a card, with the first invoice', async () => {
    let person = await signUp();
    expect((await addCard(person)).statusCode).toBe(201);
    const trialEnd = new Date(clock.now().getTime() + 30 * DAY);
    clock.advance(31 * DAY);
    person = await signInAgain(person);
    const { data } = await subscription(person);
    expect(data).toMatchObject({
      status: 'active',
      current_period_start: seconds(trialEnd),
      current_period_end: seconds(new Date(trialEnd.getTime() + 365 * DAY)),
    });
    const list = await invoices(person);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'paid', total: 2900, created: seconds(trialEnd) });
  });
});

describe('cards', () => {
  it('adds a test card, keeping only brand, last four digits and expiry', async () => {
    const person = await signUp();
    const added = await addCard(person, { number: '5555 5555 5555 4444', exp_month: 3 });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      object: 'payment_method',
      type: 'card',
      livemode: false,
      card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2049 },
    });
    const [row] = await t.db
      .select()
      .from(billingPaymentMethods)
      .where(eq(billingPaymentMethods.userId, person.user.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('555555555555');
    expect(stored).not.toContain('"123"');
    expect(row?.fingerprint).toMatch(/^[\w-]{16}$/);
  });

  it('refuses invalid numbers, expired cards and declines with the provider message', async () => {
    const person = await signUp();
    const cases: [Partial<typeof TEST_CARD>, number, string, string][] = [
      [{ number: '4242 4242 4242 4241' }, 400, 'invalid_number', 'Your card number is invalid.'],
      [{ number: '1234' }, 400, 'invalid_number', 'Your card number is invalid.'],
      [{ exp_month: 13 }, 400, 'invalid_expiry_month', "Your card's expiration month is invalid."],
      [{ exp_month: 5, exp_year: 2026 }, 402, 'expired_card', 'Your card has expired.'],
      [{ cvc: '12' }, 400, 'invalid_cvc', "Your card's security code is invalid."],
      [{ number: '4000 0000 0000 0002' }, 402, 'card_declined', 'Your card was declined.'],
      [
        { number: '4000 0000 0000 9995' },
        402,
        'insufficient_funds',
        'Your card has insufficient funds.',
      ],
    ];
    for (const [card, status, code, message] of cases) {
      const response = await addCard(person, card);
      expect(response.statusCode, JSON.stringify(card)).toBe(status);
      expect(response.json()).toEqual({ error: { code, message } });
    }
    // A real card number (Luhn-valid, not a test card) is refused too: this is test mode.
    const real = await addCard(person, { number: '4111 1111 1111 1129' });
    expect(real.statusCode).toBe(402);
    expect(real.json().error.message).toContain('4242 4242 4242 4242');
    const list = await call(person, 'GET', '/payment_methods');
    expect(list.json().data).toEqual({ paymentMethods: [], defaultPaymentMethod: null });
  });

  it('makes the first card the default, switches the default, and deletes cards', async () => {
    const person = await signUp();
    const first = (await addCard(person)).json().data;
    const second = (await addCard(person, { number: '378282246310005', cvc: '1234' })).json().data;
    expect(second.card.brand).toBe('amex');
    let list = paymentMethodsResponseSchema.parse(
      (await call(person, 'GET', '/payment_methods')).json(),
    ).data;
    expect(list.defaultPaymentMethod).toBe(first.id);
    expect(list.paymentMethods.map((pm) => pm.id)).toEqual([second.id, first.id]);

    const made = await call(person, 'POST', `/payment_methods/${second.id}/make_default`);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ data: { defaultPaymentMethod: second.id } });

    expect((await call(person, 'DELETE', `/payment_methods/${first.id}`)).statusCode).toBe(204);
    list = (await call(person, 'GET', '/payment_methods')).json().data;
    expect(list).toMatchObject({ defaultPaymentMethod: second.id });
    expect(list.paymentMethods).toHaveLength(1);

    // Deleting the default hands the role to the newest card left, or to none.
    const third = (await addCard(person)).json().data;
    await call(person, 'POST', `/payment_methods/${second.id}/make_default`);
    await call(person, 'DELETE', `/payment_methods/${second.id}`);
    list = (await call(person, 'GET', '/payment_methods')).json().data;
    expect(list.defaultPaymentMethod).toBe(third.id);
    await call(person, 'DELETE', `/payment_methods/${third.id}`);
    list = (await call(person, 'GET', '/payment_methods')).json().data;
    expect(list).toEqual({ paymentMethods: [], defaultPaymentMethod: null });
    expect((await call(person, 'DELETE', `/payment_methods/${third.id}`)).statusCode).toBe(404);
  });

  it('answers a local setup token for the secret, and the card form only here', async () => {
    const person = await signUp();
    const secret = await call(person, 'GET', '/payment_methods/secret');
    expect(secret.statusCode).toBe(200);
    expect(secret.json().client_secret).toMatch(/^seti_local_\w+_secret_\w+$/);
  });
});

describe('subscribe, cancel, subscribe again', () => {
  it('needs a card to subscribe', async () => {
    const person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    const response = await call(person, 'PUT', '/activateSubscription');
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('payment_method_required');
  });

  it('charges the default card for a year, writes a paid invoice, and can be cancelled and resumed', async () => {
    const person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person);
    const activated = await call(person, 'PUT', '/activateSubscription');
    expect(activated.statusCode).toBe(200);
    const { data } = subscriptionResponseSchema.parse(activated.json());
    expect(data).toMatchObject({
      status: 'active',
      start_date: seconds(clock.now()),
      current_period_end: seconds(addYears(clock.now(), 1)),
      cancel_at_period_end: false,
    });
    const [invoice] = await invoices(person);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 2900,
      amount_paid: 2900,
      amount_remaining: 0,
      subtotal: 2900,
      total: 2900,
      currency: 'usd',
    });
    expect(invoice?.number).toMatch(/^IC-\d{6}$/);
    expect(invoice?.lines.data).toEqual([
      expect.objectContaining({
        description: INVOICE_LINE_DESCRIPTION,
        quantity: 1,
        amount: 2900,
        price: { unit_amount: 2900 },
      }),
    ]);
    const detail = await call(person, 'GET', `/invoices/${invoice?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(invoiceResponseSchema.parse(detail.json()).data).toEqual(invoice);

    // Subscribing again while active changes nothing and charges nothing.
    await call(person, 'PUT', '/activateSubscription');
    expect(await invoices(person)).toHaveLength(1);

    const cancelled = await call(person, 'PUT', '/cancelSubscription');
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(cancelled.json().data.canceled_at).toBe(seconds(clock.now()));

    const resumed = await call(person, 'PUT', '/activateSubscription');
    expect(resumed.json().data).toMatchObject({
      id: data?.id,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
    });
    expect(await invoices(person)).toHaveLength(1);
  });

  it('cancels a trial at its end, and a new subscription after the end starts a new year', async () => {
    let person = await signUp();
    await addCard(person);
    const cancelled = await call(person, 'PUT', '/cancelSubscription');
    expect(cancelled.json().data).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    clock.advance(31 * DAY);
    person = await signInAgain(person);
    const ended = (await subscription(person)).data;
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await invoices(person)).toHaveLength(0);

    const again = await call(person, 'PUT', '/activateSubscription');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'active', start_date: seconds(clock.now()) });
    expect(again.json().data.id).not.toBe(ended?.id);
    expect(await invoices(person)).toHaveLength(1);
  });
});

describe('a declined card', () => {
  it('leaves the subscription incomplete with the card message, and a good card pays it', async () => {
    const person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    // Saves fine, declines every charge (Stripe's 4000 0000 0000 0341).
    const declining = (await addCard(person, { number: '4000000000000341' })).json().data;
    const response = await call(person, 'PUT', '/activateSubscription');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await subscription(person)).data?.status).toBe('incomplete');
    expect((await invoices(person))[0]?.status).toBe('open');

    const good = (await addCard(person)).json().data;
    await call(person, 'POST', `/payment_methods/${good.id}/make_default`);
    const paid = await call(person, 'PUT', '/activateSubscription');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('active');
    const list = await invoices(person);
    expect(list).toHaveLength(1);
    expect(list[0]?.status).toBe('paid');
    expect(declining.card.last4).toBe('0341');
  });

  it('expires an incomplete subscription after 23 hours and voids its invoice', async () => {
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person, { number: '4000000000000341' });
    await call(person, 'PUT', '/activateSubscription');
    clock.advance(24 * 60 * 60 * 1000);
    person = await signInAgain(person);
    expect((await subscription(person)).data?.status).toBe('incomplete_expired');
    expect((await invoices(person))[0]?.status).toBe('void');
  });
});

describe('renewal with the clock', () => {
  it('renews each year with a paid invoice, catching up years missed while the server was off', async () => {
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person, { exp_year: 2040 });
    const start = clock.now();
    const first = (await call(person, 'PUT', '/activateSubscription')).json().data;
    // Three years and a day later, nobody having looked in between.
    clock.advance(3 * 366 * DAY);
    person = await signInAgain(person);
    const { data } = await subscription(person);
    expect(data?.id).toBe(first.id);
    expect(data?.status).toBe('active');
    const list = await invoices(person);
    expect(list.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    // One invoice a year, dated when it fell due, newest first, numbers in order.
    const years = list.map((invoice) => new Date(invoice.created * 1000).getUTCFullYear());
    const startYear = start.getUTCFullYear();
    expect(years).toEqual([startYear + 3, startYear + 2, startYear + 1, startYear]);
    const numbers = list.map((invoice) => Number(invoice.number?.slice(3)));
    expect([...numbers].sort((a, b) => a - b)).toEqual([...numbers].reverse());
    expect(data?.current_period_end).toBe(list[0]?.period_end);
  });

  it('renews through the hourly job too, without anyone reading', async () => {
    const person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person, { exp_year: 2040 });
    await call(person, 'PUT', '/activateSubscription');
    clock.advance(366 * DAY);
    // What the billing plugin runs at start-up and every hour.
    const billing = createBillingProvider(t.config.billing);
    expect(await billing.renewDueSubscriptions(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await t.db
      .select({ status: billingSubscriptions.status, end: billingSubscriptions.currentPeriodEnd })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, person.user.id));
    expect(row?.status).toBe('active');
    expect(row?.end.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('falls past due when the card fails at renewal, then unpaid, and a new card pays', async () => {
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    // Valid today, expired by the renewal a year on.
    const expiry = new Date(clock.now().getTime() + 200 * DAY);
    await addCard(person, {
      exp_month: expiry.getUTCMonth() + 1,
      exp_year: expiry.getUTCFullYear(),
    });
    const first = (await call(person, 'PUT', '/activateSubscription')).json().data;
    clock.advance(366 * DAY);
    person = await signInAgain(person);
    const pastDue = (await subscription(person)).data;
    expect(pastDue).toMatchObject({ id: first.id, status: 'past_due' });
    expect((await invoices(person))[0]?.status).toBe('open');

    // A new default card pays what is owed at once.
    const good = (await addCard(person, { exp_year: 2045 })).json().data;
    await call(person, 'POST', `/payment_methods/${good.id}/make_default`);
    expect((await subscription(person)).data?.status).toBe('active');
    expect((await invoices(person)).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('turns past due into unpaid after the grace days, and Subscribe starts a new year', async () => {
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person, { number: '4242424242424242', exp_year: 2040 });
    await call(person, 'PUT', '/activateSubscription');
    // The only card goes; the renewal finds none.
    const [card] = (await call(person, 'GET', '/payment_methods')).json().data.paymentMethods;
    await call(person, 'DELETE', `/payment_methods/${card.id}`);
    clock.advance(365 * DAY + (PAST_DUE_DAYS + 1) * DAY);
    person = await signInAgain(person);
    const unpaid = (await subscription(person)).data;
    expect(unpaid?.status).toBe('unpaid');
    expect((await invoices(person))[0]?.status).toBe('uncollectible');

    await addCard(person);
    const renewed = await call(person, 'PUT', '/activateSubscription');
    expect(renewed.json().data).toMatchObject({ status: 'active' });
    expect(renewed.json().data.id).not.toBe(unpaid?.id);
  });

  it('renews a subscription started on 29 February on the 28th, and on the 29th in leap years', async () => {
    clock.advance(new Date('2032-02-29T10:00:00Z').getTime() - clock.now().getTime());
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person, { exp_year: 2045 });
    await call(person, 'PUT', '/activateSubscription');
    const ends: string[] = [];
    for (let year = 0; year < 4; year++) {
      clock.advance(366 * DAY);
      person = await signInAgain(person);
      const { data } = await subscription(person);
      ends.push(new Date((data?.current_period_start ?? 0) * 1000).toISOString().slice(0, 10));
    }
    expect(ends).toEqual(['2033-02-28', '2034-02-28', '2035-02-28', '2036-02-29']);
  });

  it('ends a cancelled subscription at the end of its period, writing no invoice', async () => {
    let person = await signUp({ createdAt: new Date(clock.now().getTime() - 60 * DAY) });
    await addCard(person);
    await call(person, 'PUT', '/activateSubscription');
    await call(person, 'PUT', '/cancelSubscription');
    clock.advance(366 * DAY);
    person = await signInAgain(person);
    expect((await subscription(person)).data).toMatchObject({ status: 'canceled' });
    expect(await invoices(person)).toHaveLength(1);
  });
});
