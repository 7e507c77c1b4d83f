import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredQueryParameters } from '../../src/plugins/strict-query.ts';
import { createSignedInUser, type SignedInPerson as Person, uniqueIp } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Promise 48 (docs/security.md): nothing a client asks for is silently dropped. Every route of the API,
 * read from Fastify as it registers them, refuses a query parameter it does not declare with
 * 400 in the error shape naming it, for visitors and signed-in people alike, before it does
 * anything else. (What the posts routes do with `deleted` and docs/product.md's list parameters is in
 * src/modules/posts/posts.routes.test.ts.)
 */

type Route = { method: string; url: string; querystring: unknown };

let t: TestApp;
let person: Person;
const routes: Route[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, querystring: route.schema?.querystring });
      }
    },
  });
  person = await createSignedInUser(t.db);
});
afterAll(async () => {
  await t.close();
});

const isApiRoute = ({ url }: Route) => url.startsWith('/api/') && !url.startsWith('/api/docs');
/** Any value fills a path parameter: the refusal comes before the path is looked at. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, '6f0c7d0e-5b1a-4c7e-9f3d-2a1b3c4d5e6f');

describe('undeclared query parameters', () => {
  it('are refused by every API route with 400 naming them, for visitors and signed-in people', async () => {
    const api = routes.filter(isApiRoute);
    expect(api.length).toBeGreaterThan(60);
    const answered: string[] = [];
    for (const route of api) {
      const declared = route.querystring ? declaredQueryParameters(route.querystring) : [];
      for (const [who, headers] of [
        ['visitor', {}],
        ['person', person.headers],
      ] as const) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${pathOf(route.url)}?not_a_parameter=1`,
          headers,
          remoteAddress: uniqueIp(),
        });
        const where = `${route.method} ${route.url} as ${who}`;
        expect(response.statusCode, where).toBe(400);
        if (route.method === 'HEAD') continue;
        const { error } = response.json();
        expect(error.code, where).toBe('unknown_parameter');
        expect(error.message, where).toContain('"not_a_parameter"');
        for (const name of declared) expect(error.message, where).toContain(name);
      }
      answered.push(`${route.method} ${route.url}`);
    }
    expect(answered).toContain('GET /api/v1/posts/:id');
    expect(answered).toContain('POST /api/v1/images');
    expect(answered).toContain('GET /api/health');
  });

  it('are refused beside declared ones, by their name, and the refusal changes nothing', async () => {
    const cases = [
      ['GET', '/api/v1/search?q=walk&sort=newest', '"sort"'],
      ['GET', '/api/v1/insights?tz=Europe/Paris&_=1700000000000', '"_"'],
      ['GET', '/api/v1/images/6f0c7d0e-5b1a-4c7e-9f3d-2a1b3c4d5e6f.jpg?token=abc', '"token"'],
      ['GET', '/api/v1/users/current?fields=all', '"fields"'],
      ['POST', '/api/v1/feelings?feeling=calm', '"feeling"'],
    ] as const;
    for (const [method, url, named] of cases) {
      const response = await t.app.inject({
        method,
        url,
        headers: person.headers,
        ...(method === 'POST' ? { payload: { feeling: 'calm' } } : {}),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toContain(named);
    }
    const feelings = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feelings',
      headers: person.headers,
    });
    expect(feelings.json().data.recent).toEqual([]);
  });

  it('quotes at most 60 characters of a long name back', async () => {
    const name = 'n'.repeat(5000);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/posts?${name}=1`,
      headers: person.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(`"${'n'.repeat(60)}…"`);
    expect(response.body.length).toBeLessThan(600);
  });

  it('leave declared parameters, and pages outside the API, alone', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/posts?filter=mine&limit=5',
      headers: person.headers,
    });
    expect(list.statusCode).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json?x=1' });
    expect(docs.statusCode).toBe(200);
  });
});
