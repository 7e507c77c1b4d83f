import { VISITOR_IDEAS_PER_HOUR } from '@app/domain/limits.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createSignedInUser, createUser, uniqueIp } from '../../../test/factories.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { ideas } from '../../db/schema/ideas.ts';

let t: TestApp;
const clock = createTestClock();
/** The default of STATS_CACHE_SECONDS. */
const STATS_CACHE_MS = 60_000;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/stats', () => {
  const stats = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stats' });
    expect(response.statusCode).toBe(200);
    return response.json().data as { users: number; posts: number };
  };

  it('counts people and their undeleted posts, for visitors too', async () => {
    clock.advance(STATS_CACHE_MS);
    const before = await stats();
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await createPost(t.db, a.id);
    await createPost(t.db, a.id, { draft: true });
    await createPost(t.db, b.id);
    await createPost(t.db, b.id, { deleted: true });
    clock.advance(STATS_CACHE_MS);
    expect(await stats()).toEqual({ users: before.users + 2, posts: before.posts + 3 });
  });

  it('answers from its cache for a minute, then counts again', async () => {
    clock.advance(STATS_CACHE_MS);
    const counted = await stats();
    const person = await createUser(t.db);
    await createPost(t.db, person.id);

    // The footer of every page asks: within the minute, the counts of the first answer.
    clock.advance(STATS_CACHE_MS - 1);
    expect(await stats()).toEqual(counted);

    // Once the minute is over, the new person and their post are counted.
    clock.advance(1);
    const recounted = await stats();
    expect(recounted).toEqual({ users: counted.users + 1, posts: counted.posts + 1 });

    // And that count is the one kept for the next minute.
    await createPost(t.db, person.id);
    clock.advance(STATS_CACHE_MS / 2);
    expect(await stats()).toEqual(recounted);
  });

  it('shares one count between requests that arrive while it runs', async () => {
    clock.advance(STATS_CACHE_MS);
    const person = await createUser(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stats()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await createPost(t.db, person.id);
    expect(await stats()).toEqual(answers[0]);
  });
});

describe('POST /api/v1/ideas', () => {
  it('stores an idea from a visitor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ideas',
      payload: { idea: 'A dark mode, please' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const rows = await t.db.select().from(ideas).where(eq(ideas.idea, 'A dark mode, please'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
  });

  it('stores who sent it when signed in', async () => {
    const person = await createSignedInUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/ideas',
      headers: person.headers,
      payload: { idea: 'Weekly summaries' },
    });
    const [row] = await t.db.select().from(ideas).where(eq(ideas.idea, 'Weekly summaries'));
    expect(row?.userId).toBe(person.user.id);
  });

  it("shares VISITOR_IDEAS_PER_HOUR among visitors from every address; a signed-in person's idea is still taken, and the next hour visitors' are again", async () => {
    const hours = createTestClock();
    const own = await createTestApp({ now: () => hours.now() });
    try {
      const send = (idea: string, headers: Record<string, string> = {}) =>
        own.app.inject({
          method: 'POST',
          url: '/api/v1/ideas',
          headers,
          remoteAddress: uniqueIp(),
          payload: { idea },
        });
      for (let i = 0; i < VISITOR_IDEAS_PER_HOUR; i++) {
        expect((await send(`Idea ${i}`)).statusCode).toBe(200);
        hours.advance(1000);
      }
      const refused = await send('One too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('ideas_busy');
      // The hour's first idea leaves the window VISITOR_IDEAS_PER_HOUR seconds after it came.
      expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - VISITOR_IDEAS_PER_HOUR);
      const person = await createSignedInUser(own.db);
      expect((await send('From someone signed in', person.headers)).statusCode).toBe(200);
      expect(await own.db.$count(ideas)).toBe(VISITOR_IDEAS_PER_HOUR + 1);

      hours.advance(60 * 60 * 1000);
      expect((await send('The next hour')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('refuses a body without an idea in the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/ideas', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
  });
});

describe('the service', () => {
  it('answers /api/health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/send-code', '/api/v1/verify-code', '/api/v1/stats']),
    );
  });

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a path it cannot decode or a parameter over the length limit in the error shape', async () => {
    // Fuzzing (docs/security.md, promise 39): Fastify's router wrote its own body for these.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/v1/posts/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: { code: 'bad_url', message: 'That address is not valid.' },
    });
    const longParam = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/posts/${'a'.repeat(101)}`,
    });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({
      error: { code: 'url_too_long', message: 'That address is too long.' },
    });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stats' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
