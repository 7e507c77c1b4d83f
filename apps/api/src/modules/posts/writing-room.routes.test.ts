import { randomUUID } from 'node:crypto';
import { RESTORE_DAYS } from '@app/domain/limits.ts';
import { POST_TEXT_MAX_LENGTH } from '@app/domain/post-limits.ts';
import type { PostInput } from '@app/domain/posts.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveWith, emptyArchiveJson } from '../../../test/archive-fixtures.ts';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { ideas } from '../../db/schema/ideas.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';
import { posts } from '../../db/schema/posts.ts';
import { writingRooms } from '../../db/schema/writing-rooms.ts';
import { purgeDeletedPosts } from './posts.service.ts';

/*
 * What one person's writing may take (WRITING_STORAGE_PER_PERSON_MB): posts and feelings have
 * no limit per hour, so without a room per person one account could make the database keep as
 * much as it can send. The room is 1 MB here; a post of four full texts takes about 200 KB.
 */
const ROOM_BYTES = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { WRITING_STORAGE_PER_PERSON_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const fullText = (letter: string) => letter.repeat(POST_TEXT_MAX_LENGTH);

/** A journal post of four texts at their longest: about a fifth of the room. */
const longPost = (letter = 'a'): PostInput => ({
  category: 'journal',
  title: 'A long day',
  summary: fullText(letter),
  unexpected: fullText(letter),
  intention: fullText(letter),
  evidence: fullText(letter),
});

function expectWritingFull(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(413);
  expect(response.json()).toEqual({
    error: { code: 'writing_storage_full', message: expect.stringMatching(/\(1 MB\)/) },
  });
}

/** What the person's posts hold, deleted ones included, as the database has them. */
async function postsOf(person: Person) {
  return t.db.select().from(posts).where(eq(posts.userId, person.user.id));
}

/** The room's counter, and what the person's rows take when summed. */
async function roomOf(person: Person): Promise<{ counted: number; stored: number }> {
  const [room] = await t.db
    .select()
    .from(writingRooms)
    .where(eq(writingRooms.userId, person.user.id));
  const rows = await postsOf(person);
  const feelingRows = await t.db
    .select({ writingBytes: feelings.writingBytes })
    .from(feelings)
    .where(eq(feelings.userId, person.user.id));
  const stored = [...rows, ...feelingRows].reduce((sum, row) => sum + row.writingBytes, 0);
  return { counted: room?.bytes ?? 0, stored };
}

/** What the room's counter says the person keeps, as if they had written that much elsewhere. */
async function setRoom(person: Person, bytes: number) {
  await t.db
    .insert(writingRooms)
    .values({ userId: person.user.id, bytes })
    .onConflictDoUpdate({ target: writingRooms.userId, set: { bytes } });
}

/** Creates long posts until the room is full: the next one is refused. Answers their ids. */
async function fillRoom(person: Person): Promise<string[]> {
  const ids: string[] = [];
  // Twice what the room holds, at most: past that, nothing refused them.
  for (let i = 0; i < 10; i++) {
    const response = await t.call(person, 'POST', '/posts', longPost());
    if (response.statusCode !== 200) {
      expectWritingFull(response);
      expect(ids.length, 'the room holds a few long posts').toBeGreaterThanOrEqual(3);
      return ids;
    }
    ids.push(response.json().data._id);
  }
  throw new Error('ten long posts were stored in a room for five');
}

describe('the room each person has for writing', () => {
  it('refuses the post that would pass it, stores nothing of it, and leaves other people theirs', async () => {
    const person = await createSignedInUser(t.db);
    const ids = await fillRoom(person);
    expect((await postsOf(person)).map((post) => post.id).sort()).toEqual([...ids].sort());
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
    expect(room.counted).toBeLessThanOrEqual(ROOM_BYTES);

    const other = await createSignedInUser(t.db);
    expect((await t.call(other, 'POST', '/posts', longPost())).statusCode).toBe(200);
  });

  it('refuses an edit that grows past it, keeping the post as it was; a shorter edit passes', async () => {
    const person = await createSignedInUser(t.db);
    const [id = ''] = await fillRoom(person);
    const short = { category: 'journal', title: 'Short', summary: 'A few words.' } as const;
    const small = await t.call(person, 'POST', '/posts', short);
    expect(small.statusCode, small.body).toBe(200);
    const smallId: string = small.json().data._id;

    const grown = await t.call(person, 'PUT', `/posts/${smallId}`, longPost('b'));
    expectWritingFull(grown);
    const [kept] = await t.db.select().from(posts).where(eq(posts.id, smallId));
    expect(kept?.summary).toBe('A few words.');

    const shorter = await t.call(person, 'PUT', `/posts/${id}`, { ...longPost(), summary: 'x' });
    expect(shorter.statusCode, shorter.body).toBe(200);
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
  });

  it('keeps a deleted post counted until its purge, which clears all its words but its title and gives the room back', async () => {
    const person = await createSignedInUser(t.db);
    const [id = ''] = await fillRoom(person);
    expect((await t.call(person, 'DELETE', `/posts/${id}`)).statusCode).toBe(204);
    // Restorable for RESTORE_DAYS (decision 0064): its words stay, and so does their room, so
    // deleting and writing again cannot store more than the room holds.
    const [deleted] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(deleted).toMatchObject({ deleted: true, summary: fullText('a') });
    expectWritingFull(await t.call(person, 'POST', '/posts', longPost()));

    await purgeDeletedPosts(t.db, new Date(Date.now() + (RESTORE_DAYS + 1) * DAY_MS));
    const [purged] = await t.db.select().from(posts).where(eq(posts.id, id));
    expect(purged).toMatchObject({
      deleted: true,
      title: 'A long day',
      summary: '',
      unexpected: '',
      intention: '',
      evidence: '',
    });
    expect((await t.call(person, 'POST', '/posts', longPost())).statusCode).toBe(200);
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
  });

  it('counts feelings too, up to the room exactly, and clearing them gives their room back', async () => {
    const person = await createSignedInUser(t.db);
    const feeling = 100 + 'hopeful'.length;
    expect((await t.call(person, 'POST', '/feelings', { feeling: 'hopeful' })).statusCode).toBe(
      200,
    );
    expect(await roomOf(person)).toEqual({ counted: feeling, stored: feeling });
    // Everything else the person may keep leaves room for one more.
    await setRoom(person, ROOM_BYTES - feeling);
    expect((await t.call(person, 'POST', '/feelings', { feeling: 'hopeful' })).statusCode).toBe(
      200,
    );
    expectWritingFull(await t.call(person, 'POST', '/feelings', { feeling: 'hopeful' }));
    expect((await roomOf(person)).stored).toBe(2 * feeling);

    expect((await t.call(person, 'DELETE', '/feelings')).statusCode).toBe(204);
    expect((await roomOf(person)).counted).toBe(ROOM_BYTES - 2 * feeling);
    expect((await t.call(person, 'POST', '/feelings', { feeling: 'calm' })).statusCode).toBe(200);
  });

  it('counts trackers, suggestions and ideas too: a full room refuses each, storing nothing', async () => {
    const person = await createSignedInUser(t.db);
    const author = await createSignedInUser(t.db);
    const shared = await createPost(t.db, author.user.id, {
      category: 'trust',
      shareForFeedback: true,
      approvalStatus: 'approved',
    });
    const tracker = await t.call(person, 'POST', '/habit-trackers', [{ title: 'Walk', dates: [] }]);
    expect(tracker.statusCode, tracker.body).toBe(200);
    const trackerId: string = tracker.json().data[0]._id;
    // Everything else the person may keep fills their room.
    await setRoom(person, ROOM_BYTES);

    expectWritingFull(
      await t.call(person, 'POST', '/habit-trackers', [{ title: 'Read', dates: [] }]),
    );
    expectWritingFull(
      await t.call(person, 'PUT', '/habit-trackers', [
        { _id: trackerId, title: 'Walk by the river', dates: [] },
      ]),
    );
    expectWritingFull(
      await t.call(person, 'PUT', `/posts/${shared.id}/feedback`, { feedback: 'Well said.' }),
    );
    expectWritingFull(await t.call(person, 'POST', '/ideas', { idea: 'Dark mode for notes.' }));
    const [kept] = await t.db.select().from(habitTrackers).where(eq(habitTrackers.id, trackerId));
    expect(kept?.title).toBe('Walk');
    expect(
      await t.db.select().from(habitTrackers).where(eq(habitTrackers.userId, person.user.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(postFeedback).where(eq(postFeedback.userId, person.user.id)),
    ).toEqual([]);
    expect(await t.db.select().from(ideas).where(eq(ideas.userId, person.user.id))).toEqual([]);

    // Removing the tracker gives its room back.
    expect((await t.call(person, 'DELETE', `/habit-trackers/${trackerId}`)).statusCode).toBe(204);
    const [room] = await t.db
      .select()
      .from(writingRooms)
      .where(eq(writingRooms.userId, person.user.id));
    // Its title and three empty lists: the days done, the rest days and the pauses.
    expect(room?.bytes).toBe(ROOM_BYTES - (100 + 'Walk'.length + 3 * '[]'.length));
  });

  it('refuses an archive whose writing would pass it, and imports nothing of it', async () => {
    const person = await createSignedInUser(t.db);
    const feelingsOf = (count: number) =>
      archiveWith({
        ...emptyArchiveJson(),
        feelings: Array.from({ length: count }, () => ({
          id: randomUUID(),
          feeling: 'hopeful',
          created: '2026-05-01T10:00:00.000Z',
        })),
      });
    const fits = Math.floor(ROOM_BYTES / (100 + 'hopeful'.length));
    const importZip = async (count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/archive/import',
        headers: { ...person.headers, 'content-type': 'application/zip' },
        payload: await feelingsOf(count),
      });
    expectWritingFull(await importZip(fits + 1));
    expect(await roomOf(person)).toEqual({ counted: 0, stored: 0 });

    const within = await importZip(fits);
    expect(within.statusCode, within.body).toBe(200);
    expect(await roomOf(person)).toEqual({ counted: fits * 107, stored: fits * 107 });
  });

  it('stores one of two posts sent at once when there is room for one', async () => {
    const person = await createSignedInUser(t.db);
    await fillRoom(person);
    // Free the room of one long post (a deleted one keeps its room until purged: shorten it),
    // then send two at once.
    const [first] = await postsOf(person);
    const shortened = await t.call(person, 'PUT', `/posts/${first?.id}`, {
      category: 'journal',
      title: 'Short',
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    const answers = await Promise.all([
      t.call(person, 'POST', '/posts', longPost('c')),
      t.call(person, 'POST', '/posts', longPost('d')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    const room = await roomOf(person);
    expect(room.counted).toBe(room.stored);
    expect(room.counted).toBeLessThanOrEqual(ROOM_BYTES);
  });
});
