import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { HomeHero } from '@app/domain/home-hero.ts';
import { acceptLanguageTags, firstSupportedLanguage, LANGUAGES } from '@app/domain/languages.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadHomePages } from './home-pages.ts';

type WebAppOptions = {
  webDist: string;
  /** The session cookie's name (app.ts). */
  sessionCookie: string;
  /** The hero of the person whose session token this is, or null when it is no session. */
  homeHeroOf: (sessionToken: string) => Promise<HomeHero | null>;
};

/**
 * A page made for one person: never stored by a browser or a proxy, compressed here (the
 * prerendered files come compressed from the build, this one is filled in per request).
 */
function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) {
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(page, { params: quality }));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(page));
  }
  return reply.send(page);
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; the pages are always
 * revalidated so a deploy reaches people at once. Unknown non-API paths get a page and the
 * client router decides; unknown API paths get a JSON 404.
 *
 * Pages arrive prerendered at build time in the visitor's language (decision 0023), so they
 * paint before the JavaScript arrives: GET /login the login page (login.<language>.html), but
 * not with a session cookie (that visitor is most likely signed in, and the app sends them
 * home); GET /urnb with a session, the shell with the dashboard's hero filled in with the
 * person's name and background (home.<language>.html, decision 0025), so the page's largest
 * picture paints with the HTML; every other page the shell it opens in (shell.<language>.html).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const { webDist, sessionCookie, homeHeroOf } = options;
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const prerendered = new Set(
    LANGUAGES.flatMap((language) => [`login.${language}.html`, `shell.${language}.html`]).filter(
      (file) => fs.existsSync(path.join(webDist, file)),
    ),
  );
  const homePage = hasBuild ? loadHomePages(webDist) : null;
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

  app.setNotFoundHandler(async (request, reply) => {
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
    const language = firstSupportedLanguage(acceptLanguageTags(request.headers['accept-language']));
    const sessionToken = request.cookies[sessionCookie];
    if (pathname === '/urnb' && sessionToken && homePage) {
      const hero = await homeHeroOf(sessionToken).catch((error: unknown) => {
        // The app checks the session itself and says what is wrong: the plain shell will do.
        request.log.warn({ err: error }, 'the dashboard hero could not be read');
        return null;
      });
      if (hero) return sendPersonalPage(request, reply, homePage(language, hero));
    }
    const isLogin = pathname === '/login';
    reply
      .header('cache-control', 'no-cache')
      .header(
        'vary',
        isLogin || pathname === '/urnb' ? 'Accept-Language, Cookie' : 'Accept-Language',
      );
    const loginPage = `login.${language}.html`;
    if (isLogin && !sessionToken && prerendered.has(loginPage)) {
      return reply.sendFile(loginPage);
    }
    const shell = `shell.${language}.html`;
    if (prerendered.has(shell)) return reply.sendFile(shell);
    return reply.sendFile('index.html');
  });
});
