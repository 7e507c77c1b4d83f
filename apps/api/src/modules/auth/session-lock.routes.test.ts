import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_COOLDOWN_MS,
  CODES_TO_ONE_CONTACT_PER_HOUR,
  PASSKEY_FRESH_PROOF_MS,
} from '@app/domain/limits.ts';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoCodeInPreview } from '../../../test/code-messages.ts';
import {
  addPasskey,
  createPost,
  createUser,
  signInByEmail,
  uniqueEmail,
  uniqueIp,
} from '../../../test/factories.ts';
import { codeFrom } from '../../../test/smtp-test-server.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../../test/webauthn-authenticator.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { maskContact } from './session-lock.service.ts';
import { createSession } from './sessions.service.ts';

/*
 * The lock on a device, on the server (decision 0047): a locked session reads nothing of the
 * journal from any route (a reload, a new tab or the console all ask the server), and only a
 * proof of the same person opens it again.
 */

const ORIGIN = 'http://localhost:3000';
const MINUTE = 60_000;
let clock = createTestClock();
let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock.now(),
    ipLimits: { sendPerWindow: 1000, verifyPerWindow: 1000, windowMs: 60_000 },
    onRoute: (route) => {
      routes.push(route);
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = createTestClock();
});

type Headers = Record<string, string>;

/** A person signed in just now on the app's clock, by bearer token, with a private post. */
async function personWithJournal() {
  const user = await createUser(t.db);
  const { token, sessionId } = await createSession(t.db, user.id, clock.now());
  const post = await createPost(t.db, user.id, { title: `Secret ${user.id.slice(0, 8)}` });
  return { user, token, sessionId, post, headers: { authorization: `Bearer ${token}` } };
}

const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });

const lock = (headers: Headers) => call(headers, 'POST', '/session/lock');

async function sendUnlockCode(headers: Headers, address: string, remoteAddress = uniqueIp()) {
  const before = t.smtp.to(address).length;
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/session/unlock/send-code',
    headers,
    payload: {},
    remoteAddress,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await t.smtp.waitFor(address, before + 1);
  return { sent: sent.json(), mail, code: codeFrom(mail), remoteAddress };
}

const unlockWithCode = (headers: Headers, code: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/session/unlock/verify-code',
    headers,
    payload: { code },
    remoteAddress,
  });

/** An unlock's body: options the session was given, signed by `authenticator`. */
async function unlockAssertion(headers: Headers, authenticator: SoftwareAuthenticator) {
  const options = await call(headers, 'POST', '/session/unlock/passkey/options');
  expect(options.statusCode, options.body).toBe(200);
  return { response: authenticator.assert(options.json().data) };
}

const unlockWithPasskey = (headers: Headers, body: object) =>
  call(headers, 'POST', '/session/unlock/passkey/verify', body);

/** A route's URL with every parameter filled in with something that names nothing. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

/** The routes a locked session may use: unlocking, locking, logout, and asking who it is. */
const OPEN_TO_A_LOCKED_SESSION = new Set([
  'GET /api/v1/session',
  'POST /api/v1/logout',
  'POST /api/v1/session/lock',
  'POST /api/v1/session/unlock/send-code',
  'POST /api/v1/session/unlock/verify-code',
  'POST /api/v1/session/unlock/passkey/options',
  'POST /api/v1/session/unlock/passkey/verify',
]);

