import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { images } from '../../db/schema/images.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/users/current', () => {
  it('is 401 for visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/current' });
    expect(response.statusCode).toBe(401);
  });

  it('returns the person with defaults and contacts, and no secrets', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: person.headers,
    });
    const user = response.json().data;
    expect(user).toMatchObject({
      _id: person.user.id,
      verboseMode: true,
      happyChallenge: false,
      moderator: false,
      contacts: [person.user.contact],
    });
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(user)).not.toContain(person.token);
  });
});

describe('PUT /api/v1/users/current', () => {
  it('changes name, city and verbose mode', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: '  Ada Lovelace ', city: 'London', verboseMode: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ada Lovelace',
      city: 'London',
      verboseMode: false,
    });
  });

  it('never applies the moderator flag, contacts, ids or dates sent by the person', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: {
        name: 'Eve',
        moderator: true,
        happyChallenge: true,
        _id: '00000000-0000-0000-0000-000000000000',
        created: '2000-01-01T00:00:00Z',
        contacts: [{ contact: 'boss@example.com', contactType: 'email' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ name: 'Eve', moderator: false, happyChallenge: false });
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
    expect(response.json().data.contacts).toEqual([person.user.contact]);
  });

  it('refuses a name that is too long', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: 'x'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/v1/users/current with images', () => {
  const put = (person: Person, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload,
    });
  const imageExists = async (id: string) => (await t.db.$count(images, eq(images.id, id))) === 1;

  it('sets the avatar and background with the sizes of the stored images', async () => {
    const person = await createSignedInUser(t.db);
    const avatar = await createImage(t.db, person.user.id, { width: 400, height: 400 });
    const background = await createImage(t.db, person.user.id, { width: 1600, height: 900 });
    const response = await put(person, {
      image: avatar.id,
      imageWidth: 5,
      imageHeight: 7,
      backgroundImage: background.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      image: avatar.id,
      imageWidth: 400,
      imageHeight: 400,
      backgroundImage: background.id,
      backgroundImageWidth: 1600,
      backgroundImageHeight: 900,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: person.headers,
    });
    expect(again.json().data).toMatchObject({ image: avatar.id, imageWidth: 400 });
  });

  it("refuses someone else's image or one that does not exist, and changes nothing", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const theirs = await createImage(t.db, other.user.id);
    for (const payload of [
      { name: 'Mallory', image: theirs.id },
      { name: 'Mallory', backgroundImage: theirs.id },
      { name: 'Mallory', image: '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e' },
    ]) {
      const response = await put(person, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_image', message: 'That image was not found.' },
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ name: '', image: null, backgroundImage: null });
    const notAnId = await put(person, { image: 'http://evil.example/x.jpg' });
    expect(notAnId.statusCode).toBe(400);
  });

  it('deletes the old avatar when it is replaced or removed and nothing else shows it', async () => {
    const person = await createSignedInUser(t.db);
    const first = await createImage(t.db, person.user.id);
    const second = await createImage(t.db, person.user.id);
    await put(person, { image: first.id });
    const replaced = await put(person, { image: second.id });
    expect(replaced.json().data.image).toBe(second.id);
    expect(await imageExists(first.id)).toBe(false);

    const removed = await put(person, { image: null });
    expect(removed.json().data).toMatchObject({ image: null, imageWidth: null, imageHeight: null });
    expect(await imageExists(second.id)).toBe(false);
  });

  it('keeps an old avatar that the background, or a post, still shows', async () => {
    const person = await createSignedInUser(t.db);
    const shared = await createImage(t.db, person.user.id);
    const other = await createImage(t.db, person.user.id);
    await put(person, { image: shared.id, backgroundImage: shared.id });
    await put(person, { image: other.id });
    expect(await imageExists(shared.id)).toBe(true);
    // Once the background lets go as well, nothing shows it any more.
    await put(person, { backgroundImage: null });
    expect(await imageExists(shared.id)).toBe(false);

    const onPost = await createImage(t.db, person.user.id);
    await createPost(t.db, person.user.id, { image: onPost.id, imageWidth: 64, imageHeight: 48 });
    await put(person, { image: onPost.id });
    await put(person, { image: null });
    expect(await imageExists(onPost.id)).toBe(true);
  });

  it('leaves the images alone when other fields change, or the same image is sent again', async () => {
    const person = await createSignedInUser(t.db);
    const avatar = await createImage(t.db, person.user.id);
    await put(person, { image: avatar.id });
    await put(person, { name: 'Ada' });
    await put(person, { image: avatar.id, city: 'Paris' });
    expect(await imageExists(avatar.id)).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ name: 'Ada', city: 'Paris', image: avatar.id });
  });
});

describe('GET /api/v1/session', () => {
  it('answers null for a visitor with 200, and the person when signed in', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ data: null });
    const person = await createSignedInUser(t.db);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: person.headers,
    });
    expect(signedIn.json().data._id).toBe(person.user.id);
  });
});
