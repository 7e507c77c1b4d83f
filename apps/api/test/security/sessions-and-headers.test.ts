import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../src/db/schema/images.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { STRIPE_CSP } from '../../src/plugins/security-headers.ts';
import {
  createImage,
  createPost,
  createSignedInUser,
  signInByEmail,
  uniqueEmail,
  uniqueIp,
} from '../factories.ts';
import { makeJpeg } from '../image-fixtures.ts';
import { codeFrom } from '../smtp-test-server.ts';
import { startStripeStandIn } from '../stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Promises 16, 20 and 40 (docs/security.md), beyond what src/modules/auth/auth.routes.test.ts proves: the
 * production cookie's every attribute (also when it is cleared), CSRF on uploads, deletions
 * and look-alike origins, and the security headers on every kind of response (API JSON, an
 * error, the web app's HTML, the API docs' HTML, an image), in development, in production and
 * with Stripe.
 */

const PROD_ORIGIN = 'https://app.example';
let webDist: string;
let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  dev = await createTestApp({}, { WEB_DIST: webDist });
  prod = await createTestApp(
    {},
    { NODE_ENV: 'production', APP_URL: PROD_ORIGIN, WEB_DIST: webDist },
  );
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

/** Set-Cookie split into its name, value and attributes (attribute names lower-cased). */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', ...rest] = attribute.split('=');
        return [key.toLowerCase(), rest.join('=')] as const;
      }),
    ),
  };
}

function setCookiesOf(response: LightMyRequestResponse) {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).map(parseSetCookie);
}

async function signInTo(app: TestApp) {
  const email = uniqueEmail();
  const remoteAddress = uniqueIp();
  const sent = await app.app.inject({
    method: 'POST',
    url: '/api/v1/send-code',
    payload: { contact: email },
    remoteAddress,
  });
  expect(sent.statusCode).toBe(200);
  const code = codeFrom(await app.smtp.waitFor(email));
  const verified = await app.app.inject({
    method: 'POST',
    url: '/api/v1/verify-code',
    payload: { contact: email, code },
    remoteAddress,
  });
  expect(verified.statusCode).toBe(200);
  return { verified, token: verified.json().token as string, email };
}

