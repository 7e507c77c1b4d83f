import { DISPLAY_USER_COUNT, RESTORE_DAYS } from '@app/domain/limits.ts';
import { POST_LIST_MAX_ITEMS, POSTS_PER_PAGE } from '@app/domain/post-limits.ts';
import {
  type Post,
  type PostInput,
  type PostListResponse,
  postListResponseSchema,
  postSchema,
} from '@app/domain/posts.schemas.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createPost,
  createPosts,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { images } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';
import { purgeDeletedPosts } from './posts.service.ts';

let t: TestApp;
/** Real time, moved on by hand past the minute-long cache of GET /stats. */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, string | number | boolean | null | undefined>;

const call: TestApp['call'] = (...request) => t.call(...request);

const journal = (overrides: Partial<PostInput> = {}): PostInput => ({
  category: 'journal',
  title: 'A quiet morning',
  ...overrides,
});

async function writePost(person: Person, body: PostInput = journal()): Promise<Post> {
  const response = await call(person, 'POST', '/posts', body);
  expect(response.statusCode, response.body).toBe(200);
  return postSchema.parse(response.json().data);
}

async function savePost(person: Person, id: string, body: object) {
  const response = await call(person, 'PUT', `/posts/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return postSchema.parse(response.json().data);
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
}

function urlOf(path: string, query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function listPage(person: Person, query: Query = {}): Promise<PostListResponse> {
  const response = await call(person, 'GET', urlOf('/posts', query));
  expect(response.statusCode, response.body).toBe(200);
  return postListResponseSchema.parse(response.json());
}

async function countOf(person: Person, query: Query = {}): Promise<number> {
  const response = await call(person, 'GET', urlOf('/posts', { ...query, count_posts: true }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const idsOf = (page: PostListResponse) => page.data.map((post) => post._id);

/** Every page from the first to the oldest, following next_cursor; `between` runs between requests. */
async function walkOlder(person: Person, query: Query = {}, between?: () => Promise<unknown>) {
  const pages = [await listPage(person, query)];
  for (let page = pages[0]; page?.has_more; page = pages[pages.length - 1]) {
    await between?.();
    pages.push(await listPage(person, { ...query, starting_after: page.next_cursor }));
  }
  return pages;
}

/** From a page up to the newest, following previous_cursor; pages come back newest first. */
async function walkNewer(person: Person, from: PostListResponse, query: Query = {}) {
  const pages: PostListResponse[] = [];
  for (let page = from; page.has_more_after; page = pages[0] as PostListResponse) {
    pages.unshift(await listPage(person, { ...query, ending_before: page.previous_cursor }));
  }
  return pages;
}

function expectEachOnce(ids: string[], expected: string[]) {
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expected);
}

const sharedApproved = { shareForFeedback: true, approvalStatus: 'approved' as const };
const sharedForReview = { shareForFeedback: true, approvalStatus: 'needs_review' as const };
const imageExists = async (id: string) => (await t.db.$count(images, eq(images.id, id))) === 1;

describe('who may call which posts route', () => {
  it('is 401 for visitors on every route', async () => {
    const owner = await createSignedInUser(t.db);
    const post = await createPost(t.db, owner.user.id, sharedApproved);
    for (const [method, url] of [
      ['GET', '/posts'],
      ['GET', '/posts?filter=community'],
      ['GET', '/posts?count_posts=true'],
      ['POST', '/posts'],
      ['GET', `/posts/${post.id}`],
      ['PUT', `/posts/${post.id}`],
      ['DELETE', `/posts/${post.id}`],
    ] as const) {
      const response = await call(null, method, url, method === 'GET' ? undefined : journal());
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  // Promise 21 (docs/security.md): route x {owner, other person, moderator}, for a private post and a
  // post in the community. Statuses of the post's own routes; visitors are 401 above.
  const routes = {
    read: (p: Person, id: string) => call(p, 'GET', `/posts/${id}`),
    save: (p: Person, id: string) => call(p, 'PUT', `/posts/${id}`, journal({ title: 'Taken' })),
    approve: (p: Person, id: string) =>
      call(p, 'PUT', `/posts/${id}`, { approvalStatus: 'approved' }),
    delete: (p: Person, id: string) => call(p, 'DELETE', `/posts/${id}`),
  };
  const table: Array<[string, keyof typeof routes, 'owner' | 'other' | 'moderator', number]> = [
    ['private', 'read', 'owner', 200],
    ['private', 'read', 'other', 404],
    ['private', 'read', 'moderator', 404],
    ['private', 'save', 'owner', 200],
    ['private', 'save', 'other', 404],
    ['private', 'save', 'moderator', 404],
    ['private', 'approve', 'owner', 403],
    ['private', 'approve', 'other', 404],
    ['private', 'approve', 'moderator', 404],
    ['private', 'delete', 'owner', 204],
    ['private', 'delete', 'other', 404],
    ['private', 'delete', 'moderator', 404],
    ['community', 'read', 'owner', 200],
    ['community', 'read', 'other', 200],
    ['community', 'read', 'moderator', 200],
    ['community', 'save', 'owner', 200],
    ['community', 'save', 'other', 404],
    ['community', 'save', 'moderator', 404],
    ['community', 'approve', 'owner', 403],
    ['community', 'approve', 'other', 403],
    ['community', 'approve', 'moderator', 200],
    ['community', 'delete', 'owner', 204],
    ['community', 'delete', 'other', 404],
    ['community', 'delete', 'moderator', 404],
  ];
  it.each(table)('%s post, %s by the %s: %i', async (kind, route, who, status) => {
    const owner = await createSignedInUser(t.db);
    const people = {
      owner,
      other: await createSignedInUser(t.db),
      moderator: await createSignedInUser(t.db, { moderator: true }),
    };
    const post = await createPost(
      t.db,
      owner.user.id,
      kind === 'community' ? { ...sharedApproved, category: 'question' } : {},
    );
    const before = await rowOf(post.id);
    const response = await routes[route](people[who], post.id);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) expect(response.json().error.code).toBe('not_found');
    if (status >= 400) expect(await rowOf(post.id)).toEqual(before);
  });

  it('answers 404 for a path that is not a post id, and for a post that never existed', async () => {
    const person = await createSignedInUser(t.db);
    for (const id of ['nope', '1', '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call(person, method, `/posts/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
      expect((await call(person, 'PUT', `/posts/${id}`, journal())).statusCode).toBe(404);
    }
  });
});