describe('a locked session', () => {
  it('is refused by every signed-in route with 423, and is a visitor to every open one', async () => {
    const person = await personWithJournal();
    expect((await lock(person.headers)).statusCode).toBe(200);
    const checked = routes
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          route.method !== 'HEAD' &&
          !OPEN_TO_A_LOCKED_SESSION.has(`${route.method} ${route.url}`),
      );
    expect(checked.length).toBeGreaterThan(50);
    let refused = 0;
    for (const route of checked) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const path = concrete(route.url);
      const asVisitor = await t.app.inject({ method, url: path, remoteAddress: uniqueIp() });
      const asLocked = await t.app.inject({
        method,
        url: path,
        headers: person.headers,
        remoteAddress: uniqueIp(),
      });
      const key = `${route.method} ${route.url}`;
      if (asVisitor.statusCode === 401) {
        expect(asLocked.statusCode, key).toBe(423);
        expect(asLocked.json().error.code, key).toBe('session_locked');
        refused += 1;
      } else {
        expect(asLocked.statusCode, key).toBe(asVisitor.statusCode);
      }
      expect(asLocked.body, key).not.toContain(person.post.title);
    }
    expect(refused).toBeGreaterThan(45);
  });

  it('stays locked for the same cookie in a new request (a reload, a new tab) and for bearer clients', async () => {
    const signedIn = await signInByEmail(t);
    const byCookie = { cookie: signedIn.cookie, 'x-requested-with': 'XMLHttpRequest' };
    await createPost(t.db, signedIn.userId, { title: 'What I wrote last night' });
    expect((await call(byCookie, 'GET', '/posts')).statusCode).toBe(200);
    expect((await lock(byCookie)).statusCode).toBe(200);
    for (const headers of [byCookie, { authorization: `Bearer ${signedIn.token}` }]) {
      const posts = await call(headers, 'GET', '/posts');
      expect(posts.statusCode).toBe(423);
      expect(posts.body).not.toContain('What I wrote last night');
      expect((await call(headers, 'GET', '/users/current')).statusCode).toBe(423);
    }
    // Locking again changes nothing; the idle report of a locked page is refused too.
    expect((await lock(byCookie)).statusCode).toBe(200);
    const report = await call(byCookie, 'PUT', '/session/idle-lock', {
      lockAfterMinutes: null,
      idleSeconds: 0,
    });
    expect(report.statusCode).toBe(423);
    expect((await call(byCookie, 'GET', '/posts')).statusCode).toBe(423);
  });

  it('answers GET /session with nobody signed in, the contact masked, and whether a passkey unlocks', async () => {
    const person = await personWithJournal();
    const open = await call(person.headers, 'GET', '/session');
    expect(open.json()).toMatchObject({ data: { _id: person.user.id }, lockAfterMinutes: null });
    expect(open.json().locked).toBeUndefined();

    await lock(person.headers);
    const locked = await call(person.headers, 'GET', '/session');
    expect(locked.statusCode).toBe(200);
    const [local, domain] = person.user.contact.contact.split('@');
    expect(locked.json()).toEqual({
      data: null,
      locked: {
        contact: `${local?.slice(0, 1)}•••@${domain}`,
        contactType: 'email',
        hasPasskeys: false,
      },
    });
    expect(locked.body).not.toContain(person.user.contact.contact);

    const withPasskey = await personWithJournal();
    await addPasskey(t, withPasskey.headers, createSoftwareAuthenticator({ origin: ORIGIN }));
    await lock(withPasskey.headers);
    const answer = await call(withPasskey.headers, 'GET', '/session');
    expect(answer.json().locked.hasPasskeys).toBe(true);
  });

  it('masks a phone number to its last two digits', () => {
    expect(maskContact({ contact: '+14155552671', contactType: 'phone' })).toBe('+•••••••••71');
    expect(maskContact({ contact: 'ann.lee@example.org', contactType: 'email' })).toBe(
      'a•••@example.org',
    );
  });

  it('logs out from the lock screen: the session ends, and its cookie signs in nowhere', async () => {
    const signedIn = await signInByEmail(t);
    const byCookie = { cookie: signedIn.cookie, 'x-requested-with': 'XMLHttpRequest' };
    await lock(byCookie);
    const logout = await call(byCookie, 'POST', '/logout');
    expect(logout.statusCode).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.userId, signedIn.userId))).toBe(0);
    expect((await call(byCookie, 'GET', '/posts')).statusCode).toBe(401);
    expect((await call(byCookie, 'GET', '/session')).json()).toEqual({ data: null });
    expect((await call(byCookie, 'POST', '/session/unlock/send-code', {})).statusCode).toBe(401);
  });

  it('keeps visitors out of every lock route', async () => {
    for (const url of OPEN_TO_A_LOCKED_SESSION) {
      const [method, path] = url.split(' ') as ['GET' | 'POST', string];
      if (path === '/api/v1/session') continue;
      const response = await t.app.inject({ method, url: path, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
    const report = await call({}, 'PUT', '/session/idle-lock', {
      lockAfterMinutes: 5,
      idleSeconds: 0,
    });
    expect(report.statusCode).toBe(401);
  });
});

describe('unlocking with a code', () => {
  it("sends the code only to the person's own contact, and unlocks the same session with it", async () => {
    const signedIn = await signInByEmail(t);
    const headers = { authorization: `Bearer ${signedIn.token}` };
    await lock(headers);
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const { sent, mail, code, remoteAddress } = await sendUnlockCode(headers, signedIn.email);
    expect(sent).toEqual({
      success: true,
      contact: maskContact({ contact: signedIn.email, contactType: 'email' }),
      contactType: 'email',
    });
    expect(mail.subject).toBe('Your code to unlock Inner Compass');
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain(`Your code to unlock:\n\n${code}\n`);
    expectNoCodeInPreview(parsed.subject ?? '', parsed.text ?? '', code);
    const unlocked = await unlockWithCode(headers, code, remoteAddress);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ success: true, data: { _id: signedIn.userId } });
    // The same token reads again: no new session was made.
    expect((await call(headers, 'GET', '/posts')).statusCode).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.userId, signedIn.userId))).toBe(1);
    // Spent: the same code does not unlock a second time.
    await lock(headers);
    expect((await unlockWithCode(headers, code, remoteAddress)).statusCode).toBe(401);
  });

  it("writes the unlock message in the page's language", async () => {
    const person = await personWithJournal();
    await lock(person.headers);
    const before = t.smtp.to(person.user.contact.contact).length;
    const sent = await call(person.headers, 'POST', '/session/unlock/send-code', {
      language: 'es',
    });
    expect(sent.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(person.user.contact.contact, before + 1);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe('Tu código para desbloquear Inner Compass');
    expect(parsed.text).toMatch(/desbloquea Inner Compass en el dispositivo/);
    expectNoCodeInPreview(parsed.subject ?? '', parsed.text ?? '', codeFrom(mail));
  });

  it('is refused to a person with a passkey: no code is sent, and none unlocks, not even a sign-in code', async () => {
    const person = await personWithJournal();
    await addPasskey(t, person.headers, createSoftwareAuthenticator({ origin: ORIGIN }));
    await lock(person.headers);
    const address = person.user.contact.contact;
    const before = t.smtp.to(address).length;
    const client = uniqueIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/unlock/send-code',
      headers: person.headers,
      payload: {},
      remoteAddress: client,
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error.code).toBe('unlock_with_passkey');
    // Whoever holds the device asks a sign-in code for the person's contact instead.
    const signInCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-code',
      payload: { contact: address },
      remoteAddress: client,
    });
    expect(signInCode.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(address, before + 1);
    const refused = await unlockWithCode(person.headers, codeFrom(mail), client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('unlock_with_passkey');
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(423);
    // Since the lock, only the sign-in code reached the person.
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(address)).toHaveLength(before + 1);
  });

  it("never unlocks with another person's code, and counts wrong tries as a sign-in's", async () => {
    const owner = await personWithJournal();
    await lock(owner.headers);
    const client = uniqueIp();
    // Someone else holding the device asks a code for their own address, from the same client.
    const stranger = uniqueEmail('stranger');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-code',
      payload: { contact: stranger },
      remoteAddress: client,
    });
    expect(theirs.statusCode).toBe(200);
    const strangerCode = codeFrom(await t.smtp.waitFor(stranger));
    const refused = await unlockWithCode(owner.headers, strangerCode, client);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_code');
    expect((await call(owner.headers, 'GET', '/posts')).statusCode).toBe(423);

    // The owner's own code: five wrong tries void it, as at sign-in.
    const { code, remoteAddress } = await sendUnlockCode(
      owner.headers,
      owner.user.contact.contact,
      client,
    );
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < CODE_MAX_WRONG_TRIES; i++) {
      expect((await unlockWithCode(owner.headers, wrong, remoteAddress)).statusCode).toBe(401);
    }
    const last = await unlockWithCode(owner.headers, wrong, remoteAddress);
    expect(last.json().error.code).toBe('code_void');
    expect((await unlockWithCode(owner.headers, code, remoteAddress)).statusCode).toBe(401);
    expect((await call(owner.headers, 'GET', '/posts')).statusCode).toBe(423);
  });

  it('takes a code only from the client that asked for it', async () => {
    const person = await personWithJournal();
    await lock(person.headers);
    const { code } = await sendUnlockCode(person.headers, person.user.contact.contact);
    const elsewhere = await unlockWithCode(person.headers, code, uniqueIp());
    expect(elsewhere.statusCode).toBe(401);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(423);
  });

  it("counts its codes with the sign-in's against the contact's ceilings, whatever the device cookie", async () => {
    const signedIn = await signInByEmail(t);
    const byCookie = {
      cookie: `${signedIn.cookie}; ${signedIn.device}`,
      'x-requested-with': 'XMLHttpRequest',
    };
    await lock(byCookie);
    let mails = 1;
    for (let i = 0; i < CODES_TO_ONE_CONTACT_PER_HOUR + 10; i++) {
      const sent = await call(byCookie, 'POST', '/session/unlock/send-code', {});
      if (sent.statusCode === 200) mails += 1;
      else expect(sent.statusCode, sent.body).toBe(429);
    }
    expect(mails).toBe(CODES_TO_ONE_CONTACT_PER_HOUR);
    await t.smtp.waitFor(signedIn.email, mails);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(signedIn.email)).toHaveLength(CODES_TO_ONE_CONTACT_PER_HOUR);
  });

  it("unlocks only the session that asks: another person's locked session stays locked", async () => {
    const owner = await personWithJournal();
    const other = await personWithJournal();
    await lock(owner.headers);
    await lock(other.headers);
    const { code, remoteAddress } = await sendUnlockCode(owner.headers, owner.user.contact.contact);
    expect((await unlockWithCode(other.headers, code, remoteAddress)).statusCode).toBe(401);
    expect((await call(other.headers, 'GET', '/posts')).statusCode).toBe(423);
    expect((await unlockWithCode(owner.headers, code, remoteAddress)).statusCode).toBe(200);
    expect((await call(other.headers, 'GET', '/posts')).statusCode).toBe(423);
  });
});

