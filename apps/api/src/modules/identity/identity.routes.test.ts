import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { type Post, postSchema } from '@app/domain/posts.schemas.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { posts } from '../../db/schema/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

async function expectPost(response: Awaited<ReturnType<typeof call>>): Promise<Post> {
  expect(response.statusCode, response.body).toBe(200);
  return postSchema.parse(response.json().data);
}

const getIdentity = async (person: Person) => expectPost(await call(person, 'GET', '/identity'));

async function identityRowsOf(person: Person) {
  return t.db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, person.user.id), eq(posts.category, 'identity')));
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
}

const items = (...entries: Array<[string, boolean]>) =>
  entries.map(([action, complete]) => ({ action, complete }));

describe('who may use the identity record', () => {
  it('is 401 for visitors on every route, and creates nothing', async () => {
    for (const [method, url, body] of [
      ['GET', '/identity', undefined],
      ['PUT', '/identity', { title: 'Me' }],
      ['PUT', '/identity/action-items', { actionItems: [] }],
    ] as const) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("gives each person their own record, never another person's", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const mine = await getIdentity(a);
    const theirs = await getIdentity(b);
    expect(mine._id).not.toBe(theirs._id);
    expect(mine.user).toBe(a.user.id);
    expect(theirs.user).toBe(b.user.id);
  });
});

describe('GET /api/v1/identity', () => {
  it('creates the identity on first need with the default title and text, then returns the same one', async () => {
    const person = await createSignedInUser(t.db);
    const identity = await getIdentity(person);
    expect(identity).toMatchObject({
      category: 'identity',
      title: DEFAULT_IDENTITY_TITLE,
      identity: DEFAULT_IDENTITY_TEXT,
      actionItems: [],
      uncheckedItems: 0,
      draft: false,
      isOwner: true,
      shareForFeedback: false,
    });
    expect(await getIdentity(person)).toEqual(identity);
    expect(await identityRowsOf(person)).toHaveLength(1);
  });

  it('creates exactly one identity under 10 concurrent first requests', async () => {
    const person = await createSignedInUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(person, 'GET', '/identity')),
    );
    const ids = await Promise.all(responses.map(async (r) => (await expectPost(r))._id));
    expect(new Set(ids).size).toBe(1);
    expect(await identityRowsOf(person)).toHaveLength(1);
  });

  it('keeps the identity the person already has, and makes a new one after it is deleted', async () => {
    const person = await createSignedInUser(t.db);
    const existing = await createPost(t.db, person.user.id, {
      category: 'identity',
      title: 'Who I Am',
    });
    expect((await getIdentity(person))._id).toBe(existing.id);
    expect((await call(person, 'DELETE', `/posts/${existing.id}`)).statusCode).toBe(204);
    const fresh = await getIdentity(person);
    expect(fresh._id).not.toBe(existing.id);
    expect(fresh.title).toBe(DEFAULT_IDENTITY_TITLE);
  });

  it('refuses a second identity written as a post, or another post turned into one, with 409', async () => {
    const person = await createSignedInUser(t.db);
    const identity = await getIdentity(person);
    const second = await call(person, 'POST', '/posts', { category: 'identity', title: 'Two' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('identity_exists');

    const journal = await createPost(t.db, person.user.id, { title: 'A journal post' });
    const turned = await call(person, 'PUT', `/posts/${journal.id}`, { category: 'identity' });
    expect(turned.statusCode).toBe(409);
    expect((await rowOf(journal.id)).category).toBe('journal');
    expect((await identityRowsOf(person)).map((row) => row.id)).toEqual([identity._id]);
  });

  it('is the post the dashboard edits through the posts routes', async () => {
    const person = await createSignedInUser(t.db);
    const identity = await getIdentity(person);
    const saved = await expectPost(
      await call(person, 'PUT', `/posts/${identity._id}`, {
        category: 'identity',
        title: 'Edited on the post form',
        identity: 'Kind and brave.',
      }),
    );
    expect(saved._id).toBe(identity._id);
    expect(await getIdentity(person)).toEqual(saved);
  });
});

describe('PUT /api/v1/identity', () => {
  it('saves the form fields, counts unchecked items, asks for review and keeps the other fields', async () => {
    const person = await createSignedInUser(t.db);
    const before = await getIdentity(person);
    await t.db.update(posts).set({ summary: 'Kept aside' }).where(eq(posts.id, before._id));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const saved = await expectPost(
      await call(person, 'PUT', '/identity', {
        title: '  The Calm One ',
        mood: 'steady',
        identity: 'I meet hard days calmly.',
        preferredThoughts: 'I am enough.',
        actionItems: [
          { action: 'Walk at noon', complete: true },
          { action: ' Call a friend ', complete: false },
          { action: '   ', complete: false },
          { action: 'Read' },
        ],
        // Not an identity form field: ignored.
        summary: 'Overwritten?',
      }),
    );
    expect(saved).toMatchObject({
      _id: before._id,
      category: 'identity',
      title: 'The Calm One',
      mood: 'steady',
      identity: 'I meet hard days calmly.',
      preferredThoughts: 'I am enough.',
      actionItems: items(['Walk at noon', true], ['Call a friend', false], ['Read', false]),
      uncheckedItems: 2,
      approvalStatus: 'needs_review',
      summary: 'Kept aside',
      created: before.created,
    });
    expect(Date.parse(saved.lastUpdate)).toBeGreaterThan(Date.parse(before.lastUpdate));
    expect(await getIdentity(person)).toEqual(saved);
  });

  it('creates the identity when the first thing the person does is save it', async () => {
    const person = await createSignedInUser(t.db);
    const saved = await expectPost(await call(person, 'PUT', '/identity', { title: 'Me' }));
    expect(saved).toMatchObject({ title: 'Me', identity: '' });
    expect(await identityRowsOf(person)).toHaveLength(1);
  });

  it("takes the person's own image with its size, and refuses anyone else's", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const mine = await createImage(t.db, person.user.id, { width: 80, height: 60 });
    const theirs = await createImage(t.db, other.user.id);

    const refused = await call(person, 'PUT', '/identity', { image: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_image');

    const saved = await expectPost(await call(person, 'PUT', '/identity', { image: mine.id }));
    expect(saved).toMatchObject({ image: mine.id, imageWidth: 80, imageHeight: 60 });
  });

  it('refuses a mood over 20 characters and a title over 200', async () => {
    const person = await createSignedInUser(t.db);
    for (const body of [{ mood: 'x'.repeat(21) }, { title: 'x'.repeat(201) }]) {
      const response = await call(person, 'PUT', '/identity', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
  });
});

describe('PUT /api/v1/identity/action-items', () => {
  it('ticks items without asking for a review or moving the record up the list', async () => {
    const person = await createSignedInUser(t.db);
    const identity = await expectPost(
      await call(person, 'PUT', '/identity', {
        actionItems: items(['Walk', false], ['Read', false], ['Sleep early', false]),
      }),
    );
    expect(identity.uncheckedItems).toBe(3);
    // As if a moderator had approved it for the community.
    await t.db
      .update(posts)
      .set({ shareForFeedback: true, approvalStatus: 'approved' })
      .where(eq(posts.id, identity._id));

    const ticked = await expectPost(
      await call(person, 'PUT', '/identity/action-items', {
        actionItems: items(['Walk', true], ['Read', false], ['Sleep early', true]),
      }),
    );
    expect(ticked).toMatchObject({
      actionItems: items(['Walk', true], ['Read', false], ['Sleep early', true]),
      uncheckedItems: 1,
      approvalStatus: 'approved',
      lastUpdate: identity.lastUpdate,
      title: identity.title,
    });

    // Uncheck All / Clear.
    const cleared = await expectPost(
      await call(person, 'PUT', '/identity/action-items', {
        actionItems: items(['Walk', false], ['Read', false], ['Sleep early', false]),
      }),
    );
    expect(cleared.uncheckedItems).toBe(3);
    expect(cleared.approvalStatus).toBe('approved');
  });

  it('treats adding, removing or rewording items as an edit: new review, moves up', async () => {
    const person = await createSignedInUser(t.db);
    const identity = await expectPost(
      await call(person, 'PUT', '/identity', { actionItems: items(['Walk', true]) }),
    );
    await t.db
      .update(posts)
      .set({ shareForFeedback: true, approvalStatus: 'approved' })
      .where(eq(posts.id, identity._id));
    await new Promise((resolve) => setTimeout(resolve, 5));

    const added = await expectPost(
      await call(person, 'PUT', '/identity/action-items', {
        actionItems: [...items(['Walk', true], ['  Thing to do  ', false]), { action: ' ' }],
      }),
    );
    expect(added).toMatchObject({
      actionItems: items(['Walk', true], ['Thing to do', false]),
      uncheckedItems: 1,
      approvalStatus: 'needs_review',
    });
    expect(Date.parse(added.lastUpdate)).toBeGreaterThan(Date.parse(identity.lastUpdate));

    const removed = await expectPost(
      await call(person, 'PUT', '/identity/action-items', { actionItems: [] }),
    );
    expect(removed).toMatchObject({ actionItems: [], uncheckedItems: 0 });
  });

  it('refuses a list that is not action items', async () => {
    const person = await createSignedInUser(t.db);
    for (const body of [{}, { actionItems: ['Walk'] }, { actionItems: [{ complete: true }] }]) {
      const response = await call(person, 'PUT', '/identity/action-items', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
