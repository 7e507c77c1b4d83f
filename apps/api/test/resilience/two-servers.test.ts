import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TRUSTED_MS } from '../../src/modules/auth/session-cache.ts';
import { uniqueEmail, uniqueIp } from '../factories.ts';
import { codeFrom, type SmtpTestServer, startSmtpTestServer } from '../smtp-test-server.ts';
import {
  createServerDatabase,
  databaseKinds,
  killServers,
  type ServerDatabase,
  type ServerProcess,
  startServer,
} from './server-process.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Several servers behind a load balancer share one PostgreSQL and one Redis (docs/security.md;
 * docs/operations.md): a person may send a code through one and verify through the other,
 * and no limit doubles because there are two.
 */
describe.skipIf(!databaseKinds.includes('postgres'))(
  'two servers on one PostgreSQL and Redis',
  () => {
    let database: ServerDatabase;
    let smtp: SmtpTestServer;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      if (!(await redisAnswers(redisUrl))) {
        throw new Error(`Redis does not answer at ${redisUrl} (set TEST_REDIS_URL)`);
      }
      database = await createServerDatabase('postgres');
      smtp = await startSmtpTestServer();
      const env = {
        ...database.env,
        REDIS_URL: redisUrl,
        SMTP_URL: smtp.url,
        // Each test speaks from its own address, so limits left in Redis by earlier runs
        // (they last five minutes) never meet this one.
        TRUST_PROXY: '127.0.0.1',
      };
      [first, second] = await Promise.all([startServer(env), startServer(env)]);
      expect(first.exited, first.stderr()).toBe(false);
      expect(second.exited, second.stderr()).toBe(false);
    }, 60_000);

    afterAll(async () => {
      killServers();
      await smtp?.close();
      await database?.drop();
    });

    const post = (server: ServerProcess, url: string, body: object, ip: string) =>
      fetch(`${server.origin}/api/v1${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });

    it('verifies through one server a code sent through the other, and shares the session', async () => {
      const email = uniqueEmail('two-servers');
      const ip = uniqueIp();
      expect(
        (await post(first, '/send-code', { contact: email, contactType: 'email' }, ip)).status,
      ).toBe(200);
      const code = codeFrom(await smtp.waitFor(email));

      const verified = await post(
        second,
        '/verify-code',
        { contact: email, contactType: 'email', code },
        ip,
      );
      expect(verified.status).toBe(200);
      const { token } = (await verified.json()) as { token: string };

      for (const server of [first, second]) {
        const current = await fetch(`${server.origin}/api/v1/users/current`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(current.status).toBe(200);
      }

      // Logging out on one ends the session on both: on the other when the database's
      // notification arrives, and at the latest SESSION_TRUSTED_MS later, however loaded the
      // machine is (the notification's own path is proved in session-cache.test.ts).
      const logout = await fetch(`${first.origin}/api/v1/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.status).toBeLessThan(300);
      await new Promise((resolve) => setTimeout(resolve, SESSION_TRUSTED_MS));
      const after = await fetch(`${second.origin}/api/v1/users/current`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(401);
    });

    it("holds a contact's resend wait across servers: one message leaves, not two", async () => {
      const email = uniqueEmail('resend');
      const ip = uniqueIp();
      expect((await post(first, '/send-code', { contact: email }, ip)).status).toBe(200);
      const again = await post(second, '/send-code', { contact: email }, ip);
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBeTruthy();
      await smtp.waitFor(email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.to(email)).toHaveLength(1);
    });

    it('start together on a new database: one migrates, the other waits, both serve', async () => {
      const fresh = await createServerDatabase('postgres', { empty: true });
      try {
        const servers = await Promise.all([0, 1, 2].map(() => startServer(fresh.env)));
        for (const server of servers) {
          expect(server.exited, server.stderr()).toBe(false);
          expect((await fetch(`${server.origin}/api/v1/stats`)).status).toBe(200);
        }
        await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      } finally {
        await fresh.drop();
      }
    });

    it('counts per-address verify attempts across both servers (30 per 5 minutes)', async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const server = i % 2 === 0 ? first : second;
        const response = await post(
          server,
          '/verify-code',
          { contact: uniqueEmail('guess'), contactType: 'email', code: '000000' },
          ip,
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  },
);
