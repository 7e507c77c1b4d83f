#!/usr/bin/env node
// Makes sure the Chromium builds the tests and the bench drive are on this machine.
// Playwright's own browser download cannot reach its servers here, so they come from Debian's
// packages (scripts/lib/chromium.json): the headless shell for the browser tests
// (e2e/support/chromium.ts) and the full browser for Lighthouse in the bench. Quiet and quick
// when everything is already present.
//
//   node scripts/ensure-browser.mjs
//   CHROMIUM_PATH=/opt/chrome/chrome node scripts/ensure-browser.mjs   (use that binary)

import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

/** Each binary, and the Debian package that brings it. */
const BROWSERS = Object.values(
  JSON.parse(readFileSync(new URL('./lib/chromium.json', import.meta.url), 'utf8')),
);
// Liberation for Arial/Helvetica/Times metrics, DejaVu as the wide-coverage fallback,
// Noto Color Emoji so emoji render as glyphs instead of boxes in screenshots.
const FONT_PACKAGES = ['fonts-liberation', 'fonts-dejavu-core', 'fonts-noto-color-emoji'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function fail(message) {
  console.error(`ensure-browser: ${message}`);
  process.exit(1);
}

/** Debian packages among `names` that dpkg does not report as installed. */
function missingPackages(names) {
  if (!commandExists('dpkg-query')) {
    return names;
  }
  return names.filter((name) => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax.
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.includes('install ok installed');
  });
}

function aptGet(args) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = asRoot ? 'apt-get' : 'sudo';
  const fullArgs = asRoot ? args : ['-n', 'apt-get', ...args];
  const result = spawnSync(command, fullArgs, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20);
    fail(
      `\`apt-get ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}):\n` +
        `${output.join('\n')}\n` +
        'Install Chromium by hand (apt-get install chromium chromium-headless-shell ' +
        'fonts-liberation) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
}

function install(packages) {
  if (!commandExists('apt-get')) {
    fail(
      `missing: ${packages.join(', ')}, and apt-get is not available on this machine.\n` +
        'Install Chromium with your package manager (Debian/Ubuntu: ' +
        '`apt-get install -y --no-install-recommends chromium chromium-headless-shell ' +
        'fonts-liberation`), ' +
        'or set CHROMIUM_PATH to the path of a Chromium or Chrome binary.',
    );
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot && !commandExists('sudo')) {
    fail(
      `missing: ${packages.join(', ')}; installing needs root (or sudo). Run as root: ` +
        `apt-get install -y --no-install-recommends ${packages.join(' ')}, ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log(`ensure-browser: installing ${packages.join(', ')} from Debian's packages...`);
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

const override = process.env.CHROMIUM_PATH;
if (override) {
  if (!isExecutable(override)) {
    fail(`CHROMIUM_PATH=${override} is not an executable file.`);
  }
  // A browser of the caller's choosing: fonts are theirs to provide too.
  process.exit(0);
}

const wanted = [
  ...BROWSERS.filter((browser) => !isExecutable(browser.path)).map((browser) => browser.package),
  ...missingPackages(FONT_PACKAGES),
];
if (wanted.length > 0) {
  install(wanted);
  for (const browser of BROWSERS) {
    if (!isExecutable(browser.path)) {
      fail(
        `installed ${browser.package}, but ${browser.path} is still missing; set CHROMIUM_PATH.`,
      );
    }
  }
  console.log(`ensure-browser: ready (${BROWSERS.map((browser) => browser.path).join(', ')}).`);
}
