import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createSignedInUser, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ideas } from '../../db/schema/ideas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/stats', () => {
  it('counts people and their undeleted posts, for visitors too', async () => {
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/stats' })).json();
    const before = (await stats()).data;
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await createPost(t.db, a.id);
    await createPost(t.db, a.id, { draft: true });
    await createPost(t.db, b.id);
    await createPost(t.db, b.id, { deleted: true });
    expect((await stats()).data).toEqual({ users: before.users + 2, posts: before.posts + 3 });
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
    // Fuzzing (security checklist 39): Fastify's router wrote its own body for these.
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
