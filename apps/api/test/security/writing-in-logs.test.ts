import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, uniqueIp } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * The server's log carries the route and the path without its query, never a word a person
 * wrote: not search words, not a post, not a profile, not an idea, whatever the level, and
 * not when the database refuses the write.
 */

const MARKER = 'Zebrafinchmarker';

async function loggingApp(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const app = await createTestApp({ logger: { level, stream } }, { LOG_LEVEL: level });
  return { app, lines };
}

async function writeEverywhere(t: TestApp) {
  const person = await createSignedInUser(t.db);
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: person.headers,
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
  const statuses = [
    (await as('GET', `/api/v1/search?q=${MARKER}`)).statusCode,
    (await as('GET', `/api/v1/search?q=${MARKER}&${MARKER}=1`)).statusCode,
    (await as('GET', `/api/v1/posts?${MARKER}=${MARKER}`)).statusCode,
    (await as('POST', '/api/v1/posts', { category: 'journal', title: `${MARKER} morning` }))
      .statusCode,
    (await as('PUT', '/api/v1/users/current', { city: MARKER })).statusCode,
    (await as('POST', '/api/v1/posts', { category: 'journal', title: MARKER.repeat(9999) }))
      .statusCode,
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/ideas',
        payload: { idea: `${MARKER} as a colour` },
        remoteAddress: uniqueIp(),
      })
    ).statusCode,
    (await t.app.inject({ method: 'GET', url: `/search?q=${MARKER}` })).statusCode,
  ];
  return statuses;
}

describe('the server log holds no word a person wrote', () => {
  it.each(['debug', 'trace'])(
    'at LOG_LEVEL=%s: requests name their route and path, never a query or a body',
    async (level) => {
      const { app, lines } = await loggingApp(level);
      try {
        const statuses = await writeEverywhere(app);
        expect(statuses).toContain(200);
        expect(statuses).toContain(400);
        const logs = lines.join('');
        expect(logs).not.toMatch(new RegExp(MARKER, 'i'));
        expect(logs).toMatch(/"route":"\/api\/v1\/search","path":"\/api\/v1\/search"/);
      } finally {
        await app.close();
      }
    },
  );

  it('at LOG_LEVEL=info: no line per request, and still no word a person wrote', async () => {
    const { app, lines } = await loggingApp('info');
    try {
      const statuses = await writeEverywhere(app);
      expect(statuses).toContain(200);
      const logs = lines.join('');
      expect(logs).not.toMatch(new RegExp(MARKER, 'i'));
      expect(logs).not.toMatch(/incoming request|request completed|"route":/);
    } finally {
      await app.close();
    }
  });

  it('logs a write the database refused by its SQL, without its values or the failing row', async () => {
    const { app, lines } = await loggingApp('info');
    try {
      // A constraint no post meets: the insert fails in the database, with the words in it.
      await app.db.execute(
        sql`alter table posts add constraint refuse_all check (false) not valid`,
      );
      const person = await createSignedInUser(app.db);
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: person.headers,
        payload: { category: 'journal', title: `${MARKER} morning` },
      });
      expect(response.statusCode).toBe(500);
      const logs = lines.join('');
      expect(logs).toMatch(/request failed/);
      expect(logs).toMatch(/Failed query: insert into \\"posts\\"/);
      expect(logs).toMatch(/refuse_all/);
      expect(logs).not.toMatch(new RegExp(MARKER, 'i'));
    } finally {
      await app.close();
    }
  });
});
