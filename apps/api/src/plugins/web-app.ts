import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { HomeHero } from '@app/domain/home-hero.ts';
import {
  acceptLanguageTags,
  firstSupportedLanguage,
  type Language,
} from '@app/domain/languages.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the server build of apps/web/src/app/document.tsx gives (decision 0043). */
interface Documents {
  page(path: string, language: Language, hasSessionCookie: boolean): string;
  home(language: Language, hero: HomeHero): string;
}
interface DocumentModule {
  createDocuments(assets: unknown): Promise<Documents>;
}

/** Each build's documents, rendered once per process (a server, or a worker of the tests). */
const documentsOfBuild = new Map<string, Promise<Documents | null>>();

/**
 * The web build's documents: the server build of its document module with the page assets
 * the client build wrote beside it; null when the web app is not built.
 */
function loadDocuments(documentServerBuild: string): Promise<Documents | null> {
  let documents = documentsOfBuild.get(documentServerBuild);
  if (!documents) {
    documents = renderDocuments(documentServerBuild);
    documentsOfBuild.set(documentServerBuild, documents);
  }
  return documents;
}

async function renderDocuments(documentServerBuild: string): Promise<Documents | null> {
  const modulePath = path.join(documentServerBuild, 'document.js');
  if (!fs.existsSync(modulePath)) return null;
  const { createDocuments } = (await import(pathToFileURL(modulePath).href)) as DocumentModule;
  const assets = fs.readFileSync(path.join(documentServerBuild, 'page-assets.json'), 'utf8');
  return createDocuments(JSON.parse(assets));
}

type WebAppOptions = {
  webDist: string;
  /** apps/web/dist-server: the server build of the web's document module. */
  documentServerBuild: string;
  sessionCookie: string;
  /** The hero of the person whose session token this is, or null when it is no session. */
  homeHeroOf: (sessionToken: string) => Promise<HomeHero | null>;
};

/**
 * A rendered page, compressed here: a person's own (`personal`) is never stored by a browser
 * or a proxy; the others are revalidated so a deploy reaches people at once.
 */
/** The login page's and the shells' compressed copies, by page (a handful of strings). */
type CompressedPages = Map<string, { br?: Buffer; gzip?: Buffer }>;

function sendPage(
  compressedPages: CompressedPages,
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  options: { personal: boolean; varyByCookie: boolean },
) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const vary = options.varyByCookie ? 'Accept-Language, Cookie' : 'Accept-Language';
  reply
    .header('cache-control', options.personal ? 'private, no-store' : 'no-cache')
    .header('vary', `${vary}, Accept-Encoding`)
    .type('text/html; charset=utf-8');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return reply.send(page);
  // The pages that are everyone's are compressed once; a person's at each request.
  const cached = options.personal ? undefined : compressedPages.get(page)?.[encoding];
  const body = cached ?? compress(page, encoding);
  if (!options.personal && !cached) {
    compressedPages.set(page, { ...compressedPages.get(page), [encoding]: body });
  }
  return reply.header('content-encoding', encoding).send(body);
}

function compress(page: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(page);
  return zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; the pages are always
 * revalidated so a deploy reaches people at once. Unknown non-API paths get a page and the
 * client router decides; unknown API paths get a JSON 404.
 *
 * Pages are rendered by the web's document module in the visitor's language (decisions 0023,
 * 0043), so they paint before the JavaScript arrives: the login page and the shell are the
 * same for everyone of one language (rendered once, at start-up); GET /urnb with a live
 * session is the shell with the dashboard's hero drawn for that person (decision 0025), so
 * the page's largest picture paints with the HTML.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const { webDist, sessionCookie, homeHeroOf } = options;
  // Without the client build there is nothing to serve, and no page is rendered.
  const documents = fs.existsSync(path.join(webDist, 'index.html'))
    ? await loadDocuments(options.documentServerBuild)
    : null;
  const compressedPages: CompressedPages = new Map();
  if (documents) {
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
    if (!documents) {
      return reply.code(404).send({
        error: {
          code: 'web_not_built',
          message: 'The web app is not built yet: run `npm run build` (npm start does it).',
        },
      });
    }
    if (path.extname(pathname)) return reply.code(404).type('text/plain').send('Not found');
    const language = firstSupportedLanguage(acceptLanguageTags(request.headers['accept-language']));
    const sessionToken = request.cookies[sessionCookie];
    if (pathname === '/urnb' && sessionToken) {
      const hero = await homeHeroOf(sessionToken).catch((error: unknown) => {
        // The app checks the session itself and says what is wrong: the plain shell will do.
        request.log.warn({ err: error }, 'the dashboard hero could not be read');
        return null;
      });
      if (hero) {
        const page = documents.home(language, hero);
        return sendPage(compressedPages, request, reply, page, {
          personal: true,
          varyByCookie: true,
        });
      }
    }
    const page = documents.page(pathname, language, sessionToken !== undefined);
    const varyByCookie = pathname === '/login' || pathname === '/urnb';
    return sendPage(compressedPages, request, reply, page, { personal: false, varyByCookie });
  });
});
