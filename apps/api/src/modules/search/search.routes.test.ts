import {
  type SearchPostsQuery,
  type SearchPostsResponse,
  searchPostsResponseSchema,
} from '@app/domain/search.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createPosts,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { posts } from '../../db/schema/posts.ts';
import { anyWordQuery } from '../posts/posts-search.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function searchUrl(query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return `/search?${search}`;
}

async function search(
  person: Person,
  query: Partial<Record<keyof SearchPostsQuery, string | number>>,
): Promise<SearchPostsResponse> {
  const response = await t.call(person, 'GET', searchUrl(query));
  expect(response.statusCode, response.body).toBe(200);
  return searchPostsResponseSchema.parse(response.json());
}

const titlesOf = (result: SearchPostsResponse) => result.data.map((r) => r.post.title);
const markedWords = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('who may search', () => {
  it('is 401 for visitors', async () => {
    const response = await t.call(null, 'GET', searchUrl({ q: 'run' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it("never finds another person's posts, however well they match", async () => {
    const me = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { title: 'Walking by the lake' });
    await createPost(t.db, other.user.id, {
      title: 'Lake lake lake',
      summary: 'The lake, the lake and the lake again',
      shareForFeedback: true,
      approvalStatus: 'approved',
    });
    expect(titlesOf(await search(me, { q: 'lake' }))).toEqual(['Walking by the lake']);
    expect(titlesOf(await search(other, { q: 'walking' }))).toEqual([]);
  });

  it('never finds a deleted post', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { title: 'Quiet harbour', deleted: true });
    await createPost(t.db, me.user.id, { title: 'Busy harbour' });
    expect(titlesOf(await search(me, { q: 'harbour' }))).toEqual(['Busy harbour']);
  });

  it('forgets a post once it is deleted through the API', async () => {
    const me = await createSignedInUser(t.db);
    const post = await createPost(t.db, me.user.id, { title: 'Mountain plans' });
    expect(titlesOf(await search(me, { q: 'mountains' }))).toEqual(['Mountain plans']);
    expect((await t.call(me, 'DELETE', `/posts/${post.id}`)).statusCode).toBe(204);
    expect(titlesOf(await search(me, { q: 'mountains' }))).toEqual([]);
  });
});

describe('matching', () => {
  it('finds word forms: "run" finds running and runs, "running" finds run', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { title: 'Morning', summary: 'I went running at dawn.' });
    await createPost(t.db, me.user.id, { title: 'Evening', summary: 'Two short runs today.' });
    await createPost(t.db, me.user.id, { title: 'Rest day', summary: 'I stayed in and read.' });
    expect(titlesOf(await search(me, { q: 'run' })).sort()).toEqual(['Evening', 'Morning']);
    expect(titlesOf(await search(me, { q: 'Running' })).sort()).toEqual(['Evening', 'Morning']);
    // The passage keeps its short first word ("I"), which ts_headline drops by default.
    const morning = (await search(me, { q: 'run' })).data.find((r) => r.post.title === 'Morning');
    expect(morning?.snippet).toEqual([
      { text: 'I went ', match: false },
      { text: 'running', match: true },
      { text: ' at dawn', match: false },
    ]);
  });

  it('reads the query as people type it: phrases, "or" and -words', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { title: 'One', summary: 'A calm morning by the sea' });
    await createPost(t.db, me.user.id, { title: 'Two', summary: 'The morning was calm' });
    await createPost(t.db, me.user.id, { title: 'Three', summary: 'A stormy sea' });
    expect(titlesOf(await search(me, { q: '"calm morning"' }))).toEqual(['One']);
    expect(titlesOf(await search(me, { q: 'calm -sea' }))).toEqual(['Two']);
    expect(titlesOf(await search(me, { q: 'stormy morning' }))).toEqual([]);
    expect(titlesOf(await search(me, { q: 'stormy or morning' })).sort()).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    // Unbalanced quotes and stray operators are not errors.
    expect((await search(me, { q: '"calm & | !( morning' })).data.length).toBeGreaterThan(0);
  });

  it('finds a word in every text field and list of a post, and marks it in the snippet', async () => {
    const me = await createSignedInUser(t.db);
    const fields = {
      summary: 'summarywordx',
      currentSituation: 'situationwordx',
      intention: 'intentionwordx',
      identity: 'identitywordx',
      unexpected: 'unexpectedwordx',
      answer: 'answerwordx',
      positiveBeliefs: 'positivewordx',
      preferredFeelings: 'preferredfeelingswordx',
      preferredThoughts: 'thoughtswordx',
      thisWillWorkBecause: 'becausewordx',
      evidence: 'evidencewordx',
      instructions: 'instructionswordx',
      mood: 'moodwordx',
      feelingsList: ['feelingslistwordx'],
      negativeBeliefs: ['negativewordx'],
      basicNegativeBeliefs: ['basicwordx'],
      wall: ['wallwordx'],
      preferredBeliefs: ['preferredbeliefswordx'],
      preferredFeelingsList: ['feelingitemwordx'],
      choices: ['choicewordx'],
      actionItems: [{ action: 'actionwordx', complete: true }],
      actionItems2: ['actiontwowordx'],
      actionItemsNot: ['actionnotwordx'],
      nextActionItems: ['nextactionwordx'],
    };
    for (const [field, value] of Object.entries(fields)) {
      const column: Partial<typeof posts.$inferInsert> = { [field]: value };
      await createPost(t.db, me.user.id, { title: `Field ${field}`, ...column });
    }
    for (const [field, value] of Object.entries(fields)) {
      const word = JSON.stringify(value).match(/[a-z]+wordx/)?.[0] ?? '';
      const result = await search(me, { q: word });
      expect(titlesOf(result), field).toEqual([`Field ${field}`]);
      expect(markedWords(result.data[0]?.snippet ?? []), field).toEqual([word]);
    }
    // An action item's tick is not text: "true" finds nothing.
    expect(titlesOf(await search(me, { q: 'true' }))).toEqual([]);
  });

  it('answers an empty list for words too common to search for', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { title: 'The and of', summary: 'the the the' });
    expect(await search(me, { q: 'the and' })).toEqual({
      data: [],
      has_more: false,
      next_offset: null,
    });
  });
});