describe('unlocking with a passkey', () => {
  it("unlocks with one of the person's passkeys, naming only theirs to the browser", async () => {
    const person = await personWithJournal();
    const phone = createSoftwareAuthenticator({ origin: ORIGIN });
    const laptop = createSoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(t, person.headers, phone);
    await addPasskey(t, person.headers, laptop);
    const stranger = await personWithJournal();
    await addPasskey(t, stranger.headers, createSoftwareAuthenticator({ origin: ORIGIN }));
    await lock(person.headers);

    const options = await call(person.headers, 'POST', '/session/unlock/passkey/options');
    expect(options.statusCode).toBe(200);
    const named = options.json().data.allowCredentials.map((c: { id: string }) => c.id);
    expect(named.sort()).toEqual(
      [phone, laptop]
        .map((a) => Buffer.from(a.credentials[0]?.id ?? []).toString('base64url'))
        .sort(),
    );
    expect(options.json().data.userVerification).toBe('required');

    const unlocked = await unlockWithPasskey(person.headers, {
      response: phone.assert(options.json().data),
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().data._id).toBe(person.user.id);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(200);
  });

  it("refuses another person's passkey, and spends the challenge it was given", async () => {
    const owner = await personWithJournal();
    await addPasskey(t, owner.headers, createSoftwareAuthenticator({ origin: ORIGIN }));
    const stranger = await personWithJournal();
    const strangers = createSoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(t, stranger.headers, strangers);
    await lock(owner.headers);

    const body = await unlockAssertion(owner.headers, strangers);
    const refused = await unlockWithPasskey(owner.headers, body);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('passkey_refused');
    expect((await call(owner.headers, 'GET', '/posts')).statusCode).toBe(423);
    // Neither is the stranger signed in, nor can the owner's session be opened by the replay.
    expect((await unlockWithPasskey(owner.headers, body)).statusCode).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.userId, stranger.user.id))).toBe(1);
  });

  it('takes only an unlock challenge made for this person, once', async () => {
    const owner = await personWithJournal();
    const mine = createSoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(t, owner.headers, mine);
    const other = await personWithJournal();
    await lock(owner.headers);
    await lock(other.headers);

    // A sign-in challenge (made for nobody) does not unlock.
    const signInOptions = await call({}, 'POST', '/passkeys/authentication/options');
    const signInBody = { response: mine.assert(signInOptions.json().data) };
    expect((await unlockWithPasskey(owner.headers, signInBody)).statusCode).toBe(401);
    // Another session's unlock challenge does not either.
    const othersOptions = await call(other.headers, 'POST', '/session/unlock/passkey/options');
    const othersBody = { response: mine.assert(othersOptions.json().data) };
    expect((await unlockWithPasskey(owner.headers, othersBody)).statusCode).toBe(401);
    // Another origin's assertion neither.
    const options = await call(owner.headers, 'POST', '/session/unlock/passkey/options');
    const foreign = { response: mine.assert(options.json().data, { origin: 'https://evil.test' }) };
    expect((await unlockWithPasskey(owner.headers, foreign)).statusCode).toBe(401);
    expect((await call(owner.headers, 'GET', '/posts')).statusCode).toBe(423);

    const body = await unlockAssertion(owner.headers, mine);
    expect((await unlockWithPasskey(owner.headers, body)).statusCode).toBe(200);
    await lock(owner.headers);
    expect((await unlockWithPasskey(owner.headers, body)).statusCode).toBe(401);
  });
});

