import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { createServer } from 'vite';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import webPackage from './apps/web/package.json' with { type: 'json' };
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';
import domainPackage from './packages/domain/package.json' with { type: 'json' };
import { LANGUAGES } from './packages/domain/src/languages.ts';

/**
 * Every package the web imports, bundled by Vite before the component tests start. Left to
 * discovery, a package first imported mid-run (by a lazy module, say) is bundled then with a
 * second copy of React, and every test after it fails.
 */
const webPackages = [
  ...[webPackage, domainPackage].flatMap((manifest) =>
    Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@app/')),
  ),
  'dayjs/locale/es',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router/dom',
  'vitest-browser-react',
];

/**
 * A page as the server draws it for a visitor (src/app/document.tsx), in every language,
 * rendered in Node by a Vite server of the web's own config as `npm run dev` renders it: the
 * component tests then hydrate it in the browser with the app's tree. Rendered in the
 * browser's realm instead, the server's renderer and the client's would share React's contexts.
 */
const serverRenderedPages: BrowserCommand<[path: string]> = async (_context, path) => {
  const server = await createServer({
    configFile: fileURLToPath(new URL('./apps/web/vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('./apps/web', import.meta.url)),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const module = (await server.ssrLoadModule(
      '/src/app/document.tsx',
    )) as typeof import('./apps/web/src/app/document.tsx');
    const documents = await module.createDocuments({
      entry: '/entry.js',
      modules: [],
      stylesheets: [],
    });
    return Object.fromEntries(
      LANGUAGES.map((language) => [language, documents.page(path, language, false)]),
    );
  } finally {
    await server.close();
  }
};

/** The web's `@/` imports, as apps/web/vite.config.ts resolves them. */
const webSourceAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

/** The server under a minute of load, and while it imports the heaviest archive accepted. */
const measuredAlone = [
  'test/resilience/soak.test.ts',
  'test/resilience/archive-import-bounds.test.ts',
];

/**
 * The fuzzing of every route (test/security/fuzz-suite.ts). FUZZ_RUNS=0 leaves it out of the
 * resilience suite: .ci/run fuzzes once, in its PostgreSQL pass, when it has one.
 */
const fuzzFiles = process.env.FUZZ_RUNS === '0' ? [] : ['test/security/fuzz-*.test.ts'];

/**
 * The archive reader's worker as production starts it, from the bundle built before the API
 * suites (test/build-if-stale.ts): from sources, through tsx, each import's worker takes a second
 * or two to start.
 */
const bundledArchiveReader = {
  ARCHIVE_READ_WORKER_BUNDLE: fileURLToPath(
    new URL('./apps/api/dist/archive-read-worker.mjs', import.meta.url),
  ),
};

/** The suites that start the server as `npm start` does, from the bundle built before them. */
const serverProcessTests = {
  root: './apps/api',
  globalSetup: ['./test/build-if-stale.ts', './test/global-setup.ts'],
  setupFiles: ['./test/fail-on-console-error.ts', './test/fail-on-timer-overflow.ts'],
  env: bundledArchiveReader,
  testTimeout: 240_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default keeps a core for its own process, which mostly idles while the files run:
    // on a 2-core machine, one worker of two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // The web's pure rules (no DOM): what the browser journeys cannot pin down exactly.
        resolve: { alias: webSourceAlias },
        test: {
          name: 'web',
          root: './apps/web',
          // The build's own checks (chunk-report.test.ts) sit beside build.ts.
          include: ['src/**/*.test.ts', '*.test.ts'],
        },
      },
      {
        // The web's forms and hooks as components, in the app's providers, in one headless
        // Chromium (a page per file); the API answered at fetch (src/test/fake-api.ts).
        plugins: [react()],
        resolve: { alias: webSourceAlias },
        optimizeDeps: { include: webPackages },
        test: {
          name: 'web-components',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['../api/test/fail-on-console-error.ts', './src/test/setup.ts'],
          // The files share one page's modules (the app's graph loads once, not once a file);
          // src/test/setup.ts puts back what a test changes.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            // The journeys' desktop window (playwright.config.ts).
            viewport: { width: 1280, height: 800 },
            commands: { serverRenderedPages },
          },
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: [
            'src/**/*.test.ts',
            'test/**/*.test.ts',
            '../../scripts/**/*.test.ts',
            '../../bench/lib/**/*.test.ts',
          ],
          // The fuzzing of every route takes minutes: it runs with the resilience suite.
          exclude: ['test/resilience/**', 'test/security/fuzz-*.test.ts'],
          globalSetup: ['./test/build-if-stale.ts', './test/global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts', './test/fail-on-timer-overflow.ts'],
          env: bundledArchiveReader,
          // Each file builds its own app on its own database, so the files of a worker share
          // one loaded copy of the modules instead of importing the app again each.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The slow proofs: real server processes, and the fuzzing, three files at a time (each
        // file's servers, ports and databases are its own): the fuzzing's two halves keep the
        // cores busy while the process tests mostly wait. `npm run test:resilience` runs it,
        // then the soak.
        test: {
          ...serverProcessTests,
          name: 'resilience',
          maxWorkers: 3,
          include: ['test/resilience/**/*.test.ts', ...fuzzFiles],
          exclude: measuredAlone,
        },
      },
      {
        // Run alone after the rest, one file at a time: what they time is the server's own, not
        // what two other test files take of the cores beside it.
        test: {
          ...serverProcessTests,
          name: 'measured-alone',
          include: measuredAlone,
          maxWorkers: 1,
        },
      },
    ],
  },
});
