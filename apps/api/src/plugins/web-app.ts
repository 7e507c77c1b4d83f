import fs from 'node:fs';
import path from 'node:path';
import { acceptLanguageTags, firstSupportedLanguage, LANGUAGES } from '@app/domain/languages.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type WebAppOptions = {
  webDist: string;
  /** The session cookie's name (app.ts). */
  sessionCookie: string;
};

/**
 * Serves the built single-page app. Hashed assets are cached for a year; the pages are always
 * revalidated so a deploy reaches people at once. Unknown non-API paths get a page and the
 * client router decides; unknown API paths get a JSON 404.
 *
 * Pages arrive prerendered at build time in the visitor's language (decision 0023), so they
 * paint before the JavaScript arrives: GET /login the login page (login.<language>.html), but
 * not with a session cookie (that visitor is most likely signed in, and the app sends them
 * home); every other page the shell it opens in (shell.<language>.html).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const { webDist, sessionCookie } = options;
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const prerendered = new Set(
    LANGUAGES.flatMap((language) => [`login.${language}.html`, `shell.${language}.html`]).filter(
      (file) => fs.existsSync(path.join(webDist, file)),
    ),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/precompress.ts): sent
      // to browsers that accept them, compressed once rather than on every request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage) {
      return reply.code(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${pathname}.` },
      });
    }
    if (!hasBuild) {
      return reply.code(404).send({
        error: {
          code: 'web_not_built',
          message: 'The web app is not built yet: run `npm run build` (npm start does it).',
        },
      });
    }
    const file = path.extname(pathname) ? pathname.slice(1) : 'index.html';
    if (file !== 'index.html') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const isLogin = pathname === '/login';
    reply
      .header('cache-control', 'no-cache')
      .header('vary', isLogin ? 'Accept-Language, Cookie' : 'Accept-Language');
    const language = firstSupportedLanguage(acceptLanguageTags(request.headers['accept-language']));
    const loginPage = `login.${language}.html`;
    if (isLogin && !request.cookies[sessionCookie] && prerendered.has(loginPage)) {
      return reply.sendFile(loginPage);
    }
    const shell = `shell.${language}.html`;
    if (prerendered.has(shell)) return reply.sendFile(shell);
    return reply.sendFile('index.html');
  });
});