describe("another person's private post", () => {
  it('is 404 to read, save and delete, looks like a post that does not exist, and stays unchanged', async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const post = await writePost(owner, journal({ title: 'Mine alone', mood: 'calm' }));
    const before = await rowOf(post._id);
    const missing = await call(other, 'GET', '/posts/7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e');

    const read = await call(other, 'GET', `/posts/${post._id}`);
    const save = await call(other, 'PUT', `/posts/${post._id}`, journal({ title: 'Stolen' }));
    const remove = await call(other, 'DELETE', `/posts/${post._id}`);
    for (const response of [read, save, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(await rowOf(post._id)).toEqual(before);
  });

  it('never shows up in any list or count of the other person, whatever they ask', async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const post = await createPost(t.db, owner.user.id, { category: 'question' });
    await createPost(t.db, owner.user.id, { ...sharedForReview, category: 'question' });
    const views: Query[] = [
      { filter: 'mine' },
      { filter: 'community' },
      { filter: 'review' },
      { shareForFeedback: true, approvalStatus: 'approved' },
      { shareForFeedback: true, approvalStatus: 'needs_review' },
    ];
    for (const query of views) {
      const page = await listPage(other, query);
      expect(page.data.filter((p) => p._id === post.id)).toEqual([]);
      for (const seen of page.data) {
        expect(seen).toMatchObject({ isOwner: false, approvalStatus: 'approved' });
      }
      if (query.filter !== 'community' && query.approvalStatus !== 'approved') {
        expect(await countOf(other, query)).toBe(0);
      }
      // Asking for the owner's posts by their id is refused, never answered with a list.
      for (const asked of [
        { ...query, user: owner.user.id },
        { ...query, count_posts: true, user: owner.user.id },
      ]) {
        const response = await call(other, 'GET', urlOf('/posts', asked));
        expect(response.statusCode, JSON.stringify(asked)).toBe(400);
        expect(response.json().error.message).toMatch(/"user"/);
      }
    }
  });
});

