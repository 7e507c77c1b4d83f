import { randomBytes, randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_COOLDOWN_MS,
  CODES_PER_CONTACT_PER_HOUR,
  CODES_TO_ONE_CONTACT_PER_HOUR,
  NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY,
  TEXTS_PER_NUMBER_PER_DAY,
} from '@app/domain/limits.ts';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loginCodes, loginFailureCounts } from '../../src/db/schema/login-codes.ts';
import { loginDevices } from '../../src/db/schema/login-devices.ts';
import { userContacts } from '../../src/db/schema/user-contacts.ts';
import {
  deleteDayOldLoginRecords,
  FAILURES_BEFORE_DELAY,
  MAX_FAILURE_DELAY_MS,
} from '../../src/modules/auth/auth.service.ts';
import { generateLoginCode } from '../../src/modules/auth/login-code-crypto.ts';
import { uniqueEmail, uniqueIp } from '../factories.ts';
import { codeFrom } from '../smtp-test-server.ts';
import { createTestApp, createTestClock, createTwilioTestApp, type TestApp } from '../test-app.ts';

/*
 * Promises 1, 3, 6, 8, 9, 10, 13, 14 (docs/security.md) and the log half of 40, beyond what
 * src/modules/auth/auth.routes.test.ts and test/reliability/login-privacy.test.ts prove.
 */

let clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = createTestClock();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const send = (app: TestApp, contact: string, remoteAddress = uniqueIp(), headers = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/send-code',
    payload: { contact },
    remoteAddress,
    headers,
  });

const verify = (
  app: TestApp,
  contact: string,
  code: string,
  remoteAddress = uniqueIp(),
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/verify-code',
    payload: { contact, code },
    remoteAddress,
    headers,
  });

/** Sends a code from `from` (a code works only for the client that asked for it) and reads it. */
async function sendAndRead(app: TestApp, contact: string, from: string) {
  const before = app.smtp.to(contact).length;
  const response = await send(app, contact, from);
  expect(response.statusCode, response.body).toBe(200);
  return codeFrom(await app.smtp.waitFor(contact, before + 1));
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function failuresOf(contact: string) {
  const [row] = await t.db
    .select()
    .from(loginFailureCounts)
    .where(eq(loginFailureCounts.contact, contact));
  return row?.consecutiveFailures ?? 0;
}

describe('the codes themselves', () => {
  it('are 6 digits, zero-padded, every first digit about as likely: 100,000 samples', () => {
    const firstDigits = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const code = generateLoginCode();
      expect(code).toMatch(/^\d{6}$/);
      firstDigits[Number(code[0])] = (firstDigits[Number(code[0])] ?? 0) + 1;
    }
    // 10 % each; one standard deviation is about 0.1 %, so 0.6 % is six of them.
    for (const count of firstDigits) {
      expect(count / 100_000).toBeGreaterThan(0.094);
      expect(count / 100_000).toBeLessThan(0.106);
    }
  });
});

