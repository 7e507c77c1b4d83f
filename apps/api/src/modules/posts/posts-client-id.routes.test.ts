import { randomUUID } from 'node:crypto';
import { type PostInput, postSchema } from '@app/domain/posts.schemas.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * Creating a post with an id the client made (the offline outbox's retries): the same id twice
 * is one post, and an id that is not the person's own new post is refused without a trace of
 * whose it is.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const journal = (overrides: Partial<PostInput> = {}): PostInput => ({
  category: 'journal',
  title: 'Written on the train',
  summary: 'No signal between the stations.',
  ...overrides,
});

async function postsOf(person: Person) {
  return t.db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, person.user.id), eq(posts.deleted, false)));
}

describe('POST /posts with a client-made id', () => {
  it('creates the post under that id', async () => {
    const person = await createSignedInUser(t.db);
    const id = randomUUID();
    const response = await t.call(person, 'POST', '/posts', { ...journal(), id });
    expect(response.statusCode, response.body).toBe(200);
    expect(postSchema.parse(response.json().data)._id).toBe(id);
    expect((await postsOf(person)).map((row) => row.id)).toEqual([id]);
  });

  it('answers the same post when the same id comes again, and writes nothing more', async () => {
    const person = await createSignedInUser(t.db);
    const id = randomUUID();
    const first = await t.call(person, 'POST', '/posts', { ...journal(), id });
    // A retry may even carry other words (a later edit of the queued post): the first write won.
    const retry = await t.call(person, 'POST', '/posts', {
      ...journal({ title: 'Changed in the meantime' }),
      id,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await postsOf(person);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('Written on the train');
  });

  it('makes one post when the same id arrives twice at once', async () => {
    const person = await createSignedInUser(t.db);
    const id = randomUUID();
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call(person, 'POST', '/posts', { ...journal(), id })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().data._id))).toEqual(new Set([id]));
    expect(await postsOf(person)).toHaveLength(1);
  });

  it("refuses another person's post id with 409 and neither shows nor changes that post", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const theirs = await createPost(t.db, owner.user.id, { title: 'Private words' });
    const response = await t.call(other, 'POST', '/posts', {
      ...journal({ title: 'Mine now?' }),
      id: theirs.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('post_id_taken');
    expect(response.body).not.toContain('Private words');
    expect(response.body).not.toContain(owner.user.id);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, theirs.id));
    expect(row?.title).toBe('Private words');
    expect(row?.userId).toBe(owner.user.id);
    expect(await postsOf(other)).toHaveLength(0);
  });

  it('refuses the id of a post the person has since deleted (it is not brought back)', async () => {
    const person = await createSignedInUser(t.db);
    const id = randomUUID();
    await t.call(person, 'POST', '/posts', { ...journal(), id });
    const deleted = await t.call(person, 'DELETE', `/posts/${id}`);
    expect(deleted.statusCode).toBe(204);
    const retry = await t.call(person, 'POST', '/posts', { ...journal(), id });
    expect(retry.statusCode).toBe(409);
    expect(await postsOf(person)).toHaveLength(0);
  });

  it('refuses an id that is not a UUID', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.call(person, 'POST', '/posts', { ...journal(), id: 'post-1' });
    expect(response.statusCode).toBe(400);
    expect(await postsOf(person)).toHaveLength(0);
  });

  it('still makes a new post each time without an id', async () => {
    const person = await createSignedInUser(t.db);
    await t.call(person, 'POST', '/posts', journal());
    await t.call(person, 'POST', '/posts', journal());
    expect(await postsOf(person)).toHaveLength(2);
  });
});