describe('POST /api/v1/posts', () => {
  it('saves the post with the server deciding owner, dates, approval and counts', async () => {
    const person = await createSignedInUser(t.db);
    const before = Date.now();
    const post = await writePost(person, {
      category: 'manifest',
      title: '  A garden by the sea ',
      mood: ' hopeful ',
      summary: 'Tomatoes, and a bench.',
      feelingsList: ['  Joy ', '', '   ', 'PEACE'],
      preferredBeliefs: ['I can grow things', '  '],
      actionItems: [
        { action: 'Buy seeds', complete: true },
        { action: '  Dig the bed ', complete: false },
        { action: '   ', complete: false },
        { action: 'Water daily' },
      ],
      yearsToManifest: 2,
      shareForResearch: true,
    });
    const after = Date.now();
    expect(post).toMatchObject({
      user: person.user.id,
      isOwner: true,
      fakeUser: null,
      category: 'manifest',
      title: 'A garden by the sea',
      mood: 'hopeful',
      feelingsList: ['joy', 'peace'],
      preferredBeliefs: ['I can grow things'],
      actionItems: [
        { action: 'Buy seeds', complete: true },
        { action: 'Dig the bed', complete: false },
        { action: 'Water daily', complete: false },
      ],
      uncheckedItems: 2,
      yearsToManifest: 2,
      shareForResearch: true,
      shareForFeedback: false,
      approvalStatus: 'needs_review',
      draft: false,
      image: null,
    });
    expect(post.created).toBe(post.lastUpdate);
    const created = Date.parse(post.created);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(after + 1000);
    const row = await rowOf(post._id);
    expect(row).toMatchObject({ userId: person.user.id, deleted: false, uncheckedItems: 2 });
    const read = await call(person, 'GET', `/posts/${post._id}`);
    expect(read.json().data).toEqual({ ...post, feedback: [] });
  });

  it("gives a post without a title its category's default title", async () => {
    const person = await createSignedInUser(t.db);
    expect((await writePost(person, { category: 'journal' })).title).toBe('Journal Post');
    expect((await writePost(person, { category: 'excitement', title: '  ' })).title).toBe(
      'Take Action',
    );
    expect((await writePost(person, { category: 'problem', title: '' })).title).toBe(
      'Problem Solved',
    );
    // No default for this category: the card shows "Working Title" instead.
    expect((await writePost(person, { category: 'question' })).title).toBe('');
  });

  it('ignores what only the server may set: owner, ids, approval, dates, pseudonym, counts', async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const response = await call(person, 'POST', '/posts', {
      ...journal(),
      actionItems: [{ action: 'One', complete: false }],
      _id: '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e',
      user: other.user.id,
      userId: other.user.id,
      approvalStatus: 'approved',
      // `deleted: true` is refused, not ignored (its own test below); false asks for nothing.
      deleted: false,
      created: '2000-01-01T00:00:00.000Z',
      lastUpdate: '2000-01-01T00:00:00.000Z',
      fakeUser: 0,
      uncheckedItems: 99,
      isOwner: false,
      imageWidth: 5000,
      moderator: true,
    });
    expect(response.statusCode).toBe(200);
    const post = response.json().data as Post;
    const row = await rowOf(post._id);
    expect(post._id).not.toBe('7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e');
    expect(row).toMatchObject({
      userId: person.user.id,
      approvalStatus: 'needs_review',
      deleted: false,
      fakeUser: null,
      uncheckedItems: 1,
      imageWidth: null,
    });
    expect(row.createdAt.getFullYear()).not.toBe(2000);
    expect(row.lastUpdate.getFullYear()).not.toBe(2000);
    const [author] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(author?.moderator).toBe(false);
    expect(await countOf(other)).toBe(0);
  });

  it('refuses a mood over 20 characters, an unknown category and an unknown years value', async () => {
    const person = await createSignedInUser(t.db);
    for (const body of [
      journal({ mood: 'x'.repeat(21) }),
      { ...journal(), category: 'poetry' },
      journal({ yearsToManifest: 3 }),
      { title: 'No category' },
    ]) {
      const response = await call(person, 'POST', '/posts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect((await writePost(person, journal({ mood: 'x'.repeat(20) }))).mood).toHaveLength(20);
    expect(await countOf(person)).toBe(1);
  });

  it('refuses a choiceSelected past the last possible choice with 400, not a database error', async () => {
    // Fuzzing (docs/security.md, promise 39) found 9007199254740985 answered 500: integer overflow.
    const person = await createSignedInUser(t.db);
    for (const choiceSelected of [POST_LIST_MAX_ITEMS, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const response = await call(person, 'POST', '/posts', journal({ choiceSelected }));
      expect(response.statusCode, String(choiceSelected)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    const last = POST_LIST_MAX_ITEMS - 1;
    expect((await writePost(person, journal({ choiceSelected: last }))).choiceSelected).toBe(last);
  });

  it('refuses sharing for feedback in categories that cannot be shared, and allows it in the others', async () => {
    const person = await createSignedInUser(t.db);
    for (const category of ['journal', 'excitement', 'manifest', 'dailyintention'] as const) {
      const response = await call(person, 'POST', '/posts', {
        category,
        shareForFeedback: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'not_shareable',
          message: 'Posts of this kind cannot be shared for feedback.',
        },
      });
    }
    expect(await countOf(person)).toBe(0);
    // Sharing privately for research is open to every category.
    expect((await writePost(person, journal({ shareForResearch: true }))).shareForResearch).toBe(
      true,
    );
    const shared = await writePost(person, { category: 'question', shareForFeedback: true });
    expect(shared.shareForFeedback).toBe(true);
  });
});

describe('PUT /api/v1/posts/{id} by the author', () => {
  it('saves the whole post, moves lastUpdate on and keeps created', async () => {
    const person = await createSignedInUser(t.db);
    const post = await writePost(person, journal({ mood: 'tired' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const saved = await savePost(person, post._id, {
      ...journal({ title: 'Better now', mood: 'rested', summary: 'Slept well.' }),
      created: '2000-01-01T00:00:00.000Z',
      lastUpdate: '2000-01-01T00:00:00.000Z',
    });
    expect(saved).toMatchObject({ title: 'Better now', mood: 'rested', summary: 'Slept well.' });
    expect(saved.created).toBe(post.created);
    expect(Date.parse(saved.lastUpdate)).toBeGreaterThan(Date.parse(post.lastUpdate));
  });

  it('sets needs_review on every save, also when the body says approved, and takes the post out of the community until reviewed', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, {
      ...sharedApproved,
      category: 'question',
    });
    expect(idsOf(await listPage(reader, { filter: 'community' }))).toContain(post.id);

    const saved = await savePost(author, post.id, {
      category: 'question',
      shareForFeedback: true,
      approvalStatus: 'approved',
    });
    expect(saved.approvalStatus).toBe('needs_review');
    expect((await rowOf(post.id)).approvalStatus).toBe('needs_review');
    expect(idsOf(await listPage(reader, { filter: 'community' }))).not.toContain(post.id);
    expect((await call(reader, 'GET', `/posts/${post.id}`)).statusCode).toBe(404);

    const privatePost = await writePost(author);
    expect((await savePost(author, privatePost._id, journal())).approvalStatus).toBe(
      'needs_review',
    );
  });

  it('never applies owner, dates or approval sent in the body', async () => {
    const author = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const post = await writePost(author);
    const before = await rowOf(post._id);
    await savePost(author, post._id, {
      ...journal({ title: 'Still here' }),
      // `deleted: true` is refused, not ignored (its own test below); false asks for nothing.
      deleted: false,
      user: other.user.id,
      userId: other.user.id,
      created: '2000-01-01T00:00:00.000Z',
      approvalStatus: 'approved',
      fakeUser: 3,
      uncheckedItems: 7,
    });
    const row = await rowOf(post._id);
    expect(row).toMatchObject({
      deleted: false,
      userId: author.user.id,
      createdAt: before.createdAt,
      approvalStatus: 'needs_review',
      fakeUser: null,
      uncheckedItems: 0,
      title: 'Still here',
    });
    expect((await call(author, 'GET', `/posts/${post._id}`)).statusCode).toBe(200);
  });

  it('recomputes uncheckedItems from the action items on every save', async () => {
    const person = await createSignedInUser(t.db);
    const post = await writePost(
      person,
      journal({
        actionItems: [
          { action: 'a', complete: false },
          { action: 'b', complete: false },
        ],
      }),
    );
    expect(post.uncheckedItems).toBe(2);
    const ticked = await savePost(
      person,
      post._id,
      journal({
        actionItems: [
          { action: 'a', complete: true },
          { action: 'b', complete: false },
          { action: ' ', complete: false },
        ],
      }),
    );
    expect(ticked.uncheckedItems).toBe(1);
    expect((await savePost(person, post._id, journal())).uncheckedItems).toBe(0);
  });

  it('refuses to share a post whose new category cannot be shared, and changes nothing', async () => {
    const person = await createSignedInUser(t.db);
    const post = await writePost(person, { category: 'trust', shareForFeedback: true });
    const before = await rowOf(post._id);
    const response = await call(person, 'PUT', `/posts/${post._id}`, {
      category: 'journal',
      shareForFeedback: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('not_shareable');
    expect(await rowOf(post._id)).toEqual(before);
    // Unsharing while changing to a private kind is fine.
    const moved = await savePost(person, post._id, { category: 'journal' });
    expect(moved).toMatchObject({ category: 'journal', shareForFeedback: false });
  });

  it('gives a pseudonym on first sharing and keeps it through saves, unsharing and sharing again', async () => {
    const person = await createSignedInUser(t.db);
    const post = await writePost(person, { category: 'relabel' });
    expect(post.fakeUser).toBeNull();
    expect((await savePost(person, post._id, { category: 'relabel' })).fakeUser).toBeNull();

    const shared = await savePost(person, post._id, {
      category: 'relabel',
      shareForFeedback: true,
    });
    const fakeUser = shared.fakeUser;
    expect(fakeUser).toEqual(expect.any(Number));
    expect(fakeUser).toBeGreaterThanOrEqual(1);
    expect(fakeUser).toBeLessThan(DISPLAY_USER_COUNT);
    for (const body of [
      { category: 'relabel', shareForFeedback: true, title: 'Edited' },
      { category: 'relabel', shareForFeedback: false },
      { category: 'relabel', shareForFeedback: true },
    ]) {
      expect((await savePost(person, post._id, body)).fakeUser).toBe(fakeUser);
    }
  });

  it('gives pseudonyms from 1 to the last display user, never the anonymous label 0', async () => {
    const person = await createSignedInUser(t.db);
    const seen = new Set<number | null>();
    for (let i = 0; i < 40; i++) {
      seen.add((await writePost(person, { category: 'trust', shareForFeedback: true })).fakeUser);
    }
    for (const fakeUser of seen) {
      expect(fakeUser).toBeGreaterThanOrEqual(1);
      expect(fakeUser).toBeLessThanOrEqual(DISPLAY_USER_COUNT - 1);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('moderation: PUT /api/v1/posts/{id} with {approvalStatus}', () => {
  it("lets a moderator approve, reject and approve again, without moving the post in its author's list", async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const reader = await createSignedInUser(t.db);
    const post = await writePost(author, { category: 'anxiety', shareForFeedback: true });
    const newer = await writePost(author, { category: 'journal' });
    expect(idsOf(await listPage(moderator, { filter: 'review' }))).toContain(post._id);
    expect(idsOf(await listPage(reader, { filter: 'community' }))).not.toContain(post._id);

    const approved = await savePost(moderator, post._id, { approvalStatus: 'approved' });
    expect(approved).toMatchObject({ approvalStatus: 'approved', isOwner: false });
    expect(approved).not.toHaveProperty('user');
    expect(approved.lastUpdate).toBe(post.lastUpdate);
    expect(idsOf(await listPage(author))).toEqual([newer._id, post._id]);
    expect(idsOf(await listPage(reader, { filter: 'community' }))).toContain(post._id);
    expect(idsOf(await listPage(moderator, { filter: 'review' }))).not.toContain(post._id);

    const rejected = await savePost(moderator, post._id, { approvalStatus: 'rejected' });
    expect(rejected.approvalStatus).toBe('rejected');
    expect(idsOf(await listPage(reader, { filter: 'community' }))).not.toContain(post._id);
    expect((await call(reader, 'GET', `/posts/${post._id}`)).statusCode).toBe(404);
    // A moderator can still open a rejected post, to reconsider it.
    expect((await call(moderator, 'GET', `/posts/${post._id}`)).statusCode).toBe(200);
    expect(
      (await savePost(moderator, post._id, { approvalStatus: 'approved' })).approvalStatus,
    ).toBe('approved');
    expect((await rowOf(post._id)).lastUpdate.toISOString()).toBe(post.lastUpdate);
  });

  it('never lets an author approve or reject their own post, moderator or not', async () => {
    const authorModerator = await createSignedInUser(t.db, { moderator: true });
    const author = await createSignedInUser(t.db);
    for (const person of [authorModerator, author]) {
      const post = await writePost(person, { category: 'question', shareForFeedback: true });
      for (const approvalStatus of ['approved', 'rejected']) {
        const response = await call(person, 'PUT', `/posts/${post._id}`, { approvalStatus });
        expect(response.statusCode).toBe(403);
      }
      expect((await rowOf(post._id)).approvalStatus).toBe('needs_review');
    }
    const own = await writePost(authorModerator, { category: 'question', shareForFeedback: true });
    const refused = await call(authorModerator, 'PUT', `/posts/${own._id}`, {
      approvalStatus: 'approved',
    });
    expect(refused.json().error).toEqual({
      code: 'own_post',
      message: 'You cannot approve or reject your own post.',
    });
  });

  it('refuses a person who is not a moderator (403 when they can see the post, 404 when not)', async () => {
    const author = await createSignedInUser(t.db);
    const person = await createSignedInUser(t.db);
    const inReview = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
    });
    const inCommunity = await createPost(t.db, author.user.id, {
      ...sharedApproved,
      category: 'trust',
    });
    const rejected = await call(person, 'PUT', `/posts/${inCommunity.id}`, {
      approvalStatus: 'rejected',
    });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().error.code).toBe('forbidden');
    const hidden = await call(person, 'PUT', `/posts/${inReview.id}`, {
      approvalStatus: 'approved',
    });
    expect(hidden.statusCode).toBe(404);
    expect((await rowOf(inReview.id)).approvalStatus).toBe('needs_review');
    expect((await rowOf(inCommunity.id)).approvalStatus).toBe('approved');
  });

  it('refuses statuses other than approved and rejected, and posts not shared or deleted', async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const shared = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
    });
    for (const approvalStatus of ['needs_review', '', 'APPROVED']) {
      const response = await call(moderator, 'PUT', `/posts/${shared.id}`, { approvalStatus });
      expect(response.statusCode).toBe(400);
    }
    const privatePost = await createPost(t.db, author.user.id, { approvalStatus: 'needs_review' });
    const deleted = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
      deleted: true,
    });
    for (const post of [privatePost, deleted]) {
      const response = await call(moderator, 'PUT', `/posts/${post.id}`, {
        approvalStatus: 'approved',
      });
      expect(response.statusCode).toBe(404);
      expect((await rowOf(post.id)).approvalStatus).toBe('needs_review');
    }
  });
});

describe('DELETE /api/v1/posts/{id}', () => {
  it('soft-deletes: the row stays, and the post vanishes from reads, lists, counts and stats', async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const reader = await createSignedInUser(t.db);
    const inCommunity = await createPost(t.db, author.user.id, {
      ...sharedApproved,
      category: 'trust',
    });
    const inReview = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
    });
    const privatePost = await createPost(t.db, author.user.id, { draft: true });
    // GET /stats answers from a minute-long cache: the clock moves past it for each count.
    clockOffsetMs += 60_000;
    const statsBefore = (await call(null, 'GET', '/stats')).json().data.posts;

    for (const post of [inCommunity, inReview, privatePost]) {
      const response = await call(author, 'DELETE', `/posts/${post.id}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await rowOf(post.id)).toMatchObject({ deleted: true, userId: author.user.id });
      for (const person of [author, moderator, reader]) {
        expect((await call(person, 'GET', `/posts/${post.id}`)).statusCode).toBe(404);
      }
      expect((await call(author, 'PUT', `/posts/${post.id}`, journal())).statusCode).toBe(404);
      expect((await call(author, 'DELETE', `/posts/${post.id}`)).statusCode).toBe(404);
    }
    const gone = [inCommunity.id, inReview.id, privatePost.id];
    for (const [person, filter] of [
      [author, 'mine'],
      [author, 'community'],
      [reader, 'community'],
      [moderator, 'review'],
      [moderator, 'community'],
    ] as const) {
      const ids = idsOf(await listPage(person, { filter, limit: 100 }));
      expect(ids.filter((id) => gone.includes(id))).toEqual([]);
    }
    expect(await countOf(author)).toBe(0);
    expect(await countOf(author, { draft: true })).toBe(0);
    clockOffsetMs += 60_000;
    expect((await call(null, 'GET', '/stats')).json().data.posts).toBe(statsBefore - 3);
  });
});

describe("responses about other people's posts", () => {
  it('carry nothing of the author: no id, name, contact or avatar, anywhere in the body', async () => {
    const avatarOwner = await createSignedInUser(t.db, {
      name: 'Zelda Quixote',
      city: 'Reykjavik',
      contact: { contact: 'zelda.quixote@example.com', contactType: 'email' },
    });
    const avatar = await createImage(t.db, avatarOwner.user.id);
    await t.db.update(users).set({ image: avatar.id }).where(eq(users.id, avatarOwner.user.id));
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const reader = await createSignedInUser(t.db);
    const approved = await writePost(avatarOwner, {
      category: 'question',
      shareForFeedback: true,
      title: 'How do I rest?',
    });
    await savePost(moderator, approved._id, { approvalStatus: 'approved' });
    const inReview = await writePost(avatarOwner, { category: 'trust', shareForFeedback: true });

    const bodies = [
      (await call(reader, 'GET', `/posts/${approved._id}`)).body,
      (await call(moderator, 'GET', `/posts/${approved._id}`)).body,
      (await call(moderator, 'GET', `/posts/${inReview._id}`)).body,
      (await call(reader, 'GET', '/posts?filter=community&limit=100')).body,
      (await call(moderator, 'GET', '/posts?filter=review&limit=100')).body,
      (await call(moderator, 'PUT', `/posts/${inReview._id}`, { approvalStatus: 'rejected' })).body,
    ];
    for (const body of bodies) {
      for (const secret of [
        avatarOwner.user.id,
        'Zelda',
        'Quixote',
        'Reykjavik',
        'zelda.quixote',
        avatar.id,
      ]) {
        expect(body).not.toContain(secret);
      }
    }
    const seen = JSON.parse(bodies[0] as string).data as Post;
    expect(seen).toMatchObject({ isOwner: false, title: 'How do I rest?' });
    expect(seen).not.toHaveProperty('user');
    expect(seen.fakeUser).toBeGreaterThanOrEqual(1);
    // The author, and only the author, gets their own id back.
    const own = (await call(avatarOwner, 'GET', `/posts/${approved._id}`)).json().data;
    expect(own).toMatchObject({ isOwner: true, user: avatarOwner.user.id });
  });
});

describe('GET /api/v1/posts views', () => {
  it("community shows approved shared posts of everyone, the viewer's own included, and nothing else", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const cases = {
      aApproved: await createPost(t.db, a.user.id, { ...sharedApproved, category: 'trust' }),
      bApproved: await createPost(t.db, b.user.id, { ...sharedApproved, category: 'question' }),
      bReview: await createPost(t.db, b.user.id, { ...sharedForReview, category: 'question' }),
      bRejected: await createPost(t.db, b.user.id, {
        shareForFeedback: true,
        approvalStatus: 'rejected',
        category: 'question',
      }),
      bApprovedUnshared: await createPost(t.db, b.user.id, { approvalStatus: 'approved' }),
      bPrivate: await createPost(t.db, b.user.id),
    };
    const ids = idsOf(await listPage(a, { filter: 'community', limit: 100 }));
    expect(ids).toContain(cases.aApproved.id);
    expect(ids).toContain(cases.bApproved.id);
    for (const hidden of [
      cases.bReview,
      cases.bRejected,
      cases.bApprovedUnshared,
      cases.bPrivate,
    ]) {
      expect(ids).not.toContain(hidden.id);
    }
    const page = await listPage(a, { filter: 'community', limit: 100 });
    expect(page.data.find((p) => p._id === cases.aApproved.id)).toMatchObject({
      isOwner: true,
      user: a.user.id,
    });
    expect(page.data.find((p) => p._id === cases.bApproved.id)?.isOwner).toBe(false);
  });

  it('review shows moderators the shared posts needing review, and others nothing at all', async () => {
    const author = await createSignedInUser(t.db);
    const person = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const needsReview = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
    });
    const ownNeedsReview = await writePost(person, { category: 'trust', shareForFeedback: true });
    const privateNeedsReview = await createPost(t.db, author.user.id, {
      approvalStatus: 'needs_review',
    });

    const forPerson = await listPage(person, { filter: 'review', limit: 100 });
    expect(forPerson).toEqual({
      data: [],
      has_more: false,
      has_more_after: false,
      next_cursor: null,
      previous_cursor: null,
    });
    expect(await countOf(person, { filter: 'review' })).toBe(0);

    const ids = idsOf(await listPage(moderator, { filter: 'review', limit: 100 }));
    expect(ids).toContain(needsReview.id);
    expect(ids).toContain(ownNeedsReview._id);
    expect(ids).not.toContain(privateNeedsReview.id);
    expect(await countOf(moderator, { filter: 'review' })).toBeGreaterThanOrEqual(2);
  });

  it('filters by category (manifest with manifestwall) and draft, and counts the same way', async () => {
    const person = await createSignedInUser(t.db);
    await createPosts(t.db, person.user.id, 3, { category: 'journal' });
    await createPosts(t.db, person.user.id, 2, { category: 'manifest' });
    await createPosts(t.db, person.user.id, 4, { category: 'manifestwall' });
    await createPosts(t.db, person.user.id, 1, { category: 'manifestthing' });
    await createPosts(t.db, person.user.id, 5, { category: 'excitement', draft: true });
    await createPosts(t.db, person.user.id, 2, { category: 'excitement' });
    await createPosts(t.db, person.user.id, 1, { category: 'journal', deleted: true });
    const other = await createSignedInUser(t.db);
    await createPosts(t.db, other.user.id, 3, { category: 'journal' });

    const expectations: Array<[Query, number]> = [
      [{}, 17],
      [{ category: 'journal' }, 3],
      [{ category: 'manifest' }, 6],
      [{ category: 'manifestwall' }, 4],
      [{ category: 'manifestthing' }, 1],
      [{ category: 'excitement' }, 7],
      [{ category: 'excitement', draft: true }, 5],
      [{ category: 'excitement', draft: false }, 2],
      [{ draft: true }, 5],
      [{ draft: false }, 12],
      [{ category: 'trust' }, 0],
    ];
    for (const [query, expected] of expectations) {
      expect(await countOf(person, query), JSON.stringify(query)).toBe(expected);
      const page = await listPage(person, { ...query, limit: 100 });
      expect(page.data, JSON.stringify(query)).toHaveLength(expected);
      expect(page.data.every((p) => p.isOwner)).toBe(true);
    }
    const manifest = await listPage(person, { category: 'manifest', limit: 100 });
    expect(new Set(manifest.data.map((p) => p.category))).toEqual(
      new Set(['manifest', 'manifestwall']),
    );
  });

  it('refuses an unknown filter, category or limit outside 1..100', async () => {
    const person = await createSignedInUser(t.db);
    for (const query of [
      { filter: 'everyone' },
      { category: 'poetry' },
      { limit: 0 },
      { limit: 101 },
      { limit: 'many' },
      { draft: 'yes' },
    ]) {
      const response = await call(person, 'GET', urlOf('/posts', query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('nothing asked of the posts routes is silently dropped', () => {
  const DELETE_POINTER = /send DELETE \/api\/v1\/posts\/\{id\} to delete it/;

  it('refuses deleted: true on a save with 400 pointing at DELETE, and the row stays as it was', async () => {
    const author = await createSignedInUser(t.db);
    const post = await writePost(author);
    const before = await rowOf(post._id);
    for (const body of [
      { ...journal({ title: 'Gone?' }), deleted: true },
      { ...journal({ title: 'Gone?' }), deleted: 'true' },
      { ...journal({ title: 'Gone?' }), deleted: 1 },
    ]) {
      const response = await call(author, 'PUT', `/posts/${post._id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toMatch(DELETE_POINTER);
      expect(await rowOf(post._id)).toEqual(before);
    }
    // The same save without it is applied; deleted: false asks for nothing and passes.
    await savePost(author, post._id, { ...journal({ title: 'Kept' }), deleted: false });
    expect(await rowOf(post._id)).toMatchObject({ title: 'Kept', deleted: false });
    // DELETE is the one way, and it is a soft delete.
    expect((await call(author, 'DELETE', `/posts/${post._id}`)).statusCode).toBe(204);
    expect(await rowOf(post._id)).toMatchObject({ title: 'Kept', deleted: true });
  });

  it("refuses deleted: true beside a moderator's decision, deciding nothing", async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, author.user.id, { ...sharedForReview, category: 'trust' });
    const response = await call(moderator, 'PUT', `/posts/${post.id}`, {
      approvalStatus: 'rejected',
      deleted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(DELETE_POINTER);
    expect(await rowOf(post.id)).toEqual(post);
  });

  it('refuses deleted: true on a new post and on the identity, writing nothing', async () => {
    const person = await createSignedInUser(t.db);
    const created = await call(person, 'POST', '/posts', { ...journal(), deleted: true });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.message).toMatch(DELETE_POINTER);
    expect(await t.db.$count(posts, eq(posts.userId, person.user.id))).toBe(0);

    const identity = await call(person, 'PUT', '/identity', { title: 'Me', deleted: true });
    expect(identity.statusCode).toBe(400);
    expect(identity.json().error.message).toMatch(DELETE_POINTER);
    const rows = await t.db.select().from(posts).where(eq(posts.userId, person.user.id));
    expect(rows.every((row) => !row.deleted && row.title !== 'Me')).toBe(true);
  });

  it("honours the product's shareForFeedback and approvalStatus as the community and review views", async () => {
    const author = await createSignedInUser(t.db);
    const person = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    await writePost(person);
    const approved = await createPost(t.db, author.user.id, {
      ...sharedApproved,
      category: 'trust',
    });
    const inReview = await createPost(t.db, author.user.id, {
      ...sharedForReview,
      category: 'trust',
    });
    const spec = (approvalStatus: string) => ({ shareForFeedback: true, approvalStatus });

    for (const viewer of [person, moderator]) {
      const community = await listPage(viewer, { ...spec('approved'), limit: 100 });
      expect(community).toEqual(await listPage(viewer, { filter: 'community', limit: 100 }));
      expect(idsOf(community)).toContain(approved.id);
      expect(idsOf(community)).not.toContain(inReview.id);
      expect(await countOf(viewer, spec('approved'))).toBe(
        await countOf(viewer, { filter: 'community' }),
      );
    }
    const review = await listPage(moderator, { ...spec('needs_review'), limit: 100 });
    expect(review).toEqual(await listPage(moderator, { filter: 'review', limit: 100 }));
    expect(idsOf(review)).toContain(inReview.id);
    expect(idsOf(review)).not.toContain(approved.id);
    // The review view is the moderators': anyone else gets it empty, as with filter=review.
    expect((await listPage(person, spec('needs_review'))).data).toEqual([]);
    // Agreeing with filter is the same question asked twice.
    expect(
      await listPage(moderator, { ...spec('needs_review'), filter: 'review', limit: 100 }),
    ).toEqual(review);
  });

  it('refuses other uses of shareForFeedback and approvalStatus, and undeclared parameters, naming them', async () => {
    const person = await createSignedInUser(t.db);
    await writePost(person);
    const cases: Array<[Query, RegExp]> = [
      [{ shareForFeedback: true }, /\(approvalStatus\)/],
      [{ approvalStatus: 'approved' }, /\(shareForFeedback\)/],
      [{ shareForFeedback: false, approvalStatus: 'approved' }, /shareForFeedback/],
      [{ shareForFeedback: true, approvalStatus: 'rejected' }, /approvalStatus/],
      [{ shareForFeedback: true, approvalStatus: '' }, /approvalStatus/],
      [{ shareForFeedback: true, approvalStatus: 'approved', filter: 'mine' }, /\(filter\)/],
      [
        { shareForFeedback: true, approvalStatus: 'needs_review', filter: 'community' },
        /\(filter\)/,
      ],
      [{ user: person.user.id }, /"user"/],
      [{ filter: 'mine', page: 2 }, /"page"/],
      [{ _: 1700000000000 }, /"_"/],
    ];
    for (const [query, named] of cases) {
      const response = await call(person, 'GET', urlOf('/posts', query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.message, JSON.stringify(query)).toMatch(named);
    }
  });
});

describe('GET /api/v1/posts paging', () => {
  it('shows 12 posts by default and honours limit', async () => {
    const person = await createSignedInUser(t.db);
    await createPosts(t.db, person.user.id, 30);
    expect((await listPage(person)).data).toHaveLength(POSTS_PER_PAGE);
    expect((await listPage(person, { limit: 5 })).data).toHaveLength(5);
    expect((await listPage(person, { limit: 100 })).data).toHaveLength(30);
  });

  it.each([
    ['distinct', {}],
    ['identical (ties broken by id)', { lastUpdate: new Date('2026-01-01T00:00:00.123456Z') }],
  ])(
    'walks 100 posts with %s lastUpdate values older to the end and back, each exactly once',
    async (_label, overrides) => {
      const person = await createSignedInUser(t.db);
      const created = await createPosts(t.db, person.user.id, 100, overrides);
      const expected = created.map((post) => post.id);

      const down = await walkOlder(person, { limit: 12 });
      expect(down).toHaveLength(9);
      expectEachOnce(down.flatMap(idsOf), expected);

      const last = down[down.length - 1] as PostListResponse;
      const up = await walkNewer(person, last, { limit: 12 });
      expectEachOnce([...up, last].flatMap(idsOf), expected);
      // Walking back up lands on the same pages as walking down.
      expect(up.map(idsOf)).toEqual(down.slice(0, -1).map(idsOf));
    },
  );

  it('keeps the walk exact while new posts are written between page requests', async () => {
    const person = await createSignedInUser(t.db);
    const created = await createPosts(t.db, person.user.id, 100);
    const written: Post[] = [];
    const down = await walkOlder(person, { limit: 12 }, async () => {
      written.push(await writePost(person, journal({ title: `New ${written.length + 1}` })));
    });
    // The new posts are newer than every page read so far: none appears in the walk down.
    expectEachOnce(
      down.flatMap(idsOf),
      created.map((post) => post.id),
    );
    expect(written).toHaveLength(8);

    const last = down[down.length - 1] as PostListResponse;
    const up = await walkNewer(person, last, { limit: 12 });
    const newestFirst = [...written].reverse().map((post) => post._id);
    expectEachOnce([...up, last].flatMap(idsOf), [
      ...newestFirst,
      ...created.map((post) => post.id),
    ]);
    expect(up[0]?.has_more_after).toBe(false);
  });

  it('tells whether more lie in each direction on the first, middle and last pages', async () => {
    const person = await createSignedInUser(t.db);
    await createPosts(t.db, person.user.id, 30);
    const first = await listPage(person, { limit: 12 });
    expect(first).toMatchObject({ has_more: true, has_more_after: false });
    const middle = await listPage(person, { limit: 12, starting_after: first.next_cursor });
    expect(middle).toMatchObject({ has_more: true, has_more_after: true });
    const last = await listPage(person, { limit: 12, starting_after: middle.next_cursor });
    expect(last).toMatchObject({ has_more: false, has_more_after: true });
    expect(last.data).toHaveLength(6);
    const beyond = await listPage(person, { limit: 12, starting_after: last.next_cursor });
    expect(beyond).toEqual({
      data: [],
      has_more: false,
      has_more_after: true,
      next_cursor: null,
      previous_cursor: null,
    });

    const backToMiddle = await listPage(person, { limit: 12, ending_before: last.previous_cursor });
    expect(backToMiddle).toEqual(middle);
    const backToFirst = await listPage(person, {
      limit: 12,
      ending_before: middle.previous_cursor,
    });
    expect(backToFirst).toEqual(first);

    // Exactly two full pages: the second knows nothing lies beyond it.
    const even = await createSignedInUser(t.db);
    await createPosts(t.db, even.user.id, 24);
    const page1 = await listPage(even, { limit: 12 });
    const page2 = await listPage(even, { limit: 12, starting_after: page1.next_cursor });
    expect(page2).toMatchObject({ has_more: false, has_more_after: true });
    expect(page2.data).toHaveLength(12);

    const empty = await createSignedInUser(t.db);
    expect(await listPage(empty)).toEqual({
      data: [],
      has_more: false,
      has_more_after: false,
      next_cursor: null,
      previous_cursor: null,
    });
  });

  it('answers the same flags with a category filter, whose query is built per request', async () => {
    // Unfiltered pages run prepared statements; filtered ones build the same SQL each time.
    const person = await createSignedInUser(t.db);
    await createPosts(t.db, person.user.id, 20);
    await createPosts(t.db, person.user.id, 5, { category: 'anxiety' });
    const query = { limit: 12, category: 'journal' };
    const first = await listPage(person, query);
    expect(first).toMatchObject({ has_more: true, has_more_after: false });
    const last = await listPage(person, { ...query, starting_after: first.next_cursor });
    expect(last).toMatchObject({ has_more: false, has_more_after: true });
    expect(last.data).toHaveLength(8);
    const beyond = await listPage(person, { ...query, starting_after: last.next_cursor });
    expect(beyond).toMatchObject({ data: [], has_more: false, has_more_after: true });
    const back = await listPage(person, { ...query, ending_before: last.previous_cursor });
    expect(back).toEqual(first);
  });

  it('keeps cursors exact to the microsecond, which a JavaScript date would round away', async () => {
    const person = await createSignedInUser(t.db);
    const base = '2026-03-01T10:00:00.123';
    for (const micros of ['100', '200', '300', '400', '500']) {
      // Drizzle writes dates at millisecond precision; the microseconds need SQL.
      await t.db.execute(
        sql`insert into posts (user_id, category, last_update)
            values (${person.user.id}, 'journal', ${`${base}${micros}Z`}::timestamptz)`,
      );
    }
    const walked = (await walkOlder(person, { limit: 1 })).flatMap(idsOf);
    expect(walked).toHaveLength(5);
    expect(new Set(walked).size).toBe(5);
  });

  it('refuses malformed cursors with 400, and both cursors at once', async () => {
    const person = await createSignedInUser(t.db);
    const [post] = await createPosts(t.db, person.user.id, 2);
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const good = (await listPage(person, { limit: 1 })).next_cursor as string;
    for (const cursor of [
      'not a cursor',
      'abc',
      encode('hello'),
      encode(`2026-01-01T00:00:00.000000Z|not-a-uuid`),
      encode(`2026-02-31T00:00:00.000000Z|${post?.id}`),
      encode(`2026-13-01T00:00:00.000000Z|${post?.id}`),
      encode(`2026-01-01 00:00:00|${post?.id}`),
      encode(`2026-01-01T00:00:00.000000Z|${post?.id}|x`),
      `${good}!`,
    ]) {
      for (const key of ['starting_after', 'ending_before']) {
        const response = await call(person, 'GET', urlOf('/posts', { [key]: cursor }));
        expect(response.statusCode, `${key}=${cursor}`).toBe(400);
        expect(response.json().error.code).toBe('invalid_cursor');
      }
    }
    const both = await call(
      person,
      'GET',
      urlOf('/posts', { starting_after: good, ending_before: good }),
    );
    expect(both.statusCode).toBe(400);
  });

  it('refuses a cursor dated in year 0, which PostgreSQL has not, with 400 (not a 500)', async () => {
    // Fuzzing (docs/security.md, promise 39): JavaScript dates have a year 0, PostgreSQL's do not.
    const person = await createSignedInUser(t.db);
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const key of ['starting_after', 'ending_before']) {
      const yearZero = encode(`0000-01-01T00:00:00.037007Z|${id}`);
      const response = await call(person, 'GET', urlOf('/posts', { [key]: yearZero }));
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.code).toBe('invalid_cursor');
      const yearOne = encode(`0001-01-01T00:00:00.000000Z|${id}`);
      expect((await call(person, 'GET', urlOf('/posts', { [key]: yearOne }))).statusCode).toBe(200);
    }
  });

  it('pages to the end of 1,000 posts (time printed, not asserted)', async () => {
    const person = await createSignedInUser(t.db);
    await createPosts(t.db, person.user.id, 1000);
    const started = performance.now();
    const pages = await walkOlder(person, { limit: POSTS_PER_PAGE });
    const elapsed = performance.now() - started;
    expect(pages.flatMap(idsOf)).toHaveLength(1000);
    console.log(
      `paging to the end of 1,000 posts: ${pages.length} pages of ${POSTS_PER_PAGE} in ` +
        `${elapsed.toFixed(0)} ms (${(elapsed / pages.length).toFixed(1)} ms a page, ` +
        `${t.database.kind})`,
    );
  });
});

