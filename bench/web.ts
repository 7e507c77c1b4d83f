/**
 * The web half of the benchmark: each route's gzipped JavaScript (apps/web/chunk-report.ts)
 * and Lighthouse (mobile, its default settings: a Moto G Power-sized screen, simulated slow
 * 4G and a 4× slower CPU) on /login and on a signed-in /urnb, with Debian's Chromium
 * (`BENCH_CHROMIUM`).
 *
 * `npm run bench` runs it against the PostgreSQL server it measured; `npm run bench:web`
 * (`--web-only`) starts the app on a fresh PGlite directory with one signed-in person.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium as playwrightChromium } from 'playwright';
import { SESSION_COOKIES } from '../apps/api/src/modules/auth/session-cookies.ts';
import {
  codeFrom,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../apps/api/test/smtp-test-server.ts';
import { type ChunkReport, chunkReport, formatChunkReport } from '../apps/web/chunk-report.ts';
import chromium from '../scripts/lib/chromium.json' with { type: 'json' };
import { cpuSlowdownFor } from './lib/lighthouse-calibration.ts';
import { REPO_ROOT, startNodeServer } from './lib/processes.ts';

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const DATA = path.join(REPO_ROOT, 'bench/.data');

/**
 * Builds the web app and the API bundle when a source changed since (as npm start does), with
 * the checkout's own build script.
 */
export function buildIfStale(root = REPO_ROOT) {
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app or the API failed');
}

export function reportChunks(): ChunkReport & { loginKb: number } {
  const report = chunkReport(WEB_DIST);
  console.log(`\n${formatChunkReport(report)}`);
  return { ...report, loginKb: report.loginBytes / 1024 };
}

export type LighthouseResult = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, as Lighthouse counted it. */
  scriptKb: number;
  /** The machine's index and the CPU slowdown calibrated from it (`calibratedReport`). */
  benchmarkIndex: number;
  cpuSlowdown: number;
};

type Audit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Array<Record<string, unknown>> };
};

/** Lighthouse on /login (signed out) and /urnb (signed in with the session cookie). */
export async function runLighthouse(origin: string, token: string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile) with ${BENCH_CHROMIUM}, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  for (const page of ['/login', '/urnb']) {
    const { lhr, benchmarkIndex, cpuSlowdown } = await calibratedReport(
      BENCH_CHROMIUM,
      `${origin}${page}`,
      headersFor(page, token),
    );
    fs.mkdirSync(DATA, { recursive: true });
    fs.writeFileSync(
      path.join(DATA, `lighthouse${page.replace('/', '-')}.json`),
      JSON.stringify(lhr),
    );
    const audits = lhr.audits as Record<string, Audit>;
    const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const scripts = (audits['resource-summary']?.details?.items ?? []).find(
      (item) => item.resourceType === 'script',
    );
    const result: LighthouseResult = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      scriptKb: Number(scripts?.transferSize ?? 0) / 1024,
      benchmarkIndex,
      cpuSlowdown,
    };
    results.push(result);
    console.log(
      `  ${page.padEnd(7)} benchmarkIndex ${Math.round(benchmarkIndex)}, CPU slowdown ${cpuSlowdown.toFixed(1)}x: ` +
        `performance ${result.performance}, accessibility ${result.accessibility}, ` +
        `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, ` +
        `JS ${result.scriptKb.toFixed(1)} KB transferred`,
    );
    const failing = (category: string) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit &&
            audit.score !== null &&
            audit.score < 0.9 &&
            !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
        );
    for (const { id, audit } of [...failing('accessibility'), ...failing('performance')]) {
      // Some audits (Lighthouse's insights) hold an object in `items`, not a table's rows.
      const items = audit?.details?.items;
      const nodes = (Array.isArray(items) ? items : [])
        .map((item) => (item.node as { selector?: string } | undefined)?.selector)
        .filter(Boolean)
        .slice(0, 3);
      console.log(
        `    - ${id}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}` +
          `${nodes.length ? ` at ${nodes.join(', ')}` : ''}`,
      );
    }
  }
  return results;
}

export type CalibratedReport = {
  lhr: Awaited<ReturnType<typeof lighthouseReport>>;
  /** The machine's index, measured by the run that set the slowdown. */
  benchmarkIndex: number;
  cpuSlowdown: number;
};

/**
 * Where Lighthouse runs: a Chromium's path, for a fresh one each run (a first visit, storage
 * reset), or the port of a Chromium the caller keeps, whose storage Lighthouse leaves as it is.
 */
type LighthouseBrowser = string | { port: number };

/**
 * Lighthouse calibrated to the machine's minute: a first run measures the `benchmarkIndex`,
 * and the reported run takes the slowdown computed from it.
 */
export async function calibratedReport(
  browser: LighthouseBrowser,
  url: string,
  headers: Record<string, string>,
): Promise<CalibratedReport> {
  const probe = await lighthouseReport(browser, url, headers);
  const benchmarkIndex = probe.environment.benchmarkIndex;
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const lhr = await lighthouseReport(browser, url, headers, cpuSlowdown);
  return { lhr, benchmarkIndex, cpuSlowdown };
}

/**
 * Calibrated Lighthouse on a page as a returning person meets it: a Chromium profile with the
 * session in its cookie jar has loaded the page three times (the service worker installed and
 * answering, the scripts' compiled code cached, the device copy kept), and Lighthouse keeps
 * what the profile holds. A signed-in person has always been here before: their sign-in loaded
 * the app.
 */
