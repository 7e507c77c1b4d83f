import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseHomeHero } from '@app/domain/home-hero.ts';
import { imageFallbackUrl, imageSrcSet } from '@app/domain/image-urls.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage, createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

/*
 * The installable app (decision 19) as the server hands it out: the service worker and the
 * manifest with headers that let a new deploy reach people, and a CSP that lets the worker
 * and the manifest load. The pages come from the web's document module as the build made it
 * (apps/web/dist-server, decision 0043); the static files from a dist of this test's own.
 */

let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.mkdir(path.join(webDist, 'icons'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"><script defer src="/registerSW.js"></script></head><body></body></html>',
    'sw.js': 'importScripts("/workbox-1a2b.js");',
    'workbox-1a2b.js': 'self.workbox = {};',
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js", { scope: "/" })',
    'manifest.webmanifest': JSON.stringify({ name: 'Inner Compass', start_url: '/urnb' }),
    'assets/app-1a2b.js': 'console.log("app")',
  };
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(webDist, name), content);
  }
  await fs.copyFile(
    path.join(import.meta.dirname, '../../../web/public/icons/icon-192.png'),
    path.join(webDist, 'icons/icon-192.png'),
  );
  t = await createTestApp({}, { WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the installable app', () => {
  it('serves the service worker as JavaScript that is always revalidated, so a deploy replaces it', async () => {
    for (const url of ['/sw.js', '/registerSW.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the manifest as a web app manifest, and the icons as PNG', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Inner Compass' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("lets the page register its own worker and manifest, and nothing else's (CSP)", async () => {
    const page = await get('/urnb');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    // worker-src and manifest-src fall back to script-src and default-src: 'self' only.
    expect(directive('worker-src') ?? directive('script-src')).toBe("script-src 'self'");
    expect(directive('manifest-src') ?? directive('default-src')).toBe("default-src 'self'");
  });

  it('answers a missing worker file with 404, not the app page (the browser then drops the worker)', async () => {
    const response = await get('/sw-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });
});

describe('the prerendered pages (decision 0023)', () => {
  it("sends /login prerendered in the visitor's first language we have, revalidated each time", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'en'],
      ['en-GB,en;q=0.9', 'en'],
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['fr-FR, es;q=0.7, en;q=0.5', 'es'],
      ['de-DE', 'en'],
    ];
    for (const [acceptLanguage, language] of cases) {
      const page = await get('/login', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      expect(page.statusCode, acceptLanguage).toBe(200);
      expect(page.headers['content-type'], acceptLanguage).toMatch(/^text\/html/);
      expect(page.body, acceptLanguage).toContain(`<html lang="${language}">`);
      expect(page.body, acceptLanguage).toContain(`<div id="root" data-prerendered="${language}">`);
      expect(page.body, acceptLanguage).toContain(
        language === 'es' ? 'Entrar · Inner Compass' : 'Log in · Inner Compass',
      );
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/Accept-Language/);
      expect(page.headers.vary).toMatch(/Cookie/);
    }
  });

  it('sends every other page, and /login with a session cookie, in the shell of its language', async () => {
    const signedIn = await get('/login', { cookie: 'session=anything' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root" data-prerendered="en" data-shell="" inert="">');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    for (const url of ['/posts/123?x=1', '/enter-code', '/login/extra', '/no-such-page']) {
      const page = await get(url, { 'accept-language': 'es-AR' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-prerendered="es" data-shell=""');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.vary, url).toMatch(/Accept-Language/);
      expect(page.headers.vary, url).not.toMatch(/Cookie/);
    }
  });

  it('still answers a missing file or API path with 404, not a page', async () => {
    for (const url of ['/assets/gone-1a2b.js', '/api/v1/nothing', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('data-prerendered');
    }
  });

  it('keeps a query string (a link that says where to go after)', async () => {
    const page = await get('/login?next=%2Fposts', { 'accept-language': 'es' });
    expect(page.body).toContain('data-prerendered="es"');
  });
});

describe("/urnb drawn with the signed-in person's hero (decision 0025)", () => {
  /** The page's text, decompressed as a browser would. */
  function pageText(response: Awaited<ReturnType<typeof get>>): string {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    return response.body;
  }

  /** The hero's data-hero attribute, unescaped as the browser's dataset gives it to the app. */
  function heroData(page: string) {
    const attribute = /data-hero="([^"]*)"/.exec(page)?.[1] ?? '';
    const json = attribute
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    return parseHomeHero(json);
  }

  it('greets them by name, escaped, in their language, and is never stored by a cache', async () => {
    const name = `<img src=x onerror=alert(1)> Ann & "Co" $& $'`;
    const person = await createSignedInUser(t.db, { name });
    const response = await get('/urnb?view=1', {
      cookie: `session=${person.token}`,
      'accept-language': 'es',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    const page = pageText(response);
    expect(page).toContain('<div id="root" data-prerendered="es" data-shell="" inert="">');
    expect(page).toContain(
      'Hola, &lt;img src=x onerror=alert(1)&gt; Ann &amp; &quot;Co&quot; $&amp; $&#x27;</p>',
    );
    expect(page).not.toContain('<img src=x');
    expect(heroData(page)).toEqual({ name: name.trim(), picture: null });
  });

  it('draws their background with its width variants, and greets them by contact when unnamed', async () => {
    const person = await createSignedInUser(t.db, { name: '  ' });
    const background = await createImage(t.db, person.user.id, { width: 1000, height: 600 });
    await t.db
      .update(users)
      .set({
        backgroundImage: background.id,
        backgroundImageWidth: 1000,
        backgroundImageHeight: 600,
      })
      .where(eq(users.id, person.user.id));
    const response = await get('/urnb', { cookie: `session=${person.token}` });
    expect(response.headers['content-encoding']).toBeUndefined();
    const page = pageText(response);
    expect(page).toContain(`Welcome, ${person.user.contact.contact}</p>`);
    expect(page).toContain(`src="${imageFallbackUrl(background.id, 1000)}"`);
    expect(page).toContain(`srcSet="${imageSrcSet(background.id, 1000)}"`);
    expect(page).toContain('width="1000" height="600"');
    expect(page).toContain('-900.jpg 900w');
    expect(page).not.toContain('1100w');
    expect(heroData(page)).toEqual({
      name: person.user.contact.contact,
      picture: { imageId: background.id, width: 1000, height: 600 },
    });

    const gzipped = await get('/urnb', {
      cookie: `session=${person.token}`,
      'accept-encoding': 'gzip',
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(pageText(gzipped)).toBe(page);
  });

  it('draws nothing of the person for a locked session (decision 0047)', async () => {
    const person = await createSignedInUser(t.db, { name: 'Ann Locked' });
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/lock',
      headers: person.headers,
    });
    expect(locked.statusCode).toBe(200);
    const page = await get('/urnb', { cookie: `session=${person.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-prerendered="en" data-shell=""');
    expect(page.body).not.toContain('Ann Locked');
    expect(page.body).not.toContain('data-hero');
  });

  it('sends the plain shell, revalidated, without a session, for an ended one and on other pages', async () => {
    const person = await createSignedInUser(t.db, { name: 'Ann' });
    const cases: [string, Record<string, string>][] = [
      ['/urnb', {}],
      ['/urnb', { cookie: 'session=not-a-session' }],
      ['/posts', { cookie: `session=${person.token}` }],
      ['/urnb/extra', { cookie: `session=${person.token}` }],
    ];
    for (const [url, headers] of cases) {
      const page = await get(url, headers);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-prerendered="en" data-shell=""');
      expect(page.body, url).not.toContain('Ann');
      expect(page.body, url).not.toContain('data-hero');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/urnb')).headers.vary).toMatch(/Cookie/);
  });
});

describe('a server without the web build', () => {
  it('says the web app is not built, and renders no page (its document module is not loaded)', async () => {
    // A document module that fails when loaded: the server starts all the same.
    const documents = await fs.mkdtemp(path.join(os.tmpdir(), 'web-documents-'));
    await fs.writeFile(path.join(documents, 'document.js'), 'throw new Error("loaded");');
    const bare = await createTestApp(
      {},
      { WEB_DIST: path.join(documents, 'no-dist'), WEB_DOCUMENTS: documents },
    );
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: { code: 'web_not_built' } });
    } finally {
      await bare.close();
      await fs.rm(documents, { recursive: true, force: true });
    }
  });
});