describe('the session cookie in production', () => {
  it('is __Host-session with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const { verified, token } = await signInTo(prod);
    const cookies = setCookiesOf(verified);
    // The session, and the device cookie (its own test below).
    expect(cookies.map((c) => c.name)).toEqual(['__Host-session', '__Host-login-device']);
    const cookie = cookies.find((c) => c.name === '__Host-session');
    expect(cookie?.value).toBe(token);
    const attributes = cookie?.attributes ?? new Map();
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    // The __Host- prefix is only honoured without Domain; the browser drops it otherwise.
    expect(attributes.has('domain')).toBe(false);
    // Never longer than the absolute expiry of the session itself (30 days).
    expect(Number(attributes.get('max-age'))).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    // The plain name opens nothing in production: only the prefixed cookie counts.
    const plain = await prod.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      cookies: { session: token },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('is cleared at logout with the same name and attributes, and the old cookie is refused', async () => {
    const { token } = await signInTo(prod);
    const out = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { '__Host-session': token },
      headers: { origin: PROD_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    const [cleared] = setCookiesOf(out);
    expect(cleared?.name).toBe('__Host-session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.has('secure')).toBe(true);
    expect(cleared?.attributes.get('path')).toBe('/');
    const again = await prod.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      cookies: { '__Host-session': token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('is cleared the same way when the account is deleted', async () => {
    const { token, email } = await signInTo(prod);
    const deleted = await prod.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      cookies: { '__Host-session': token },
      headers: { origin: PROD_ORIGIN },
      payload: { name: email },
    });
    expect(deleted.statusCode).toBe(204);
    const [cleared] = setCookiesOf(deleted);
    expect(cleared?.name).toBe('__Host-session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.has('secure')).toBe(true);
    expect(cleared?.attributes.get('path')).toBe('/');
  });
});

describe('the device cookie in production', () => {
  it('is __Host-login-device with Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, a year long; logout leaves it', async () => {
    const { verified, token } = await signInTo(prod);
    const device = setCookiesOf(verified).find((c) => c.name === '__Host-login-device');
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.value).not.toBe(token);
    const attributes = device?.attributes ?? new Map();
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    expect(Number(attributes.get('max-age'))).toBe(365 * 24 * 60 * 60);
    const out = await prod.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { '__Host-session': token, '__Host-login-device': device?.value ?? '' },
      headers: { origin: PROD_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    // A browser that signed out still signed in before: the device cookie stays.
    expect(setCookiesOf(out).map((c) => c.name)).toEqual(['__Host-session']);
  });

  it('is cleared when the account is deleted', async () => {
    const { token, email } = await signInTo(prod);
    const deleted = await prod.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      cookies: { '__Host-session': token },
      headers: { origin: PROD_ORIGIN },
      payload: { name: email },
    });
    expect(deleted.statusCode).toBe(204);
    const cleared = setCookiesOf(deleted).find((c) => c.name === '__Host-login-device');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.has('secure')).toBe(true);
    expect(cleared?.attributes.get('path')).toBe('/');
  });
});

describe('CSRF', () => {
  const FOREIGN_ORIGINS = [
    'https://evil.example',
    'null',
    'http://localhost:3000.evil.example',
    'http://localhost:3001',
    'http://evil.example:3000',
  ];

  it('refuses an image upload from a foreign Origin with 403, storing nothing', async () => {
    const person = await signInByEmail(dev);
    const bytes = await makeJpeg(16, 16);
    for (const origin of FOREIGN_ORIGINS) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/v1/images',
        headers: { cookie: person.cookie, origin, 'x-requested-with': 'XMLHttpRequest' },
        payload: form,
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.code).toBe('csrf');
    }
    expect(await dev.db.$count(images, eq(images.userId, person.userId))).toBe(0);
    // The same upload from our own page works: the refusal was the Origin's doing.
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
    const own = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { cookie: person.cookie, origin: 'http://localhost:3000' },
      payload: form,
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a DELETE from a foreign Origin with 403, deleting nothing', async () => {
    const person = await signInByEmail(dev);
    const post = await createPost(dev.db, person.userId);
    const image = await createImage(dev.db, person.userId);
    for (const origin of FOREIGN_ORIGINS) {
      for (const url of [
        `/api/v1/posts/${post.id}`,
        `/api/v1/images/${image.id}`,
        '/api/v1/feelings',
        '/api/v1/users/current',
      ]) {
        const response = await dev.app.inject({
          method: 'DELETE',
          url,
          headers: { cookie: person.cookie, origin, 'x-requested-with': 'XMLHttpRequest' },
          ...(url.endsWith('current') ? { payload: { name: person.email } } : {}),
        });
        expect(response.statusCode, `${origin} ${url}`).toBe(403);
      }
    }
    const [row] = await dev.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.deleted).toBe(false);
    expect(await dev.db.$count(images, eq(images.id, image.id))).toBe(1);
    const me = await dev.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: { cookie: person.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a foreign Origin whatever carries the session, and for visitors too', async () => {
    const person = await createSignedInUser(dev.db);
    const withBearer = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/feelings',
      headers: { ...person.headers, origin: 'https://evil.example' },
      payload: { feeling: 'tricked' },
    });
    expect(withBearer.statusCode).toBe(403);
    // A cross-site page must not be able to spend someone's login-code allowance either.
    const email = uniqueEmail();
    const visitor = await dev.app.inject({
      method: 'POST',
      url: '/api/v1/send-code',
      headers: { origin: 'https://evil.example' },
      payload: { contact: email },
      remoteAddress: uniqueIp(),
    });
    expect(visitor.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dev.smtp.to(email)).toHaveLength(0);
  });

  it('checks the production origin exactly: its http twin and look-alikes are foreign', async () => {
    const { token } = await signInTo(prod);
    for (const origin of [
      // A page served over plain HTTP (say by someone on the network) is another origin.
      'http://app.example',
      'https://app.example.evil.example',
      'https://evil.example',
      'https://sub.app.example',
    ]) {
      const response = await prod.app.inject({
        method: 'PUT',
        url: '/api/v1/users/current',
        cookies: { '__Host-session': token },
        headers: { origin, host: 'app.example' },
        payload: { city: 'Elsewhere' },
      });
      expect(response.statusCode, origin).toBe(403);
    }
    const own = await prod.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      cookies: { '__Host-session': token },
      headers: { origin: PROD_ORIGIN, host: 'app.example' },
      payload: { city: 'Home' },
    });
    expect(own.statusCode).toBe(200);
  });
});

