import { ARCHIVE_JSON_NAME } from '@app/domain/archive.schemas.ts';
import { postListResponseSchema } from '@app/domain/posts.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeZip, unzip } from '../../../test/archive-fixtures.ts';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { dayOneZip } from '../../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * The dates an import files things by: a post's and a feeling's, from an export of this app or
 * another journal's file, are never later than the moment of the import, so a date in the
 * future cannot keep a post on top of the community or the review queue.
 */

const FUTURE = '9999-12-31T23:59:59.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ok(person: SignedInPerson, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await t.call(person, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

function importFile(person: SignedInPerson, zip: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/archive/import',
    headers: { ...person.headers, 'content-type': 'application/zip' },
    payload: zip,
  });
}

/** An export of `author`'s journal with every post's and feeling's dates set to `date`. */
async function exportDated(author: SignedInPerson, date: string): Promise<Buffer> {
  const exported = await ok(author, 'GET', '/archive/export');
  const files = await unzip(exported.rawPayload);
  const json = JSON.parse(files.get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? '{}');
  for (const post of json.posts) Object.assign(post, { created: date, lastUpdate: date });
  for (const feeling of json.feelings) feeling.created = date;
  return makeZip([{ name: ARCHIVE_JSON_NAME, data: JSON.stringify(json) }]);
}

async function reviewQueueTitles(): Promise<string[]> {
  const moderator = await createSignedInUser(t.db, { moderator: true });
  const response = await ok(moderator, 'GET', '/posts?filter=review&limit=100');
  return postListResponseSchema.parse(response.json()).data.map((post) => post.title);
}

describe('dates an import files by', () => {
  it('stores an exported post and feeling dated 9999 at most now, and the post does not top the review queue', async () => {
    const author = await createSignedInUser(t.db);
    await ok(author, 'POST', '/posts', {
      category: 'anxiety',
      title: 'From the year 9999',
      currentSituation: 'A date made to stay on top.',
      shareForFeedback: true,
    });
    await ok(author, 'POST', '/feelings', { feeling: 'calm', intensity: null });
    const zip = await exportDated(author, FUTURE);

    const importer = await createSignedInUser(t.db);
    const before = new Date();
    const response = await importFile(importer, zip);
    expect(response.statusCode, response.body).toBe(200);
    const after = new Date();

    const [stored] = await t.db.select().from(posts).where(eq(posts.userId, importer.user.id));
    expect(stored?.createdAt.getTime()).toBeLessThanOrEqual(after.getTime());
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(stored?.lastUpdate.getTime()).toBeLessThanOrEqual(after.getTime());
    const [feeling] = await t.db
      .select()
      .from(feelings)
      .where(eq(feelings.userId, importer.user.id));
    expect(feeling?.createdAt.getTime()).toBeLessThanOrEqual(after.getTime());

    // A post shared after the import is newer, so it comes first.
    await ok(author, 'POST', '/posts', {
      category: 'anxiety',
      title: 'Written today',
      currentSituation: 'Shared after the import.',
      shareForFeedback: true,
    });
    const queue = await reviewQueueTitles();
    expect(queue[0]).toBe('Written today');
    expect(queue).toContain('From the year 9999');
  });

  it('leaves out the habit days after today a file carries', async () => {
    const author = await createSignedInUser(t.db);
    await ok(author, 'POST', '/habit-trackers', [{ title: 'Walk', dates: ['2020-01-01'] }]);
    const exported = await ok(author, 'GET', '/archive/export');
    const files = await unzip(exported.rawPayload);
    const json = JSON.parse(files.get(ARCHIVE_JSON_NAME)?.toString('utf8') ?? '{}');
    json.trackers[0].dates.push('2999-06-01', '9999-12-31');
    const zip = await makeZip([{ name: ARCHIVE_JSON_NAME, data: JSON.stringify(json) }]);

    const importer = await createSignedInUser(t.db);
    expect((await importFile(importer, zip)).statusCode).toBe(200);
    const [tracker] = await t.db
      .select()
      .from(habitTrackers)
      .where(eq(habitTrackers.userId, importer.user.id));
    expect(tracker?.dates).toEqual(['2020-01-01']);
  });

  it("stores another journal's entry dated in the future at most now", async () => {
    const person = await createSignedInUser(t.db);
    const zip = await dayOneZip([
      {
        uuid: '0F3A8B7C6D5E4F30A1B2C3D4E5F60718',
        text: 'Later',
        creationDate: '2999-06-01T10:00:00Z',
      },
    ]);
    const response = await importFile(person, zip);
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.db.select().from(posts).where(eq(posts.userId, person.user.id));
    expect(stored?.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(stored?.lastUpdate.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