describe('post images', () => {
  it("takes only the author's own image, with its size from the stored image", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const own = await createImage(t.db, person.user.id, { width: 120, height: 90 });
    const theirs = await createImage(t.db, other.user.id);
    const post = await writePost(person, {
      ...journal({ image: own.id }),
      imageWidth: 1,
      imageHeight: 1,
    } as PostInput);
    expect(post).toMatchObject({ image: own.id, imageWidth: 120, imageHeight: 90 });

    for (const image of [theirs.id, '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e']) {
      const created = await call(person, 'POST', '/posts', journal({ image }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        error: { code: 'invalid_image', message: 'That image was not found.' },
      });
      const saved = await call(person, 'PUT', `/posts/${post._id}`, journal({ image }));
      expect(saved.statusCode).toBe(400);
    }
    expect((await rowOf(post._id)).image).toBe(own.id);
    expect(await countOf(person)).toBe(1);
  });

  it('lets go of the old picture when it is replaced or removed, unless something else shows it', async () => {
    const person = await createSignedInUser(t.db);
    const first = await createImage(t.db, person.user.id);
    const second = await createImage(t.db, person.user.id);
    const post = await writePost(person, journal({ image: first.id }));
    await savePost(person, post._id, journal({ image: first.id, title: 'Same picture' }));
    expect(await imageExists(first.id)).toBe(true);

    const replaced = await savePost(person, post._id, journal({ image: second.id }));
    expect(replaced.image).toBe(second.id);
    expect(await imageExists(first.id)).toBe(false);

    // The same picture on another post keeps it alive when this post drops it.
    const other = await writePost(person, journal({ image: second.id }));
    const removed = await savePost(person, post._id, journal());
    expect(removed).toMatchObject({ image: null, imageWidth: null, imageHeight: null });
    expect(await imageExists(second.id)).toBe(true);
    await savePost(person, other._id, journal({ image: null }));
    expect(await imageExists(second.id)).toBe(false);
  });

  it('lets a reader of an approved community post see its picture, and no one else', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const image = await createImage(t.db, author.user.id);
    const imageUrl = `/images/${image.id}-300.jpg`;
    const post = await writePost(author, {
      category: 'question',
      image: image.id,
      shareForFeedback: true,
    });
    expect((await call(reader, 'GET', imageUrl)).statusCode).toBe(404);
    expect((await call(author, 'GET', imageUrl)).statusCode).toBe(200);
    expect((await call(moderator, 'GET', imageUrl)).statusCode).toBe(200);

    await savePost(moderator, post._id, { approvalStatus: 'approved' });
    const seen = await call(reader, 'GET', imageUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect((await call(null, 'GET', imageUrl)).statusCode).toBe(404);

    await savePost(moderator, post._id, { approvalStatus: 'rejected' });
    expect((await call(reader, 'GET', imageUrl)).statusCode).toBe(404);
    await savePost(moderator, post._id, { approvalStatus: 'approved' });
    // The same picture as the author's avatar outlives the post: readers lose it all the same.
    await t.db.update(users).set({ image: image.id }).where(eq(users.id, author.user.id));
    await call(author, 'DELETE', `/posts/${post._id}`);
    expect((await call(reader, 'GET', imageUrl)).statusCode).toBe(404);
    expect((await call(author, 'GET', imageUrl)).statusCode).toBe(200);
  });

  it('lets go of the picture of a deleted post at its purge, unless something else shows it', async () => {
    const person = await createSignedInUser(t.db);
    const alone = await createImage(t.db, person.user.id);
    const shared = await createImage(t.db, person.user.id);
    const first = await writePost(person, journal({ image: alone.id }));
    const second = await writePost(person, journal({ image: shared.id }));
    await writePost(person, journal({ image: shared.id, title: 'The same picture again' }));

    expect((await call(person, 'DELETE', `/posts/${first._id}`)).statusCode).toBe(204);
    // Restorable with its picture for RESTORE_DAYS (decision 0064).
    expect(await imageExists(alone.id)).toBe(true);
    expect((await call(person, 'DELETE', `/posts/${second._id}`)).statusCode).toBe(204);
    await purgeDeletedPosts(t.db, new Date(Date.now() + (RESTORE_DAYS + 1) * 24 * 60 * 60 * 1000));
    expect(await imageExists(alone.id)).toBe(false);
    expect(await rowOf(first._id)).toMatchObject({
      deleted: true,
      image: null,
      imageWidth: null,
      imageHeight: null,
    });
    expect(await imageExists(shared.id)).toBe(true);
  });
});