describe('ranking', () => {
  it('puts the title before the text, many mentions before one, and relevance before age', async () => {
    const me = await createSignedInUser(t.db);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    // Written newest first in the wrong order, so that recency alone would sort them wrongly.
    await createPost(t.db, me.user.id, {
      title: 'Once',
      summary: 'A long day of errands, meetings, cooking and, somewhere, some gratitude.',
      lastUpdate: day(5),
    });
    await createPost(t.db, me.user.id, {
      title: 'Twice',
      summary: 'Gratitude in the morning. Gratitude at night.',
      lastUpdate: day(4),
    });
    await createPost(t.db, me.user.id, {
      title: 'Gratitude list',
      summary: 'Three good things.',
      lastUpdate: day(3),
    });
    expect(titlesOf(await search(me, { q: 'gratitude' }))).toEqual([
      'Gratitude list',
      'Twice',
      'Once',
    ]);
  });

  it('puts a post with every word before one with some (and newest first on a tie)', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, {
      title: 'Older, both words',
      summary: 'patience with my brother',
      lastUpdate: new Date(Date.UTC(2026, 0, 1)),
    });
    await createPost(t.db, me.user.id, {
      title: 'Newer, both words',
      summary: 'patience with my brother',
      lastUpdate: new Date(Date.UTC(2026, 0, 2)),
    });
    await createPost(t.db, me.user.id, {
      title: 'One word',
      summary: 'my brother called',
      lastUpdate: new Date(Date.UTC(2026, 0, 3)),
    });
    expect(titlesOf(await search(me, { q: 'patience brother' }))).toEqual([
      'Newer, both words',
      'Older, both words',
    ]);
    expect(titlesOf(await search(me, { q: 'patience or brother' }))).toEqual([
      'Newer, both words',
      'Older, both words',
      'One word',
    ]);
  });
});

describe('highlighting', () => {
  it('marks the matching words of the title and of a snippet around them', async () => {
    const me = await createSignedInUser(t.db);
    const filler = 'Nothing much happened in the first part of the day at all. '.repeat(10);
    await createPost(t.db, me.user.id, {
      title: 'Swimming again',
      summary: `${filler}Then I swam in the cold river and felt alive.`,
    });
    const [result] = (await search(me, { q: 'swim river' })).data;
    expect(result?.title).toEqual([
      { text: 'Swimming', match: true },
      { text: ' again', match: false },
    ]);
    const snippet = result?.snippet ?? [];
    expect(markedWords(snippet)).toEqual(['river']);
    const text = snippet.map((s) => s.text).join('');
    expect(text).toContain('the cold river and felt alive');
    // A snippet, not the whole post.
    expect(text.length).toBeLessThan(filler.length);
  });

  it('sends text, never markup: tags stay text and control characters cannot fake a mark', async () => {
    const me = await createSignedInUser(t.db);
    const title = '<b>Bold</b> \u0001plan\u0002';
    const response = await t.call(me, 'POST', '/posts', {
      category: 'journal',
      title,
      currentSituation: '<img src=x onerror=alert(1)> my \u0001secret\u0002 plan & <script>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = (await search(me, { q: 'plan' })).data;
    expect(result?.post.title).toBe(title);
    expect(result?.title).toEqual([
      { text: '<b>Bold</b> ', match: false },
      { text: 'plan', match: true },
    ]);
    const snippet = result?.snippet ?? [];
    expect(markedWords(snippet)).toEqual(['plan']);
    expect(snippet.map((s) => s.text).join('')).toContain('onerror=alert(1)> my secret plan');
  });

  it('shows the start of the text when only the title matches, and nothing when it is blank', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, {
      title: 'The lighthouse',
      summary: 'A long walk along the cliffs, then tea.',
    });
    await createPost(t.db, me.user.id, { title: 'Just a lighthouse' });
    const result = await search(me, { q: 'lighthouse' });
    const snippets = Object.fromEntries(result.data.map((r) => [r.post.title, r.snippet]));
    expect(snippets['The lighthouse']).toEqual([
      { text: 'A long walk along the cliffs, then tea.', match: false },
    ]);
    expect(snippets['Just a lighthouse']).toEqual([]);
  });

  it('marks every word searched for, not only where all of them meet', async () => {
    expect(anyWordQuery('swim "cold river" -sea or lake')).toBe('swim or cold or river or lake');
    expect(anyWordQuery('-only -not')).toBe('');
  });
});