/** Parses a Content-Security-Policy into directive -> sources. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name.toLowerCase(), sources] as const;
      }),
  );
}

function expectSecurityHeaders(
  label: string,
  response: LightMyRequestResponse,
  { production }: { production: boolean },
) {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('default-src'), `${label}: default-src`).toEqual(["'self'"]);
  for (const source of csp.get('script-src') ?? []) {
    expect(
      ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'],
      `${label}: script-src`,
    ).not.toContain(source);
  }
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
    `${label}: Referrer-Policy`,
  ).toContain(response.headers['referrer-policy']);
  const hsts = response.headers['strict-transport-security'];
  if (production) {
    expect(String(hsts), `${label}: HSTS`).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(String(hsts))?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(String(hsts)).toMatch(/includeSubDomains/i);
  } else {
    expect(hsts, `${label}: no HSTS outside production`).toBeUndefined();
  }
}

async function everyKindOfResponse(app: TestApp) {
  const person = await createSignedInUser(app.db);
  const image = await createImage(app.db, person.user.id);
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });
  const responses: Array<[string, LightMyRequestResponse, string]> = [
    ['API JSON', await get('/api/v1/stats'), 'application/json'],
    ['API error (401)', await get('/api/v1/users/current'), 'application/json'],
    ['unknown API path (404)', await get('/api/v1/nothing-here'), 'application/json'],
    // Answered by Fastify's router itself, before any hook (frameworkErrorHandler).
    ['undecodable path (400)', await get('/api/v1/posts/%zz'), 'application/json'],
    [
      'over-long parameter (414)',
      await get(`/api/v1/posts/${'a'.repeat(200)}`),
      'application/json',
    ],
    ['web app HTML at /', await get('/'), 'text/html'],
    ['web app HTML for a client route', await get('/journal/new'), 'text/html'],
    ['web app script', await get('/assets/app-1a2b.js'), 'javascript'],
    ['API docs HTML', await get('/api/docs/'), 'text/html'],
    ['API description', await get('/api/docs/json'), 'application/json'],
    ['image', await get(`/api/v1/images/${image.id}.jpg`, person.headers), 'image/jpeg'],
    [
      'image of someone else (404)',
      await get(`/api/v1/images/${image.id}.jpg`),
      'application/json',
    ],
  ];
  for (const [label, response, type] of responses) {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    expect(String(response.headers['content-type']), label).toContain(type);
  }
  return responses;
}

describe('security headers', () => {
  it('are on every kind of response in development, without HSTS', async () => {
    for (const [label, response] of await everyKindOfResponse(dev)) {
      expectSecurityHeaders(label, response, { production: false });
    }
  });

  it('are on every kind of response in production, with HSTS', async () => {
    for (const [label, response] of await everyKindOfResponse(prod)) {
      expectSecurityHeaders(label, response, { production: true });
    }
  });

  it("allow nothing of Stripe's without Stripe, and only Stripe's own origins with it", async () => {
    const local = parseCsp(
      (await dev.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(JSON.stringify([...local])).not.toMatch(/stripe/i);
    expect(local.has('frame-src')).toBe(false);

    const standIn = await startStripeStandIn({ priceId: 'price_standin', unitAmount: 2900 });
    const withStripe = await createTestApp(
      { stripeClient: standIn.client() },
      {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_PRICE_ID: 'price_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_standin',
        WEB_DIST: webDist,
      },
    );
    try {
      const page = await withStripe.app.inject({ method: 'GET', url: '/' });
      expectSecurityHeaders('web app HTML with Stripe', page, { production: false });
      const csp = parseCsp(page.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", ...STRIPE_CSP.scriptSrc]);
      expect(csp.get('frame-src')).toEqual(["'self'", ...STRIPE_CSP.frameSrc]);
      expect(csp.get('connect-src')).toEqual(["'self'", ...STRIPE_CSP.connectSrc]);
      for (const source of [
        ...STRIPE_CSP.scriptSrc,
        ...STRIPE_CSP.frameSrc,
        ...STRIPE_CSP.connectSrc,
      ]) {
        expect(source).toMatch(/^https:\/\/([a-z*]+\.)*stripe\.com$/);
      }
      // Stripe reaches nothing else: not the defaults, images, styles or forms.
      for (const directive of [
        'default-src',
        'img-src',
        'style-src',
        'form-action',
        'object-src',
      ]) {
        expect(JSON.stringify(csp.get(directive)), directive).not.toMatch(/stripe/i);
      }
    } finally {
      await withStripe.close();
      await standIn.close();
    }
  });
});

describe('what a browser keeps: nothing private outlives the page', () => {
  it('is nothing of any API answer, the router’s own refusals included; a picture is revalidated', async () => {
    const kept: Record<string, string> = {
      'web app HTML at /': 'no-cache',
      'web app HTML for a client route': 'no-cache',
      'web app script': 'public, max-age=31536000, immutable',
      image: 'private, no-cache',
    };
    for (const [label, response] of await everyKindOfResponse(dev)) {
      expect(response.headers['cache-control'], label).toBe(kept[label] ?? 'no-store');
    }
  });

  it('is dropped when a session ends or locks: logout, a lock, a locked session’s refusal, account deletion', async () => {
    const clearsCache = (label: string, response: LightMyRequestResponse, status: number) => {
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.headers['clear-site-data'], label).toBe('"cache"');
    };
    const post = (url: string, token: string, payload?: object) =>
      prod.app.inject({
        method: 'POST',
        url,
        cookies: { '__Host-session': token },
        headers: { origin: PROD_ORIGIN },
        ...(payload ? { payload } : {}),
      });

    const locking = await signInTo(prod);
    clearsCache('lock', await post('/api/v1/session/lock', locking.token), 200);
    const whileLocked = await prod.app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      cookies: { '__Host-session': locking.token },
    });
    // The idle rule locks on the server too: the next request's refusal drops the cache.
    clearsCache('a request of a locked session', whileLocked, 423);
    clearsCache('logout', await post('/api/v1/logout', locking.token), 200);

    const leaving = await signInTo(prod);
    const deleted = await prod.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      cookies: { '__Host-session': leaving.token },
      headers: { origin: PROD_ORIGIN },
      payload: { name: leaving.email },
    });
    clearsCache('account deletion', deleted, 204);
  });
});
