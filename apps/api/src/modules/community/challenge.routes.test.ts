import { CHALLENGE_DAYS, CHALLENGE_PLACES, type Challenge } from '@app/domain/community.schemas.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
// The places are shared by everyone in the database: each test starts with all of them free.
beforeEach(async () => {
  await t.db.update(users).set({ happyChallenge: false }).where(sql`${users.happyChallenge}`);
});

const call = (person: Person | null, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person?.headers ?? {} });

async function challengeOf(person: Person): Promise<Challenge> {
  const response = await call(person, 'GET', '/challenge');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function rowOf(person: Person) {
  const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
  if (!row) throw new Error('no user');
  return row;
}

/** Fills places directly, as people who joined earlier. */
async function fillPlaces(n: number) {
  for (let i = 0; i < n; i++) await createUser(t.db, { happyChallenge: true });
}

const FULL = {
  error: {
    code: 'challenge_full',
    message: 'All 100 places are taken. Thank you for your interest: watch for the next challenge.',
  },
};

describe('the happiness challenge', () => {
  it('is 401 for visitors on every route', async () => {
    for (const [method, url] of [
      ['GET', '/challenge'],
      ['POST', '/challenge/join'],
      ['POST', '/challenge/leave'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
  });

  it('tells a person whether they joined, the places taken, the start date and the length', async () => {
    const person = await createSignedInUser(t.db);
    await fillPlaces(3);
    expect(await challengeOf(person)).toEqual({
      joined: false,
      placesTaken: 3,
      places: CHALLENGE_PLACES,
      startDate: '2027-08-01',
      days: CHALLENGE_DAYS,
    });
  });

  it('takes the start date from CHALLENGE_START_DATE', async () => {
    const other = await createTestApp({}, { CHALLENGE_START_DATE: '2028-08-07' });
    try {
      const person = await createSignedInUser(other.db);
      const response = await other.app.inject({
        method: 'GET',
        url: '/api/v1/challenge',
        headers: person.headers,
      });
      expect(response.json().data.startDate).toBe('2028-08-07');
    } finally {
      await other.close();
    }
  });

  it('joins: sets happyChallenge, records when, and counts the place once however often', async () => {
    const person = await createSignedInUser(t.db);
    const before = Date.now();
    const joined = await call(person, 'POST', '/challenge/join');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({ joined: true, placesTaken: 1 });
    const row = await rowOf(person);
    expect(row.happyChallenge).toBe(true);
    expect(row.challengeJoinedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await call(person, 'POST', '/challenge/join');
    expect(again.json().data).toMatchObject({ joined: true, placesTaken: 1 });
    const current = await call(person, 'GET', '/users/current');
    expect(current.json().data.happyChallenge).toBe(true);
  });

  it('leaves: frees the place; joining again keeps the first join date (the free year does not restart)', async () => {
    const person = await createSignedInUser(t.db);
    await call(person, 'POST', '/challenge/join');
    const firstJoined = (await rowOf(person)).challengeJoinedAt;
    const left = await call(person, 'POST', '/challenge/leave');
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toMatchObject({ joined: false, placesTaken: 0 });
    expect(await rowOf(person)).toMatchObject({
      happyChallenge: false,
      challengeJoinedAt: firstJoined,
    });
    // Leaving twice is harmless.
    expect((await call(person, 'POST', '/challenge/leave')).json().data.joined).toBe(false);

    await call(person, 'POST', '/challenge/join');
    expect(await rowOf(person)).toMatchObject({
      happyChallenge: true,
      challengeJoinedAt: firstJoined,
    });
  });

  it('refuses the 101st person with 409 challenge_full, and lets them in once someone leaves', async () => {
    await fillPlaces(CHALLENGE_PLACES - 1);
    const last = await createSignedInUser(t.db);
    const late = await createSignedInUser(t.db);
    const lastIn = await call(last, 'POST', '/challenge/join');
    expect(lastIn.statusCode).toBe(200);
    expect(lastIn.json().data).toMatchObject({ joined: true, placesTaken: CHALLENGE_PLACES });

    const refused = await call(late, 'POST', '/challenge/join');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(FULL);
    expect((await rowOf(late)).happyChallenge).toBe(false);
    expect(await challengeOf(late)).toMatchObject({ joined: false, placesTaken: CHALLENGE_PLACES });

    // Someone in the challenge "joining" again when it is full is fine.
    expect((await call(last, 'POST', '/challenge/join')).statusCode).toBe(200);

    await call(last, 'POST', '/challenge/leave');
    const nowIn = await call(late, 'POST', '/challenge/join');
    expect(nowIn.statusCode).toBe(200);
    expect(nowIn.json().data).toMatchObject({ joined: true, placesTaken: CHALLENGE_PLACES });
    expect((await call(last, 'POST', '/challenge/join')).statusCode).toBe(409);
  });

  it('gives the last place to exactly one of 10 people joining at the same moment', async () => {
    await fillPlaces(CHALLENGE_PLACES - 1);
    const people = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(t.db)));
    const responses = await Promise.all(
      people.map((person) => call(person, 'POST', '/challenge/join')),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await t.db.$count(users, sql`${users.happyChallenge}`)).toBe(CHALLENGE_PLACES);
    const winner = people[responses.findIndex((r) => r.statusCode === 200)] as Person;
    expect((await rowOf(winner)).happyChallenge).toBe(true);
  });

  it('never goes over 100 when 30 people race for the last 5 places', async () => {
    await fillPlaces(CHALLENGE_PLACES - 5);
    const people = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(t.db)));
    const responses = await Promise.all(
      people.map((person) => call(person, 'POST', '/challenge/join')),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(25);
    expect(await t.db.$count(users, sql`${users.happyChallenge}`)).toBe(CHALLENGE_PLACES);
  });

  it('cannot be joined through the profile (happyChallenge there is ignored)', async () => {
    await fillPlaces(CHALLENGE_PLACES);
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { happyChallenge: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(person)).happyChallenge).toBe(false);
  });
});
