import {
  billingConfigResponseSchema,
  invoiceResponseSchema,
  invoicesResponseSchema,
  paymentMethodsResponseSchema,
  subscriptionResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import {
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
} from '../../../test/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { billingCustomers } from '../../db/schema/billing-customers.ts';
import { billingProcessedEvents } from '../../db/schema/billing-events.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';
import { users } from '../../db/schema/users.ts';

const DAY = 24 * 60 * 60 * 1000;
const PRICE_ID = 'price_standin_yearly';
const WEBHOOK_SECRET = 'whsec_standin_secret';
let standIn: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startStripeStandIn({ priceId: PRICE_ID, unitAmount: 2900 });
  t = await createTestApp(
    { stripeClient: standIn.client() },
    {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  );
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** An account past its trial (unless `young`), signed in. */
const signUp = (young = false) =>
  createSignedInUser(t.db, { createdAt: new Date(Date.now() - (young ? 0 : 60) * DAY) });

function call(
  person: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1/users/${person.user.id}${path}`,
    headers: { ...person.headers, ...headers },
  });
}

async function customerOf(person: Person): Promise<string> {
  await call(person, 'GET', '/payment_methods');
  const [row] = await t.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, person.user.id));
  if (!row) throw new Error('no customer');
  return row.customerId;
}

async function copyOf(subscriptionId: string) {
  const [row] = await t.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, subscriptionId));
  return row;
}

/** A subscribed person: a card attached as the Payment Element would, then Subscribe. */
async function subscribedPerson() {
  const person = await signUp();
  const customer = await customerOf(person);
  standIn.attachCard(customer);
  const response = await call(person, 'PUT', '/activateSubscription');
  expect(response.statusCode, response.body).toBe(200);
  const subscription = subscriptionResponseSchema.parse(response.json()).data;
  if (!subscription) throw new Error('no subscription');
  return { person, customer, subscription };
}

let eventCounter = 0;
function deliver(
  event: { type: string; object: unknown; id?: string; created?: number },
  options: Parameters<typeof signedEvent>[2] & { signature?: string | null } = {},
) {
  const id = event.id ?? `evt_test${++eventCounter}`;
  const { payload, signature } = signedEvent(WEBHOOK_SECRET, { ...event, id }, options);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const sent = options.signature === undefined ? signature : options.signature;
  if (sent !== null) headers['stripe-signature'] = sent;
  return t.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', headers, payload });
}

const retrievals = (subscriptionId: string) =>
  standIn.requests.filter(
    (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`,
  ).length;

describe('the Stripe provider', () => {
  it('tells the web app to use Stripe.js with the publishable key, in test mode', async () => {
    const person = await signUp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing/config',
      headers: person.headers,
    });
    expect(billingConfigResponseSchema.parse(response.json())).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
      priceCents: 2900,
      currency: 'usd',
      trialDays: 30,
      testMode: true,
    });
    // Stripe.js may load, and the Payment Element's frames show.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    // Cards reach Stripe from the browser: the local card form does not exist here.
    const local = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${person.user.id}/payment_methods`,
      headers: person.headers,
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    expect(local.statusCode).toBe(404);
  });

  it("creates the customer once and answers a SetupIntent's client secret", async () => {
    const person = await signUp();
    const first = await call(person, 'GET', '/payment_methods/secret');
    expect(first.statusCode).toBe(200);
    expect(first.json().client_secret).toMatch(/^seti_\w+_secret_\w+$/);
    await call(person, 'GET', '/payment_methods/secret');
    const creates = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/customers' && r.params.metadata,
    );
    const mine = creates.filter(
      (r) => (r.params.metadata as Record<string, string>).userId === person.user.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.idempotencyKey).toBe(`${person.user.id}:customer.create`);
  });

  it('starts a young account on a Stripe trial, and keeps a copy for the access rule', async () => {
    const person = await signUp(true);
    const { data, testMode } = subscriptionResponseSchema.parse(
      (await call(person, 'GET', '/subscription')).json(),
    );
    expect(testMode).toBe(true);
    expect(data).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    const trialEnd = Math.floor((new Date(person.user.createdAt).getTime() + 30 * DAY) / 1000);
    expect(data?.trial_end).toBe(trialEnd);
    expect(data?.items.data[0]?.price).toMatchObject({ id: PRICE_ID, unit_amount: 2900 });
    expect((await copyOf(data?.id ?? ''))?.status).toBe('trialing');
    // An old account gets no trial: nothing to show until it subscribes.
    const old = await signUp();
    expect((await call(old, 'GET', '/subscription')).json()).toEqual({
      data: null,
      testMode: true,
    });
  });

  it('lists cards, sets the default, and detaches a card', async () => {
    const person = await signUp();
    const customer = await customerOf(person);
    const visa = standIn.attachCard(customer);
    const amex = standIn.attachCard(customer, { brand: 'amex', last4: '0005' });
    let list = paymentMethodsResponseSchema.parse(
      (await call(person, 'GET', '/payment_methods')).json(),
    ).data;
    expect(list.paymentMethods.map((pm) => pm.card.last4)).toEqual(['0005', '4242']);
    expect(list.defaultPaymentMethod).toBeNull();

    const made = await call(person, 'POST', `/payment_methods/${visa.id}/make_default`);
    expect(made.json()).toEqual({ data: { defaultPaymentMethod: visa.id } });
    expect(standIn.customer(customer)?.invoice_settings.default_payment_method).toBe(visa.id);

    expect((await call(person, 'DELETE', `/payment_methods/${visa.id}`)).statusCode).toBe(204);
    list = (await call(person, 'GET', '/payment_methods')).json().data;
    expect(list.paymentMethods.map((pm) => pm.id)).toEqual([amex.id]);
    expect(list.defaultPaymentMethod).toBe(amex.id);

    // Someone else's card is not ours to touch.
    const other = await signUp();
    const theirs = standIn.attachCard(await customerOf(other));
    expect((await call(person, 'DELETE', `/payment_methods/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call(person, 'POST', `/payment_methods/${theirs.id}/make_default`)).statusCode,
    ).toBe(404);
    expect(standIn.paymentMethod(theirs.id)?.customer).not.toBeNull();
  });

  it('subscribes, cancels and subscribes again, with the invoice from Stripe', async () => {
    const { person, subscription } = await subscribedPerson();
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await copyOf(subscription.id))?.status).toBe('active');

    const list = invoicesResponseSchema.parse((await call(person, 'GET', '/invoices')).json());
    expect(list.data.data).toHaveLength(1);
    const invoice = list.data.data[0];
    expect(invoice).toMatchObject({ status: 'paid', total: 2900, amount_paid: 2900 });
    expect(invoice?.lines.data[0]).toMatchObject({ quantity: 1, price: { unit_amount: 2900 } });
    const detail = await call(person, 'GET', `/invoices/${invoice?.id}`);
    expect(invoiceResponseSchema.parse(detail.json()).data).toEqual(invoice);

    const cancelled = await call(person, 'PUT', '/cancelSubscription');
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await copyOf(subscription.id))?.cancelAtPeriodEnd).toBe(true);
    const resumed = await call(person, 'PUT', '/activateSubscription');
    expect(resumed.json().data).toMatchObject({ id: subscription.id, cancel_at_period_end: false });

    const other = await signUp();
    expect((await call(other, 'GET', `/invoices/${invoice?.id}`)).statusCode).toBe(404);
  });

  it("refuses a declined card with Stripe's message and keeps the subscription incomplete", async () => {
    const person = await signUp();
    const customer = await customerOf(person);
    standIn.attachCard(customer, { last4: '0341', declines: true });
    const response = await call(person, 'PUT', '/activateSubscription');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: { code: 'generic_decline', message: 'Your card was declined.' },
    });
    const { data } = (await call(person, 'GET', '/subscription')).json();
    expect(data.status).toBe('incomplete');
    expect((await copyOf(data.id))?.status).toBe('incomplete');
  });
});

