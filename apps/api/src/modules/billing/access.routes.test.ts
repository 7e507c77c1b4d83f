import {
  SUBSCRIPTION_REQUIRED_MESSAGE,
  SUBSCRIPTION_STATUSES,
} from '@app/domain/billing.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
  signInByEmail,
} from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';

/**
 * Promise 29 (docs/security.md): access follows the subscription. Active and trialing (and the
 * challenge's free year, and a new account's trial) may create; every other status may read,
 * edit, export and delete what it has, and nothing more.
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** An account older than its trial, with a subscription in `status`. */
async function personWith(
  status: string | null,
  overrides: Parameters<typeof createSignedInUser>[1] = {},
) {
  const person = await createSignedInUser(t.db, { createdAt: daysAgo(100), ...overrides });
  if (status) {
    const start = daysAgo(50);
    await t.db.insert(billingSubscriptions).values({
      id: `sub_access_${person.user.id.slice(0, 8)}`,
      userId: person.user.id,
      provider: 'local',
      customerId: `cus_access_${person.user.id.slice(0, 8)}`,
      status,
      priceId: 'price_local_yearly',
      unitAmount: 2900,
      createdAt: start,
      startDate: start,
      billingCycleAnchor: start,
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 365 * DAY),
    });
  }
  return person;
}

const call: TestApp['call'] = (...request) => t.call(...request);

/** What a person tries: the two ways to create, and reading, editing and deleting. */
async function tryEverything(person: Person) {
  const existing = await createPost(t.db, person.user.id, { title: 'Written before' });
  const created = await call(person, 'POST', '/posts', { category: 'journal', title: 'New' });
  const excitement = await call(person, 'POST', '/excitement', {
    choices: ['Walk by the sea'],
    choiceSelected: 0,
  });
  const list = await call(person, 'GET', '/posts?filter=mine');
  const read = await call(person, 'GET', `/posts/${existing.id}`);
  const edited = await call(person, 'PUT', `/posts/${existing.id}`, {
    category: 'journal',
    title: 'Written before, and edited',
  });
  const deleted = await call(person, 'DELETE', `/posts/${existing.id}`);
  return { created, excitement, list, read, edited, deleted };
}

const REFUSAL = {
  error: { code: 'subscription_required', message: SUBSCRIPTION_REQUIRED_MESSAGE },
};

describe('who may create posts', () => {
  for (const status of SUBSCRIPTION_STATUSES) {
    const mayCreate = status === 'active' || status === 'trialing';
    it(`${status}: ${mayCreate ? 'creates' : 'reads, edits and deletes only'}`, async () => {
      const person = await personWith(status);
      const result = await tryEverything(person);
      if (mayCreate) {
        expect(result.created.statusCode).toBe(200);
        expect(result.excitement.statusCode).toBe(200);
      } else {
        expect(result.created.statusCode).toBe(402);
        expect(result.created.json()).toEqual(REFUSAL);
        expect(result.excitement.statusCode).toBe(402);
        expect(result.excitement.json()).toEqual(REFUSAL);
      }
      expect(result.list.statusCode).toBe(200);
      expect(result.read.statusCode).toBe(200);
      expect(result.edited.statusCode).toBe(200);
      expect(result.deleted.statusCode).toBe(204);
      // Refused means nothing was written.
      const mine = result.list.json().data as { title: string }[];
      expect(mine.some((post) => post.title === 'New')).toBe(mayCreate);
    });
  }

  it('a status Stripe adds later does not grant access', async () => {
    const result = await tryEverything(await personWith('something_new'));
    expect(result.created.statusCode).toBe(402);
    expect(result.edited.statusCode).toBe(200);
  });

  it('a new account creates during its trial, before billing was ever opened', async () => {
    const young = await createSignedInUser(t.db, { createdAt: daysAgo(29) });
    expect((await tryEverything(young)).created.statusCode).toBe(200);
    const old = await createSignedInUser(t.db, { createdAt: daysAgo(31) });
    const result = await tryEverything(old);
    expect(result.created.statusCode).toBe(402);
    expect(result.deleted.statusCode).toBe(204);
  });

  it('a challenge participant creates for a year from joining, whatever the subscription', async () => {
    const joined = await personWith('canceled', {
      happyChallenge: true,
      challengeJoinedAt: daysAgo(300),
    });
    expect((await tryEverything(joined)).created.statusCode).toBe(200);
    const yearOver = await personWith('canceled', {
      happyChallenge: true,
      challengeJoinedAt: daysAgo(370),
    });
    expect((await tryEverything(yearOver)).created.statusCode).toBe(402);
    // Leaving the challenge leaves its free year too.
    const left = await personWith('unpaid', {
      happyChallenge: false,
      challengeJoinedAt: daysAgo(10),
    });
    expect((await tryEverything(left)).created.statusCode).toBe(402);
  });

  it('subscribing gives access back at once', async () => {
    const person = await personWith(null);
    expect((await tryEverything(person)).created.statusCode).toBe(402);
    const url = `/api/v1/users/${person.user.id}`;
    await t.app.inject({
      method: 'POST',
      url: `${url}/payment_methods`,
      headers: person.headers,
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const activated = await t.app.inject({
      method: 'PUT',
      url: `${url}/activateSubscription`,
      headers: person.headers,
    });
    expect(activated.json().data.status).toBe('active');
    expect((await tryEverything(person)).created.statusCode).toBe(200);
  });
});

describe("the trial's end on the app's clock", () => {
  it('allows creating before the trial ends and refuses it after, as the injected clock says', async () => {
    const clock = createTestClock();
    const clocked = await createTestApp({ now: clock.now });
    try {
      // Signed up through the API, so the trial starts on the app's clock too; signed in
      // again after each step, as a session ends when it is left idle that long.
      const { email } = await signInByEmail(clocked);
      const createAfter = async (days: number, title: string) => {
        clock.advance(days * DAY);
        const { token } = await signInByEmail(clocked, email);
        const person = { headers: { authorization: `Bearer ${token}` } };
        return clocked.call(person, 'POST', '/posts', { category: 'journal', title });
      };
      expect((await createAfter(29, 'Within the trial')).statusCode).toBe(200);
      const refused = await createAfter(2, 'After the trial');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual(REFUSAL);
    } finally {
      await clocked.close();
    }
  });
});