describe('text messages', () => {
  it('sends at most 7 a day to one number however it is typed to browsers that never signed in by it, the 8th is 429', async () => {
    const own = createTestClock();
    const phoneApp = await createTwilioTestApp(t.app.log, { now: () => own.now() });
    try {
      const spellings = ['(415) 555-2671', '+1 415 555 2671', '4155552671', '415.555.2671'];
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i <= NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY; i++) {
        const response = await send(phoneApp, spellings[i % spellings.length] as string);
        statuses.push(response.statusCode);
        last = response.body;
        if (response.statusCode === 200) expect(response.json().contact).toBe('+14155552671');
        // Past the resend cooldown and spread over the day, so only the daily limit is left.
        own.advance(i % 5 === 4 ? 61 * 60 * 1000 : CODE_RESEND_COOLDOWN_MS);
      }
      expect(statuses).toEqual([...Array(NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY).fill(200), 429]);
      expect(JSON.parse(last).error.message).toMatch(/today/);
      expect(phoneApp.texts).toHaveLength(NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY);
      expect(new Set(phoneApp.texts.map((r) => r.form.get('To')))).toEqual(
        new Set(['+14155552671']),
      );
    } finally {
      await phoneApp.close();
    }
  });

  it('counts every text to a number whatever the cookie: a browser that signed in by it, asking from 15 addresses at once, brings the day to 10 and no further', async () => {
    const own = createTestClock();
    const phoneApp = await createTwilioTestApp(t.app.log, { now: () => own.now() });
    try {
      const number = `+1415556${String(randomInt(0, 10_000)).padStart(4, '0')}`;
      const home = uniqueIp();
      expect((await send(phoneApp, number, home)).statusCode).toBe(200);
      const code = /\b(\d{6})\b/.exec(phoneApp.texts.at(-1)?.form.get('Body') ?? '')?.[1] ?? '';
      const signedIn = await verify(phoneApp, number, code, home);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const device = signedIn.cookies.find((c) => c.name === 'login-device')?.value ?? '';
      own.advance(60 * 60 * 1000);
      const asks = await Promise.all(
        Array.from({ length: 15 }, () =>
          send(phoneApp, number, uniqueIp(), { cookie: `login-device=${device}` }),
        ),
      );
      const statuses = asks.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([
        ...Array(TEXTS_PER_NUMBER_PER_DAY - 1).fill(200),
        ...Array(15 - TEXTS_PER_NUMBER_PER_DAY + 1).fill(429),
      ]);
      expect(phoneApp.texts).toHaveLength(TEXTS_PER_NUMBER_PER_DAY);
      // A new browser waits until fewer than its 7 are left in the day, not for the first to go.
      const stranger = await send(phoneApp, number);
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBe(DAY_MS / 1000);
      // The day's texts free as they grow a day old: the sign-in's first, then the others.
      own.advance(DAY_MS - 1000);
      const knownAsk = () =>
        send(phoneApp, number, uniqueIp(), { cookie: `login-device=${device}` });
      expect((await knownAsk()).statusCode).toBe(200);
      const later = await knownAsk();
      expect(later.statusCode).toBe(429);
      expect(later.headers['retry-after']).toBe('1');
    } finally {
      await phoneApp.close();
    }
  });

  it('counts every code to an e-mail address whatever the cookie: a browser that signed in as it, asking from 130 addresses, gets the ceiling of every code and no more', async () => {
    const owner = uniqueEmail('owner');
    const home = uniqueIp();
    expect((await send(t, owner, home)).statusCode).toBe(200);
    const signedIn = await verify(t, owner, codeFrom(await t.smtp.waitFor(owner, 1)), home);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const device = signedIn.cookies.find((c) => c.name === 'login-device')?.value ?? '';
    let sent = 1;
    for (let i = 0; i < 130; i++) {
      const asked = await send(t, owner, uniqueIp(), { cookie: `login-device=${device}` });
      if (asked.statusCode === 200) sent += 1;
      else expect(asked.statusCode).toBe(429);
    }
    expect(sent).toBe(CODES_TO_ONE_CONTACT_PER_HOUR);
    await t.smtp.waitFor(owner, sent);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.to(owner)).toHaveLength(CODES_TO_ONE_CONTACT_PER_HOUR);
  });
});

