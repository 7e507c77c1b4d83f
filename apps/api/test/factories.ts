import { randomBytes, randomUUID } from 'node:crypto';
import { sealedPictureWidths } from '@app/domain/image-urls.ts';
import type { Passkey } from '@app/domain/passkeys.schemas.ts';
import { SEALED_ENVELOPE_VERSION } from '@app/domain/sealed-records.ts';
import type { UserContact } from '@app/domain/users.schemas.ts';
import type { Database } from '../src/db/client.ts';
import { images, imageVariants } from '../src/db/schema/images.ts';
import { posts } from '../src/db/schema/posts.ts';
import { userContacts } from '../src/db/schema/user-contacts.ts';
import { users } from '../src/db/schema/users.ts';
import { SESSION_COOKIES } from '../src/modules/auth/session-cookies.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { makeJpeg } from './image-fixtures.ts';
import { codeFrom } from './smtp-test-server.ts';
import type { TestApp } from './test-app.ts';
import type { SoftwareAuthenticator } from './webauthn-authenticator.ts';

export const uniqueEmail = (label = 'person') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A distinct client address, so per-IP limits of one test do not leak into another. */
export const uniqueIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { contact?: UserContact } = {},
) {
  const { contact = { contact: uniqueEmail(), contactType: 'email' }, ...fields } = overrides;
  const [user] = await db.insert(users).values(fields).returning();
  if (!user) throw new Error('user insert returned nothing');
  await db.insert(userContacts).values({ userId: user.id, ...contact });
  return { ...user, contact };
}

/** A signed-in person without going through the code flow (for tests about other things). */
export async function createSignedInUser(
  db: Database,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const { token, sessionId } = await createSession(db, user.id, new Date());
  return { user, token, sessionId, headers: { authorization: `Bearer ${token}` } };
}

export type SignedInPerson = Awaited<ReturnType<typeof createSignedInUser>>;

type PostOverrides = Partial<typeof posts.$inferInsert>;

/** A post written straight to the table (for tests about reading, listing and access). */
export async function createPost(db: Database, userId: string, overrides: PostOverrides = {}) {
  const [post] = await db
    .insert(posts)
    .values({ userId, category: 'journal', title: 'Journal Post', ...overrides })
    .returning();
  if (!post) throw new Error('post insert returned nothing');
  return post;
}

/**
 * `n` posts in one insert, returned newest first. Unless the overrides fix them, their
 * last_update values are distinct, a second apart, all in the past (so that posts written
 * afterwards are newer), and their titles say their rank: "Post 1" is the newest.
 */
export async function createPosts(
  db: Database,
  userId: string,
  n: number,
  overrides: PostOverrides = {},
) {
  if (n === 0) return [];
  const newest = Date.now() - 60 * 60 * 1000;
  const rows = await db
    .insert(posts)
    .values(
      Array.from({ length: n }, (_, i) => {
        const lastUpdate = new Date(newest - i * 1000);
        return {
          userId,
          category: 'journal' as const,
          title: `Post ${i + 1}`,
          createdAt: lastUpdate,
          lastUpdate,
          ...overrides,
        };
      }),
    )
    .returning();
  return rows.sort(
    (a, b) => b.lastUpdate.getTime() - a.lastUpdate.getTime() || (a.id < b.id ? 1 : -1),
  );
}

