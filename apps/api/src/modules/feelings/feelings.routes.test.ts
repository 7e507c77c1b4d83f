import {
  type FeelingsOverview,
  feelingsResponseSchema,
  OWN_FEELING_WORDS_COUNT,
  ownFeelingWordsResponseSchema,
  toFeelingGroupCounts,
} from '@app/domain/feelings.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelingCounts, feelings } from '../../db/schema/feelings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (person: Person | null, method: 'GET' | 'POST' | 'DELETE', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/feelings',
    headers: person?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

async function addFeeling(
  person: Person,
  feeling: string,
  intensity?: number | null,
): Promise<FeelingsOverview> {
  const response = await call(person, 'POST', { feeling, intensity });
  expect(response.statusCode, response.body).toBe(200);
  return feelingsResponseSchema.parse(response.json()).data;
}

async function overviewOf(person: Person): Promise<FeelingsOverview> {
  const response = await call(person, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return feelingsResponseSchema.parse(response.json()).data;
}

const EMPTY = { recent: [], trending: [], total: 0, groups: toFeelingGroupCounts(new Map(), 0) };

describe('who may use the feelings log', () => {
  it('is 401 for visitors', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(
        null,
        method,
        method === 'POST' ? { feeling: 'calm' } : undefined,
      );
      expect(response.statusCode, method).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("shows each person only their own feelings, and Clear empties only the person's own", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    await addFeeling(a, 'calm');
    await addFeeling(b, 'tired');
    expect((await overviewOf(a)).recent.map((f) => f.feeling)).toEqual(['calm']);
    expect((await call(b, 'DELETE')).statusCode).toBe(204);
    expect(await overviewOf(b)).toEqual(EMPTY);
    expect((await overviewOf(a)).total).toBe(1);
  });
});

describe('POST /api/v1/feelings', () => {
  it('trims and lower-cases the feeling', async () => {
    const person = await createSignedInUser(t.db);
    const overview = await addFeeling(person, '  HoPeful \n');
    expect(overview.recent.map((f) => f.feeling)).toEqual(['hopeful']);
    expect(overview.trending).toEqual([{ feeling: 'hopeful', count: 1, percent: 100 }]);
    expect(overview.total).toBe(1);
    // The same word however it is written counts as one.
    const again = await addFeeling(person, 'Hopeful');
    expect(again.trending).toEqual([{ feeling: 'hopeful', count: 2, percent: 100 }]);
  });

  it('refuses blank, missing and over-long feelings and logs nothing', async () => {
    const person = await createSignedInUser(t.db);
    for (const body of [{ feeling: '' }, { feeling: '   \t ' }, {}, { feeling: 'x'.repeat(51) }]) {
      const response = await call(person, 'POST', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect(await overviewOf(person)).toEqual(EMPTY);
    expect(await t.db.$count(feelings, eq(feelings.userId, person.user.id))).toBe(0);
  });

  it('counts every one of many concurrent saves', async () => {
    const person = await createSignedInUser(t.db);
    const words = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'calm' : 'brave'));
    const responses = await Promise.all(words.map((feeling) => call(person, 'POST', { feeling })));
    expect(responses.map((r) => r.statusCode)).toEqual(words.map(() => 200));
    const overview = await overviewOf(person);
    expect(overview.total).toBe(20);
    expect(overview.trending).toEqual([
      { feeling: 'brave', count: 10, percent: 50 },
      { feeling: 'calm', count: 10, percent: 50 },
    ]);
  });
});

describe('GET /api/v1/feelings', () => {
  it('answers an empty overview before anything is logged', async () => {
    expect(await overviewOf(await createSignedInUser(t.db))).toEqual(EMPTY);
  });

  it('lists the last 10 feelings, newest first, repeats included', async () => {
    const person = await createSignedInUser(t.db);
    const logged = ['one', 'two', 'three', 'two', 'four', 'five', 'six', 'two', 'seven', 'eight'];
    for (const feeling of [...logged, 'nine', 'ten']) await addFeeling(person, feeling);
    const { recent } = await overviewOf(person);
    expect(recent.map((f) => f.feeling)).toEqual([...logged.slice(2), 'nine', 'ten'].reverse());
    const times = recent.map((f) => Date.parse(f.created));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('ranks the top 10 by count, ties by word, with rounded percentages of the total', async () => {
    const person = await createSignedInUser(t.db);
    const counts: Record<string, number> = {
      calm: 4,
      brave: 3,
      angry: 3,
      // Nine words used once: only the first seven in alphabetical order make the top 10.
      joy: 1,
      awe: 1,
      hope: 1,
      love: 1,
      pride: 1,
      zeal: 1,
      fear: 1,
      grief: 1,
      ease: 1,
    };
    // Interleaved, so that the order of saving cannot be what decides the ranking.
    const queue = Object.entries(counts).flatMap(([word, n]) =>
      Array.from({ length: n }, (_, i) => ({ word, i })),
    );
    queue.sort((x, y) => x.i - y.i || (x.word < y.word ? 1 : -1));
    for (const { word } of queue) await addFeeling(person, word);

    const overview = await overviewOf(person);
    expect(overview.total).toBe(19);
    expect(overview.trending).toEqual([
      { feeling: 'calm', count: 4, percent: 21 }, // 4 / 19 = 21.05 %
      { feeling: 'angry', count: 3, percent: 16 }, // 15.79 %
      { feeling: 'brave', count: 3, percent: 16 },
      { feeling: 'awe', count: 1, percent: 5 }, // 5.26 %
      { feeling: 'ease', count: 1, percent: 5 },
      { feeling: 'fear', count: 1, percent: 5 },
      { feeling: 'grief', count: 1, percent: 5 },
      { feeling: 'hope', count: 1, percent: 5 },
      { feeling: 'joy', count: 1, percent: 5 },
      { feeling: 'love', count: 1, percent: 5 },
    ]);
  });
});

describe('DELETE /api/v1/feelings (Clear)', () => {
  it('empties the log and the counts, and logging starts afresh', async () => {
    const person = await createSignedInUser(t.db);
    for (const feeling of ['calm', 'calm', 'tired']) await addFeeling(person, feeling);
    const cleared = await call(person, 'DELETE');
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect(await overviewOf(person)).toEqual(EMPTY);
    expect(await t.db.$count(feelings, eq(feelings.userId, person.user.id))).toBe(0);
    expect(await t.db.$count(feelingCounts, eq(feelingCounts.userId, person.user.id))).toBe(0);

    const overview = await addFeeling(person, 'tired');
    expect(overview.total).toBe(1);
    expect(overview.trending).toEqual([{ feeling: 'tired', count: 1, percent: 100 }]);
    // Clearing an empty log is fine too.
    expect((await call(await createSignedInUser(t.db), 'DELETE')).statusCode).toBe(204);
  });
});

describe('intensity', () => {
  it('is kept with the feeling when given, 1 to 5, and null when not', async () => {
    const person = await createSignedInUser(t.db);
    await addFeeling(person, 'calm', 1);
    await addFeeling(person, 'tense', 5);
    await addFeeling(person, 'tired', null);
    const overview = await addFeeling(person, 'meh');
    expect(overview.recent.map((f) => [f.feeling, f.intensity])).toEqual([
      ['meh', null],
      ['tired', null],
      ['tense', 5],
      ['calm', 1],
    ]);
    const rows = await t.db
      .select({ feeling: feelings.feeling, intensity: feelings.intensity })
      .from(feelings)
      .where(eq(feelings.userId, person.user.id));
    expect(rows.find((row) => row.feeling === 'tense')?.intensity).toBe(5);
  });

  it('refuses anything but a whole number from 1 to 5, and logs nothing', async () => {
    const person = await createSignedInUser(t.db);
    for (const intensity of [0, 6, 2.5, -1, '3', true, [3], { level: 3 }]) {
      const response = await call(person, 'POST', { feeling: 'calm', intensity });
      expect(response.statusCode, JSON.stringify(intensity)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect(await t.db.$count(feelings, eq(feelings.userId, person.user.id))).toBe(0);
  });
});

describe('groups of the mood meter', () => {
  it('count the whole log by quarter, words of either language with or without accents, the rest unplaced', async () => {
    const person = await createSignedInUser(t.db);
    // calm and calma are one feeling in two languages; alegria is alegría without its accent.
    for (const word of ['calm', 'Calma', 'alegria', 'anxious', 'tired', 'meh', 'sort of meh']) {
      await addFeeling(person, word);
    }
    const { groups, total } = await overviewOf(person);
    expect(total).toBe(7);
    expect(groups).toEqual([
      { group: 'pleasant-high', count: 1, percent: 14 },
      { group: 'pleasant-low', count: 2, percent: 29 },
      { group: 'unpleasant-high', count: 1, percent: 14 },
      { group: 'unpleasant-low', count: 1, percent: 14 },
      { group: 'unplaced', count: 2, percent: 29 },
    ]);
    expect((await call(person, 'DELETE')).statusCode).toBe(204);
    expect((await overviewOf(person)).groups).toEqual(EMPTY.groups);
  });

  it("count only the person's own feelings", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await addFeeling(other, 'calm');
    await addFeeling(person, 'angry');
    expect((await overviewOf(person)).groups.filter((g) => g.count > 0)).toEqual([
      { group: 'unpleasant-high', count: 1, percent: 100 },
    ]);
  });
});

describe('GET /api/v1/feelings/words', () => {
  const wordsOf = async (person: Person | null) =>
    t.app.inject({ method: 'GET', url: '/api/v1/feelings/words', headers: person?.headers ?? {} });

  it('is 401 for visitors', async () => {
    expect((await wordsOf(null)).statusCode).toBe(401);
  });

  it("lists the person's own words, the most used first, ties by word", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await addFeeling(other, 'secret');
    for (const word of ['tired', 'calm', 'tired', 'brave', 'calm', 'tired']) {
      await addFeeling(person, word);
    }
    const response = await wordsOf(person);
    expect(response.statusCode).toBe(200);
    expect(ownFeelingWordsResponseSchema.parse(response.json()).data).toEqual([
      { feeling: 'tired', count: 3 },
      { feeling: 'calm', count: 2 },
      { feeling: 'brave', count: 1 },
    ]);
  });

  it(`answers at most ${OWN_FEELING_WORDS_COUNT} words, however many the person used`, async () => {
    const person = await createSignedInUser(t.db);
    await t.db.insert(feelingCounts).values(
      Array.from({ length: OWN_FEELING_WORDS_COUNT + 50 }, (_, i) => ({
        userId: person.user.id,
        feeling: `word ${String(i).padStart(3, '0')}`,
        count: i + 1,
      })),
    );
    const words = ownFeelingWordsResponseSchema.parse((await wordsOf(person)).json()).data;
    expect(words).toHaveLength(OWN_FEELING_WORDS_COUNT);
    expect(words[0]).toEqual({ feeling: 'word 249', count: 250 });
  });
});