describe('what a login left a day ago', () => {
  it('goes however much of it there is, a statement at a time', async () => {
    const own = await createTestApp();
    try {
      const longAgo = new Date('2026-01-01T00:00:00Z');
      const rows = Array.from({ length: 2_500 }, (_, i) => ({
        contact: `made-up-${i}@example.com`,
        contactType: 'email' as const,
        codeHash: 'x',
        createdAt: longAgo,
        expiresAt: longAgo,
      }));
      await own.db.insert(loginCodes).values(rows);
      await own.db
        .insert(loginFailureCounts)
        .values(
          rows.map(({ contact }) => ({ contact, consecutiveFailures: 1, lastFailureAt: longAgo })),
        );
      const deleted = await deleteDayOldLoginRecords(own.db, new Date('2026-01-03T00:00:00Z'));
      expect(deleted).toBe(5_000);
      expect(await own.db.$count(loginCodes)).toBe(0);
      expect(await own.db.$count(loginFailureCounts)).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('is let go of by every server, each hour and at start, a made-up contact among them; younger codes stay', async () => {
    const own = createTestClock();
    const codes = await createTestApp({ now: () => own.now() });
    try {
      const madeUp = uniqueEmail('nobody-asks-again');
      const recent = uniqueEmail('recent');
      const guesser = uniqueIp();
      const code = await sendAndRead(codes, madeUp, guesser);
      expect((await verify(codes, madeUp, wrongCodeFor(code), guesser)).statusCode).toBe(401);
      expect(
        await codes.db.$count(loginFailureCounts, eq(loginFailureCounts.contact, madeUp)),
      ).toBe(1);
      own.advance(DAY_MS - 60_000);
      expect((await send(codes, recent)).statusCode).toBe(200);
      own.advance(2 * 60_000);
      const anotherServer = await buildApp({
        config: codes.config,
        database: codes.database,
        logger: false,
        now: () => own.now(),
      });
      // Its sweep runs before it is ready.
      await anotherServer.ready();
      await anotherServer.close();
      expect(await codes.db.$count(loginCodes, eq(loginCodes.contact, madeUp))).toBe(0);
      expect(
        await codes.db.$count(loginFailureCounts, eq(loginFailureCounts.contact, madeUp)),
      ).toBe(0);
      expect(await codes.db.$count(loginCodes, eq(loginCodes.contact, recent))).toBe(1);
    } finally {
      await codes.close();
    }
  });
});

describe('single use under a race', () => {
  it('lets exactly one of 10 correct submissions in: one session, one person', async () => {
    const email = uniqueEmail();
    const browser = uniqueIp();
    const code = await sendAndRead(t, email, browser);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => verify(t, email, code, browser)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(401)]);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'invalid_code' } });
    }
    const people = await t.db.select().from(userContacts).where(eq(userContacts.contact, email));
    expect(people).toHaveLength(1);
    const sessions = await t.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${people[0]?.userId}`,
    );
    expect((sessions as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.contact, email));
    expect(row?.consumedAt).not.toBeNull();
  });
});

describe('wrong tries', () => {
  it('checks exactly 5 of 50 concurrent wrong tries, counts each, and the code is void, not just delayed', async () => {
    // All from the code's own client, so an address limit above 50 lets every one reach it.
    const roomy = await createTestApp({
      now: () => clock.now(),
      ipLimits: { sendPerWindow: 20, verifyPerWindow: 100, windowMs: 5 * 60 * 1000 },
    });
    try {
      const email = uniqueEmail();
      const browser = uniqueIp();
      const code = await sendAndRead(roomy, email, browser);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => verify(roomy, email, wrongCodeFor(code), browser)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(401));
      expect(results.filter((r) => r.json().error.code === 'code_void')).toHaveLength(1);
      const [row] = await roomy.db.select().from(loginCodes).where(eq(loginCodes.contact, email));
      expect(row?.wrongAttempts).toBe(CODE_MAX_WRONG_TRIES);
      expect(row?.consumedAt).toBeNull();
      const [count] = await roomy.db
        .select()
        .from(loginFailureCounts)
        .where(eq(loginFailureCounts.contact, email));
      expect(count?.consecutiveFailures).toBe(CODE_MAX_WRONG_TRIES);

      // Take the account-wide count away: the right code still fails, because the code is void.
      await roomy.db.delete(loginFailureCounts).where(eq(loginFailureCounts.contact, email));
      const right = await verify(roomy, email, code, browser);
      expect(right.statusCode).toBe(401);
      expect(right.json().success).toBe(false);
    } finally {
      await roomy.close();
    }
  });

  it('resets the count on success only: after a success, 9 more failures are not slowed', async () => {
    const email = uniqueEmail();
    const browser = uniqueIp();
    let code = await sendAndRead(t, email, browser);
    for (let i = 0; i < 4; i++) await verify(t, email, wrongCodeFor(code), browser);
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    code = await sendAndRead(t, email, browser);
    for (let i = 0; i < 4; i++) await verify(t, email, wrongCodeFor(code), browser);
    // A new code is no success: the count goes on across codes.
    expect(await failuresOf(email)).toBe(8);
    expect((await verify(t, email, code, browser)).statusCode).toBe(200);
    expect(await failuresOf(email)).toBe(0);

    // 9 more wrong tries, at most 4 on each code so that no code goes void.
    for (let failures = 0; failures < FAILURES_BEFORE_DELAY - 1; ) {
      clock.advance(CODE_RESEND_COOLDOWN_MS);
      code = await sendAndRead(t, email, browser);
      for (let i = 0; i < 4 && failures < FAILURES_BEFORE_DELAY - 1; i++, failures++) {
        expect((await verify(t, email, wrongCodeFor(code), browser)).statusCode).toBe(401);
      }
    }
    expect(await failuresOf(email)).toBe(FAILURES_BEFORE_DELAY - 1);
    // Had the success not reset it, this would be the 18th failure in a row, long delayed.
    expect((await verify(t, email, code, browser)).statusCode).toBe(200);
  });

  it('counts no try that finds no live code: nothing to guess, nothing counted', async () => {
    const email = uniqueEmail();
    const browser = uniqueIp();
    for (let i = 0; i < 25; i++) {
      const response = await verify(t, email, '000000', browser);
      expect(response.json().error.code).toBe('invalid_code');
    }
    expect(await failuresOf(email)).toBe(0);
  });

  it('never locks: after 1,000 failures the owner gets a code, and it works at once', async () => {
    const email = uniqueEmail();
    await t.db.insert(loginFailureCounts).values({
      contact: email,
      consecutiveFailures: 1000,
      lastFailureAt: clock.now(),
    });
    const browser = uniqueIp();
    const code = await sendAndRead(t, email, browser);
    expect((await verify(t, email, code, browser)).statusCode).toBe(200);
    expect(await failuresOf(email)).toBe(0);
  });
});

describe('no outsider can hold a login shut', () => {
  const MINUTE = 60_000;

  /**
   * Where test time starts: noon, so an attack of half an hour stays within one day, and
   * tomorrow's, ahead of the real clock. PGlite's PostgreSQL reads Date too, and a clock set
   * back would leave its timeouts due months away (test/fail-on-timer-overflow.ts).
   */
  function noonTomorrow(): Date {
    const noon = new Date();
    noon.setUTCDate(noon.getUTCDate() + 1);
    noon.setUTCHours(12, 0, 0, 0);
    return noon;
  }

  it('16 addresses attacking for 30 minutes: the owner still gets a code and signs in, and no wait is over 15 minutes', async () => {
    // The app's clock and the per-address limits' clock (Date) both follow test time.
    vi.useFakeTimers({ toFake: ['Date'], now: noonTomorrow() });
    const app = await createTestApp({ now: () => new Date() });
    try {
      const victim = uniqueEmail('victim');
      const attackers = Array.from({ length: 16 }, () => uniqueIp());
      const mailed = () => new Set(app.smtp.to(victim).map((mail) => codeFrom(mail)));
      // Attackers never see a code; leaving the mailed ones out keeps their guesses wrong.
      const guess = () => {
        const known = mailed();
        for (;;) {
          const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
          if (!known.has(candidate)) return candidate;
        }
      };
      const STEP = 30_000;
      const ownerAsksAt = [1, 8, 15, 22, 29].map((minutes) => minutes * MINUTE);
      let owner: { address: string; code: string; askedAt: number } | undefined;
      let signIns = 0;
      let longestWaitSeconds = 0;
      const statuses = new Set<number>();

      // The attack goes on until the last owner has signed in.
      for (let elapsed = 0; elapsed < 30 * MINUTE || owner; elapsed += STEP) {
        for (const attacker of attackers) {
          statuses.add((await send(app, victim, attacker)).statusCode);
          // As many guesses as the limits let through, until one is refused.
          for (let i = 0; i < 31; i++) {
            const response = await verify(app, victim, guess(), attacker);
            statuses.add(response.statusCode);
            if (response.statusCode === 429) {
              const wait = Number(response.headers['retry-after']);
              longestWaitSeconds = Math.max(longestWaitSeconds, wait);
              break;
            }
          }
        }
        if (owner && elapsed - owner.askedAt >= MINUTE) {
          // A minute after asking, with the attack going on all along.
          const signedIn = await verify(app, victim, owner.code, owner.address);
          expect(signedIn.statusCode, `owner asking at ${owner.askedAt / MINUTE} min`).toBe(200);
          signIns += 1;
          owner = undefined;
        }
        if (ownerAsksAt.includes(elapsed)) {
          const address = uniqueIp();
          owner = { address, code: await sendAndRead(app, victim, address), askedAt: elapsed };
        }
        vi.setSystemTime(Date.now() + STEP);
      }
      expect(signIns).toBe(ownerAsksAt.length);
      expect([...statuses].sort()).toEqual([200, 401, 429]);
      // The attack drove the count to the longest wait, and no wait went past it.
      expect(longestWaitSeconds).toBe(MAX_FAILURE_DELAY_MS / 1000);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  }, 180_000);

  it('24 addresses attacking for 10 minutes spend the ceiling: a new browser is refused, the owner browser that signed in before gets a code and signs in each time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: noonTomorrow() });
    const app = await createTestApp({ now: () => new Date() });
    try {
      const victim = uniqueEmail('victim');
      const home = uniqueIp();
      const first = await verify(app, victim, await sendAndRead(app, victim, home), home);
      const device = first.cookies.find((c) => c.name === 'login-device')?.value ?? '';
      expect(device).not.toBe('');
      const cookie = { cookie: `login-device=${device}` };
      const attackers = Array.from({ length: 24 }, () => uniqueIp());
      const STEP = 30_000;
      const ownerAsksAt = [3, 6, 9].map((minutes) => minutes * MINUTE);
      let signIns = 0;
      for (let elapsed = 0; elapsed <= 10 * MINUTE; elapsed += STEP) {
        for (const attacker of attackers) {
          await send(app, victim, attacker);
          await verify(app, victim, wrongCodeFor(generateLoginCode()), attacker);
        }
        if (ownerAsksAt.includes(elapsed)) {
          // The ceiling is spent for anyone else: a new browser is refused.
          expect((await send(app, victim)).statusCode).toBe(429);
          const address = uniqueIp();
          const before = app.smtp.to(victim).length;
          const asked = await send(app, victim, address, cookie);
          expect(asked.statusCode, `owner at ${elapsed / MINUTE} min: ${asked.body}`).toBe(200);
          const code = codeFrom(await app.smtp.waitFor(victim, before + 1));
          const signedIn = await verify(app, victim, code, address, cookie);
          expect(signedIn.statusCode, signedIn.body).toBe(200);
          signIns += 1;
        }
        vi.setSystemTime(Date.now() + STEP);
      }
      expect(signIns).toBe(ownerAsksAt.length);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  }, 180_000);
});

describe('a browser that signed in before (docs/security.md, promises 8, 9 and 14: device cookies)', () => {
  const DEVICE = 'login-device';
  const withDevice = (token: string) => ({ cookie: `${DEVICE}=${token}` });
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === DEVICE)?.value;

  /** Signs in from a fresh address; `read` returns the newest code sent to the contact. */
  async function signIn(app: TestApp, contact: string, read: () => Promise<string>) {
    const address = uniqueIp();
    expect((await send(app, contact, address)).statusCode).toBe(200);
    const verified = await verify(app, contact, await read(), address);
    expect(verified.statusCode, verified.body).toBe(200);
    const device = deviceOf(verified);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { token: verified.json().token as string, device: device ?? '' };
  }

  it("past the day's texts, made-up numbers get none (503 texts_paused) while e-mail still works, and a browser that signed in by text before still gets its own", async () => {
    const own = createTestClock();
    const phoneApp = await createTwilioTestApp(t.app.log, {
      now: () => own.now(),
      email: true,
      env: { TEXTS_PER_DAY: '3' },
    });
    try {
      const readText = async () =>
        /\b(\d{6})\b/.exec(phoneApp.texts.at(-1)?.form.get('Body') ?? '')?.[1] ?? '';
      const [ownerNumber, ...madeUp] = [
        '+14155552671',
        '+14155552672',
        '+14155552673',
        '+14155552674',
      ];
      const owner = await signIn(phoneApp, ownerNumber as string, readText);
      for (const number of madeUp.slice(0, 2)) {
        expect((await send(phoneApp, number)).statusCode).toBe(200);
      }
      expect(phoneApp.texts).toHaveLength(3);

      const paused = await send(phoneApp, madeUp[2] as string);
      expect(paused.statusCode, paused.body).toBe(503);
      expect(paused.json().error.code).toBe('texts_paused');
      expect(paused.headers['retry-after']).toBe('3600');
      own.advance(CODE_RESEND_COOLDOWN_MS);
      // The owner's number from a browser that never signed in with it is a stranger's ask.
      expect((await send(phoneApp, ownerNumber as string)).statusCode).toBe(503);
      expect(phoneApp.texts).toHaveLength(3);
      expect((await send(phoneApp, uniqueEmail('by-mail'))).statusCode).toBe(200);

      const address = uniqueIp();
      const ownText = await send(
        phoneApp,
        ownerNumber as string,
        address,
        withDevice(owner.device),
      );
      expect(ownText.statusCode, ownText.body).toBe(200);
      expect(phoneApp.texts).toHaveLength(4);
      const signedIn = await verify(
        phoneApp,
        ownerNumber as string,
        await readText(),
        address,
        withDevice(owner.device),
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // A day on, the texts of the day before no longer count.
      own.advance(24 * 60 * 60 * 1000);
      expect((await send(phoneApp, madeUp[2] as string)).statusCode).toBe(200);
    } finally {
      await phoneApp.close();
    }
  });

  it("a browser that signed in by text before spends none of the day's texts for strangers", async () => {
    const own = createTestClock();
    const phoneApp = await createTwilioTestApp(t.app.log, {
      now: () => own.now(),
      env: { TEXTS_PER_DAY: '2' },
    });
    try {
      const readText = async () =>
        /\b(\d{6})\b/.exec(phoneApp.texts.at(-1)?.form.get('Body') ?? '')?.[1] ?? '';
      const ownerNumber = '+14155552681';
      // Its first sign-in is a stranger's ask: one of the two.
      const owner = await signIn(phoneApp, ownerNumber, readText);
      const address = uniqueIp();
      for (let ask = 0; ask < 3; ask++) {
        own.advance(CODE_RESEND_COOLDOWN_MS);
        const text = await send(phoneApp, ownerNumber, address, withDevice(owner.device));
        expect(text.statusCode, text.body).toBe(200);
      }
      expect(phoneApp.texts).toHaveLength(4);

      expect((await send(phoneApp, '+14155552682')).statusCode).toBe(200);
      const paused = await send(phoneApp, '+14155552683');
      expect(paused.statusCode, paused.body).toBe(503);
      expect(paused.json().error.code).toBe('texts_paused');
      expect(phoneApp.texts).toHaveLength(5);
    } finally {
      await phoneApp.close();
    }
  });

  it('40 addresses spend the ceiling: the owner browser that signed in before (and out) still gets a code and signs in; a new browser, a forged cookie or another contact cookie get 429', async () => {
    const owner = uniqueEmail('owner');
    let mails = 0;
    const readMail = async () => codeFrom(await t.smtp.waitFor(owner, ++mails));
    const first = await signIn(t, owner, readMail);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(deviceOf(out)).toBeUndefined();
    const other = uniqueEmail('other');
    const othersDevice = (await signIn(t, other, async () => codeFrom(await t.smtp.waitFor(other))))
      .device;

    const attackers = Array.from({ length: 40 }, () => uniqueIp());
    for (let round = 0; round < 3; round++) {
      for (const attacker of attackers) {
        if ((await send(t, owner, attacker)).statusCode === 200) mails += 1;
      }
      clock.advance(CODE_RESEND_COOLDOWN_MS);
    }
    // The owner's own sign-in and the attackers' codes fill the ceiling.
    expect(mails).toBe(CODES_PER_CONTACT_PER_HOUR);
    await t.smtp.waitFor(owner, mails);

    // The ceiling is real for everyone else, whatever cookie they bring.
    const forged = randomBytes(32).toString('base64url');
    for (const headers of [{}, withDevice(othersDevice), withDevice(forged)]) {
      const refused = await send(t, owner, uniqueIp(), headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(429);
    }

    // The owner's browser, on a network it never used, signs in with the attack going on.
    const address = uniqueIp();
    const asked = await send(t, owner, address, withDevice(first.device));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ success: true, contact: owner, contactType: 'email' });
    const signedIn = await verify(t, owner, await readMail(), address, withDevice(first.device));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Renewed, not replaced: the same browser keeps the same cookie.
    expect(deviceOf(signedIn)).toBe(first.device);
    // Its own limits still hold: the cooldown answers a second ask at once.
    expect((await send(t, owner, address, withDevice(first.device))).statusCode).toBe(429);
  });

  it('strangers drove the failure count up: a typo from the browser that signed in before is not slowed, from a new browser it is', async () => {
    const owner = uniqueEmail('owner');
    let mails = 0;
    const readMail = async () => codeFrom(await t.smtp.waitFor(owner, ++mails));
    const { device } = await signIn(t, owner, readMail);
    await t.db
      .insert(loginFailureCounts)
      .values({ contact: owner, consecutiveFailures: 20, lastFailureAt: clock.now() });

    const fresh = uniqueIp();
    expect((await send(t, owner, fresh)).statusCode).toBe(200);
    const freshCode = await readMail();
    expect((await verify(t, owner, wrongCodeFor(freshCode), fresh)).statusCode).toBe(401);
    expect((await verify(t, owner, freshCode, fresh)).statusCode).toBe(429);

    const known = uniqueIp();
    expect((await send(t, owner, known, withDevice(device))).statusCode).toBe(200);
    const code = await readMail();
    const typo = await verify(t, owner, wrongCodeFor(code), known, withDevice(device));
    expect(typo.statusCode).toBe(401);
    const right = await verify(t, owner, code, known, withDevice(device));
    expect(right.statusCode, right.body).toBe(200);
  });

  it('a number whose texts for new browsers strangers spent: the owner browser still gets one; another gets 429; after the account is deleted the cookie gives nothing', async () => {
    const own = createTestClock();
    const phoneApp = await createTwilioTestApp(t.app.log, { now: () => own.now() });
    try {
      const number = `+1415555${String(randomInt(0, 10_000)).padStart(4, '0')}`;
      const readText = async () => {
        const body = phoneApp.texts.at(-1)?.form.get('Body') ?? '';
        return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
      };
      const owner = await signIn(phoneApp, number, readText);
      for (let i = 1; i < NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY; i++) {
        expect((await send(phoneApp, number)).statusCode).toBe(200);
      }
      expect(phoneApp.texts).toHaveLength(NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY);
      expect((await send(phoneApp, number)).statusCode).toBe(429);

      const address = uniqueIp();
      expect((await send(phoneApp, number, address, withDevice(owner.device))).statusCode).toBe(
        200,
      );
      const signedIn = await verify(
        phoneApp,
        number,
        await readText(),
        address,
        withDevice(owner.device),
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // The account goes, and with it everything that says this browser signed in before.
      const deleted = await phoneApp.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/current',
        headers: { authorization: `Bearer ${signedIn.json().token}` },
        payload: { name: number },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await phoneApp.db.$count(loginDevices, eq(loginDevices.contact, number))).toBe(0);
      own.advance(CODE_RESEND_COOLDOWN_MS);
      for (let i = 0; i < NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY; i++) {
        expect((await send(phoneApp, number)).statusCode).toBe(200);
      }
      const after = await send(phoneApp, number, uniqueIp(), withDevice(owner.device));
      expect(after.statusCode).toBe(429);
    } finally {
      await phoneApp.close();
    }
  });
});

describe('per-address limit on verify', () => {
  const thirtyOneVerifies = async (
    app: TestApp,
    request: (i: number) => { remoteAddress: string; forwardedFor?: string },
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { remoteAddress, forwardedFor } = request(i);
      const response = await verify(
        app,
        uniqueEmail(),
        '000000',
        remoteAddress,
        forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      );
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('without TRUST_PROXY, a rotating forged X-Forwarded-For bypasses neither send nor verify', async () => {
    const ip = uniqueIp();
    const verifies = await thirtyOneVerifies(t, () => ({
      remoteAddress: ip,
      forwardedFor: uniqueIp(),
    }));
    expect(verifies.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(verifies[30]).toBe(429);

    const sender = uniqueIp();
    const sends: number[] = [];
    for (let i = 0; i < 21; i++) {
      sends.push(
        (await send(t, uniqueEmail(), sender, { 'x-forwarded-for': uniqueIp() })).statusCode,
      );
    }
    expect(sends.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(sends[20]).toBe(429);
  });

  it('counts an IPv6 /64 as one address: rotating inside it bypasses neither send nor verify', async () => {
    const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
    const inPrefix = () =>
      `${prefix}:${Array.from({ length: 4 }, () => randomInt(0, 0xffff).toString(16)).join(':')}`;
    const verifies = await thirtyOneVerifies(t, () => ({ remoteAddress: inPrefix() }));
    expect(verifies.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(verifies[30]).toBe(429);

    // The per-requester code limits count the /64 as one requester too.
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await send(t, email, inPrefix())).statusCode).toBe(200);
      clock.advance(CODE_RESEND_COOLDOWN_MS);
    }
    const sixth = await send(t, email, inPrefix());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(/last hour/);
    // An IPv4 client written as IPv4-mapped IPv6 is the same client.
    const v4 = uniqueIp();
    expect((await send(t, email, v4)).statusCode).toBe(200);
    expect((await send(t, email, `::ffff:${v4}`)).statusCode).toBe(429);
  });

  it('with TRUST_PROXY naming the proxy, the client it reports is limited and forged hops are not', async () => {
    const proxy = '10.250.250.250';
    const behindProxy = await createTestApp({}, { TRUST_PROXY: proxy });
    try {
      // Through the proxy, many different clients: each is its own address.
      const clients = await thirtyOneVerifies(behindProxy, () => ({
        remoteAddress: proxy,
        forwardedFor: uniqueIp(),
      }));
      expect(clients).toEqual(Array(31).fill(401));

      // One client rotating a forged first hop: the proxy appends the real address.
      const real = uniqueIp();
      const forged = await thirtyOneVerifies(behindProxy, () => ({
        remoteAddress: proxy,
        forwardedFor: `${uniqueIp()}, ${real}`,
      }));
      expect(forged[30]).toBe(429);

      // Straight from an address that is not the proxy, the header counts for nothing.
      const direct = uniqueIp();
      const bypass = await thirtyOneVerifies(behindProxy, () => ({
        remoteAddress: direct,
        forwardedFor: uniqueIp(),
      }));
      expect(bypass[30]).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('with TRUST_PROXY=true, the forwarded address is the client (the proxy owns the header)', async () => {
    const trusting = await createTestApp({}, { TRUST_PROXY: 'true' });
    try {
      const proxy = uniqueIp();
      const many = await thirtyOneVerifies(trusting, () => ({
        remoteAddress: proxy,
        forwardedFor: uniqueIp(),
      }));
      expect(many).toEqual(Array(31).fill(401));
      const client = uniqueIp();
      const one = await thirtyOneVerifies(trusting, () => ({
        remoteAddress: uniqueIp(),
        forwardedFor: client,
      }));
      expect(one[30]).toBe(429);
    } finally {
      await trusting.close();
    }
  });
});

describe('hostile addresses', () => {
  const HOSTILE = [
    '"e@attacker.com"@victim.com',
    '"e"@victim.com',
    'e@attacker.com@victim.com',
    'a@x.com,b@y.com',
    'a@x.com;b@y.com',
    'a@x.com b@y.com',
    'Victim <a@victim.com>',
    '<a@victim.com>',
    'a＠example.com',
    'a﹫example.com',
    'a@example.com\r\nBcc: b@example.com',
    'a@example.com\rBcc: b@example.com',
    'a@example.com\nBcc: b@example.com',
    'a\r\n@example.com',
    'a@example.com%0d%0aBcc:b@example.com',
    'a(comment)@example.com',
    'a@example.com(comment)',
    'a@[127.0.0.1]',
    'a@127.0.0.1',
    'a@localhost',
    'a\u0000@example.com',
    'a\t@example.com',
    'ä@example.com',
    'a@exämple.com',
    '.a@example.com',
    'a..b@example.com',
    'a@-example.com',
    '=?utf-8?q?a=40attacker.com?=@victim.com',
    `${'x'.repeat(250)}@example.com`,
  ];

  it('refuses each with 400 in the error shape, on send and on verify, and sends nothing', async () => {
    const before = t.smtp.messages.length;
    for (const contact of HOSTILE) {
      const sent = await send(t, contact);
      expect(sent.statusCode, JSON.stringify(contact)).toBe(400);
      expect(sent.json().error.code, JSON.stringify(contact)).toMatch(/^invalid_/);
      const verified = await verify(t, contact, '123456');
      expect(verified.statusCode, JSON.stringify(contact)).toBe(400);
      expect(verified.json().success).toBe(false);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.messages.length).toBe(before);
    // Nothing was recorded for them either.
    const codes = await t.db.select({ contact: loginCodes.contact }).from(loginCodes);
    for (const { contact } of codes) {
      expect(HOSTILE.map((h) => h.toLowerCase())).not.toContain(contact);
    }
  });

  it('trims surrounding white space, line breaks included, to the one plain address', async () => {
    const email = uniqueEmail();
    const sent = await send(t, `  ${email.toUpperCase()}\r\n`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().contact).toBe(email);
    const mail = await t.smtp.waitFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).not.toMatch(/^bcc:/im);
  });
});

describe('logs', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    return { lines, stream };
  }

  /** A secret found as a whole token (a code inside a longer run of digits is not the code). */
  const containsToken = (text: string, secret: string) =>
    new RegExp(`(?<![A-Za-z0-9_-])${secret.replace(/[-]/g, '\\-')}(?![A-Za-z0-9_-])`).test(text);

  it.each(['debug', 'trace'])(
    'hold no code and no token at LOG_LEVEL=%s through a whole login, use and logout',
    async (level) => {
      const { lines, stream } = capture();
      const own = createTestClock();
      const app = await createTestApp(
        { logger: { level, stream }, now: () => own.now() },
        { LOG_LEVEL: level },
      );
      try {
        const email = uniqueEmail();
        const ip = uniqueIp();
        await send(app, email, ip);
        const first = codeFrom(await app.smtp.waitFor(email));
        const wrong = wrongCodeFor(first);
        expect((await verify(app, email, wrong, ip)).statusCode).toBe(401);
        expect((await verify(app, email, first, ip)).statusCode).toBe(200);
        expect((await verify(app, email, first, ip)).statusCode).toBe(401); // used once already
        // A second login, so a browser cookie and a bearer token are both in play.
        own.advance(CODE_RESEND_COOLDOWN_MS);
        await send(app, email, ip);
        const second = codeFrom(await app.smtp.waitFor(email, 2));
        const login = await verify(app, email, second, ip);
        expect(login.statusCode).toBe(200);
        const token = login.json().token as string;
        const cookie = login.cookies.find((c) => c.name === 'session')?.value ?? '';
        expect(cookie).toBe(token);
        const bearer = { authorization: `Bearer ${token}` };
        const cookieHeaders = { cookie: `session=${token}`, 'x-requested-with': 'XMLHttpRequest' };
        expect(
          (await app.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer }))
            .statusCode,
        ).toBe(200);
        await app.app.inject({
          method: 'PUT',
          url: '/api/v1/users/current',
          headers: cookieHeaders,
          payload: { city: 'Oslo' },
        });
        await app.app.inject({
          method: 'POST',
          url: '/api/v1/posts',
          headers: { ...cookieHeaders, origin: 'https://evil.example' },
          payload: { category: 'journal' },
        });
        await app.app.inject({ method: 'POST', url: '/api/v1/logout', headers: cookieHeaders });
        expect(
          (await app.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer }))
            .statusCode,
        ).toBe(401);

        const logs = lines.join('');
        expect(lines.length).toBeGreaterThan(10);
        for (const [what, secret] of [
          ['first code', first],
          ['second code', second],
          ['wrong code', wrong],
          ['session token', token],
        ] as const) {
          expect(containsToken(logs, secret), `${what} in the ${level} log`).toBe(false);
        }
      } finally {
        await app.close();
      }
    },
  );

  it('hold no code when the mail server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('550 5.1.1 Mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as { port: number }).port;
    const { lines, stream } = capture();
    const app = await createTestApp(
      { logger: { level: 'trace', stream } },
      { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'trace' },
    );
    try {
      const email = uniqueEmail();
      const response = await send(app, email);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('delivery_failed');
      const logs = lines.join('');
      expect(logs).toMatch(/login code delivery failed/);
      // The code never reached anyone, so look for what a code looks like next to the text.
      expect(logs).not.toMatch(/\d{6} is your/);
      expect(logs).not.toMatch(/login code\. It works once/);
      const [row] = await app.db.select().from(loginCodes).where(eq(loginCodes.contact, email));
      expect(row).toBeDefined();
    } finally {
      await app.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
