import type { LaunchOptions } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json' with { type: 'json' };

/**
 * The Chromium both browser suites launch: the journeys (playwright.config.ts) and the web's
 * component tests (vitest project `web-components`).
 *
 * Debian's chromium-headless-shell: Chromium's engine without the browser's window code, the
 * build Playwright itself runs headless tests on. Its own download cannot be reached from these
 * machines (scripts/ensure-browser.mjs installs the package). The journeys take three quarters
 * of the time and 30 % less CPU than in the full browser's headless mode (decision 0050).
 * CHROMIUM_PATH points at another binary.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || chromium.tests.path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    // Without these Chromium keeps dialling Google's services, which the closed network here
    // refuses, many connections at a time.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A generated camera picture, allowed without the permission prompt: the image input's
    // Camera journey runs without a real webcam or anyone to press "Allow".
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
