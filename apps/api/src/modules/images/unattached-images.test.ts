import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson,
  uploadImage,
} from '../../../test/factories.ts';
import { makePng } from '../../../test/image-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { images, imageVariants } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';
import { deleteUnattachedImages } from './images.service.ts';

/*
 * An upload that no post or profile takes within a day is deleted (a post form left without
 * saving; its draft in session storage has that day to be saved). Every server sweeps at start
 * and every hour; the clock here is the app's own, moved by hand.
 */

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  clock = createTestClock(new Date());
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function upload(person: SignedInPerson): Promise<string> {
  const response = await uploadImage(t, await makePng(900, 600), { headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id;
}
const exists = async (id: string) => (await t.db.$count(images, eq(images.id, id))) === 1;
/** The sweep as each server runs it, at the app's clock moved on by `ms` from the upload. */
const sweepAfter = (from: Date, ms: number) =>
  deleteUnattachedImages(t.db, new Date(from.getTime() + ms));

describe('uploads never attached to a post or a profile', () => {
  it('are kept for 23 hours and deleted, with every width, after 24', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const unattached = await upload(person);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/${unattached}-300.jpg`,
      headers: person.headers,
    });
    expect(await t.db.$count(imageVariants, eq(imageVariants.imageId, unattached))).toBe(1);

    await sweepAfter(uploadedAt, 23 * HOUR);
    expect(await exists(unattached)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/images/${unattached}.jpg`,
          headers: person.headers,
        })
      ).statusCode,
    ).toBe(200);

    expect(await sweepAfter(uploadedAt, 24 * HOUR)).toBeGreaterThanOrEqual(1);
    expect(await exists(unattached)).toBe(false);
    expect(await t.db.$count(imageVariants, eq(imageVariants.imageId, unattached))).toBe(0);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/images/${unattached}.jpg`,
      headers: person.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keep every image a post (deleted ones too), an avatar or a background shows', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const [onPost, onDeletedPost, avatar, background] = [
      await upload(person),
      await upload(person),
      await upload(person),
      await upload(person),
    ];
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: person.headers,
      payload: { category: 'journal', title: 'With a picture', image: onPost },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A deleted post keeps its picture: an export carries it, an import brings it back.
    await createPost(t.db, person.user.id, { image: onDeletedPost, deleted: true });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { image: avatar, backgroundImage: background },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    await sweepAfter(uploadedAt, 30 * 24 * HOUR);
    for (const id of [onPost, onDeletedPost, avatar, background]) {
      expect(await exists(id)).toBe(true);
    }
  });

  it('keep an upload a saved draft attaches after 23 hours', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const draftPicture = await upload(person);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: person.headers,
      payload: { category: 'journal', title: 'Draft' },
    });
    await sweepAfter(uploadedAt, 23 * HOUR);
    // The draft, kept in the browser's session storage, is saved with its picture.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${post.json().data._id}`,
      headers: person.headers,
      payload: { category: 'journal', title: 'Draft', image: draftPicture },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await sweepAfter(uploadedAt, 25 * HOUR);
    expect(await exists(draftPicture)).toBe(true);
  });

  it('are refused to a save after they are gone, with 400 and nothing attached', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const late = await upload(person);
    await sweepAfter(uploadedAt, 24 * HOUR);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: person.headers,
      payload: { category: 'journal', title: 'Too late', image: late },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.code).toBe('invalid_image');
  });

  it('keep an image whose attaching save is in flight while the sweep runs', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const picture = await upload(person);
    const post = await createPost(t.db, person.user.id);
    let sweep: Promise<number> | undefined;
    await t.db.transaction(async (tx) => {
      // The save's own statement: its foreign key check locks the image until commit.
      await tx.update(posts).set({ image: picture }).where(eq(posts.id, post.id));
      sweep = sweepAfter(uploadedAt, 48 * HOUR);
      // On PostgreSQL the sweep runs now, beside this transaction (PGlite runs it after).
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await sweep;
    expect(await exists(picture)).toBe(true);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.image).toBe(picture);
  });

  it('are deleted once however many servers sweep at the same time', async () => {
    const person = await createSignedInUser(t.db);
    const uploadedAt = clock.now();
    const uploads = await Promise.all(Array.from({ length: 6 }, () => upload(person)));
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => sweepAfter(uploadedAt, 25 * HOUR)),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(uploads.length);
    for (const id of uploads) expect(await exists(id)).toBe(false);
  });

  it('are swept when a server starts', async () => {
    const person = await createSignedInUser(t.db);
    const stale = await upload(person);
    const kept = await upload(person);
    await t.db
      .update(images)
      .set({ createdAt: new Date(clock.now().getTime() - 25 * HOUR) })
      .where(eq(images.id, stale));
    // A second server on the same database, at the same clock: starting it sweeps.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      now: clock.now,
      logger: false,
    });
    try {
      await second.ready();
      expect(await exists(stale)).toBe(false);
      expect(await exists(kept)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
