import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { acceptLanguageTags, firstSupportedLanguage } from '@app/domain/languages.ts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// The dev server's pages, like the API's, tell a visitor from someone signed in by the cookie.
import { SESSION_COOKIES } from '../api/src/modules/auth/session-cookies.ts';

/**
 * The installable app (decision 19): a web app manifest and a service worker that precaches
 * the built shell and every route's chunk, so the app opens offline after one visit. The API is
 * never cached by the worker: what is readable offline is the query cache the app itself keeps
 * (src/lib/offline), which logout clears.
 */
const installableApp = VitePWA({
  registerType: 'autoUpdate',
  // A deferred <script src="/registerSW.js">: no inline script for the CSP, nothing in the entry.
  injectRegister: 'script-defer',
  manifest: {
    name: 'Inner Compass',
    short_name: 'Inner Compass',
    description: 'A private personal-growth journal: guided posts, identity, habits and feelings.',
    id: '/',
    start_url: '/urnb',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b6e70',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Any page opens from the cached index.html; the client router decides. Never the API.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // The page of the first visit is served by the worker at once, not only after a reload.
    clientsClaim: true,
    // Push reminders: a notification for each push, a tap opens its page (decision 0072).
    importScripts: ['/push-worker.js'],
  },
});

/*
 * React Router's package sends every bundler to its development build, whose warnings cost
 * time on every navigation (remix-run/react-router#14102); its production build sits beside it.
 * Builds take the production one; `npm run dev` keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The server build of src/app/document.tsx and the page assets it renders with (build.ts). */
export const documentServerBuild = fileURLToPath(new URL('./dist-server', import.meta.url));
type DocumentModule = typeof import('./src/app/document.tsx');
type Documents = Awaited<ReturnType<DocumentModule['createDocuments']>>;

/** What a script or stylesheet's URL is, from a file name in the build. */
const fromRoot = (fileName: string) => `/${fileName}`;

/**
 * The app's HTML comes from src/app/document.tsx alone (decision 0043), in development as in
 * production. `npm run dev` renders every page request through it, as the API does from its
 * server build; the build writes index.html (the service worker's copy) with it, and the page
 * assets beside the server build for the API.
 */
function appDocuments(): Plugin {
  return {
    name: 'app-documents',
    // Last, after the PWA plugin's own tags: the document already links the manifest and the
    // worker's registration, and the page it writes replaces whatever came before it.
    enforce: 'post',
    configureServer(server) {
      const assets = { entry: '/src/app/main.tsx', modules: [], stylesheets: [] };
      const documents = new WeakMap<object, Promise<Documents>>();
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
        if (!isPage || path.extname(url.pathname) || url.pathname.startsWith('/api')) {
          next();
          return;
        }
        try {
          const module = (await server.ssrLoadModule('/src/app/document.tsx')) as DocumentModule;
          if (!documents.has(module)) documents.set(module, module.createDocuments(assets));
          const language = firstSupportedLanguage(
            acceptLanguageTags(request.headers['accept-language']),
          );
          const hasSessionCookie = new RegExp(
            `(^|;\\s*)${SESSION_COOKIES.development.session}=`,
          ).test(request.headers.cookie ?? '');
          const page = (await documents.get(module))?.page(
            url.pathname,
            language,
            hasSessionCookie,
          );
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(await server.transformIndexHtml(url.pathname, page ?? ''));
        } catch (error) {
          next(error);
        }
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return undefined;
        // The entry's static imports and their styles, as Vite would have listed them.
        const modules: string[] = [];
        const stylesheets = new Set(chunk.viteMetadata?.importedCss);
        const visit = (fileName: string) => {
          const imported = bundle[fileName];
          if (imported?.type !== 'chunk' || modules.includes(fromRoot(fileName))) return;
          modules.push(fromRoot(fileName));
          for (const css of imported.viteMetadata?.importedCss ?? []) stylesheets.add(css);
          imported.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        const assets = {
          entry: fromRoot(chunk.fileName),
          modules,
          stylesheets: [...stylesheets].map(fromRoot),
        };
        fs.writeFileSync(
          path.join(documentServerBuild, 'page-assets.json'),
          JSON.stringify(assets),
        );
        const { indexDocument } = (await import(
          pathToFileURL(path.join(documentServerBuild, 'document.js')).href
        )) as DocumentModule;
        return indexDocument(assets);
      },
    },
  };
}

/*
 * Built by build.ts: first the server build of src/app/document.tsx (which needs no service
 * worker), then this client build, whose index.html it writes.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), installableApp, appDocuments()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(reactRouterProduction, 'dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs beside Vite in development; in production it serves dist/ itself,
    // so the app always talks to a same-origin /api and the session cookie just works.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // build.ts reads the source maps to check what the chunks bundled.
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route needs (read by the chunk report).
    manifest: true,
    // Vite's own list of every file stays, without its gzip column: the report build.ts prints
    // is the one that counts what a route costs.
    reportCompressedSize: false,
    // Route pages are dynamic imports in src/app/router.tsx, each a chunk of its own. Each
    // chunk is a request, and fewer, larger ones load faster (decision 0024): left to itself
    // the bundler also makes a small chunk for every set of lazy routes sharing a module.
    // Shared chunks under 24 KB of source are copied into the chunks that use them instead;
    // the bundler's runtime keeps one state per module across the copies. The prerendered
    // pages' server build keeps its exports (it needs them).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 24 * 1024 } } },
        },
  },
}));
