import {
  type Insights,
  type InsightsTrends,
  insightsResponseSchema,
  insightsTrendsResponseSchema,
} from '@app/domain/insights.schemas.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { feelingCounts, feelings, feelingTotals } from '../../db/schema/feelings.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';

/*
 * Hand-made data for one person, with exact figures for every section. The clock stands on
 * Wednesday 17 June 2026, 10:00 UTC: 06:00 in New York (UTC-4 in summer), the time zone the
 * person asks in, so that weeks start on Monday 15 June and June starts at 04:00 UTC.
 */
const clock = createTestClock(new Date('2026-06-17T10:00:00Z'));
const NEW_YORK = 'America/New_York';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

async function getInsights(person: Person | null, query = `tz=${NEW_YORK}`) {
  return t.call(person, 'GET', `/insights?${query}`);
}

async function insightsOf(person: Person, query?: string): Promise<Insights> {
  const response = await getInsights(person, query);
  expect(response.statusCode, response.body).toBe(200);
  return insightsResponseSchema.parse(response.json()).data;
}

async function trendsOf(person: Person, query: string): Promise<InsightsTrends> {
  const response = await t.call(person, 'GET', `/insights/trends?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return insightsTrendsResponseSchema.parse(response.json()).data;
}

/** Feelings at given instants, with the counts and total the feelings module keeps beside them. */
async function logFeelings(userId: string, entries: [string, string][]) {
  await t.db
    .insert(feelings)
    .values(entries.map(([feeling, iso]) => ({ userId, feeling, createdAt: at(iso) })));
  await t.db.delete(feelingCounts).where(eq(feelingCounts.userId, userId));
  await t.db.execute(sql`
    insert into feeling_counts (user_id, feeling, count)
    select user_id, feeling, count(*)::int from feelings where user_id = ${userId}
    group by user_id, feeling`);
  await t.db
    .insert(feelingTotals)
    .values({ userId, total: entries.length })
    .onConflictDoUpdate({ target: feelingTotals.userId, set: { total: entries.length } });
}

/** A post written (and last saved) at `iso`. */
const writePost = (userId: string, iso: string, overrides: Parameters<typeof createPost>[2] = {}) =>
  createPost(t.db, userId, { createdAt: at(iso), lastUpdate: at(iso), ...overrides });

const zeros = (n = 12) => Array.from({ length: n }, () => 0);
const withCounts = (counts: Record<number, number>) => {
  const series = zeros();
  for (const [i, count] of Object.entries(counts)) series[Number(i)] = count;
  return series;
};

let person: Person;
let other: Person;

beforeAll(async () => {
  person = await createSignedInUser(t.db);
  other = await createSignedInUser(t.db);
  const me = person.user.id;

  // Moods. Sunday 14 June 23:30 in New York is 15 June 03:30 UTC: the week of 8 June there.
  await writePost(me, '2026-06-16T12:00:00Z', { mood: 'Calm, Hopeful' });
  await writePost(me, '2026-06-15T03:30:00Z', { mood: 'calm' });
  await writePost(me, '2026-05-20T12:00:00Z', { mood: 'tired' });
  await writePost(me, '2026-06-16T13:00:00Z', { mood: '' });
  await writePost(me, '2026-06-16T14:00:00Z', { mood: 'calm, calm' });
  await writePost(me, '2026-06-16T15:00:00Z', { mood: 'joy, peace, awe, zest' });
  await writePost(me, '2026-06-16T16:00:00Z', { mood: 'angry', deleted: true });
  await writePost(me, '2025-01-01T12:00:00Z', { mood: 'sad' });
  await writePost(other.user.id, '2026-06-16T12:00:00Z', { mood: 'furious' });

  // The feelings log. 1 June 03:00 UTC is still 31 May in New York.
  await logFeelings(me, [
    ['anxious', '2026-05-10T12:00:00Z'],
    ['anxious', '2026-06-10T12:00:00Z'],
    ['grateful', '2026-06-01T03:00:00Z'],
    ['grateful', '2026-06-02T12:00:00Z'],
    ['proud', '2026-06-05T12:00:00Z'],
    ['proud', '2026-06-16T12:00:00Z'],
    ['calm', '2026-06-16T09:00:00Z'],
  ]);
  await logFeelings(other.user.id, [['proud', '2026-01-01T12:00:00Z']]);

  // Feelings written in posts, by category (the journal one names six: five are shown).
  await writePost(me, '2026-01-05T12:00:00Z', {
    category: 'problem',
    feelingsList: ['worried', 'tired'],
  });
  await writePost(me, '2026-01-06T12:00:00Z', { category: 'problem', feelingsList: ['worried'] });
  await writePost(me, '2026-01-07T12:00:00Z', {
    feelingsList: ['calm', 'open', 'light', 'sure', 'warm', 'fine'],
  });
  await writePost(me, '2026-01-08T12:00:00Z', {
    category: 'problem',
    feelingsList: ['worried'],
    deleted: true,
  });

  // Limiting beliefs and the preferred ones beside them.
  await writePost(me, '2026-01-10T12:00:00Z', {
    category: 'relabel',
    negativeBeliefs: ['Shy.'],
    preferredBeliefs: ['Thoughtful'],
  });
  await writePost(me, '2026-02-10T12:00:00Z', {
    category: 'problem',
    basicNegativeBeliefs: ['I am bad with money'],
    negativeBeliefs: ['I will lose the flat'],
    preferredBeliefs: ['I have solved money problems before.'],
  });
  await writePost(me, '2026-03-10T12:00:00Z', {
    category: 'problem',
    basicNegativeBeliefs: ['i am  bad with money.'],
  });
  await writePost(me, '2026-04-10T12:00:00Z', {
    category: 'relabel',
    negativeBeliefs: ['shy'],
    preferredBeliefs: ['Thoughtful.', 'A good listener'],
  });
  await writePost(me, '2026-05-10T12:00:00Z', {
    category: 'relabel',
    negativeBeliefs: ['Shy', 'shy!'],
  });
  await writePost(me, '2026-05-12T12:00:00Z', {
    category: 'manifest',
    preferredBeliefs: ['thoughtful'],
  });
  await writePost(me, '2026-05-13T12:00:00Z', { negativeBeliefs: ['shy'] });
  await writePost(me, '2026-05-14T12:00:00Z', {
    category: 'relabel',
    negativeBeliefs: ['shy'],
    deleted: true,
  });

  // The excitement loop.
  await writePost(me, '2026-04-01T12:00:00Z', {
    category: 'excitement',
    title: 'Paint',
    choices: ['Walk', 'Paint'],
    choiceSelected: 1,
    summary: 'Painted a bird',
  });
  await writePost(me, '2026-05-01T12:00:00Z', {
    category: 'excitement',
    title: 'Call Sam',
    choices: ['Call Sam'],
    choiceSelected: 0,
  });
  await writePost(me, '2026-06-10T12:00:00Z', {
    category: 'excitement',
    title: 'Swim',
    choices: ['Swim', 'Rest'],
    choiceSelected: 0,
    draft: true,
  });
  await writePost(me, '2026-06-11T12:00:00Z', {
    category: 'excitement',
    title: 'Gone',
    summary: 'x',
    deleted: true,
  });

  // The identity, last written 15 May, and what was done since.
  await writePost(me, '2026-05-15T12:00:00Z', {
    category: 'identity',
    identity: 'I am calm and brave.',
    actionItems: [
      { action: 'Breathe', complete: true },
      { action: 'Speak up', complete: false },
      { action: 'Rest', complete: true },
    ],
  });
  await writePost(me, '2026-05-20T13:00:00Z', {
    actionItems: [
      { action: 'x', complete: true },
      { action: 'y', complete: true },
      { action: 'z', complete: false },
    ],
  });
  await writePost(me, '2026-06-01T12:00:00Z', { actionItems: [{ action: 'w', complete: false }] });
  await writePost(me, '2026-05-01T13:00:00Z', { actionItems: [{ action: 'old', complete: true }] });
  await writePost(me, '2026-05-21T12:00:00Z', {
    actionItems: [{ action: 'gone', complete: true }],
    deleted: true,
  });

  await t.db.insert(habitTrackers).values([
    {
      userId: me,
      position: 0,
      title: 'Run',
      dates: ['2025-06-16', '2025-06-20', '2026-05-14', '2026-05-15', '2026-06-15', '2026-06-16'],
    },
    {
      userId: me,
      position: 1,
      title: 'Read',
      dates: ['2026-05-16', '2026-06-17'],
      restDates: ['2026-06-16'],
      daysPerWeek: 1,
    },
  ]);
});

describe('who may read insights', () => {
  it('is 401 for visitors', async () => {
    for (const url of ['/insights', '/insights/trends']) {
      const response = await t.call(null, 'GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("shows another person none of the person's data", async () => {
    const stranger = await createSignedInUser(t.db);
    expect(await insightsOf(stranger)).toEqual({
      today: '2026-06-17',
      newFeelingsThisMonth: [],
      feelingsByCategory: [],
      habits: { from: '2025-06-18', to: '2026-06-17', trackers: [] },
      beliefs: [],
      excitement: { started: 0, recorded: 0, recent: [] },
      evidence: null,
    });
    const trends = await trendsOf(stranger, `unit=month&tz=${NEW_YORK}`);
    expect(trends.moods).toEqual({ words: [], other: zeros(), total: 0 });
    expect(trends.feelings).toEqual({ words: [], other: zeros(), total: 0 });
  });

  it('refuses an unknown time zone or unit', async () => {
    for (const query of ['tz=Mars/Olympus', 'tz=', `tz=${'x'.repeat(65)}`]) {
      const response = await getInsights(person, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    const response = await t.call(person, 'GET', '/insights/trends?unit=day');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/insights/trends', () => {
  it('counts mood words and feelings per week in the person’s time zone, top five and other', async () => {
    const trends = await trendsOf(person, `unit=week&tz=${encodeURIComponent(NEW_YORK)}`);
    expect(trends.unit).toBe('week');
    expect(trends.periods).toEqual([
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
    ]);
    // calm 3 posts (the Sunday-night one in the week of 8 June; "calm, calm" once), then the
    // words of one post each by name; tired and zest fall to other.
    expect(trends.moods).toEqual({
      words: [
        { word: 'calm', counts: withCounts({ 10: 1, 11: 2 }) },
        { word: 'awe', counts: withCounts({ 11: 1 }) },
        { word: 'hopeful', counts: withCounts({ 11: 1 }) },
        { word: 'joy', counts: withCounts({ 11: 1 }) },
        { word: 'peace', counts: withCounts({ 11: 1 }) },
      ],
      other: withCounts({ 7: 1, 11: 1 }),
      total: 9,
    });
    expect(trends.feelings).toEqual({
      words: [
        { word: 'anxious', counts: withCounts({ 5: 1, 10: 1 }) },
        { word: 'grateful', counts: withCounts({ 8: 1, 9: 1 }) },
        { word: 'proud', counts: withCounts({ 9: 1, 11: 1 }) },
        { word: 'calm', counts: withCounts({ 11: 1 }) },
      ],
      other: zeros(),
      total: 7,
    });
  });

  it('groups the feelings per week by quarter of the mood meter, the rest as unplaced', async () => {
    const trends = await trendsOf(person, `unit=week&tz=${encodeURIComponent(NEW_YORK)}`);
    // proud: pleasant, high energy; grateful and calm: pleasant, low; anxious: unpleasant, high.
    expect(trends.feelingGroups).toEqual({
      groups: [
        { group: 'pleasant-high', counts: withCounts({ 9: 1, 11: 1 }) },
        { group: 'pleasant-low', counts: withCounts({ 8: 1, 9: 1, 11: 1 }) },
        { group: 'unpleasant-high', counts: withCounts({ 5: 1, 10: 1 }) },
        { group: 'unpleasant-low', counts: zeros() },
        { group: 'unplaced', counts: zeros() },
      ],
      total: 7,
    });
    const stranger = await createSignedInUser(t.db);
    await logFeelings(stranger.user.id, [
      ['tristeza', '2026-06-16T12:00:00Z'],
      ['something else', '2026-06-16T12:00:00Z'],
      ['long ago', '2020-06-16T12:00:00Z'],
    ]);
    const theirs = await trendsOf(stranger, `unit=week&tz=${encodeURIComponent(NEW_YORK)}`);
    expect(theirs.feelingGroups.groups.map((g) => [g.group, g.counts[11]])).toEqual([
      ['pleasant-high', 0],
      ['pleasant-low', 0],
      ['unpleasant-high', 0],
      ['unpleasant-low', 1],
      ['unplaced', 1],
    ]);
    expect(theirs.feelingGroups.total).toBe(2);
  });

  it('counts per month, and in UTC by default', async () => {
    const trends = await trendsOf(person, `unit=month&tz=${NEW_YORK}`);
    expect(trends.periods[0]).toBe('2025-07-01');
    expect(trends.periods[11]).toBe('2026-06-01');
    expect(trends.moods.words[0]).toEqual({ word: 'calm', counts: withCounts({ 11: 3 }) });
    expect(trends.moods.other).toEqual(withCounts({ 10: 1, 11: 1 }));
    expect(trends.feelings.words.find((w) => w.word === 'grateful')?.counts).toEqual(
      withCounts({ 10: 1, 11: 1 }),
    );

    const utc = await trendsOf(person, 'unit=week');
    expect(utc.moods.words[0]).toEqual({ word: 'calm', counts: withCounts({ 11: 3 }) });
    expect(utc.feelings.words.find((w) => w.word === 'grateful')?.counts).toEqual(
      withCounts({ 9: 2 }),
    );
  });
});

describe('GET /api/v1/insights', () => {
  let insights: Insights;
  beforeAll(async () => {
    insights = await insightsOf(person);
  });

  it("gives today in the person's time zone", () => {
    expect(insights.today).toBe('2026-06-17');
  });

  it('lists the feelings first logged this month (their month, not UTC’s)', () => {
    expect(insights.newFeelingsThisMonth).toEqual([
      { feeling: 'proud', firstLogged: '2026-06-05T12:00:00.000Z', count: 2 },
      { feeling: 'calm', firstLogged: '2026-06-16T09:00:00.000Z', count: 1 },
    ]);
  });

  it('counts the feelings written in posts by category, five at most each', () => {
    expect(insights.feelingsByCategory).toEqual([
      {
        category: 'problem',
        posts: 2,
        feelings: [
          { feeling: 'worried', count: 2 },
          { feeling: 'tired', count: 1 },
        ],
      },
      {
        category: 'journal',
        posts: 1,
        feelings: ['calm', 'fine', 'light', 'open', 'sure'].map((feeling) => ({
          feeling,
          count: 1,
        })),
      },
    ]);
  });

  it('shows the habit year with its marks and streaks', () => {
    expect(insights.habits).toEqual({
      from: '2025-06-18',
      to: '2026-06-17',
      trackers: [
        {
          _id: expect.any(String),
          title: 'Run',
          dates: ['2025-06-20', '2026-05-14', '2026-05-15', '2026-06-15', '2026-06-16'],
          restDates: [],
          daysPerWeek: 7,
          streakUnit: 'days',
          currentStreak: 2,
          isStreakFaded: false,
          longestStreak: 2,
          // Loop's score from 16 June 2025 to yesterday (today is not done yet): 0.1195.
          strength: 12,
        },
        {
          _id: expect.any(String),
          title: 'Read',
          dates: ['2026-05-16', '2026-06-17'],
          restDates: ['2026-06-16'],
          daysPerWeek: 1,
          // Once a week: the week of 16 May, four weeks missed, this week done.
          streakUnit: 'weeks',
          currentStreak: 1,
          isStreakFaded: false,
          longestStreak: 1,
          strength: 10,
        },
      ],
    });
  });

  it('counts how often each limiting belief recurs and whether its replacement returns', () => {
    expect(insights.beliefs).toEqual([
      {
        belief: 'Shy',
        posts: 3,
        firstSeen: '2026-01-10T12:00:00.000Z',
        lastSeen: '2026-05-10T12:00:00.000Z',
        firstReplaced: '2026-01-10T12:00:00.000Z',
        returnedAfterReplaced: 2,
        preferred: [
          { belief: 'thoughtful', posts: 3, lastSeen: '2026-05-12T12:00:00.000Z' },
          { belief: 'A good listener', posts: 1, lastSeen: '2026-04-10T12:00:00.000Z' },
        ],
      },
      {
        belief: 'i am  bad with money.',
        posts: 2,
        firstSeen: '2026-02-10T12:00:00.000Z',
        lastSeen: '2026-03-10T12:00:00.000Z',
        firstReplaced: '2026-02-10T12:00:00.000Z',
        returnedAfterReplaced: 1,
        preferred: [
          {
            belief: 'I have solved money problems before.',
            posts: 1,
            lastSeen: '2026-02-10T12:00:00.000Z',
          },
        ],
      },
      {
        belief: 'I will lose the flat',
        posts: 1,
        firstSeen: '2026-02-10T12:00:00.000Z',
        lastSeen: '2026-02-10T12:00:00.000Z',
        firstReplaced: '2026-02-10T12:00:00.000Z',
        returnedAfterReplaced: 0,
        preferred: [
          {
            belief: 'I have solved money problems before.',
            posts: 1,
            lastSeen: '2026-02-10T12:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it("keeps the excitement loop's record: options chosen, results recorded", () => {
    expect(insights.excitement).toEqual({
      started: 3,
      recorded: 1,
      recent: [
        {
          _id: expect.any(String),
          title: 'Swim',
          options: ['Swim', 'Rest'],
          chosen: 0,
          created: '2026-06-10T12:00:00.000Z',
          status: 'open',
        },
        {
          _id: expect.any(String),
          title: 'Call Sam',
          options: ['Call Sam'],
          chosen: 0,
          created: '2026-05-01T12:00:00.000Z',
          status: 'set-aside',
        },
        {
          _id: expect.any(String),
          title: 'Paint',
          options: ['Walk', 'Paint'],
          chosen: 1,
          created: '2026-04-01T12:00:00.000Z',
          status: 'recorded',
        },
      ],
    });
  });

  it('gathers evidence for the identity since it was last written', () => {
    expect(insights.evidence).toEqual({
      writtenAt: '2026-05-15T12:00:00.000Z',
      actionItemsCompleted: 2,
      postsWithCompletedItems: 1,
      // Run: 15 May, 15 and 16 June; Read: 16 May, 17 June.
      habitDaysMarked: 5,
      identityItems: { complete: 2, total: 3 },
    });
  });

  it('has no evidence while the identity still holds its default text', async () => {
    const newcomer = await createSignedInUser(t.db);
    // Opening /identity creates the record with the default text.
    expect((await t.call(newcomer, 'GET', '/identity')).statusCode).toBe(200);
    expect((await insightsOf(newcomer)).evidence).toBeNull();
  });
});