export async function returningVisitReport(
  chromePath: string,
  origin: string,
  page: string,
  token: string,
): Promise<CalibratedReport> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-returning-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium opened with no browser context');
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: origin }]);
    const tab = await context.newPage();
    await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
    // A function, not a string: the page's CSP refuses what a string would be run by (eval).
    // The bench's types are Node's, whose navigator has no service worker.
    await tab.waitForFunction(
      () =>
        (navigator as unknown as { serviceWorker: { controller: object | null } }).serviceWorker
          .controller !== null,
    );
    for (let load = 0; load < 2; load++) await tab.reload({ waitUntil: 'networkidle' });
    await tab.close();
    return await calibratedReport(
      { port: chrome.port },
      `${origin}${page}`,
      headersFor(page, token),
    );
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A Chromium launched for one run, or the caller's, which stays open with what it holds. */
async function openChromium(
  browser: LighthouseBrowser,
): Promise<{ port: number; keepsStorage: boolean; close(): void }> {
  if (typeof browser !== 'string') return { port: browser.port, keepsStorage: true, close() {} };
  const chrome = await chromeLauncher.launch({ chromePath: browser, chromeFlags: CHROME_FLAGS });
  return { port: chrome.port, keepsStorage: false, close: () => chrome.kill() };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * One Lighthouse run (mobile preset; `cpuSlowdown` in place of its 4x). A run whose trace came
 * out unusable (Lighthouse's occasional NO_NAVSTART, "please run Lighthouse again") is run
 * again, up to three times, rather than reported as a score of 0.
 */
export async function lighthouseReport(
  browser: LighthouseBrowser,
  url: string,
  headers: Record<string, string>,
  cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier,
) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await openChromium(browser);
    try {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
        disableStorageReset: chrome.keepsStorage,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!runner) throw new Error('Lighthouse returned nothing');
      const error = runner.lhr.runtimeError;
      if (!error || attempt === 3) return runner.lhr;
      console.log(
        `  ${new URL(url).pathname}: Lighthouse failed (${error.code}), running it again`,
      );
    } finally {
      chrome.close();
    }
  }
}

function lighthouseVersion(): string {
  const file = path.join(REPO_ROOT, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The browser the bench drives: Debian's full Chromium (Lighthouse), or CHROMIUM_PATH. */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.bench.path;

const LIGHTHOUSE_CONTACT = 'lighthouse@bench.innercompass.test';
/** The session's cookie on plain http, as the bench serves the app (`__Host-` needs HTTPS). */
const SESSION_COOKIE = SESSION_COOKIES.development.session;

/**
 * Signs in as a person does, through the API and a real SMTP server: a code sent and entered.
 * Any build of the app signs in this way, whatever its code inside looks like.
 */
async function signInByCode(
  origin: string,
  smtp: SmtpTestServer,
  contact = LIGHTHOUSE_CONTACT,
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
  const sent = await post('/send-code', { contact, language: 'en' });
  if (!sent.ok) throw new Error(`send-code: ${sent.status} ${await sent.text()}`);
  const code = codeFrom(await smtp.waitFor(contact, 1, 15_000));
  const verified = await post('/verify-code', { contact, code });
  const token = new RegExp(`(?:^|[;,]\\s*)${SESSION_COOKIE}=([^;]+)`).exec(
    verified.headers.get('set-cookie') ?? '',
  )?.[1];
  if (!verified.ok || !token) {
    throw new Error(`verify-code: ${verified.status} ${await verified.text()}`);
  }
  // A new account is sent to its first run (/welcome) instead of /urnb: skipped, as most
  // people who come back have. A build from before the first run refuses the field (400).
  const skipped = await fetch(`${origin}/api/v1/users/current`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: `${SESSION_COOKIE}=${token}`,
    },
    body: JSON.stringify({ firstRunDone: true }),
  });
  if (!skipped.ok && skipped.status !== 400) {
    throw new Error(`skip the first run: ${skipped.status} ${await skipped.text()}`);
  }
  return token;
}

/**
 * A checkout's app (`root`, built when stale) on a fresh PGlite directory, run by its own
 * server code, with one person signed in. Two checkouts of different ages compare this way,
 * each with its own migrations and its own pages.
 */
export async function startSignedInApp(root = REPO_ROOT): Promise<{
  origin: string;
  token: string;
  /** Signs another person in (a contact of their own), answering their session token. */
  signIn(contact: string): Promise<string>;
  stop(): Promise<void>;
}> {
  buildIfStale(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const smtp = await startSmtpTestServer();
  let server: Awaited<ReturnType<typeof startNodeServer>> | undefined;
  const stop = async () => {
    await server?.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startNodeServer({
      script: 'apps/api/src/server.ts',
      cwd: root,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        // Plain http on the loopback address: the cookie is SESSION_COOKIE, without `Secure`.
        NODE_ENV: 'development',
      },
      readyPath: '/api/health',
    });
    const { origin } = server;
    return {
      origin,
      token: await signInByCode(origin, smtp),
      signIn: (contact) => signInByCode(origin, smtp, contact),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a page is loaded with: a visitor's /login (signed in, it sends the person on), else the session. */
export const headersFor = (page: string, token: string): Record<string, string> =>
  page === '/login' ? {} : { Cookie: `${SESSION_COOKIE}=${token}` };

/** Lighthouse against the app on a fresh PGlite directory with one signed-in person. */
/** Lighthouse on the pages, then `after` on the same app (the sealed journal's figures). */
export async function runWebOnly(
  after: (app: Awaited<ReturnType<typeof startSignedInApp>>) => Promise<void>,
): Promise<LighthouseResult[]> {
  const app = await startSignedInApp();
  try {
    const results = await runLighthouse(app.origin, app.token);
    await after(app);
    return results;
  } finally {
    await app.stop();
  }
}