/** Signs in through the real endpoints and the real mail, as a person would. */
export async function signInByEmail(t: TestApp, email = uniqueEmail()) {
  const remoteAddress = uniqueIp();
  const mailsBefore = t.smtp.to(email).length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/send-code',
    payload: { contact: email, contactType: 'email' },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send-code ${sent.statusCode}: ${sent.body}`);
  const mail = await t.smtp.waitFor(email, mailsBefore + 1);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verify-code',
    payload: { contact: email, contactType: 'email', code: codeFrom(mail) },
    remoteAddress,
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  const body = verified.json() as { token: string; data: { _id: string } };
  const { session, device } = SESSION_COOKIES.development;
  const cookie = verified.cookies.find((c) => c.name === session);
  if (!cookie) throw new Error('no session cookie');
  const deviceCookie = verified.cookies.find((c) => c.name === device);
  if (!deviceCookie) throw new Error('no device cookie');
  return {
    email,
    token: body.token,
    userId: body.data._id,
    cookie: `${session}=${cookie.value}`,
    /** The browser's device cookie (decision 0031), as a Cookie header's pair. */
    device: `${device}=${deviceCookie.value}`,
  };
}

/** A stored image (a real JPEG of that size) without going through the upload. */
export async function createImage(
  db: Database,
  userId: string,
  { width = 64, height = 48 }: { width?: number; height?: number } = {},
) {
  const bytes = await makeJpeg(width, height);
  const [image] = await db
    .insert(images)
    .values({ userId, bytes, width, height, byteSize: bytes.length })
    .returning({ id: images.id, width: images.width, height: images.height });
  if (!image) throw new Error('image insert returned nothing');
  return image;
}

/**
 * A sealed picture of the person's, as a device would have stored it (decision 0073): for each
 * of its widths the version byte, then random bytes that stand for the ciphertext.
 */
export async function createSealedImage(
  db: Database,
  userId: string,
  { width = 64, height = 48 }: { width?: number; height?: number } = {},
) {
  const widths = sealedPictureCut(width);
  const bytes = widths.get(`w${width}`) as Buffer;
  const [image] = await db
    .insert(images)
    .values({ userId, bytes, width, height, byteSize: bytes.length, sealed: true })
    .returning({ id: images.id });
  if (!image) throw new Error('image insert returned nothing');
  const variants = sealedPictureWidths(width).filter((w) => w !== width);
  if (variants.length > 0) {
    await db.insert(imageVariants).values(
      variants.map((w) => ({
        imageId: image.id,
        width: w,
        bytes: widths.get(`w${w}`) as Buffer,
      })),
    );
  }
  return { id: image.id, width, height };
}

/**
 * One stand-in ciphertext per width of a sealed picture `width` wide, named as uploaded: the
 * version byte, the journal key's id (`keyId`, random when not given), then random bytes.
 */
export function sealedPictureCut(
  width: number,
  { length = 200, keyId }: { length?: number; keyId?: string } = {},
): Map<string, Buffer> {
  const key = keyId ? Buffer.from(keyId.replaceAll('-', ''), 'hex') : randomBytes(16);
  return new Map(
    sealedPictureWidths(width).map((w) => [
      `w${w}`,
      Buffer.concat([Buffer.from([SEALED_ENVELOPE_VERSION]), key, randomBytes(length - 17)]),
    ]),
  );
}

/** The multipart body of a sealed picture's upload (POST /images/sealed, PUT …/sealed). */
export function sealedPictureForm(picture: {
  id?: string;
  width: number;
  height: number;
  widths?: Map<string, Buffer>;
  keyId?: string;
}): FormData {
  const form = new FormData();
  if (picture.id) form.append('id', picture.id);
  form.append('width', String(picture.width));
  form.append('height', String(picture.height));
  const widths =
    picture.widths ??
    sealedPictureCut(picture.width, picture.keyId ? { keyId: picture.keyId } : {});
  for (const [name, bytes] of widths) {
    form.append(name, new Blob([new Uint8Array(bytes)]), 'sealed');
  }
  return form;
}

type UploadOptions = {
  headers?: Record<string, string>;
  /** The multipart field; the server takes the first file whatever its name. */
  field?: string;
  filename?: string;
  contentType?: string;
};

/** POST /api/v1/images with one file, as the browser's FormData sends it. */
export function uploadImage(t: TestApp, bytes: Uint8Array, options: UploadOptions = {}) {
  const form = new FormData();
  const { field = 'image', filename = 'picture.jpg', contentType = 'image/jpeg' } = options;
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/images',
    headers: options.headers ?? {},
    payload: form,
  });
}

/** Adds a passkey made by `authenticator` through the real endpoints (the session must be fresh). */
export async function addPasskey(
  t: TestApp,
  headers: Record<string, string>,
  authenticator: SoftwareAuthenticator,
  name = 'My phone',
): Promise<Passkey> {
  const options = await t.app.inject({
    method: 'POST',
    url: '/api/v1/passkeys/registration/options',
    headers,
  });
  if (options.statusCode !== 200) throw new Error(`options ${options.statusCode}: ${options.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/passkeys/registration/verify',
    headers,
    payload: { name, response: authenticator.register(options.json().data) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  return verified.json().data;
}

/** A passkey sign-in's body: fresh options from the server, signed by `authenticator`. */
export async function passkeyAssertion(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
  options: Parameters<SoftwareAuthenticator['assert']>[1] = {},
) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/passkeys/authentication/options',
    remoteAddress: uniqueIp(),
  });
  if (asked.statusCode !== 200) throw new Error(`options ${asked.statusCode}: ${asked.body}`);
  return { response: authenticator.assert(asked.json().data, options) };
}
