import { createHash } from 'node:crypto';
import {
  PASSKEY_ADDS_PER_PERSON_PER_DAY,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_FRESH_PROOF_MS,
} from '@app/domain/limits.ts';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addPasskey,
  createUser,
  passkeyAssertion,
  signInByEmail,
  uniqueIp,
} from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { createSoftwareAuthenticator } from '../../../test/webauthn-authenticator.ts';
import { loginDevices } from '../../db/schema/login-devices.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { createSession, SESSION_IDLE_MS } from './sessions.service.ts';

const ORIGIN = 'http://localhost:3000';
const SECOND = 1000;
let clock = createTestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock.now(),
    ipLimits: { sendPerWindow: 1000, verifyPerWindow: 1000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = createTestClock();
});

const authenticator = (options: Partial<Parameters<typeof createSoftwareAuthenticator>[0]> = {}) =>
  createSoftwareAuthenticator({ origin: ORIGIN, ...options });

/** A person signed in just now on the app's clock (a fresh proof), by bearer token. */
async function freshPerson() {
  const user = await createUser(t.db);
  const { token, sessionId } = await createSession(t.db, user.id, clock.now());
  return { user, sessionId, headers: { authorization: `Bearer ${token}` } };
}

const signIn = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/passkeys/authentication/verify',
    payload: body,
    headers,
    remoteAddress: uniqueIp(),
  });

const askRegistration = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/passkeys/registration/options', headers });

const finishRegistration = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/passkeys/registration/verify', headers, payload });

const sessionsOf = (userId: string) => t.db.$count(sessions, eq(sessions.userId, userId));

