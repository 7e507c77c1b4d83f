import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPosts,
  createSignedInUser,
  type SignedInPerson,
  signInByEmail,
  uniqueIp,
} from '../../test/factories.ts';
import { codeFrom } from '../../test/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let person: SignedInPerson;

beforeAll(async () => {
  t = await createTestApp();
  person = await createSignedInUser(t.db);
  // A page of twelve written-out posts: about 27 KB of JSON, as a long-time writer's page.
  await createPosts(t.db, person.user.id, 12, {
    currentSituation: 'Over dinner I decided that I do not need everyone to like me. '.repeat(36),
  });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...person.headers, 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends a page of posts with brotli or gzip, the same JSON as uncompressed', async () => {
    const plain = await get('/posts', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/posts', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    // Compressed in one call, not through a stream (whose setup cost a page of posts three
    // times its serving): the length is known, and nothing is sent chunked.
    expect(plain.rawPayload.length).toBeGreaterThan(24 * 1024);
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/posts', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const stats = await get('/stats', 'br, gzip');
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses search, whose answer puts the words asked for beside private writing', async () => {
    const search = await get('/search?q=post', 'br, gzip');
    expect(search.statusCode).toBe(200);
    expect(search.rawPayload.length).toBeGreaterThan(1024);
    expect(search.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the login routes, whose answer carries the session token', async () => {
    // A long address, name and city (three bytes a character) put the answer over the threshold.
    const signedIn = await signInByEmail(
      t,
      `${'a'.repeat(56)}${randomUUID().slice(0, 8)}@${'d'.repeat(60)}.example.com`,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: { name: '名'.repeat(100), city: '市'.repeat(100) },
    });
    expect(saved.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { cookie: signedIn.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.rawPayload.length).toBeGreaterThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();

    // Signing in again: the answer that carries the new token, over the threshold as well.
    const remoteAddress = uniqueIp();
    const login = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { 'accept-encoding': 'br, gzip' },
        payload: { contact: signedIn.email, contactType: 'email', ...payload },
        remoteAddress,
      });
    const mailsBefore = t.smtp.to(signedIn.email).length;
    expect((await login('/send-code', {})).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(signedIn.email, mailsBefore + 1);
    const verified = await login('/verify-code', { code: codeFrom(mail) });
    expect(verified.statusCode).toBe(200);
    expect(verified.rawPayload.length).toBeGreaterThan(1024);
    expect(verified.json().token).toEqual(expect.any(String));
    expect(verified.headers['content-encoding']).toBeUndefined();
  });
});