describe('a passkey unlock is a fresh proof, a code unlock is not', () => {
  it('leaves a session signed in long ago stale after a code unlock: adding a passkey takes a new sign-in', async () => {
    const signedIn = await signInByEmail(t);
    const headers = { authorization: `Bearer ${signedIn.token}` };
    // The sign-in used the app's clock; an hour later it is no longer a fresh proof.
    clock.advance(60 * MINUTE);
    const stale = await call(headers, 'POST', '/passkeys/registration/options');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('proof_not_fresh');

    await lock(headers);
    const { code, remoteAddress } = await sendUnlockCode(headers, signedIn.email);
    expect((await unlockWithCode(headers, code, remoteAddress)).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/posts')).statusCode).toBe(200);
    const afterUnlock = await call(headers, 'POST', '/passkeys/registration/options');
    expect(afterUnlock.statusCode).toBe(403);
    expect(afterUnlock.json().error.code).toBe('proof_not_fresh');

    // A code on an open session proves nothing afresh either.
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const again = await sendUnlockCode(headers, signedIn.email);
    expect((await unlockWithCode(headers, again.code, again.remoteAddress)).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/passkeys/registration/options')).statusCode).toBe(403);

    // A new sign-in is.
    const fresh = await signInByEmail(t, signedIn.email);
    const added = await addPasskey(
      t,
      { authorization: `Bearer ${fresh.token}` },
      createSoftwareAuthenticator({ origin: ORIGIN }),
    );
    expect(added.name).toBe('My phone');
  });

  it('counts a passkey unlock as a fresh proof', async () => {
    const person = await personWithJournal();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(t, person.headers, authenticator);
    clock.advance(PASSKEY_FRESH_PROOF_MS + 1000);
    expect((await call(person.headers, 'POST', '/passkeys/registration/options')).statusCode).toBe(
      403,
    );
    await lock(person.headers);
    const body = await unlockAssertion(person.headers, authenticator);
    expect((await unlockWithPasskey(person.headers, body)).statusCode).toBe(200);
    expect((await call(person.headers, 'POST', '/passkeys/registration/options')).statusCode).toBe(
      200,
    );
  });

  it('proves afresh with a passkey on an open session too, without signing out', async () => {
    const person = await personWithJournal();
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(t, person.headers, authenticator);
    clock.advance(PASSKEY_FRESH_PROOF_MS + 1000);
    expect((await call(person.headers, 'POST', '/passkeys/registration/options')).statusCode).toBe(
      403,
    );
    const body = await unlockAssertion(person.headers, authenticator);
    expect((await unlockWithPasskey(person.headers, body)).statusCode).toBe(200);
    expect((await call(person.headers, 'POST', '/passkeys/registration/options')).statusCode).toBe(
      200,
    );
  });
});

describe("the device's idle lock", () => {
  const report = (headers: Headers, lockAfterMinutes: number | null, idleSeconds: number) =>
    call(headers, 'PUT', '/session/idle-lock', { lockAfterMinutes, idleSeconds });

  it("locks the session once the device's time has passed since its last reported use", async () => {
    const person = await personWithJournal();
    expect((await report(person.headers, 5, 0)).statusCode).toBe(200);
    expect((await call(person.headers, 'GET', '/session')).json().lockAfterMinutes).toBe(5);
    clock.advance(4 * MINUTE);
    expect((await report(person.headers, 5, 30)).statusCode).toBe(200);
    // Last use 3.5 minutes in: open until 8.5 minutes.
    clock.advance(4 * MINUTE + 29_000);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(200);
    clock.advance(1000);
    const locked = await call(person.headers, 'GET', '/posts');
    expect(locked.statusCode).toBe(423);
    expect(locked.body).not.toContain(person.post.title);
    // Locked for good: the time is not given back by a late report or by time.
    expect((await report(person.headers, 5, 0)).statusCode).toBe(423);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(423);
  });

  it('never takes the last use back: a report from a tab idle for longer changes nothing', async () => {
    const person = await personWithJournal();
    await report(person.headers, 1, 0);
    clock.advance(40_000);
    expect((await report(person.headers, 1, 0)).statusCode).toBe(200);
    // Another tab, hidden since before, tells of 50 idle seconds: the use 0 s ago stands.
    expect((await report(person.headers, 1, 50)).statusCode).toBe(200);
    clock.advance(55_000);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(200);
  });

  it('locks at once when the rule reported is already over for the last use it knows', async () => {
    const person = await personWithJournal();
    expect((await report(person.headers, 15, 0)).statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    const response = await report(person.headers, 1, 5 * 60);
    expect(response.statusCode).toBe(423);
    expect(response.json().error.code).toBe('session_locked');
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(423);
  });

  it('keeps no idle time for Never, however long the device sits', async () => {
    const person = await personWithJournal();
    await report(person.headers, 1, 0);
    expect((await report(person.headers, null, 0)).statusCode).toBe(200);
    clock.advance(6 * 24 * 60 * MINUTE);
    expect((await call(person.headers, 'GET', '/posts')).statusCode).toBe(200);
    expect((await call(person.headers, 'GET', '/session')).json().lockAfterMinutes).toBeNull();
  });

  it('refuses a time the profile does not offer, and an idle time out of range', async () => {
    const person = await personWithJournal();
    for (const body of [
      { lockAfterMinutes: 2, idleSeconds: 0 },
      { lockAfterMinutes: 0, idleSeconds: 0 },
      { lockAfterMinutes: 5, idleSeconds: -1 },
      { lockAfterMinutes: 5, idleSeconds: 1.5 },
      { lockAfterMinutes: 5 },
    ]) {
      expect((await call(person.headers, 'PUT', '/session/idle-lock', body)).statusCode).toBe(400);
    }
  });

  it('unlocks with the idle rule kept and the last use set to the unlock', async () => {
    const signedIn = await signInByEmail(t);
    const headers = { authorization: `Bearer ${signedIn.token}` };
    await report(headers, 1, 0);
    clock.advance(2 * MINUTE);
    expect((await call(headers, 'GET', '/posts')).statusCode).toBe(423);
    const { code, remoteAddress } = await sendUnlockCode(headers, signedIn.email);
    expect((await unlockWithCode(headers, code, remoteAddress)).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/posts')).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await call(headers, 'GET', '/posts')).statusCode).toBe(423);
  });
});

describe('the unlock routes are limited per client address, as verify-code is', () => {
  it('answers 429 past the limit, for codes and passkeys alike', async () => {
    const limited = await createTestApp({
      ipLimits: { sendPerWindow: 2, verifyPerWindow: 3, windowMs: 60_000 },
    });
    try {
      const lockedPerson = async () => {
        const user = await createUser(limited.db);
        const { token } = await createSession(limited.db, user.id, new Date());
        const headers = { authorization: `Bearer ${token}` };
        await limited.app.inject({ method: 'POST', url: '/api/v1/session/lock', headers });
        return headers;
      };
      const headers = await lockedPerson();
      const post = (url: string, payload: object, remoteAddress: string, as = headers) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          headers: as,
          payload,
          remoteAddress,
        });
      for (const [url, payload, max] of [
        ['/session/unlock/verify-code', { code: '000000' }, 3],
        ['/session/unlock/passkey/options', {}, 3],
        ['/session/unlock/passkey/verify', {}, 3],
      ] as const) {
        const client = uniqueIp();
        for (let i = 0; i < max; i++) {
          expect((await post(url, payload, client)).statusCode, url).not.toBe(429);
        }
        const over = await post(url, payload, client);
        expect(over.statusCode, url).toBe(429);
        expect(over.headers['retry-after'], url).toBeDefined();
      }
      // Sends: each person's first code from one client, the third over its limit of two.
      const client = uniqueIp();
      for (const expected of [200, 200, 429]) {
        const sent = await post('/session/unlock/send-code', {}, client, await lockedPerson());
        expect(sent.statusCode).toBe(expected);
      }
    } finally {
      await limited.close();
    }
  });
});