describe('lists never leak', () => {
  it("shows neither person the other's unapproved posts over 200 random writes, shares and deletes", async () => {
    const people = [await createSignedInUser(t.db), await createSignedInUser(t.db)] as const;
    const moderator = await createSignedInUser(t.db, { moderator: true });
    // A small seeded generator: the same sequence every run, so a failure can be replayed.
    let seed = 20260601;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const owned: Array<{ id: string; owner: 0 | 1 }> = [];
    for (let step = 0; step < 200; step++) {
      const who = random(2) as 0 | 1;
      const person = people[who];
      const mine = owned.filter((p) => p.owner === who);
      const target = mine[random(Math.max(mine.length, 1))];
      const action = random(6);
      if (action <= 1 || !target) {
        const post = await writePost(person, {
          category: random(2) ? 'trust' : 'journal',
          shareForFeedback: false,
        });
        owned.push({ id: post._id, owner: who });
      } else if (action === 2) {
        await savePost(person, target.id, { category: 'trust', shareForFeedback: true });
      } else if (action === 3) {
        await savePost(person, target.id, { category: 'trust', shareForFeedback: false });
      } else if (action === 4) {
        const row = await rowOf(target.id);
        if (row.shareForFeedback && !row.deleted) {
          await savePost(moderator, target.id, {
            approvalStatus: random(2) ? 'approved' : 'rejected',
          });
        }
      } else {
        await call(person, 'DELETE', `/posts/${target.id}`);
      }

      const viewerIndex = random(2) as 0 | 1;
      const viewer = people[viewerIndex];
      const filter = ['mine', 'community', 'review'][random(3)] as string;
      const page = await listPage(viewer, { filter, limit: 100 });
      for (const post of page.data) {
        const row = await rowOf(post._id);
        expect(row.deleted).toBe(false);
        if (row.userId !== viewer.user.id) {
          expect(owned.find((p) => p.id === post._id)?.owner).not.toBe(viewerIndex);
          expect(row).toMatchObject({ shareForFeedback: true, approvalStatus: 'approved' });
          expect(post).not.toHaveProperty('user');
        }
      }
    }
    // 200 writes and 600 list reads: seconds on a quiet machine, more under a loaded CI's.
  }, 60_000);
});

it('documents the posts routes in the OpenAPI description', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json().paths;
  expect(Object.keys(paths['/api/v1/posts'])).toEqual(expect.arrayContaining(['get', 'post']));
  expect(Object.keys(paths['/api/v1/posts/{id}'])).toEqual(
    expect.arrayContaining(['get', 'put', 'delete']),
  );
  // What the routes do with what a client may expect them to honour (docs/security.md, promise 48).
  expect(paths['/api/v1/posts'].get.description).toMatch(
    /shareForFeedback=true with approvalStatus=approved names the community/,
  );
  expect(paths['/api/v1/posts/{id}'].put.summary).toMatch(
    /`deleted: true` is refused with 400: DELETE \/posts\/\{id\} deletes a post/,
  );
  const listed = paths['/api/v1/posts'].get.parameters.map((p: { name: string }) => p.name);
  expect(listed).toEqual(expect.arrayContaining(['filter', 'shareForFeedback', 'approvalStatus']));
});
