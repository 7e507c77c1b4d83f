import { CODE_RESEND_COOLDOWN_MS } from '@app/domain/limits.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../../test/factories.ts';
import { codeFrom } from '../../../test/smtp-test-server.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { SESSION_TRUSTED_MS, SessionCache } from './session-cache.ts';
import { hashSessionToken } from './sessions.service.ts';

const clock = createTestClock();
let t: TestApp;
// A second server on the same database, as behind a load balancer.
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
  other = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    now: () => clock.now(),
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

type Server = TestApp['app'];
const currentUser = async (server: Server, token: string) =>
  (
    await server.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

/** Ends a session the way no server would notice: the trigger that notifies is switched off. */
async function deleteSessionsUnnoticed(userId: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
  });
}

// The clock never moves in these tests unless a test says so: no remembered session runs out on
// its own, so each 401 below comes from the database's notification. It usually arrives within
// milliseconds; the wait is long enough for a loaded machine, and proves nothing about time.
const NOTIFIED = { timeout: 10_000, interval: 5 };

/** Changes a session the way no server would notice: the trigger that notifies is switched off. */
async function lockSessionsUnnoticed(userId: string, at: Date) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update sessions set locked_at = ${at} where user_id = ${userId}`);
  });
}

describe('the session cache', () => {
  it('serves a remembered session without asking the database, for at most SESSION_TRUSTED_MS', async () => {
    const person = await signInByEmail(t);
    expect(await currentUser(t.app, person.token)).toBe(200);
    await deleteSessionsUnnoticed(person.userId);
    expect(await currentUser(t.app, person.token)).toBe(200);
    clock.advance(SESSION_TRUSTED_MS);
    expect(await currentUser(t.app, person.token)).toBe(401);
  });

  it('refuses on every server, within SESSION_TRUSTED_MS, a session ended or locked where no notification told it', async () => {
    const ended = await signInByEmail(t);
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const locked = await signInByEmail(t);
    for (const server of [t.app, other]) {
      expect(await currentUser(server, ended.token)).toBe(200);
      expect(await currentUser(server, locked.token)).toBe(200);
    }
    await deleteSessionsUnnoticed(ended.userId);
    await lockSessionsUnnoticed(locked.userId, clock.now());
    clock.advance(SESSION_TRUSTED_MS - 1);
    for (const server of [t.app, other]) {
      expect(await currentUser(server, ended.token)).toBe(200);
      expect(await currentUser(server, locked.token)).toBe(200);
    }
    clock.advance(1);
    for (const server of [t.app, other]) {
      expect(await currentUser(server, ended.token)).toBe(401);
      expect(await currentUser(server, locked.token)).toBe(423);
    }
  });

  it('forgets a session ended through another server at once', async () => {
    const person = await signInByEmail(t);
    expect(await currentUser(t.app, person.token)).toBe(200);
    expect(await currentUser(other, person.token)).toBe(200);
    const logout = await other.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await currentUser(other, person.token)).toBe(401);
    await expect.poll(() => currentUser(t.app, person.token), NOTIFIED).toBe(401);
  });

  it('signs out every session of an account deleted through another server', async () => {
    const person = await signInByEmail(t);
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const secondDevice = await signInByEmail(t, person.email);
    for (const token of [person.token, secondDevice.token]) {
      expect(await currentUser(t.app, token)).toBe(200);
      expect(await currentUser(other, token)).toBe(200);
    }
    const deleted = await other.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { name: person.email },
    });
    expect(deleted.statusCode).toBe(204);
    for (const token of [person.token, secondDevice.token]) {
      expect(await currentUser(other, token)).toBe(401);
      await expect.poll(() => currentUser(t.app, token), NOTIFIED).toBe(401);
    }
  });

  it('re-reads a session whose expiry the database changed', async () => {
    const person = await signInByEmail(t);
    expect(await currentUser(t.app, person.token)).toBe(200);
    await t.db.execute(
      sql`update sessions set expires_at = ${clock.now()} where user_id = ${person.userId}`,
    );
    await expect.poll(() => currentUser(t.app, person.token), NOTIFIED).toBe(401);
  });

  it('locks and unlocks a session on every server at once (decision 0047)', async () => {
    const person = await signInByEmail(t);
    const headers = { authorization: `Bearer ${person.token}` };
    expect(await currentUser(t.app, person.token)).toBe(200);
    expect(await currentUser(other, person.token)).toBe(200);
    const locked = await other.inject({ method: 'POST', url: '/api/v1/session/lock', headers });
    expect(locked.statusCode).toBe(200);
    expect(await currentUser(other, person.token)).toBe(423);
    await expect.poll(() => currentUser(t.app, person.token), NOTIFIED).toBe(423);

    // Unlocked through the first server (a code from the person's mail): open on both.
    clock.advance(CODE_RESEND_COOLDOWN_MS);
    const before = t.smtp.to(person.email).length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/unlock/send-code',
      headers,
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitFor(person.email, before + 1));
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/unlock/verify-code',
      headers,
      payload: { code },
    });
    expect(unlocked.statusCode).toBe(200);
    expect(await currentUser(t.app, person.token)).toBe(200);
    await expect.poll(() => currentUser(other, person.token), NOTIFIED).toBe(200);
  });

  it("carries a new idle rule to every server, and each locks when the device's time is up", async () => {
    const person = await signInByEmail(t);
    const headers = { authorization: `Bearer ${person.token}` };
    expect(await currentUser(other, person.token)).toBe(200);
    const reported = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/idle-lock',
      headers,
      payload: { lockAfterMinutes: 1, idleSeconds: 0 },
    });
    expect(reported.statusCode).toBe(200);
    // The other server forgets the row it kept (no idle rule), so the rule holds there too.
    clock.advance(30_000);
    expect(await currentUser(other, person.token)).toBe(200);
    // A use reported to one server moves the idle time on for the other, which asks again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/idle-lock',
      headers,
      payload: { lockAfterMinutes: 1, idleSeconds: 0 },
    });
    clock.advance(45_000);
    expect(await currentUser(other, person.token)).toBe(200);
    clock.advance(15_000);
    expect(await currentUser(other, person.token)).toBe(423);
    await expect.poll(() => currentUser(t.app, person.token), NOTIFIED).toBe(423);
  });

  it('does not keep a row read before a session ended', async () => {
    const cache = await SessionCache.start(t.database);
    try {
      const now = clock.now();
      const row = {
        id: 'read-early',
        userId: 'someone',
        lastUsedAt: now,
        expiresAt: now,
        lockedAt: null,
        lockAfterMinutes: null,
        activeAt: now,
      };
      const readBefore = cache.generation;
      cache.forgetSession('another-session');
      cache.remember(hashSessionToken('early'), row, now, readBefore);
      expect(cache.get(hashSessionToken('early'), now)).toBeUndefined();
      cache.remember(hashSessionToken('early'), row, now, cache.generation);
      expect(cache.get(hashSessionToken('early'), now)).toEqual(row);
    } finally {
      await cache.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'forgets everything when its connection is lost, and listens again',
    async () => {
      const listening = async () => {
        const result = await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and query ilike 'LISTEN%'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const person = await signInByEmail(t);
      expect(await currentUser(t.app, person.token)).toBe(200);
      await deleteSessionsUnnoticed(person.userId);
      expect(await currentUser(t.app, person.token)).toBe(200);

      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await expect.poll(listening, NOTIFIED).toBe(0);
      // Both servers listen again a second later.
      await expect.poll(listening, { timeout: 5000, interval: 50 }).toBe(2);
      // Whatever ended while nobody listened was missed, so nothing remembered before serves.
      expect(await currentUser(t.app, person.token)).toBe(401);

      const next = await signInByEmail(t);
      expect(await currentUser(t.app, next.token)).toBe(200);
      const logout = await other.inject({
        method: 'POST',
        url: '/api/v1/logout',
        headers: { authorization: `Bearer ${next.token}` },
      });
      expect(logout.statusCode).toBe(200);
      await expect.poll(() => currentUser(t.app, next.token), NOTIFIED).toBe(401);
    },
  );
});
