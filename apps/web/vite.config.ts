import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/*
 * The browser's build writes no theme CSS variables (providers.tsx: the pages' <head> holds
 * them), yet the Mantine module that leaves the default ones out of the theme's <style>
 * computes them all as it loads; src/app/mantine-keep-css-variables.ts stands in for it. The
 * server build, which writes the <head>'s styles, keeps Mantine's own.
 */
const mantineKeepCssVariables = {
  find: /^\.\/remove-default-variables\.mjs$/,
  replacement: fileURLToPath(new URL('./src/app/mantine-keep-css-variables.ts', import.meta.url)),
};

/*
 * Built by build.ts: first a server build of src/app/prerender.tsx (which needs no service
 * worker), whose theme styles this client build then writes into index.html's <head>, then
 * the prerendered pages and the compressed copies.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), installableApp],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(isSsrBuild ? [] : [mantineKeepCssVariables]),
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
