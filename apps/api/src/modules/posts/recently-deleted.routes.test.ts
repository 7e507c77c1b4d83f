import { RESTORE_DAYS } from '@app/domain/limits.ts';
import { POST_TEXT_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { PostInput } from '@app/domain/posts.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { images } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';
import { writingRooms } from '../../db/schema/writing-rooms.ts';
import { purgeDeletedPosts } from './posts.service.ts';

/*
 * "Recently deleted" (decision 0064): a deleted post keeps its writing and picture, still in
 * its owner's rooms, for RESTORE_DAYS; its owner alone lists and restores it; after that the
 * purge clears them. The clock is the test's, so days pass at once.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const ROOM_BYTES = 1024 * 1024;

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now }, { WRITING_STORAGE_PER_PERSON_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

const journal = (title: string, text = 'Walked by the river.'): PostInput => ({
  category: 'journal',
  title,
  currentSituation: text,
});

async function write(person: Person, body: PostInput): Promise<string> {
  const response = await t.call(person, 'POST', '/posts', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id;
}

async function remove(person: Person, id: string) {
  const response = await t.call(person, 'DELETE', `/posts/${id}`);
  expect(response.statusCode, response.body).toBe(204);
}

async function deletedList(person: Person, query = '') {
  const response = await t.call(person, 'GET', `/posts/deleted${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Array<{
      _id: string;
      title: string;
      category: string;
      deletedAt: string;
      daysLeft: number;
    }>;
    has_more: boolean;
    next_cursor: string | null;
  };
}

async function listedIds(person: Person): Promise<string[]> {
  const response = await t.call(person, 'GET', '/posts?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((post: { _id: string }) => post._id);
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

async function roomOf(person: Person) {
  const [room] = await t.db
    .select()
    .from(writingRooms)
    .where(eq(writingRooms.userId, person.user.id));
  const rows = await t.db.select().from(posts).where(eq(posts.userId, person.user.id));
  return {
    counted: room?.bytes ?? 0,
    stored: rows.reduce((sum, row) => sum + row.writingBytes, 0),
  };
}

describe('deleting a post', () => {
  it('keeps its writing and picture, still counted, and takes it out of every list and search', async () => {
    const person = await createSignedInUser(t.db);
    const picture = await createImage(t.db, person.user.id);
    const kept = await write(person, journal('Kept', 'A lighthouse on the cliff.'));
    const insightsOf = async () => (await t.call(person, 'GET', '/insights')).json();
    const insightsBefore = await insightsOf();
    const gone = await write(person, {
      ...journal('Gone', 'A lighthouse in the fog.'),
      feelingsList: ['hopeful'],
      image: picture.id,
    });
    const lastYear = await createPost(t.db, person.user.id, {
      title: 'A year ago',
      createdAt: new Date(clock.now().getTime() - 365 * DAY_MS),
    });
    const onThisDayUrl = `/on-this-day?tz=${encodeURIComponent('UTC')}`;
    expect((await t.call(person, 'GET', onThisDayUrl)).json().data).toHaveLength(1);
    expect(await insightsOf()).not.toEqual(insightsBefore);
    const roomBefore = await roomOf(person);
    await remove(person, gone);
    await remove(person, lastYear.id);

    expect(await rowOf(gone)).toMatchObject({
      deleted: true,
      deletedAt: clock.now(),
      title: 'Gone',
      currentSituation: 'A lighthouse in the fog.',
      image: picture.id,
    });
    expect(await roomOf(person)).toEqual(roomBefore);
    expect(await t.db.select().from(images).where(eq(images.id, picture.id))).toHaveLength(1);

    expect(await listedIds(person)).toEqual([kept]);
    expect((await t.call(person, 'GET', `/posts/${gone}`)).statusCode).toBe(404);
    const search = await t.call(person, 'GET', '/search?q=lighthouse');
    expect(search.json().data.map((result: { post: { _id: string } }) => result.post._id)).toEqual([
      kept,
    ]);
    expect((await t.call(person, 'GET', onThisDayUrl)).json().data).toEqual([]);
    expect(await insightsOf()).toEqual(insightsBefore);
  });

  it('takes a shared post out of the community and the review at once', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const shared = await createPost(t.db, author.user.id, {
      category: 'trust',
      title: 'Shared then deleted',
      shareForFeedback: true,
      approvalStatus: 'approved',
    });
    const community = async () =>
      (await t.call(reader, 'GET', '/posts?filter=community&limit=100'))
        .json()
        .data.map((post: { _id: string }) => post._id);
    expect(await community()).toContain(shared.id);
    await remove(author, shared.id);
    expect(await community()).not.toContain(shared.id);
    expect((await t.call(reader, 'GET', `/posts/${shared.id}`)).statusCode).toBe(404);
  });
});

describe('GET /posts/deleted', () => {
  it("lists the person's own deleted posts, newest deleted first, with the days left, page by page", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const id = await write(person, journal(title));
      await remove(person, id);
      ids.push(id);
      clock.advance(DAY_MS);
    }
    await remove(other, await write(other, journal('Not yours')));

    const first = await deletedList(person, '?limit=2');
    expect(first.data).toEqual([
      {
        _id: ids[2],
        category: 'journal',
        title: 'Third',
        sealed: null,
        created: expect.any(String),
        deletedAt: new Date(clock.now().getTime() - DAY_MS).toISOString(),
        daysLeft: RESTORE_DAYS - 1,
      },
      expect.objectContaining({ _id: ids[1], title: 'Second', daysLeft: RESTORE_DAYS - 2 }),
    ]);
    expect(first.has_more).toBe(true);
    const second = await deletedList(person, `?limit=2&starting_after=${first.next_cursor}`);
    expect(second.data.map((post) => post._id)).toEqual([ids[0]]);
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    // Never the writing: the title says which post it was.
    expect(Object.keys(first.data[0] ?? {})).not.toContain('currentSituation');

    expect((await deletedList(other)).data.map((post) => post.title)).toEqual(['Not yours']);
    expect((await t.call(null, 'GET', '/posts/deleted')).statusCode).toBe(401);
    expect((await t.call(person, 'GET', '/posts/deleted?user=x')).statusCode).toBe(400);
  });
});

describe('POST /posts/:id/restore', () => {
  it('brings the post back to the lists as it was, within the days, for its owner only', async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const picture = await createImage(t.db, person.user.id);
    const id = await write(person, { ...journal('Back again', 'Every word.'), image: picture.id });
    await remove(person, id);
    const daysLeft = async () => (await deletedList(person)).data.map((post) => post.daysLeft);
    expect(await daysLeft()).toEqual([RESTORE_DAYS]);
    clock.advance((RESTORE_DAYS - 1) * DAY_MS);
    // Its last day, begun: counted whole.
    expect(await daysLeft()).toEqual([1]);

    for (const stranger of [other, moderator]) {
      const refused = await t.call(stranger, 'POST', `/posts/${id}/restore`);
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect((await rowOf(id)).deleted).toBe(true);

    const restored = await t.call(person, 'POST', `/posts/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({
      _id: id,
      title: 'Back again',
      currentSituation: 'Every word.',
      image: picture.id,
    });
    expect(await listedIds(person)).toContain(id);
    expect((await deletedList(person)).data).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ deleted: false, deletedAt: null });
    // Restored once: there is nothing left to restore.
    expect((await t.call(person, 'POST', `/posts/${id}/restore`)).statusCode).toBe(404);
  });

  it('brings a shared post back private: it is shared again only when its author shares it', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const shared = await createPost(t.db, author.user.id, {
      category: 'trust',
      title: 'Once shared',
      shareForFeedback: true,
      approvalStatus: 'approved',
    });
    await remove(author, shared.id);
    const restored = await t.call(author, 'POST', `/posts/${shared.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.shareForFeedback).toBe(false);
    expect((await t.call(reader, 'GET', `/posts/${shared.id}`)).statusCode).toBe(404);
    const community = await t.call(reader, 'GET', '/posts?filter=community&limit=100');
    expect(community.json().data.map((post: { _id: string }) => post._id)).not.toContain(shared.id);
  });

  it('refuses a post deleted more than the days ago, purged or not yet, and one never deleted', async () => {
    const person = await createSignedInUser(t.db);
    const old = await write(person, journal('Too old'));
    const live = await write(person, journal('Never deleted'));
    await remove(person, old);
    clock.advance(RESTORE_DAYS * DAY_MS);

    // The purge has not run yet: the post is past its days all the same.
    expect((await deletedList(person)).data).toEqual([]);
    expect((await t.call(person, 'POST', `/posts/${old}/restore`)).statusCode).toBe(404);
    expect((await t.call(person, 'POST', `/posts/${live}/restore`)).statusCode).toBe(404);
    await purgeDeletedPosts(t.db, clock.now());
    expect((await t.call(person, 'POST', `/posts/${old}/restore`)).statusCode).toBe(404);
    expect((await t.call(person, 'POST', '/posts/not-a-post/restore')).statusCode).toBe(404);
  });

  it('refuses a second identity record with 409, restoring nothing', async () => {
    const person = await createSignedInUser(t.db);
    const first = await createPost(t.db, person.user.id, { category: 'identity' });
    await remove(person, first.id);
    await createPost(t.db, person.user.id, { category: 'identity' });
    const refused = await t.call(person, 'POST', `/posts/${first.id}/restore`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await rowOf(first.id)).deleted).toBe(true);
  });
});

describe('the purge of deleted posts', () => {
  const longPost = (title: string): PostInput => ({
    category: 'journal',
    title,
    summary: 'a'.repeat(POST_TEXT_MAX_LENGTH),
    unexpected: 'b'.repeat(POST_TEXT_MAX_LENGTH),
    intention: 'c'.repeat(POST_TEXT_MAX_LENGTH),
    evidence: 'd'.repeat(POST_TEXT_MAX_LENGTH),
  });

  it('clears the writing and the picture of posts past their days and gives both rooms back', async () => {
    const person = await createSignedInUser(t.db);
    const picture = await createImage(t.db, person.user.id);
    const due = await write(person, { ...longPost('Purged'), image: picture.id });
    await remove(person, due);
    clock.advance(DAY_MS);
    const recent = await write(person, journal('Recent'));
    await remove(person, recent);
    clock.advance((RESTORE_DAYS - 1) * DAY_MS);

    expect(await purgeDeletedPosts(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await rowOf(due)).toMatchObject({
      deleted: true,
      deletedAt: null,
      title: 'Purged',
      summary: '',
      unexpected: '',
      intention: '',
      evidence: '',
      image: null,
    });
    expect(await t.db.select().from(images).where(eq(images.id, picture.id))).toEqual([]);
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
    expect(room.counted).toBeLessThan(2_000);
    // A post deleted a day later still has its day to come back.
    expect(await rowOf(recent)).toMatchObject({ currentSituation: 'Walked by the river.' });
    expect((await deletedList(person)).data.map((post) => post._id)).toEqual([recent]);
    // A second run finds nothing more of this person's to do.
    await purgeDeletedPosts(t.db, clock.now());
    expect(await rowOf(recent)).toMatchObject({ currentSituation: 'Walked by the river.' });
  });

  it('keeps deleting and writing again within the room: deleted writing counts until purged', async () => {
    const person = await createSignedInUser(t.db);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await t.call(person, 'POST', '/posts', longPost(`Long ${i}`));
      if (response.statusCode === 413) break;
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data._id);
    }
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThan(10);
    for (const id of ids) await remove(person, id);
    const refused = await t.call(person, 'POST', '/posts', longPost('One more'));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().error.code).toBe('writing_storage_full');
    expect((await roomOf(person)).counted).toBeLessThanOrEqual(ROOM_BYTES);

    clock.advance(RESTORE_DAYS * DAY_MS);
    await purgeDeletedPosts(t.db, clock.now());
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
    expect((await t.call(person, 'POST', '/posts', longPost('Room again'))).statusCode).toBe(200);
  });
});
