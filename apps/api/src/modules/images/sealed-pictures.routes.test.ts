import { randomBytes, randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@app/domain/images.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  sealedPictureCut,
  sealedPictureForm,
  uniqueEmail,
  uploadImage,
} from '../../../test/factories.ts';
import { makePng } from '../../../test/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { images, imageVariants } from '../../db/schema/images.ts';
import { posts } from '../../db/schema/posts.ts';
import { createSession } from '../auth/sessions.service.ts';

/*
 * A sealed journal's pictures (decision 0073): cut and sealed on the device, stored as the
 * ciphertexts that come, one per width, served to their owner alone. The ciphertexts here are
 * random bytes after the version byte: the server never opens one (the web's tests and the
 * browser journey seal real pictures).
 */

const MARKER = 'MARKER-picture-5c2e';
let t: TestApp;
beforeAll(async () => {
  // 1 MB of pictures each, so the room is reached with little.
  t = await createTestApp({}, { IMAGE_STORAGE_PER_PERSON_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

/** A person signed in, and their journal's key once it is sealed. */
type Person = { id: string; headers: Record<string, string>; keyId: string };

async function person(): Promise<Person> {
  const user = await createUser(t.db, {
    contact: { contact: uniqueEmail(), contactType: 'email' },
  });
  const { token } = await createSession(t.db, user.id, new Date());
  return { id: user.id, headers: { authorization: `Bearer ${token}` }, keyId: randomUUID() };
}

const b64 = (n: number) => randomBytes(n).toString('base64url');

async function startSealing(who: Person) {
  const response = await t.call(who, 'PUT', '/seal', {
    keyId: who.keyId,
    prfSalt: b64(32),
    recoveryKeySaved: true,
    wraps: [
      {
        kind: 'recovery',
        publicKey: b64(91),
        wrappedPrivateKey: b64(150),
        ephemeralPublicKey: b64(91),
        wrappedJournalKey: b64(40),
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function complete(who: Person) {
  return t.call(who, 'POST', '/seal/complete');
}

async function sealFully(who: Person) {
  await startSealing(who);
  expect((await complete(who)).statusCode).toBe(200);
}

/** What a device sends for one width: the version byte, then bytes nobody but it can read. */
const ciphertext = (length = 200) => Buffer.concat([Buffer.from([1]), randomBytes(length - 1)]);

type SealedForm = Parameters<typeof sealedPictureForm>[0];
/** Widths sealed, as the person's device does, under their journal's key. */
const cut = (who: Person, width: number, length?: number) =>
  sealedPictureCut(width, { keyId: who.keyId, ...(length && { length }) });
const sealedForm = (who: Person, form: SealedForm) =>
  sealedPictureForm({ keyId: who.keyId, ...form });
const envelopeOf = (who: Person) => ({ v: 1, k: who.keyId, n: b64(12), c: b64(300) });

function send(who: Person | null, method: 'POST' | 'PUT', url: string, form: FormData) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, payload: form });
}

const uploadSealed = (who: Person, form: SealedForm) =>
  send(who, 'POST', '/images/sealed', sealedForm(who, form));

async function storedImage(id: string) {
  const [image] = await t.db.select().from(images).where(eq(images.id, id));
  const variants = await t.db.select().from(imageVariants).where(eq(imageVariants.imageId, id));
  return { image, variants };
}

describe('a sealed journal’s pictures', () => {
  it('are stored as the ciphertexts that come, one per width, and served to their owner alone', async () => {
    const who = await person();
    await sealFully(who);
    const id = randomUUID();
    const widths = cut(who, 800);
    const response = await uploadSealed(who, { id, width: 800, height: 600, widths });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ _id: id, width: 800, height: 600 });

    const { image, variants } = await storedImage(id);
    expect(image?.sealed).toBe(true);
    expect(image?.bytes.equals(widths.get('w800') as Buffer)).toBe(true);
    expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([300, 500, 700]);
    for (const variant of variants) {
      expect(variant.bytes.equals(widths.get(`w${variant.width}`) as Buffer)).toBe(true);
    }

    for (const width of [300, 800]) {
      const served = await t.app.inject({
        method: 'GET',
        url: `/api/v1/images/sealed/${id}-${width}`,
        headers: who.headers,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['cache-control']).toBe('private, no-cache');
      expect(served.rawPayload.equals(widths.get(`w${width}`) as Buffer)).toBe(true);
    }
    // No width it was not cut to, and never through the plain route (no server resizing).
    const other = await t.call(who, 'GET', `/images/sealed/${id}-900`);
    expect(other.statusCode).toBe(404);
    for (const url of [`/images/${id}.jpg`, `/images/${id}-300.jpg`]) {
      expect((await t.call(who, 'GET', url)).statusCode).toBe(404);
    }

    // A post of the sealed journal shows it.
    const post = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelopeOf(who),
      image: id,
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().data).toMatchObject({ image: id, imageWidth: 800, imageHeight: 600 });
  });

  it('cannot be fetched, replaced or deleted by another person', async () => {
    const owner = await person();
    await sealFully(owner);
    const id = randomUUID();
    expect((await uploadSealed(owner, { id, width: 400, height: 300 })).statusCode).toBe(200);

    const stranger = await person();
    await startSealing(stranger);
    expect((await t.call(stranger, 'GET', `/images/sealed/${id}-400`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/images/sealed/${id}-400`)).statusCode).toBe(401);
    const replace = await send(
      stranger,
      'PUT',
      `/images/${id}/sealed`,
      sealedForm(stranger, { width: 400, height: 300 }),
    );
    expect(replace.statusCode).toBe(404);
    expect((await t.call(stranger, 'DELETE', `/images/${id}`)).statusCode).toBe(404);
    // Nor taken under its id by another person's upload, nor shown on their post.
    const taken = await uploadSealed(stranger, { id, width: 400, height: 300 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('image_id_taken');
    const { image } = await storedImage(id);
    expect(image?.userId).toBe(owner.id);
  });

  it('refuses a sealed picture in an open journal, and a plain picture on a sealed journal’s post', async () => {
    const open = await person();
    const refused = await uploadSealed(open, { id: randomUUID(), width: 400, height: 300 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_not_sealed');

    const sealed = await person();
    await sealFully(sealed);
    // A plain upload stays possible, for the profile's picture, which others see...
    const plain = await uploadImage(t, await makePng(40, 30), { headers: sealed.headers });
    expect(plain.statusCode).toBe(200);
    const plainId = plain.json().data._id;
    // ...but a sealed journal's post never shows one.
    const post = await t.call(sealed, 'POST', '/posts', {
      category: 'journal',
      sealed: envelopeOf(sealed),
      image: plainId,
    });
    expect(post.statusCode).toBe(409);
    expect(post.json().error.code).toBe('journal_sealed');
    // And a sealed picture is never a profile's, which others see.
    const id = randomUUID();
    expect((await uploadSealed(sealed, { id, width: 400, height: 300 })).statusCode).toBe(200);
    const avatar = await t.call(sealed, 'PUT', '/users/current', { image: id });
    expect(avatar.statusCode).toBe(400);
  });

  it('holds the limits: widths exactly the picture’s, each sealed and within its size, all within the room', async () => {
    const who = await person();
    await sealFully(who);
    const refusal = async (form: SealedForm, status: number, code: string) => {
      const response = await uploadSealed(who, form);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
    };
    const id = randomUUID();
    const missing = cut(who, 800);
    missing.delete('w500');
    await refusal({ id, width: 800, height: 600, widths: missing }, 400, 'invalid_sealed_picture');
    const extra = cut(who, 800);
    extra.set('w900', ciphertext());
    await refusal({ id, width: 800, height: 600, widths: extra }, 400, 'invalid_sealed_picture');
    const unsealed = cut(who, 400);
    unsealed.set('w400', Buffer.from(`plain ${MARKER} bytes that are not an envelope at all`));
    await refusal({ id, width: 400, height: 300, widths: unsealed }, 400, 'invalid_sealed_picture');
    await refusal({ id, width: 20_000, height: 20_000 }, 400, 'invalid_sealed_picture');
    await refusal({ width: 400, height: 300 }, 400, 'invalid_sealed_picture');
    // One width past the limit of an upload: refused as it passes, nothing stored.
    const huge = cut(who, 400);
    huge.set('w400', ciphertext(MAX_IMAGE_BYTES + 1));
    await refusal({ id, width: 400, height: 300, widths: huge }, 413, 'image_too_large');
    // The room (1 MB here) holds for sealed pictures as for plain ones.
    await refusal(
      { id, width: 400, height: 300, widths: cut(who, 400, 600_000) },
      413,
      'image_storage_full',
    );
    const { image } = await storedImage(id);
    expect(image).toBeUndefined();
    // A body that says it is larger than all widths may be is refused before it is read.
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images/sealed',
      headers: {
        ...who.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * MAX_IMAGE_BYTES),
      },
      payload: '--x--',
    });
    expect(declared.statusCode).toBe(413);
  });
});

describe('sealing and unsealing a journal’s pictures', () => {
  async function postWithPlainPicture(who: Person) {
    const upload = await uploadImage(t, await makePng(640, 480), { headers: who.headers });
    expect(upload.statusCode).toBe(200);
    const id: string = upload.json().data._id;
    const post = await t.call(who, 'POST', '/posts', { category: 'journal', image: id });
    expect(post.statusCode, post.body).toBe(200);
    // A width the server made of it, to see it go too.
    expect((await t.call(who, 'GET', `/images/${id}-300.jpg`)).statusCode).toBe(200);
    return id;
  }

  it('completes only once every post picture is sealed, each replaced with no plain bytes left', async () => {
    const who = await person();
    const id = await postWithPlainPicture(who);
    await startSealing(who);
    // Posts written while sealing are sealed; this one's writing was empty, so only its picture is plain.
    const sealPosts = await t.call(who, 'GET', '/posts/unsealed?limit=50');
    const plainPosts = sealPosts.json().data as Array<{ _id: string; lastUpdate: string }>;
    if (plainPosts.length > 0) {
      const sealedPosts = await t.call(who, 'POST', '/posts/sealed', {
        posts: plainPosts.map((post) => ({
          id: post._id,
          lastUpdate: post.lastUpdate,
          sealed: envelopeOf(who),
        })),
      });
      expect(sealedPosts.statusCode, sealedPosts.body).toBe(200);
    }
    const refused = await complete(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('journal_still_plain');

    const pending = await t.call(who, 'GET', '/images/plain?limit=50');
    expect(pending.json()).toEqual({ data: [{ _id: id, width: 640, height: 480 }], remaining: 1 });
    // The size must be the picture's: widths cut for another would not be its own.
    const wrongSize = await send(
      who,
      'PUT',
      `/images/${id}/sealed`,
      sealedForm(who, { width: 500, height: 480 }),
    );
    expect(wrongSize.statusCode).toBe(404);
    const widths = cut(who, 640);
    const sealed = await send(
      who,
      'PUT',
      `/images/${id}/sealed`,
      sealedForm(who, { width: 640, height: 480, widths }),
    );
    expect(sealed.statusCode, sealed.body).toBe(204);
    const { image, variants } = await storedImage(id);
    expect(image?.sealed).toBe(true);
    expect(image?.bytes.equals(widths.get('w640') as Buffer)).toBe(true);
    // The plain master and the plain 300 px width are gone: only the sealed widths are left.
    expect(
      variants.map((v) => [v.width, v.bytes.equals(widths.get(`w${v.width}`) as Buffer)]),
    ).toEqual(
      expect.arrayContaining([
        [300, true],
        [500, true],
      ]),
    );
    expect(variants).toHaveLength(2);
    expect((await t.call(who, 'GET', '/images/plain?limit=50')).json().remaining).toBe(0);
    // Replaced once: a second try finds no plain picture.
    const again = await send(
      who,
      'PUT',
      `/images/${id}/sealed`,
      sealedForm(who, { width: 640, height: 480 }),
    );
    expect(again.statusCode).toBe(404);
    expect((await complete(who)).statusCode).toBe(200);

    // Only while sealing: a sealed journal takes no replacement.
    const late = await send(
      who,
      'PUT',
      `/images/${id}/sealed`,
      sealedForm(who, { width: 640, height: 480 }),
    );
    expect(late.statusCode).toBe(409);

    // Unsealing: the device opens it and sends it plain; the server re-encodes it as any upload.
    expect((await t.call(who, 'POST', '/seal/unseal')).statusCode).toBe(200);
    const sealedPosts = (await t.call(who, 'GET', '/posts/sealed?limit=50')).json().data as Array<{
      _id: string;
      lastUpdate: string;
    }>;
    const openedPosts = await t.call(who, 'POST', '/posts/unsealed', {
      posts: sealedPosts.map((post) => ({
        id: post._id,
        lastUpdate: post.lastUpdate,
        writing: {},
      })),
    });
    expect(openedPosts.statusCode, openedPosts.body).toBe(200);
    const stillSealed = await complete(who);
    expect(stillSealed.statusCode).toBe(409);
    expect((await t.call(who, 'GET', '/images/sealed?limit=50')).json().remaining).toBe(1);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await makePng(640, 480))]), 'opened.png');
    const opened = await send(who, 'PUT', `/images/${id}/plain`, form);
    expect(opened.statusCode, opened.body).toBe(200);
    const plain = await storedImage(id);
    expect(plain.image?.sealed).toBe(false);
    expect(plain.variants).toHaveLength(0);
    expect((await t.call(who, 'GET', `/images/${id}-300.jpg`)).statusCode).toBe(200);
    const done = await complete(who);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('open');
  });

  it('takes no replacement outside its state, nor another person’s', async () => {
    const who = await person();
    const id = await postWithPlainPicture(who);
    // Open: neither way.
    const sealedForm640 = (by: Person) => sealedForm(by, { width: 640, height: 480 });
    expect((await send(who, 'PUT', `/images/${id}/sealed`, sealedForm640(who))).statusCode).toBe(
      409,
    );
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await makePng(64, 48))]), 'x.png');
    expect((await send(who, 'PUT', `/images/${id}/plain`, form)).statusCode).toBe(409);
    // Another person sealing their own journal cannot replace this one.
    const stranger = await person();
    await startSealing(stranger);
    expect(
      (await send(stranger, 'PUT', `/images/${id}/sealed`, sealedForm640(stranger))).statusCode,
    ).toBe(404);
    expect((await t.call(stranger, 'GET', '/images/plain?limit=50')).json()).toEqual({
      data: [],
      remaining: 0,
    });
  });

  it('Start over deletes the sealed pictures', async () => {
    const who = await person();
    await sealFully(who);
    const id = randomUUID();
    expect((await uploadSealed(who, { id, width: 400, height: 300 })).statusCode).toBe(200);
    const post = await t.call(who, 'POST', '/posts', {
      category: 'journal',
      sealed: envelopeOf(who),
      image: id,
    });
    expect(post.statusCode).toBe(200);
    // One more not on any post yet: it goes too.
    const loose = randomUUID();
    expect((await uploadSealed(who, { id: loose, width: 400, height: 300 })).statusCode).toBe(200);
    expect((await t.call(who, 'POST', '/seal/start-over')).statusCode).toBe(200);
    const left = await t.db.select({ id: images.id }).from(images).where(eq(images.userId, who.id));
    expect(left).toEqual([]);
    const postsLeft = await t.db.select().from(posts).where(eq(posts.userId, who.id));
    expect(postsLeft).toEqual([]);
  });
});