describe('filters and pages', () => {
  it('narrows by category', async () => {
    const me = await createSignedInUser(t.db);
    await createPost(t.db, me.user.id, { category: 'journal', title: 'Journal about work' });
    await createPost(t.db, me.user.id, { category: 'anxiety', title: 'Anxious about work' });
    expect(titlesOf(await search(me, { q: 'work', category: 'anxiety' }))).toEqual([
      'Anxious about work',
    ]);
    expect(titlesOf(await search(me, { q: 'work', category: 'trust' }))).toEqual([]);
  });

  it('narrows by when a post was written: from inclusive, to exclusive', async () => {
    const me = await createSignedInUser(t.db);
    const written = (title: string, iso: string) =>
      createPost(t.db, me.user.id, { title, createdAt: new Date(iso) });
    await written('Garden in March', '2026-03-31T23:59:59.999Z');
    await written('Garden in April', '2026-04-01T00:00:00.000Z');
    await written('Garden in May', '2026-05-01T00:00:00.000Z');
    const april = { q: 'garden', from: '2026-04-01T00:00:00Z', to: '2026-05-01T00:00:00Z' };
    expect(titlesOf(await search(me, april))).toEqual(['Garden in April']);
    // An offset makes the days the person's own: 23:59 UTC on 31 March is 1 April in Lisbon.
    const aprilInLisbon = { ...april, from: '2026-04-01T00:00:00+01:00' };
    expect(titlesOf(await search(me, aprilInLisbon)).sort()).toEqual([
      'Garden in April',
      'Garden in March',
    ]);
    expect(titlesOf(await search(me, { q: 'garden', to: '2026-04-01T00:00:00Z' }))).toEqual([
      'Garden in March',
    ]);
  });

  it('pages by offset: 20 and more, then the rest', async () => {
    const me = await createSignedInUser(t.db);
    await createPosts(t.db, me.user.id, 25, { summary: 'Breathing exercise' });
    const first = await search(me, { q: 'breathe' });
    expect(first.data).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.next_offset).toBe(20);
    const second = await search(me, { q: 'breathe', offset: 20 });
    expect(second.data).toHaveLength(5);
    expect(second.has_more).toBe(false);
    expect(second.next_offset).toBeNull();
    const ids = [...first.data, ...second.data].map((r) => r.post._id);
    expect(new Set(ids).size).toBe(25);
    // Equal ranks: newest first, as the lists ("Post 1" is the newest).
    expect(first.data[0]?.post.title).toBe('Post 1');
    expect((await search(me, { q: 'breathe', limit: 3 })).data).toHaveLength(3);
  });

  it('answers a post as the lists do: the author sees it as theirs', async () => {
    const me = await createSignedInUser(t.db);
    const post = await createPost(t.db, me.user.id, { title: 'Kindness' });
    const [result] = (await search(me, { q: 'kindness' })).data;
    expect(result?.post).toMatchObject({ _id: post.id, user: me.user.id, isOwner: true });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(result?.post.lastUpdate).toBe(row?.lastUpdate.toISOString());
  });
});

describe('bad input', () => {
  it.each([
    ['no words', {}],
    ['empty words', { q: '' }],
    ['blank words', { q: '   ' }],
    ['too many characters', { q: 'a'.repeat(201) }],
    ['a NUL character', { q: 'run\u0000' }],
    ['an unknown category', { q: 'run', category: 'diary' }],
    ['a date that is not an instant', { q: 'run', from: '2026-04-01' }],
    ['a date that does not exist', { q: 'run', from: '2026-02-30T00:00:00Z' }],
    ['the year 0', { q: 'run', from: '0000-01-01T00:00:00Z' }],
    ['from after to', { q: 'run', from: '2026-05-01T00:00:00Z', to: '2026-04-01T00:00:00Z' }],
    ['from equal to to', { q: 'run', from: '2026-05-01T00:00:00Z', to: '2026-05-01T00:00:00Z' }],
    ['limit 0', { q: 'run', limit: 0 }],
    ['limit 51', { q: 'run', limit: 51 }],
    ['a negative offset', { q: 'run', offset: -1 }],
    ['an offset past 1,000', { q: 'run', offset: 1001 }],
    ['a fractional offset', { q: 'run', offset: 1.5 }],
  ])('refuses %s with 400', async (_label, query) => {
    const me = await createSignedInUser(t.db);
    const response = await t.call(me, 'GET', searchUrl(query));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
  });
});
