import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download cannot be reached from these machines
// (scripts/ensure-browser.mjs installs it). CHROMIUM_PATH points at another binary.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's services, which
// the closed network here refuses, many connections at a time.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A generated camera picture, allowed without the permission prompt: the image input's
  // Camera journey runs without a real webcam or anyone to press "Allow".
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.output',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 45_000,
  // About 90 journeys (with axe on every route in two schemes): 12-15 min on a quiet CI machine.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace makes every journey about a third slower, for the few that fail: a
    // failing journey is run again with `--trace on` (its screenshot is kept either way).
    trace: 'off',
    // The app's service worker precaches every chunk (about 2 MB) in each fresh context, which
    // competed with the pages' own loading on a busy machine; offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Every journey runs here.
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // A phone-sized window for the layout checks and screenshots only, to keep runs short.
      name: 'phone',
      testMatch: /layout\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