describe('idempotency keys', () => {
  it('repeats the same key when the SDK retries a call whose answer was lost', async () => {
    const person = await signUp();
    const customer = await customerOf(person);
    standIn.attachCard(customer);
    standIn.dropResponse('POST', /^\/v1\/subscriptions$/);
    standIn.dropResponse('POST', /^\/v1\/invoices\/[^/]+\/pay$/);
    const response = await call(person, 'PUT', '/activateSubscription');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('active');

    const creates = standIn.requests.filter(
      (r) =>
        r.method === 'POST' && r.path === '/v1/subscriptions' && r.params.customer === customer,
    );
    expect(creates).toHaveLength(2);
    expect(creates[0]?.idempotencyKey).toBe(`${person.user.id}:subscription.create:first`);
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey);
    const pays = standIn.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path.endsWith('/pay') &&
        r.idempotencyKey?.startsWith(person.user.id),
    );
    expect(pays).toHaveLength(2);
    expect(pays[1]?.idempotencyKey).toBe(pays[0]?.idempotencyKey);
    // Stripe made one subscription, not two.
    const mine = [...standIn.subscriptions.values()].filter((s) => s.customer === customer);
    expect(mine).toHaveLength(1);
  });

  it('reuses the key when the client retries with the same Idempotency-Key', async () => {
    const person = await signUp();
    const customer = await customerOf(person);
    const card = standIn.attachCard(customer);
    const headers = { 'idempotency-key': 'retry-0001-abcdef' };
    await call(person, 'POST', `/payment_methods/${card.id}/make_default`, headers);
    await call(person, 'POST', `/payment_methods/${card.id}/make_default`, headers);
    const updates = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/customers/${customer}`,
    );
    expect(updates).toHaveLength(2);
    expect(updates[0]?.idempotencyKey).toBe(
      `${person.user.id}:customer.default_payment_method:${card.id}:retry-0001-abcdef`,
    );
    expect(updates[1]?.idempotencyKey).toBe(updates[0]?.idempotencyKey);
  });

  it('sends a key with every changing call', async () => {
    await subscribedPerson();
    const changing = standIn.requests.filter((r) => r.method === 'POST' || r.method === 'DELETE');
    expect(changing.length).toBeGreaterThan(5);
    for (const request of changing) {
      expect(request.idempotencyKey, `${request.method} ${request.path}`).toMatch(
        /^[0-9a-f-]{36}:[a-z_.]+/,
      );
    }
  });
});

describe('POST /api/v1/stripe/webhook', () => {
  it('refuses a missing, wrong or old signature with 400 and changes nothing', async () => {
    const { subscription } = await subscribedPerson();
    const before = await copyOf(subscription.id);
    const cancelled = standIn.updateSubscription(subscription.id, (s) => {
      s.status = 'canceled';
    });
    const event = { type: 'customer.subscription.deleted', object: cancelled };
    const eventsBefore = await t.db.$count(billingProcessedEvents);
    const old = Math.floor(Date.now() / 1000) - 301;
    for (const options of [
      { signature: null },
      { signature: 't=1,v1=deadbeef' },
      { signature: 'nonsense' },
      { timestamp: old },
    ]) {
      const response = await deliver(event, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(response.json().error.code).toBe('invalid_signature');
    }
    // Signed with another secret.
    const forged = signedEvent('whsec_someone_else', { ...event, id: 'evt_forged' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.signature },
      payload: forged.payload,
    });
    expect(response.statusCode).toBe(400);
    // A body changed after signing.
    const signed = signedEvent(WEBHOOK_SECRET, { ...event, id: 'evt_tampered' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.payload.replace('"canceled"', '"active" '),
    });
    expect(tampered.statusCode).toBe(400);

    expect(await t.db.$count(billingProcessedEvents)).toBe(eventsBefore);
    expect(await copyOf(subscription.id)).toEqual(before);
    standIn.updateSubscription(subscription.id, (s) => {
      s.status = 'active';
    });
  });

  it('applies the same event delivered twice once', async () => {
    const { subscription } = await subscribedPerson();
    const renewed = standIn.updateSubscription(subscription.id, (s) => {
      const item = s.items.data[0];
      if (item) item.current_period_end += 365 * 24 * 60 * 60;
    });
    const event = { id: 'evt_twice', type: 'customer.subscription.updated', object: renewed };
    const reads = retrievals(subscription.id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(retrievals(subscription.id)).toBe(reads + 1);
    expect(
      await t.db.$count(billingProcessedEvents, eq(billingProcessedEvents.eventId, 'evt_twice')),
    ).toBe(1);
    expect((await copyOf(subscription.id))?.currentPeriodEnd.getTime()).toBe(
      (renewed.items.data[0]?.current_period_end ?? 0) * 1000,
    );
  });

  it('applies ten identical deliveries at once, once', async () => {
    const { subscription } = await subscribedPerson();
    const object = standIn.updateSubscription(subscription.id, (s) => {
      s.cancel_at_period_end = true;
    });
    const reads = retrievals(subscription.id);
    const event = { id: 'evt_ten', type: 'customer.subscription.updated', object };
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(retrievals(subscription.id)).toBe(reads + 1);
    expect(
      await t.db.$count(billingProcessedEvents, eq(billingProcessedEvents.eventId, 'evt_ten')),
    ).toBe(1);
    expect((await copyOf(subscription.id))?.cancelAtPeriodEnd).toBe(true);
  });

  it('ends in the newest state whatever order the events arrive in', async () => {
    const { person, subscription } = await subscribedPerson();
    const created = Math.floor(Date.now() / 1000);
    const pastDue = standIn.updateSubscription(subscription.id, (s) => {
      s.status = 'past_due';
    });
    const recovered = standIn.updateSubscription(subscription.id, (s) => {
      s.status = 'active';
    });
    const cancelling = standIn.updateSubscription(subscription.id, (s) => {
      s.cancel_at_period_end = true;
    });
    // Newest first, then the older ones: their payloads must not win.
    for (const [object, offset] of [
      [cancelling, 3],
      [pastDue, 1],
      [recovered, 2],
    ] as const) {
      const response = await deliver({
        type: 'customer.subscription.updated',
        object,
        created: created + offset,
      });
      expect(response.statusCode).toBe(200);
    }
    const copy = await copyOf(subscription.id);
    expect(copy).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const shown = (await call(person, 'GET', '/subscription')).json().data;
    expect(shown).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('follows invoice events to their subscription, and access follows the copy', async () => {
    const { person, subscription } = await subscribedPerson();
    const failed = standIn.updateSubscription(subscription.id, (s) => {
      s.status = 'past_due';
    });
    const invoice = {
      id: 'in_failed_renewal',
      object: 'invoice',
      status: 'open',
      customer: failed.customer,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: null },
      },
    };
    expect((await deliver({ type: 'invoice.payment_failed', object: invoice })).statusCode).toBe(
      200,
    );
    expect((await copyOf(subscription.id))?.status).toBe('past_due');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: person.headers,
      payload: { category: 'journal', title: 'While past due' },
    });
    expect(post.statusCode).toBe(402);
    expect(post.json().error.code).toBe('subscription_required');
  });

  it('makes a first attached card the default, once', async () => {
    const person = await signUp();
    const customer = await customerOf(person);
    const card = standIn.attachCard(customer);
    const event = { id: 'evt_attached', type: 'payment_method.attached', object: card };
    await Promise.all([deliver(event), deliver(event), deliver(event)]);
    const updates = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/customers/${customer}`,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.idempotencyKey).toBe(
      `${person.user.id}:customer.default_payment_method:${card.id}:evt_attached`,
    );
    expect(standIn.customer(customer)?.invoice_settings.default_payment_method).toBe(card.id);
    const [row] = await t.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.customerId, customer));
    expect(row?.defaultPaymentMethod).toBe(card.id);
  });

  it('acknowledges events about customers it does not know, and types it does not use', async () => {
    const stranger = standIn.updateSubscription(
      (await subscribedPerson()).subscription.id,
      () => {},
    );
    const unknown = { ...stranger, id: 'sub_unknown', customer: 'cus_unknown' };
    const a = await deliver({ type: 'customer.subscription.updated', object: unknown });
    expect(a.statusCode).toBe(200);
    const b = await deliver({ type: 'charge.succeeded', object: { id: 'ch_1', object: 'charge' } });
    expect(b.statusCode).toBe(200);
    expect(await copyOf('sub_unknown')).toBeUndefined();
  });
});