async function whoIs(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/users/current',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential with user verification and PRF, for the app host', async () => {
    const person = await freshPerson();
    const first = authenticator();
    const added = await addPasskey(t, person.headers, first);
    const response = await askRegistration(person.headers);
    expect(response.statusCode).toBe(200);
    const options = response.json().data;
    expect(options.rp).toEqual({ name: 'Inner Compass', id: 'localhost' });
    expect(options.user.name).toBe(person.user.contact.contact);
    // The user handle is the person's id, never a contact.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(person.user.id);
    expect(options.authenticatorSelection).toEqual({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    });
    expect(options.attestation).toBe('none');
    expect(options.extensions).toEqual({ credProps: true, prf: {} });
    expect(options.timeout).toBe(PASSKEY_CHALLENGE_TTL_MS);
    // The passkey already added is excluded, so one authenticator is not registered twice.
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, added._id));
    expect(options.excludeCredentials).toEqual([
      { id: row?.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('stores the public key, counter, flags and whether PRF is enabled, and no PRF output', async () => {
    const person = await freshPerson();
    const synced = authenticator({ synced: true, prf: true });
    const options = (await askRegistration(person.headers)).json().data;
    const response = synced.register(options);
    const secretOutput = Buffer.from('prf-output-that-must-not-be-kept').toString('base64url');
    const withOutput = {
      ...response,
      clientExtensionResults: { prf: { enabled: true, results: { first: secretOutput } } },
    };
    const added = await finishRegistration(person.headers, {
      name: ' Laptop ',
      response: withOutput,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      name: 'Laptop',
      created: clock.now().toISOString(),
      lastUsed: null,
      deviceType: 'multiDevice',
      backedUp: true,
      prfSupported: true,
    });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, person.user.id));
    expect(row?.credentialId).toBe(response.id);
    expect(row?.counter).toBe(1);
    const dump = JSON.stringify(
      await t.db.execute(sql`select to_jsonb(p)::text as row from passkeys p`),
    );
    expect(dump).not.toContain(secretOutput);

    const bound = await addPasskey(t, person.headers, authenticator(), 'Key');
    expect(bound).toMatchObject({
      deviceType: 'singleDevice',
      backedUp: false,
      prfSupported: false,
    });
  });

  it('is refused without a fresh proof: a session older than 10 minutes, at options or verify', async () => {
    const person = await freshPerson();
    clock.advance(PASSKEY_FRESH_PROOF_MS - SECOND);
    const options = await askRegistration(person.headers);
    expect(options.statusCode).toBe(200);
    clock.advance(2 * SECOND);
    const late = await finishRegistration(person.headers, {
      name: 'Phone',
      response: authenticator().register(options.json().data),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('proof_not_fresh');
    expect((await askRegistration(person.headers)).statusCode).toBe(403);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, person.user.id))).toBe(0);
    expect((await askRegistration({})).statusCode).toBe(401);
  });

  it('takes a challenge only from the person it was made for, once, within 5 minutes', async () => {
    const person = await freshPerson();
    const other = await freshPerson();
    const options = (await askRegistration(person.headers)).json().data;
    const made = authenticator().register(options);
    const stolen = await finishRegistration(other.headers, { name: 'Mine', response: made });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('passkey_not_added');
    // The other person's try does not spend it; the owner's use does.
    expect(
      (await finishRegistration(person.headers, { name: 'A', response: made })).statusCode,
    ).toBe(200);
    expect(
      (await finishRegistration(person.headers, { name: 'B', response: made })).statusCode,
    ).toBe(400);

    const expiring = (await askRegistration(person.headers)).json().data;
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + SECOND);
    const late = await finishRegistration(person.headers, {
      name: 'Late',
      response: authenticator().register(expiring),
    });
    expect(late.statusCode).toBe(400);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, person.user.id))).toBe(1);
  });

  it('refuses a credential made for another origin or without the challenge it was given', async () => {
    const person = await freshPerson();
    const options = (await askRegistration(person.headers)).json().data;
    const foreign = authenticator().register(options, 'http://evil.example');
    expect(
      (await finishRegistration(person.headers, { name: 'X', response: foreign })).statusCode,
    ).toBe(400);
    const forged = authenticator().register({ ...options, challenge: 'bm90LW91cnM' });
    expect(
      (await finishRegistration(person.headers, { name: 'X', response: forged })).statusCode,
    ).toBe(400);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, person.user.id))).toBe(0);
  });

  it('tells the person at their first contact, in their language, and names no passkey', async () => {
    const person = await freshPerson();
    const address = person.user.contact.contact;
    const before = t.smtp.to(address).length;
    await addPasskey(t, person.headers, authenticator(), 'Secret laptop');
    const mail = await simpleParser((await t.smtp.waitFor(address, before + 1)).raw);
    expect(mail.subject).toBe('A passkey was added to your Inner Compass account');
    expect(mail.text).toContain(
      `(${clock.now().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    );
    expect(mail.text).toContain('http://localhost:3000/profile');
    expect(mail.text).not.toContain('Secret laptop');

    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, person.user.id));
    await addPasskey(t, person.headers, authenticator());
    const spanish = await simpleParser((await t.smtp.waitFor(address, before + 2)).raw);
    expect(spanish.subject).toBe('Se ha añadido una llave de acceso a tu cuenta de Inner Compass');

    // A refused registration tells nobody anything.
    const options = (await askRegistration(person.headers)).json().data;
    const foreign = authenticator().register(options, 'http://evil.example');
    expect(
      (await finishRegistration(person.headers, { name: 'X', response: foreign })).statusCode,
    ).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(address)).toHaveLength(before + 2);
  });

  it('takes at most 10 tries a day from one person, each added passkey sending a notice', async () => {
    const person = await freshPerson();
    const address = person.user.contact.contact;
    for (let i = 0; i < PASSKEY_ADDS_PER_PERSON_PER_DAY; i++) {
      await addPasskey(t, person.headers, authenticator(), `Key ${i}`);
    }
    await t.smtp.waitFor(address, PASSKEY_ADDS_PER_PERSON_PER_DAY);
    const options = (await askRegistration(person.headers)).json().data;
    const over = await finishRegistration(person.headers, {
      name: 'One more',
      response: authenticator().register(options),
    });
    expect(over.statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(address)).toHaveLength(PASSKEY_ADDS_PER_PERSON_PER_DAY);
    // Someone else is not held by it.
    const other = await freshPerson();
    await addPasskey(t, other.headers, authenticator());
  });

  it('answers a credential id already registered as any other refusal, never telling it is taken', async () => {
    const owner = await freshPerson();
    const taken = (await addPasskey(t, owner.headers, authenticator())) as { _id: string };
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, taken._id));
    const person = await freshPerson();
    const claiming = await finishRegistration(person.headers, {
      name: 'Mine',
      response: authenticator().register(
        (await askRegistration(person.headers)).json().data,
        ORIGIN,
        row?.credentialId,
      ),
    });
    const expired = (await askRegistration(person.headers)).json().data;
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + SECOND);
    const refused = await finishRegistration(person.headers, {
      name: 'Mine',
      response: authenticator().register(expired),
    });
    expect(refused.statusCode).toBe(400);
    expect(claiming.statusCode).toBe(refused.statusCode);
    expect(claiming.json()).toEqual(refused.json());
    expect(await t.db.$count(passkeys, eq(passkeys.userId, person.user.id))).toBe(0);
  });
});

describe('signing in with a passkey', () => {
  it('makes a session exactly as a code does: cookies, token, device, and the passkey named', async () => {
    const person = await signInByEmail(t);
    const headers = { cookie: person.cookie, 'x-requested-with': 'XMLHttpRequest' };
    const phone = authenticator();
    const added = await addPasskey(t, headers, phone);
    clock.advance(60 * SECOND);

    const response = await signIn(await passkeyAssertion(t, phone, {}), {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data._id).toBe(person.userId);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.find((c) => c.name === 'login-device')?.httpOnly).toBe(true);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(await whoIs(body.token)).toBe(200);

    const [session] = await t.db.select().from(sessions).where(eq(sessions.passkeyId, added._id));
    expect(session?.userId).toBe(person.userId);
    expect(await t.db.$count(loginDevices, eq(loginDevices.userId, person.userId))).toBe(2);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, added._id));
    expect(row?.lastUsedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row?.counter).toBe(2);
  });

  it('never lets another authenticator in, with its own key or claiming my credential', async () => {
    const person = await freshPerson();
    const mine = authenticator();
    await addPasskey(t, person.headers, mine);
    const stranger = authenticator();
    stranger.register({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'eA' } });
    expect((await signIn(await passkeyAssertion(t, stranger))).statusCode).toBe(401);

    // The stranger's signature under my credential id (and my user handle).
    const claimed = await passkeyAssertion(t, stranger);
    const myAssertion = mine.assert({ challenge: 'eA', rpId: 'localhost' });
    claimed.response = {
      ...claimed.response,
      id: myAssertion.id,
      rawId: myAssertion.rawId,
      response: { ...claimed.response.response, userHandle: myAssertion.response.userHandle },
    };
    const refused = await signIn(claimed);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('passkey_refused');
    expect(await sessionsOf(person.user.id)).toBe(1);
  });

  it('refuses a replayed assertion, and a challenge used twice, even at once', async () => {
    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    const assertion = await passkeyAssertion(t, phone);
    expect((await signIn(assertion)).statusCode).toBe(200);
    expect((await signIn(assertion)).statusCode).toBe(401);

    // A second, newer signature over the same challenge.
    const options = (
      await t.app.inject({ method: 'POST', url: '/api/v1/passkeys/authentication/options' })
    ).json().data;
    expect((await signIn({ response: phone.assert(options) })).statusCode).toBe(200);
    expect((await signIn({ response: phone.assert(options) })).statusCode).toBe(401);
    // Nor in another spelling of the same bytes (the last character's two spare bits).
    const last = options.challenge.at(-1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${options.challenge.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(
      Buffer.from(options.challenge, 'base64url'),
    );
    const again = { response: phone.assert({ ...options, challenge: respelled }) };
    expect((await signIn(again)).statusCode).toBe(401);

    const racing = (
      await t.app.inject({ method: 'POST', url: '/api/v1/passkeys/authentication/options' })
    ).json().data;
    const bodies = Array.from({ length: 8 }, () => ({ response: phone.assert(racing) }));
    const statuses = (await Promise.all(bodies.map((body) => signIn(body)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await sessionsOf(person.user.id)).toBe(1 + 3);
  });

  it('accepts a challenge at 4:59 and refuses it at 5:01', async () => {
    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    const inTime = await passkeyAssertion(t, phone);
    clock.advance(PASSKEY_CHALLENGE_TTL_MS - SECOND);
    expect((await signIn(inTime)).statusCode).toBe(200);
    const late = await passkeyAssertion(t, phone);
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + SECOND);
    expect((await signIn(late)).statusCode).toBe(401);
  });

  it('refuses a signature counter that does not move forward, unless the authenticator keeps none', async () => {
    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    expect((await signIn(await passkeyAssertion(t, phone, { counter: 5 }))).statusCode).toBe(200);
    expect((await signIn(await passkeyAssertion(t, phone, { counter: 4 }))).statusCode).toBe(401);
    expect((await signIn(await passkeyAssertion(t, phone, { counter: 5 }))).statusCode).toBe(401);
    expect((await signIn(await passkeyAssertion(t, phone, { counter: 6 }))).statusCode).toBe(200);

    const counterless = authenticator({ keepsCounter: false, synced: true });
    await addPasskey(t, person.headers, counterless);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(await passkeyAssertion(t, counterless))).statusCode).toBe(200);
    }
  });

  it('refuses another origin, and a user handle that is not the passkey owner', async () => {
    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    const foreign = await passkeyAssertion(t, phone, { origin: 'http://localhost:3001' });
    expect((await signIn(foreign)).statusCode).toBe(401);
    const other = await freshPerson();
    const handle = await passkeyAssertion(t, phone);
    handle.response.response.userHandle = Buffer.from(other.user.id).toString('base64url');
    expect((await signIn(handle)).statusCode).toBe(401);
    expect(await sessionsOf(other.user.id)).toBe(1);
  });

  it('ends like any session: at logout, and after 7 idle days', async () => {
    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    const first = (await signIn(await passkeyAssertion(t, phone))).json().token;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await whoIs(first)).toBe(401);

    const second = (await signIn(await passkeyAssertion(t, phone))).json().token;
    clock.advance(SESSION_IDLE_MS + SECOND);
    expect(await whoIs(second)).toBe(401);
  });

  it('gives everyone the same options, naming no credential', async () => {
    const person = await freshPerson();
    await addPasskey(t, person.headers, authenticator());
    const ask = (headers: Record<string, string>, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/passkeys/authentication/options',
        headers,
        remoteAddress: uniqueIp(),
        ...(payload ? { payload } : {}),
      });
    const answers = [
      await ask({}),
      await ask(person.headers),
      await ask({}, { contact: person.user.contact.contact }),
      await ask({}, { contact: 'nobody-here@example.com' }),
    ];
    const shapes = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      const { challenge, ...rest } = answer.json().data;
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return rest;
    });
    for (const shape of shapes) {
      expect(shape).toEqual({
        rpId: 'localhost',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        userVerification: 'required',
      });
    }
    expect(new Set(answers.map((a) => a.json().data.challenge)).size).toBe(4);
  });

  it('keeps none of the challenges it hands out, and a spent one only as its hash', async () => {
    // Options are open to anyone: asking for them writes nothing, whoever asks and how often.
    const before = await t.db.$count(webauthnChallenges);
    const asks = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/passkeys/authentication/options',
          remoteAddress: uniqueIp(),
        }),
      ),
    );
    expect(asks.map((ask) => ask.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.db.$count(webauthnChallenges)).toBe(before);

    const person = await freshPerson();
    const phone = authenticator();
    await addPasskey(t, person.headers, phone);
    const assertion = await passkeyAssertion(t, phone);
    expect((await signIn(assertion)).statusCode).toBe(200);
    const { challenge } = JSON.parse(
      Buffer.from(assertion.response.response.clientDataJSON, 'base64url').toString(),
    );
    const rows = await t.db.select().from(webauthnChallenges);
    expect(JSON.stringify(rows)).not.toContain(challenge);
    expect(rows.map((r) => r.challengeHash)).toContain(
      createHash('sha256').update(challenge).digest('hex'),
    );
  });
});

describe('my passkeys', () => {
  it('are listed, renamed and removed by me alone: 404 to anyone else', async () => {
    const owner = await freshPerson();
    const other = await freshPerson();
    const mine = await addPasskey(t, owner.headers, authenticator(), 'Phone');
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/passkeys', headers });
    expect((await list(owner.headers)).json().data.map((p: { _id: string }) => p._id)).toEqual([
      mine._id,
    ]);
    expect((await list(other.headers)).json().data).toEqual([]);

    const rename = (headers: Record<string, string>, id: string, name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/passkeys/${id}`, headers, payload: { name } });
    const remove = (headers: Record<string, string>, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/passkeys/${id}`, headers });
    expect((await rename(other.headers, mine._id, 'Taken')).statusCode).toBe(404);
    expect((await remove(other.headers, mine._id)).statusCode).toBe(404);
    expect((await rename(owner.headers, 'not-an-id', 'X')).statusCode).toBe(404);
    expect((await remove(owner.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await rename(owner.headers, mine._id, '   ')).statusCode).toBe(400);

    const renamed = await rename(owner.headers, mine._id.toUpperCase(), 'Work phone');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ _id: mine._id, name: 'Work phone' });
    expect((await remove(owner.headers, mine._id)).statusCode).toBe(204);
    expect((await list(owner.headers)).json().data).toEqual([]);
  });

  it('say which one signed the asking session in: removing that one signs this device out', async () => {
    const owner = await freshPerson();
    const phone = authenticator();
    const added = await addPasskey(t, owner.headers, phone, 'Phone');
    expect(added.signedInThisSession).toBe(false);
    // Listed oldest first.
    clock.advance(SECOND);
    const laptop = await addPasskey(t, owner.headers, authenticator(), 'Laptop');
    const inUse = (headers: Record<string, string>) =>
      t.app
        .inject({ method: 'GET', url: '/api/v1/passkeys', headers })
        .then((r) =>
          r
            .json()
            .data.map((p: { name: string; signedInThisSession: boolean }) => [
              p.name,
              p.signedInThisSession,
            ]),
        );
    // The session a code made names none of them.
    expect(await inUse(owner.headers)).toEqual([
      ['Phone', false],
      ['Laptop', false],
    ]);

    const byPhone = {
      authorization: `Bearer ${(await signIn(await passkeyAssertion(t, phone))).json().token}`,
    };
    expect(await inUse(byPhone)).toEqual([
      ['Phone', true],
      ['Laptop', false],
    ]);
    const rename = (id: string, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/passkeys/${id}`,
        headers: byPhone,
        payload: { name },
      });
    expect((await rename(added._id, 'My phone')).json().data.signedInThisSession).toBe(true);
    expect((await rename(laptop._id, 'My laptop')).json().data.signedInThisSession).toBe(false);
    // Another person's session never sees my passkey as theirs.
    const other = await freshPerson();
    expect(await inUse(other.headers)).toEqual([]);
  });

  it('once removed, signs in nowhere at once, and the sessions it made end', async () => {
    const owner = await freshPerson();
    const phone = authenticator();
    const added = await addPasskey(t, owner.headers, phone);
    const madeByIt = (await signIn(await passkeyAssertion(t, phone))).json().token;
    expect(await whoIs(madeByIt)).toBe(200);
    const pending = await passkeyAssertion(t, phone);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/passkeys/${added._id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await whoIs(madeByIt)).toBe(401);
    expect((await signIn(pending)).statusCode).toBe(401);
    expect((await signIn(await passkeyAssertion(t, phone))).statusCode).toBe(401);
    // The session that removed it was made by a code: it stays.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/passkeys', headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('go with the account, with the challenges made for it', async () => {
    const owner = await freshPerson();
    await addPasskey(t, owner.headers, authenticator());
    await askRegistration(owner.headers);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      headers: owner.headers,
      payload: { name: owner.user.contact.contact },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, owner.user.id))).toBe(0);
    expect(
      await t.db.$count(webauthnChallenges, eq(webauthnChallenges.userId, owner.user.id)),
    ).toBe(0);
  });
});

describe('the passkey sign-in routes are limited per client address', () => {
  it('answers 429 past the limit, for options and for verify', async () => {
    const limited = await createTestApp({
      ipLimits: { sendPerWindow: 3, verifyPerWindow: 3, windowMs: 60_000 },
    });
    try {
      for (const url of [
        '/api/v1/passkeys/authentication/options',
        '/api/v1/passkeys/authentication/verify',
      ]) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const response = await limited.app.inject({
            method: 'POST',
            url,
            remoteAddress: '203.0.113.9',
            payload: {},
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.at(-1), url).toBe(429);
        expect(statuses.slice(0, 3), url).not.toContain(429);
      }
    } finally {
      await limited.close();
    }
  });
});
