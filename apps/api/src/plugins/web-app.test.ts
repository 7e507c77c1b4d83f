import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The installable app (decision 19) as the server hands it out: the service worker and the
 * manifest with headers that let a new deploy reach people, and a CSP that lets the worker
 * and the manifest load.
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
    'login.en.html': '<html lang="en"><body><div id="root" data-prerendered="en">Log in</div>',
    'login.es.html':
      '<html lang="es"><body><div id="root" data-prerendered="es">Iniciar sesión</div>',
    'shell.en.html': '<html lang="en"><body><div id="root" data-prerendered="en" data-shell>',
    'shell.es.html': '<html lang="es"><body><div id="root" data-prerendered="es" data-shell>',
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
      expect(page.body, acceptLanguage).toContain(`data-prerendered="${language}"`);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/Accept-Language/);
      expect(page.headers.vary).toMatch(/Cookie/);
    }
  });

  it('sends every other page, and /login with a session cookie, in the shell of its language', async () => {
    const signedIn = await get('/login', { cookie: 'session=anything' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('data-shell');
    expect(signedIn.body).toContain('data-prerendered="en"');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    for (const url of ['/urnb', '/posts/123?x=1', '/enter-code', '/login/extra', '/no-such-page']) {
      const page = await get(url, { 'accept-language': 'es-AR' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-prerendered="es" data-shell');
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