describe('account deletion with Stripe', () => {
  it('cancels the subscription, detaches the cards and deletes the customer first', async () => {
    const { person, customer, subscription } = await subscribedPerson();
    const second = standIn.attachCard(customer, { last4: '4444', brand: 'mastercard' });
    await t.db.update(users).set({ name: 'Ada' }).where(eq(users.id, person.user.id));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: 'Ada' },
    });
    expect(response.statusCode).toBe(204);
    expect(standIn.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(standIn.paymentMethod(second.id)?.customer).toBeNull();
    expect(standIn.customer(customer)?.deleted).toBe(true);
    expect(await copyOf(subscription.id)).toBeUndefined();
    expect(await t.db.$count(billingCustomers, eq(billingCustomers.customerId, customer))).toBe(0);
    const cancel = standIn.requests.find(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(cancel?.idempotencyKey).toBe(`${person.user.id}:subscription.cancel:${subscription.id}`);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: person.headers,
    });
    expect(me.statusCode).toBe(401);
  });

  it('keeps the account when Stripe cannot be reached, so nobody is charged for nothing', async () => {
    const { person } = await subscribedPerson();
    await t.db.update(users).set({ name: 'Bea' }).where(eq(users.id, person.user.id));
    standIn.dropResponse('DELETE', /^\/v1\/subscriptions\//, 3);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: 'Bea' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('billing_unavailable');
    expect(await t.db.$count(users, eq(users.id, person.user.id))).toBe(1);
  });
});
