import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

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
    launchOptions: chromiumLaunchOptions,
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
