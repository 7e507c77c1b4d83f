import { currentExcitementResponseSchema } from '@app/domain/excitement.schemas.ts';
import { type Post, postSchema } from '@app/domain/posts.schemas.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

async function currentOf(person: Person): Promise<Post | null> {
  const response = await call(person, 'GET', '/excitement/current');
  expect(response.statusCode, response.body).toBe(200);
  return currentExcitementResponseSchema.parse(response.json()).data;
}

async function takeAction(person: Person, choices: string[], choiceSelected = 0): Promise<Post> {
  const response = await call(person, 'POST', '/excitement', { choices, choiceSelected });
  expect(response.statusCode, response.body).toBe(200);
  return postSchema.parse(response.json().data);
}

async function readPost(person: Person, id: string): Promise<Post> {
  const response = await call(person, 'GET', `/posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return postSchema.parse(response.json().data);
}

describe('who may follow their excitement', () => {
  it('is 401 for visitors on every route', async () => {
    for (const [method, url, body] of [
      ['GET', '/excitement/current', undefined],
      ['POST', '/excitement', { choices: ['Take a walk'], choiceSelected: 0 }],
      ['DELETE', '/excitement/current', undefined],
    ] as const) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("never shows, resets or replaces another person's current excitement", async () => {
    const a = await createSignedInUser(t.db);
    const b = await createSignedInUser(t.db);
    const theirs = await takeAction(a, ['Paint']);
    expect(await currentOf(b)).toBeNull();
    await takeAction(b, ['Swim']);
    expect((await call(b, 'DELETE', '/excitement/current')).statusCode).toBe(204);
    expect((await currentOf(a))?._id).toBe(theirs._id);
  });
});

describe('the excitement draft, from taking action to recording results', () => {
  it('goes: none, act, current, act again (the older stops being current), record results, none', async () => {
    const person = await createSignedInUser(t.db);
    expect(await currentOf(person)).toBeNull();

    const first = await takeAction(person, ['take a walk in the park.', 'call an old friend'], 0);
    expect(first).toMatchObject({
      category: 'excitement',
      title: 'Take a Walk in the Park',
      choices: ['take a walk in the park.', 'call an old friend'],
      choiceSelected: 0,
      draft: true,
      isOwner: true,
    });
    expect(await currentOf(person)).toEqual(first);

    const second = await takeAction(person, ['learn the art of pottery', 'swim'], 0);
    expect(second.title).toBe('Learn the Art of Pottery');
    expect(await currentOf(person)).toEqual(second);
    // The older one is kept among the person's posts, no longer a draft.
    const older = await readPost(person, first._id);
    expect(older).toMatchObject({ draft: false, title: first.title });
    expect(older.lastUpdate).toBe(first.lastUpdate);

    // Record Your Results: the generic post save with draft false (docs/product.md: saving clears draft).
    const recorded = await call(person, 'PUT', `/posts/${second._id}`, {
      category: 'excitement',
      title: second.title,
      choices: second.choices,
      choiceSelected: second.choiceSelected,
      mood: 'delighted',
      summary: 'I made a bowl.',
      unexpected: 'The teacher lives next door.',
      shareForResearch: true,
      draft: false,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({
      _id: second._id,
      draft: false,
      summary: 'I made a bowl.',
    });
    expect(await currentOf(person)).toBeNull();
  });

  it('titles the post with the chosen option, blank options ignored', async () => {
    const person = await createSignedInUser(t.db);
    const post = await takeAction(person, ['  ', 'go for a swim', '', 'write to the mayor.'], 3);
    expect(post).toMatchObject({
      title: 'Write to the Mayor',
      choices: ['go for a swim', 'write to the mayor.'],
      choiceSelected: 1,
    });
  });

  it('refuses to act with no options or a choice outside them, and creates nothing', async () => {
    const person = await createSignedInUser(t.db);
    for (const body of [
      { choices: [], choiceSelected: 0 },
      { choices: ['  '], choiceSelected: 0 },
      { choices: ['Walk'], choiceSelected: 1 },
      { choices: ['Walk'], choiceSelected: -1 },
      { choices: ['Walk', ' '], choiceSelected: 1 },
      { choices: ['x'.repeat(201)], choiceSelected: 0 },
      { choices: ['Walk'] },
    ]) {
      const response = await call(person, 'POST', '/excitement', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    const rows = await t.db
      .select()
      .from(posts)
      .where(and(eq(posts.userId, person.user.id), eq(posts.category, 'excitement')));
    expect(rows).toEqual([]);
  });

  it('reads the newest draft when there are several, and a reset ends them all', async () => {
    const person = await createSignedInUser(t.db);
    const older = await createPost(t.db, person.user.id, {
      category: 'excitement',
      title: 'Older',
      draft: true,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createPost(t.db, person.user.id, {
      category: 'excitement',
      title: 'Newer',
      draft: true,
    });
    // Neither a draft of another kind nor a deleted one is an excitement.
    await createPost(t.db, person.user.id, { category: 'journal', draft: true });
    await createPost(t.db, person.user.id, {
      category: 'excitement',
      draft: true,
      deleted: true,
    });
    expect((await currentOf(person))?._id).toBe(newer.id);

    const reset = await call(person, 'DELETE', '/excitement/current');
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    expect(await currentOf(person)).toBeNull();
    for (const id of [older.id, newer.id]) {
      expect(await readPost(person, id)).toMatchObject({ draft: false });
    }
    // Resetting when nothing is current is fine too.
    expect((await call(person, 'DELETE', '/excitement/current')).statusCode).toBe(204);
  });

  it('has no current excitement once its post is deleted', async () => {
    const person = await createSignedInUser(t.db);
    const post = await takeAction(person, ['Dance']);
    expect((await call(person, 'DELETE', `/posts/${post._id}`)).statusCode).toBe(204);
    expect(await currentOf(person)).toBeNull();
  });
});
