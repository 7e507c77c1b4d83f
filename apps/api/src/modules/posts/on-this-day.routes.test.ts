import { ON_THIS_DAY_MAX_YEARS, ON_THIS_DAY_POSTS_PER_YEAR } from '@app/domain/on-this-day.ts';
import {
  type OnThisDayYear,
  onThisDayResponseSchema,
  postListResponseSchema,
} from '@app/domain/posts.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSession } from '../auth/sessions.service.ts';

let t: TestApp;
/** The app's clock, set by each test to the instant it is about. */
let current = new Date('2026-06-01T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(async () => {
  await t.close();
});

/** On This Day as the person sees it at `at`, signed in then (sessions expire across years). */
async function onThisDay(person: Person, at: string, tz: string): Promise<OnThisDayYear[]> {
  current = new Date(at);
  const { token } = await createSession(t.db, person.user.id, current);
  const response = await t.call(
    { headers: { authorization: `Bearer ${token}` } },
    'GET',
    `/on-this-day?tz=${encodeURIComponent(tz)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return onThisDayResponseSchema.parse(response.json()).data;
}

/** Each year with the titles of its posts, as the answer lists them. */
const titlesByYear = (years: OnThisDayYear[]) =>
  years.map((entry) => [entry.year, entry.posts.map((post) => post.title)]);

const writtenAt = (person: Person, title: string, created: string) =>
  createPost(t.db, person.user.id, {
    title,
    createdAt: new Date(created),
    lastUpdate: new Date(created),
  });

describe('who may ask', () => {
  it('is 401 for visitors, before the time zone is looked at', async () => {
    const response = await t.call(null, 'GET', '/on-this-day?tz=Nowhere/Else');
    expect(response.statusCode).toBe(401);
  });

  it('never shows another person’s posts, nor deleted ones', async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await writtenAt(other, 'Not mine', '2024-06-01T12:00:00Z');
    const kept = await writtenAt(person, 'Mine', '2024-06-01T12:00:00Z');
    const gone = await writtenAt(person, 'Deleted', '2024-06-01T13:00:00Z');
    const deleted = await t.call(person, 'DELETE', `/posts/${gone.id}`);
    expect(deleted.statusCode).toBe(204);

    const years = await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC');
    expect(titlesByYear(years)).toEqual([[2024, ['Mine']]]);
    expect(years[0]?.posts[0]?._id).toBe(kept.id);
    expect(titlesByYear(await onThisDay(other, '2026-06-01T12:00:00Z', 'UTC'))).toEqual([
      [2024, ['Not mine']],
    ]);
  });
});

describe('GET /api/v1/on-this-day', () => {
  it('refuses a missing, unknown or hostile time zone with a 400 that says what tz is', async () => {
    const person = await createSignedInUser(t.db);
    for (const query of [
      '',
      '?tz=',
      '?tz=Mars%2FOlympus_Mons',
      '?tz=Europe%2FParis%3B%20drop%20table%20posts',
      `?tz=${'A'.repeat(65)}`,
      '?tz=%2B05%3A00',
    ]) {
      const response = await t.call(person, 'GET', `/on-this-day${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('invalid_request');
    }
    const unknown = await t.call(person, 'GET', '/on-this-day?tz=Mars%2FOlympus_Mons');
    expect(unknown.json().error.message).toContain('Unknown time zone: use an IANA name');
  });

  it('answers nothing for a person without posts, or only posts of this year', async () => {
    const person = await createSignedInUser(t.db);
    expect(await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC')).toEqual([]);
    await writtenAt(person, 'Today', '2026-06-01T08:00:00Z');
    await writtenAt(person, 'Yesterday a year ago', '2025-05-31T23:59:59Z');
    await writtenAt(person, 'Tomorrow a year ago', '2025-06-02T00:00:00Z');
    expect(await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC')).toEqual([]);
  });

  it('lists the earlier years newest first, each day’s posts newest first, as the list shows them', async () => {
    const person = await createSignedInUser(t.db);
    await writtenAt(person, '2023 morning', '2023-06-01T00:00:00Z');
    await writtenAt(person, '2023 night', '2023-06-01T23:59:59Z');
    await writtenAt(person, '2025 noon', '2025-06-01T12:00:00Z');
    await writtenAt(person, '2019', '2019-06-01T06:00:00Z');
    const years = await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC');
    expect(titlesByYear(years)).toEqual([
      [2025, ['2025 noon']],
      [2023, ['2023 night', '2023 morning']],
      [2019, ['2019']],
    ]);
    expect(years.every((entry) => !entry.hasMore)).toBe(true);

    // Each post is the very object the list answers for it.
    const list = await t.call(person, 'GET', '/posts?limit=100');
    const listed = postListResponseSchema.parse(list.json()).data;
    for (const post of years.flatMap((entry) => entry.posts)) {
      expect(post).toEqual(listed.find((item) => item._id === post._id));
    }
  });

  it('takes today and each earlier day in the person’s time zone, across the date line', async () => {
    const person = await createSignedInUser(t.db);
    // At 10:30 UTC it is already 2 June at 00:30 in Kiritimati (UTC+14) and still 31 May at
    // 23:30 in Pago Pago (UTC-11).
    const now = '2026-06-01T10:30:00Z';
    await writtenAt(person, 'A', '2025-06-01T10:30:00Z'); // Kiritimati 2 June, Pago Pago 31 May
    await writtenAt(person, 'B', '2025-06-01T09:59:00Z'); // Kiritimati 1 June, Pago Pago 31 May
    await writtenAt(person, 'C', '2025-06-02T10:00:00Z'); // Kiritimati 3 June, Pago Pago 1 June
    await writtenAt(person, 'D', '2025-06-01T11:00:00Z'); // Kiritimati 2 June, Pago Pago 1 June
    expect(titlesByYear(await onThisDay(person, now, 'Pacific/Kiritimati'))).toEqual([
      [2025, ['D', 'A']],
    ]);
    expect(titlesByYear(await onThisDay(person, now, 'Pacific/Pago_Pago'))).toEqual([
      [2025, ['A', 'B']],
    ]);
    expect(titlesByYear(await onThisDay(person, now, 'UTC'))).toEqual([[2025, ['D', 'A', 'B']]]);
  });

  it('shows a post of 29 February on 28 February of years without one, and on 29 February', async () => {
    const person = await createSignedInUser(t.db);
    await writtenAt(person, 'Leap day', '2024-02-29T12:00:00Z');
    await writtenAt(person, 'Day before', '2024-02-28T12:00:00Z');
    await writtenAt(person, 'First of March', '2025-03-01T00:00:00Z');
    // 2027 has no 29th: its 28 February brings back both days of 2024.
    expect(titlesByYear(await onThisDay(person, '2027-02-28T12:00:00Z', 'UTC'))).toEqual([
      [2024, ['Leap day', 'Day before']],
    ]);
    expect(titlesByYear(await onThisDay(person, '2027-03-01T12:00:00Z', 'UTC'))).toEqual([
      [2025, ['First of March']],
    ]);
    // 2028 has its own 29th: each day shows its own posts.
    expect(titlesByYear(await onThisDay(person, '2028-02-28T12:00:00Z', 'UTC'))).toEqual([
      [2024, ['Day before']],
    ]);
    expect(titlesByYear(await onThisDay(person, '2028-02-29T12:00:00Z', 'UTC'))).toEqual([
      [2024, ['Leap day']],
    ]);
    expect(titlesByYear(await onThisDay(person, '2028-03-01T12:00:00Z', 'UTC'))).toEqual([
      [2025, ['First of March']],
    ]);
  });

  it(`holds at most ${ON_THIS_DAY_POSTS_PER_YEAR} posts a year and ${ON_THIS_DAY_MAX_YEARS} years, and says when a day holds more`, async () => {
    const person = await createSignedInUser(t.db);
    for (let i = 0; i < ON_THIS_DAY_POSTS_PER_YEAR + 2; i++) {
      await writtenAt(person, `2025 #${i}`, `2025-06-01T0${i}:00:00Z`);
    }
    for (let year = 2024; year > 2024 - ON_THIS_DAY_MAX_YEARS - 3; year--) {
      await writtenAt(person, `${year}`, `${year}-06-01T12:00:00Z`);
    }
    const years = await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC');
    expect(years).toHaveLength(ON_THIS_DAY_MAX_YEARS);
    expect(years.map((entry) => entry.year)).toEqual(
      Array.from({ length: ON_THIS_DAY_MAX_YEARS }, (_, i) => 2025 - i),
    );
    expect(years[0]?.posts.map((post) => post.title)).toEqual([
      '2025 #6',
      '2025 #5',
      '2025 #4',
      '2025 #3',
      '2025 #2',
    ]);
    expect(years[0]?.hasMore).toBe(true);
    expect(years.slice(1).every((entry) => entry.posts.length === 1 && !entry.hasMore)).toBe(true);
  });

  it('reads posts imported from long ago, up to a hundred years back', async () => {
    const person = await createSignedInUser(t.db);
    await writtenAt(person, 'Old diary', '1931-06-01T12:00:00Z');
    await writtenAt(person, 'Too old', '1925-06-01T12:00:00Z');
    expect(titlesByYear(await onThisDay(person, '2026-06-01T12:00:00Z', 'UTC'))).toEqual([
      [1931, ['Old diary']],
    ]);
  });
});
