import { CODE_RECENTLY_SENT, CODE_RESEND_COOLDOWN_MS } from '@app/domain/limits.ts';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoCodeInPreview } from '../../../test/code-messages.ts';
import { createUser, signInByEmail, uniqueEmail, uniqueIp } from '../../../test/factories.ts';
import { codeFrom } from '../../../test/smtp-test-server.ts';
import {
  createTestApp,
  createTestClock,
  createTwilioTestApp,
  type TestApp,
} from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { failureDelayMs, MAX_FAILURE_DELAY_MS } from './auth.service.ts';

const MINUTE = 60_000;
let clock = createTestClock();
let t: TestApp;
/** The address of the browser a test signs in from: a code works only where it was asked for. */
let here = uniqueIp();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = createTestClock();
  here = uniqueIp();
});

function sendCode(contact: string, remoteAddress = here) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/send-code',
    payload: { contact, contactType: 'email' },
    remoteAddress,
  });
}

function verifyCode(contact: string, code: string, remoteAddress = here) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/verify-code',
    payload: { contact, contactType: 'email', code },
    remoteAddress,
  });
}

async function sendAndRead(contact: string, remoteAddress = here) {
  const before = t.smtp.to(contact).length;
  const response = await sendCode(contact, remoteAddress);
  expect(response.statusCode).toBe(200);
  return codeFrom(await t.smtp.waitFor(contact, before + 1));
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('send-code', () => {
  it('mails a 6-digit code in its text, never in its subject or its preview', async () => {
    const email = uniqueEmail();
    const response = await sendCode(email.toUpperCase());
    expect(response.json()).toEqual({ success: true, contact: email, contactType: 'email' });
    const received = await t.smtp.waitFor(email);
    const code = codeFrom(received);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe('Your Inner Compass login code');
    expect(mail.text).toContain(`Your login code:\n\n${code}\n`);
    expectNoCodeInPreview(mail.subject ?? '', mail.text ?? '', code);
  });

  it('writes the message in the language the page asks for, English by default', async () => {
    const spanish = uniqueEmail();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-code',
      payload: { contact: spanish, contactType: 'email', language: 'es' },
      remoteAddress: uniqueIp(),
    });
    expect(asked.statusCode).toBe(200);
    const received = await t.smtp.waitFor(spanish);
    const code = codeFrom(received);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe('Tu código para entrar en Inner Compass');
    expect(mail.text).toContain(`Tu código para entrar:\n\n${code}\n`);
    expect(mail.text).toContain('Sirve una vez, durante 10 minutos');
    expectNoCodeInPreview(mail.subject ?? '', mail.text ?? '', code);

    const english = uniqueEmail();
    expect((await sendCode(english)).statusCode).toBe(200);
    const englishMail = await simpleParser((await t.smtp.waitFor(english)).raw);
    expect(englishMail.text).toContain('It works once, for 10 minutes');

    const before = t.smtp.messages.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-code',
      payload: { contact: uniqueEmail(), contactType: 'email', language: 'fr' },
      remoteAddress: uniqueIp(),
    });
    expect(unknown.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.messages.length).toBe(before);
  });

  it('refuses what is neither a phone nor an e-mail, and hostile addresses, sending nothing', async () => {
    const before = t.smtp.messages.length;
    for (const contact of [
      'hello',
      '"e@attacker.com"@victim.com',
      'a@x.com,b@y.com',
      'a＠example.com',
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com\nb',
      'a@b@example.com',
    ]) {
      const response = await sendCode(contact);
      expect(response.statusCode, contact).toBe(400);
      expect(response.json().error.code).toBe('invalid_contact');
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.messages.length).toBe(before);
  });

  it('answers alike for known and unknown contacts', async () => {
    const known = await createUser(t.db);
    const unknown = uniqueEmail();
    const a = await sendCode(known.contact.contact);
    const b = await sendCode(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort());
    expect(a.json().success).toBe(b.json().success);
  });

  it('answers a resend within the wait alike for known and unknown contacts', async () => {
    const known = await createUser(t.db);
    const unknown = uniqueEmail();
    await sendAndRead(known.contact.contact);
    await sendAndRead(unknown);
    const a = await sendCode(known.contact.contact);
    const b = await sendCode(unknown);
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(429);
    expect(a.headers['retry-after']).toBe(b.headers['retry-after']);
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort());
    expect(a.json().error).toEqual(b.json().error);
    expect(a.json().error.code).toBe(CODE_RECENTLY_SENT);
  });

  it('waits 30 s before a resend, with Retry-After, and sends only one message', async () => {
    const email = uniqueEmail();
    await sendAndRead(email);
    clock.advance(CODE_RESEND_COOLDOWN_MS - 1000);
    const early = await sendCode(email);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(early.json().error.message).toMatch(/wait|another in/i);
    expect(early.json().error.code).toBe(CODE_RECENTLY_SENT);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(email)).toHaveLength(1);
    clock.advance(1000);
    expect((await sendCode(email)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour and 10 a day to one contact from one requester, and the owner still gets one', async () => {
    const email = uniqueEmail();
    const stranger = uniqueIp();
    const ownerSignsIn = async () => {
      const owner = uniqueIp();
      const signedIn = await verifyCode(email, await sendAndRead(email, owner), owner);
      expect(signedIn.statusCode).toBe(200);
    };
    for (let i = 0; i < 5; i++) {
      await sendAndRead(email, stranger);
      clock.advance(CODE_RESEND_COOLDOWN_MS);
    }
    const sixth = await sendCode(email, stranger);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/last hour/);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(email)).toHaveLength(5);
    await ownerSignsIn();

    clock.advance(60 * MINUTE);
    for (let i = 0; i < 5; i++) {
      await sendAndRead(email, stranger);
      clock.advance(CODE_RESEND_COOLDOWN_MS);
    }
    clock.advance(60 * MINUTE);
    const eleventh = await sendCode(email, stranger);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.message).toMatch(/today/);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(email)).toHaveLength(11);
    await ownerSignsIn();
  });

  it('keeps a ceiling per contact above what 16 requesters can spend', async () => {
    const email = uniqueEmail();
    // 20 requesters, 5 codes each: the hundredth code reaches the ceiling.
    const requesters = Array.from({ length: 20 }, () => uniqueIp());
    for (let round = 0; round < 5; round++) {
      for (const requester of requesters) {
        expect((await sendCode(email, requester)).statusCode).toBe(200);
      }
      clock.advance(CODE_RESEND_COOLDOWN_MS);
    }
    const over = await sendCode(email, uniqueIp());
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/last hour/);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(email)).toHaveLength(100);
  });

  it('limits sends per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sendCode(uniqueEmail(), ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('verify-code', () => {
  it('keeps the language of the page signed in on, for messages no page asks for', async () => {
    const email = uniqueEmail();
    const languageOf = async (id: string) =>
      (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
        ?.language;
    const verifyIn = (code: string, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/verify-code',
        payload: { contact: email, contactType: 'email', code, ...(language ? { language } : {}) },
        remoteAddress: here,
      });

    const first = await verifyIn(await sendAndRead(email));
    const id: string = first.json().data._id;
    expect(await languageOf(id)).toBe('en');
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    expect((await verifyIn(await sendAndRead(email), 'es')).statusCode).toBe(200);
    expect(await languageOf(id)).toBe('es');
    // A client that does not say keeps what was kept; one that says something else is refused.
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    expect((await verifyIn(await sendAndRead(email))).statusCode).toBe(200);
    expect(await languageOf(id)).toBe('es');
    expect((await verifyIn('000000', 'fr')).statusCode).toBe(400);
  });

  it('creates the person on the first success, and signs the same person in later', async () => {
    const email = uniqueEmail();
    const first = await verifyCode(email, await sendAndRead(email));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.contacts).toEqual([{ contact: email, contactType: 'email' }]);
    expect(body.data.moderator).toBe(false);

    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const second = await verifyCode(email, await sendAndRead(email));
    expect(second.json().data._id).toBe(body.data._id);
  });

  it('accepts a code at 9:59 and refuses it at 10:01', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    clock.advance(9 * MINUTE + 59_000);
    expect((await verifyCode(email, code)).statusCode).toBe(200);

    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const later = await sendAndRead(email);
    clock.advance(10 * MINUTE + 1000);
    const expired = await verifyCode(email, later);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ success: false, error: { code: 'invalid_code' } });
  });

  it('works once only', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    expect((await verifyCode(email, code)).statusCode).toBe(200);
    const again = await verifyCode(email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it('creates exactly one session when 10 correct submissions race', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    const results = await Promise.all(Array.from({ length: 10 }, () => verifyCode(email, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.db.execute(
      sql`select count(*)::int as n from sessions s join user_contacts c on c.user_id = s.user_id where c.contact = ${email}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('voids the older code when a new one is sent', async () => {
    const email = uniqueEmail();
    const a = await sendAndRead(email);
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const b = await sendAndRead(email);
    if (a === b) return; // one in a million: the test proves nothing then
    expect((await verifyCode(email, a)).statusCode).toBe(401);
    expect((await verifyCode(email, b)).statusCode).toBe(200);
  });

  it('is bound to its contact', async () => {
    const x = uniqueEmail('x');
    const y = uniqueEmail('y');
    const codeForX = await sendAndRead(x);
    await sendAndRead(y);
    expect((await verifyCode(y, codeForX)).statusCode).toBe(401);
  });

  it('voids a code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    for (let i = 0; i < 4; i++) {
      expect((await verifyCode(email, wrongCodeFor(code))).json().error.code).toBe('invalid_code');
    }
    const fifth = await verifyCode(email, wrongCodeFor(code));
    expect(fifth.json().error.code).toBe('code_void');
    expect((await verifyCode(email, code)).statusCode).toBe(401);
  });

  it('checks no more than 5 of 30 concurrent wrong tries, and counts each one it checks', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    // 30: the whole allowance of one address, all from the client the code was sent to.
    const results = await Promise.all(
      Array.from({ length: 30 }, () => verifyCode(email, wrongCodeFor(code))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(401));
    const rows = await t.db.execute(
      sql`select c.wrong_attempts as tries, c.consumed_at as consumed, f.consecutive_failures as failures
          from login_codes c join login_failure_counts f using (contact) where contact = ${email}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { tries: 5, consumed: null, failures: 5 },
    ]);
  });

  it('works only for the requester that asked for it: others neither use it nor count', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    expect((await verifyCode(email, code, uniqueIp())).json().error.code).toBe('invalid_code');
    for (let i = 0; i < 20; i++) {
      const guess = await verifyCode(email, wrongCodeFor(code), uniqueIp());
      expect(guess.json().error.code).toBe('invalid_code');
    }
    const rows = await t.db.execute(
      sql`select count(*)::int as n from login_failure_counts where contact = ${email}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await verifyCode(email, code)).statusCode).toBe(200);
  });

  it('slows tries after 10 consecutive failures across codes; a refused try does not count', async () => {
    const email = uniqueEmail();
    let code = await sendAndRead(email);
    for (let i = 0; i < 4; i++) await verifyCode(email, wrongCodeFor(code));
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    code = await sendAndRead(email);
    for (let i = 0; i < 4; i++) await verifyCode(email, wrongCodeFor(code));
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    code = await sendAndRead(email);
    await verifyCode(email, wrongCodeFor(code));
    await verifyCode(email, wrongCodeFor(code)); // the 10th consecutive failure
    const slowed = await verifyCode(email, code);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(failureDelayMs(10) / 1000);
    // Refused tries are not counted, so they do not make the wait longer.
    clock.advance(failureDelayMs(10) - 1);
    for (let i = 0; i < 5; i++) expect((await verifyCode(email, code)).statusCode).toBe(429);
    clock.advance(1);
    expect((await verifyCode(email, code)).statusCode).toBe(200);
  });

  it('never shuts a contact for more than 15 minutes, and the count decays', async () => {
    const email = uniqueEmail();
    // A long run of failures, just made.
    await t.db.execute(
      sql`insert into login_failure_counts (contact, consecutive_failures, last_failure_at)
          values (${email}, 100, ${clock.now().toISOString()})`,
    );
    let code = await sendAndRead(email);
    expect((await verifyCode(email, wrongCodeFor(code))).statusCode).toBe(401);
    const slowed = await verifyCode(email, code);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(MAX_FAILURE_DELAY_MS / 1000);
    // An hour without failures halves the count four times (101 -> 6): no wait at all.
    clock.advance(60 * MINUTE);
    code = await sendAndRead(email);
    expect((await verifyCode(email, wrongCodeFor(code))).statusCode).toBe(401);
    expect((await verifyCode(email, code)).statusCode).toBe(200);
  });

  it('limits verifies per client address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await verifyCode(uniqueEmail(), '000000', ip)).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verify-code',
        payload: { contact: uniqueEmail(), code: '000000' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': uniqueIp() },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('stores neither the code nor its plain hash', async () => {
    const email = uniqueEmail();
    const code = await sendAndRead(email);
    const dump = JSON.stringify(
      await t.db.execute(sql`select * from login_codes where contact = ${email}`),
    );
    const { createHash } = await import('node:crypto');
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(createHash('sha256').update(code).digest('hex'));
  });
});

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax cookie on the whole site and stores only the token hash', async () => {
    const email = uniqueEmail();
    const response = await verifyCode(email, await sendAndRead(email));
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const token = response.json().token as string;
    const dump = JSON.stringify(await t.db.execute(sql`select * from sessions`));
    expect(dump).not.toContain(token);
  });

  it('logout ends the session on the server at once', async () => {
    const person = await signInByEmail(t);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/users/current',
        headers: { cookie: person.cookie },
      });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie: person.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('refuses forged tokens with 401 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: { authorization: 'Bearer forged-token-forged-token-forged-token-xx' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please log in.' } });
  });

  it('expires after 7 idle days and after 30 days whatever the use', async () => {
    const email = uniqueEmail();
    const { token } = (await verifyCode(email, await sendAndRead(email))).json();
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/users/current',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let day = 0; day < 4; day++) {
      clock.advance(6 * 24 * 60 * MINUTE);
      expect((await me()).statusCode, `day ${(day + 1) * 6}`).toBe(200);
    }
    clock.advance(6 * 24 * 60 * MINUTE + MINUTE); // day 30 and a minute
    expect((await me()).statusCode).toBe(401);

    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const fresh = (await verifyCode(email, await sendAndRead(email))).json().token as string;
    clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
    const idle = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(idle.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state change from a foreign Origin', async () => {
    const person = await signInByEmail(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: { cookie: person.cookie, origin: 'https://evil.example', 'x-requested-with': 'x' },
      payload: { name: 'Hacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
  });

  it('refuses a cookie-authenticated change that shows no sign of coming from our pages', async () => {
    const person = await signInByEmail(t);
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: { cookie: person.cookie },
      payload: { name: 'Hacked' },
    });
    expect(bare.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: { cookie: person.cookie, origin: 'http://localhost:3000' },
      payload: { name: 'Ada' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json().data.name).toBe('Ada');
  });

  it('lets bearer-token clients change state without the header', async () => {
    const person = await signInByEmail(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { city: 'Lisbon' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('login by mobile number', () => {
  it('texts the code through Twilio to the E.164 number and signs the person in', async () => {
    const phoneApp = await createTwilioTestApp(t.app.log);
    try {
      const sent = await phoneApp.app.inject({
        method: 'POST',
        url: '/api/v1/send-code',
        payload: { contact: '(415) 555-2671', contactType: 'phone' },
      });
      expect(sent.json()).toEqual({ success: true, contact: '+14155552671', contactType: 'phone' });
      const text = phoneApp.texts[0]?.form;
      expect(text?.get('To')).toBe('+14155552671');
      const code = /\d{6}/.exec(text?.get('Body') ?? '')?.[0] ?? '';
      const verified = await phoneApp.app.inject({
        method: 'POST',
        url: '/api/v1/verify-code',
        payload: { contact: '+1 415 555 2671', contactType: 'phone', code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.contacts).toEqual([
        { contact: '+14155552671', contactType: 'phone' },
      ]);
      const byMail = await phoneApp.app.inject({
        method: 'POST',
        url: '/api/v1/send-code',
        payload: { contact: 'someone@example.com' },
      });
      expect(byMail.statusCode).toBe(400);
      expect(byMail.json().error.code).toBe('channel_unavailable');
    } finally {
      await phoneApp.close();
    }
  });
});

describe('in production', () => {
  it('uses a Secure __Host- cookie and sends HSTS', async () => {
    const prod = await createTestApp(
      {},
      { NODE_ENV: 'production', APP_URL: 'https://app.example' },
    );
    try {
      const email = uniqueEmail();
      await prod.app.inject({
        method: 'POST',
        url: '/api/v1/send-code',
        payload: { contact: email },
      });
      const code = codeFrom(await prod.smtp.waitFor(email));
      const verified = await prod.app.inject({
        method: 'POST',
        url: '/api/v1/verify-code',
        payload: { contact: email, code },
      });
      const setCookie = String(verified.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-session=/);
      expect(setCookie).toMatch(/Secure/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(verified.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const token = verified.json().token as string;
      const me = await prod.app.inject({
        method: 'GET',
        url: '/api/v1/users/current',
        cookies: { '__Host-session': token },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('MODERATOR_CONTACTS', () => {
  it('makes the listed contacts moderators when they sign in, and no one else', async () => {
    const withModerators = await createTestApp({}, { MODERATOR_CONTACTS: 'Mod@Example.com' });
    try {
      const moderator = await signInByEmail(withModerators, 'mod@example.com');
      const other = await signInByEmail(withModerators);
      const me = (token: string) =>
        withModerators.app.inject({
          method: 'GET',
          url: '/api/v1/users/current',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await me(moderator.token)).json().data.moderator).toBe(true);
      expect((await me(other.token)).json().data.moderator).toBe(false);
    } finally {
      await withModerators.close();
    }
  });
});
