import {
  type CreateTrackersRequest,
  DEFAULT_TRACKER_TITLE,
  type HabitTracker,
  type SaveTrackersRequest,
  trackersResponseSchema,
} from '@app/domain/trackers.schemas.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

const DEFAULTS: CreateTrackersRequest = [1, 2, 3].map(() => ({
  title: DEFAULT_TRACKER_TITLE,
  dates: [],
}));

async function expectTrackers(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(200);
  return trackersResponseSchema.parse(response.json()).data;
}

const listOf = async (person: Person) =>
  expectTrackers(await call(person, 'GET', '/habit-trackers'));
const createDefaults = async (person: Person) =>
  expectTrackers(await call(person, 'POST', '/habit-trackers', DEFAULTS));
const save = async (person: Person, body: SaveTrackersRequest) =>
  expectTrackers(await call(person, 'PUT', '/habit-trackers', body));

async function rowsOf(person: Person, db = t.db) {
  return db
    .select()
    .from(habitTrackers)
    .where(eq(habitTrackers.userId, person.user.id))
    .orderBy(asc(habitTrackers.position));
}

const asChange = (tracker: HabitTracker, change: Partial<HabitTracker> = {}) => ({
  ...tracker,
  ...change,
});

describe('who may use the habit trackers', () => {
  it('is 401 for visitors on every route', async () => {
    const owner = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(owner);
    for (const [method, url, body] of [
      ['GET', '/habit-trackers', undefined],
      ['POST', '/habit-trackers', DEFAULTS],
      ['PUT', '/habit-trackers', []],
      ['DELETE', `/habit-trackers/${tracker?._id}`, undefined],
    ] as const) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
    expect(await rowsOf(owner)).toHaveLength(3);
  });

  it("never lists another person's trackers", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await createDefaults(owner);
    expect(await listOf(other)).toEqual([]);
    const mine = await createDefaults(other);
    const ownerIds = (await listOf(owner)).map((tracker) => tracker._id);
    expect(mine.map((tracker) => tracker._id).some((id) => ownerIds.includes(id))).toBe(false);
  });

  it("refuses to save another person's tracker with 404 and changes nothing, not even the caller's own", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const [theirs] = await createDefaults(owner);
    const [mine] = await createDefaults(other);
    if (!theirs || !mine) throw new Error('no trackers');
    const ownerBefore = await rowsOf(owner);
    const otherBefore = await rowsOf(other);

    const response = await call(other, 'PUT', '/habit-trackers', [
      asChange(mine, { title: 'Mine, renamed' }),
      asChange(theirs, { title: 'Taken over', dates: ['2026-01-01'] }),
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    expect(await rowsOf(owner)).toEqual(ownerBefore);
    expect(await rowsOf(other)).toEqual(otherBefore);
  });

  it("refuses to remove another person's tracker with 404, and a path that is no tracker", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const [theirs] = await createDefaults(owner);
    for (const id of [theirs?._id, 'nope', '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e']) {
      const response = await call(other, 'DELETE', `/habit-trackers/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await rowsOf(owner)).toHaveLength(3);
  });
});

describe('GET and POST /api/v1/habit-trackers', () => {
  it('answers an empty list until the three defaults are created, then those three in order', async () => {
    const person = await createSignedInUser(t.db);
    expect(await listOf(person)).toEqual([]);
    const created = await createDefaults(person);
    expect(created).toHaveLength(3);
    expect(created.map((tracker) => [tracker.title, tracker.dates])).toEqual([
      [DEFAULT_TRACKER_TITLE, []],
      [DEFAULT_TRACKER_TITLE, []],
      [DEFAULT_TRACKER_TITLE, []],
    ]);
    expect(await listOf(person)).toEqual(created);
    expect((await rowsOf(person)).map((row) => row.id)).toEqual(created.map((c) => c._id));
  });

  it('refuses a second set, or any tracker past the third, with 409', async () => {
    const person = await createSignedInUser(t.db);
    const created = await createDefaults(person);
    for (const body of [DEFAULTS, [{ title: 'One more', dates: [] }]]) {
      const response = await call(person, 'POST', '/habit-trackers', body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('too_many_trackers');
    }
    expect(await listOf(person)).toEqual(created);
  });

  it('creates exactly one set when the defaults are posted many times at once', async () => {
    const person = await createSignedInUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(person, 'POST', '/habit-trackers', DEFAULTS)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await rowsOf(person)).toHaveLength(3);
  });

  it('refuses an empty list, more than three and trackers without a title', async () => {
    const person = await createSignedInUser(t.db);
    const tracker = { title: 'Run', dates: [] };
    for (const body of [
      [],
      [tracker, tracker, tracker, tracker],
      [{ title: '', dates: [] }],
      [{ title: '   ', dates: [] }],
      [{ dates: [] }],
      { title: 'Not a list', dates: [] },
    ]) {
      const response = await call(person, 'POST', '/habit-trackers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect(await listOf(person)).toEqual([]);
  });
});

describe('PUT /api/v1/habit-trackers', () => {
  it('saves titles and dates, de-duplicated and sorted, and leaves trackers not sent alone', async () => {
    const person = await createSignedInUser(t.db);
    const [first, second, third] = await createDefaults(person);
    if (!first || !second || !third) throw new Error('no trackers');
    const saved = await save(person, [
      asChange(second, {
        title: '  Meditate ',
        dates: ['2026-03-02', '2025-12-31', '2026-03-02', '2024-02-29', '2026-01-01'],
      }),
      asChange(first, { title: 'Run', dates: ['2026-06-01'] }),
    ]);
    expect(saved).toEqual([
      { ...first, title: 'Run', dates: ['2026-06-01'] },
      {
        ...second,
        title: 'Meditate',
        dates: ['2024-02-29', '2025-12-31', '2026-01-01', '2026-03-02'],
      },
      third,
    ]);
    expect(await listOf(person)).toEqual(saved);
  });

  it('unmarks a day when the client sends the dates without it', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    await save(person, [asChange(tracker, { dates: ['2026-03-01', '2026-03-02'] })]);
    const [after] = await save(person, [asChange(tracker, { dates: ['2026-03-02'] })]);
    expect(after?.dates).toEqual(['2026-03-02']);
  });

  it('refuses days that are not real calendar days, and empty titles, and saves nothing', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    await save(person, [asChange(tracker, { title: 'Run', dates: ['2026-03-01'] })]);
    const before = await rowsOf(person);
    const badDays = [
      '2026-02-30',
      '2026-2-3',
      'yesterday',
      '2027-02-29',
      '2026-13-01',
      '2026-03-01T10:00:00Z',
      '',
    ];
    for (const day of badDays) {
      const response = await call(person, 'PUT', '/habit-trackers', [
        asChange(tracker, { dates: ['2026-03-02', day] }),
      ]);
      expect(response.statusCode, day).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
      const created = await call(person, 'POST', '/habit-trackers', [
        { title: 'Swim', dates: [day] },
      ]);
      expect(created.statusCode, day).toBe(400);
    }
    for (const title of ['', '   ']) {
      const response = await call(person, 'PUT', '/habit-trackers', [asChange(tracker, { title })]);
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
    }
    const response = await call(person, 'PUT', '/habit-trackers', [{ dates: [] }]);
    expect(response.statusCode).toBe(400);
    expect(await rowsOf(person)).toEqual(before);
  });

  it('refuses the same tracker twice in one save', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    const response = await call(person, 'PUT', '/habit-trackers', [
      asChange(tracker, { title: 'A' }),
      asChange(tracker, { title: 'B' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect((await listOf(person))[0]?.title).toBe(DEFAULT_TRACKER_TITLE);
  });

  it('is safe to send again: a retried save (the offline outbox) gives the same state and answer', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    const change = [asChange(tracker, { title: 'Walk', dates: ['2026-05-01', '2026-05-02'] })];
    const first = await save(person, change);
    const again = await save(person, change);
    expect(again).toEqual(first);
    const rows = await rowsOf(person);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.dates).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('answers 404 for a tracker that was removed meanwhile', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    expect((await call(person, 'DELETE', `/habit-trackers/${tracker._id}`)).statusCode).toBe(204);
    const response = await call(person, 'PUT', '/habit-trackers', [asChange(tracker)]);
    expect(response.statusCode).toBe(404);
  });
});

describe('goals, rest days and pauses', () => {
  it('creates trackers every day, with no rest and no pause, unless told otherwise', async () => {
    const person = await createSignedInUser(t.db);
    const created = await createDefaults(person);
    for (const tracker of created) {
      expect(tracker).toMatchObject({ daysPerWeek: 7, restDates: [], pauses: [] });
    }
  });

  it('saves a goal, rest days and pauses, sorted and without repeats, and reads them back', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    const [saved] = await save(person, [
      asChange(tracker, {
        dates: ['2026-03-02', '2026-03-01'],
        restDates: ['2026-03-04', '2026-03-03', '2026-03-04'],
        daysPerWeek: 3,
        pauses: [
          { from: '2026-04-01', to: null },
          { from: '2026-03-10', to: '2026-03-20' },
        ],
      }),
    ]);
    expect(saved).toEqual({
      ...tracker,
      dates: ['2026-03-01', '2026-03-02'],
      restDates: ['2026-03-03', '2026-03-04'],
      daysPerWeek: 3,
      pauses: [
        { from: '2026-03-10', to: '2026-03-20' },
        { from: '2026-04-01', to: null },
      ],
    });
    expect((await listOf(person))[0]).toEqual(saved);
    // A client that knows nothing of goals (an old tab) sends none: read as every day.
    const old = await call(person, 'PUT', '/habit-trackers', [
      { _id: tracker._id, title: 'Run', dates: ['2026-03-01'] },
    ]);
    expect(old.statusCode).toBe(200);
    expect(old.json().data[0]).toMatchObject({ daysPerWeek: 7, restDates: [], pauses: [] });
  });

  it('refuses a goal outside 1 to 7, bad days, a day both done and rest, reversed or overlapping pauses, with clear messages, and saves nothing', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    const before = await rowsOf(person);
    const cases: Array<[Partial<HabitTracker> | Record<string, unknown>, string | null]> = [
      [{ daysPerWeek: 0 }, null],
      [{ daysPerWeek: 8 }, null],
      [{ daysPerWeek: 3.5 }, null],
      [{ daysPerWeek: '3' }, null],
      [{ restDates: ['2026-02-30'] }, null],
      [{ restDates: ['2026-3-1'] }, null],
      [{ pauses: [{ from: '2026-03-01' }] }, null],
      [{ pauses: [{ from: '2026-03-01', to: 'tomorrow' }] }, null],
      [
        { dates: ['2026-03-01'], restDates: ['2026-03-01'] },
        'A day cannot be both done and a rest day.',
      ],
      [
        { pauses: [{ from: '2026-03-05', to: '2026-03-01' }] },
        'A pause cannot end before it begins.',
      ],
      [
        {
          pauses: [
            { from: '2026-03-01', to: '2026-03-10' },
            { from: '2026-03-10', to: '2026-03-12' },
          ],
        },
        'Two pauses cannot overlap.',
      ],
      [
        {
          pauses: [
            { from: '2026-03-01', to: null },
            { from: '2026-04-01', to: '2026-04-02' },
          ],
        },
        'Two pauses cannot overlap.',
      ],
      [
        {
          pauses: Array.from({ length: 201 }, (_, i) => ({
            from: `2026-01-01`,
            to: `${2026 + i}-01-01`,
          })),
        },
        null,
      ],
    ];
    for (const [change, message] of cases) {
      const response = await call(person, 'PUT', '/habit-trackers', [
        asChange(tracker, change as Partial<HabitTracker>),
      ]);
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
      if (message) expect(response.json().error.message).toContain(message);
      const created = await call(person, 'POST', '/habit-trackers', [
        { title: 'One more', dates: [], ...change },
      ]);
      expect(created.statusCode).toBe(400);
    }
    expect(await rowsOf(person)).toEqual(before);
  });

  it('counts rest days and pauses in the room for writing, like the days done', async () => {
    const person = await createSignedInUser(t.db);
    const [tracker] = await createDefaults(person);
    if (!tracker) throw new Error('no tracker');
    const [before] = await rowsOf(person);
    await save(person, [
      asChange(tracker, { restDates: ['2026-03-01'], pauses: [{ from: '2026-03-02', to: null }] }),
    ]);
    const [after] = await rowsOf(person);
    // '["2026-03-01"]' is 14 bytes against '[]'; the pause's JSON adds its own length.
    const pauseBytes =
      JSON.stringify([{ to: null, from: '2026-03-02' }])
        .replace(/,/g, ', ')
        .replace(/:/g, ': ').length - 2;
    expect((after?.writingBytes ?? 0) - (before?.writingBytes ?? 0)).toBe(14 - 2 + pauseBytes);
  });

  it("keeps another person's rest days and pauses out of reach", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const [theirs] = await createDefaults(owner);
    await createDefaults(other);
    if (!theirs) throw new Error('no tracker');
    const response = await call(other, 'PUT', '/habit-trackers', [
      asChange(theirs, { restDates: ['2026-03-01'], pauses: [{ from: '2026-03-01', to: null }] }),
    ]);
    expect(response.statusCode).toBe(404);
    expect((await listOf(owner))[0]).toEqual(theirs);
  });
});

describe('a day after today', () => {
  // 2026-11-28 at noon UTC: 29 November already in Kiritimati (UTC+14), not yet in Lisbon.
  const clock = createTestClock(new Date('2026-11-28T12:00:00Z'));
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ now: () => clock.now() });
  });
  afterAll(async () => {
    await timed.close();
  });

  it("cannot be marked, in the person's time zone or, without one, in the zone whose day comes first", async () => {
    const person = await createSignedInUser(timed.db);
    const put = (query: string, dates: string[]) =>
      timed.call(person, 'PUT', `/habit-trackers${query}`, [{ ...tracker, dates }]);
    const created = await timed.call(person, 'POST', '/habit-trackers?tz=Europe/Lisbon', [
      { title: 'Walk', dates: ['2026-11-29'] },
    ]);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.code).toBe('day_after_today');
    const [tracker] = await expectTrackers(
      await timed.call(person, 'POST', '/habit-trackers?tz=Europe/Lisbon', [
        { title: 'Walk', dates: ['2026-11-28'] },
      ]),
    );
    if (!tracker) throw new Error('no tracker');

    for (const [query, dates, status] of [
      ['?tz=Europe/Lisbon', ['2026-11-27', '2026-11-29'], 400],
      ['?tz=Pacific/Kiritimati', ['2026-11-30'], 400],
      ['', ['2026-11-30'], 400],
      ['?tz=Pacific/Kiritimati', ['2026-11-29'], 200],
      ['', ['2026-11-28', '2026-11-29'], 200],
    ] as const) {
      const response = await put(query, [...dates]);
      expect(response.statusCode, `${query} ${dates.join(' ')}`).toBe(status);
      if (status === 400) expect(response.json().error.code).toBe('day_after_today');
    }
    // A rest day after today has not happened either; a pause may be planned ahead.
    for (const [change, status] of [
      [{ restDates: ['2026-11-30'] }, 400],
      [{ pauses: [{ from: '2026-11-30', to: '2026-12-10' }] }, 200],
    ] as const) {
      const response = await timed.call(person, 'PUT', '/habit-trackers?tz=Pacific/Kiritimati', [
        { ...tracker, dates: ['2026-11-28', '2026-11-29'], ...change },
      ]);
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
    }
    // A refused save changes nothing.
    expect((await rowsOf(person, timed.db))[0]?.dates).toEqual(['2026-11-28', '2026-11-29']);
    expect(
      (await timed.call(person, 'PUT', '/habit-trackers?tz=Mars/Olympus', [])).statusCode,
    ).toBe(400);
  });
});

describe('Remove and Add', () => {
  it('removes a tracker and lets one be added in its place, never more than three', async () => {
    const person = await createSignedInUser(t.db);
    const [first, second, third] = await createDefaults(person);
    if (!first || !second || !third) throw new Error('no trackers');
    const removed = await call(person, 'DELETE', `/habit-trackers/${first._id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await listOf(person)).toEqual([second, third]);

    const added = await expectTrackers(
      await call(person, 'POST', '/habit-trackers', [{ title: 'Read', dates: ['2026-05-05'] }]),
    );
    expect(added).toHaveLength(3);
    // The new tracker takes the free place in the grid.
    expect(added[0]).toMatchObject({ title: 'Read', dates: ['2026-05-05'] });
    expect(added.slice(1)).toEqual([second, third]);

    const again = await call(person, 'POST', '/habit-trackers', [{ title: 'Four', dates: [] }]);
    expect(again.statusCode).toBe(409);
    expect(await rowsOf(person)).toHaveLength(3);
  });

  it('lets a person who removed every tracker start again with the defaults', async () => {
    const person = await createSignedInUser(t.db);
    for (const tracker of await createDefaults(person)) {
      expect((await call(person, 'DELETE', `/habit-trackers/${tracker._id}`)).statusCode).toBe(204);
    }
    expect(await listOf(person)).toEqual([]);
    expect(await createDefaults(person)).toHaveLength(3);
  });
});
