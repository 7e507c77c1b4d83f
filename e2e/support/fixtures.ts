import { randomBytes } from 'node:crypto';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { BASE_URL_ENV, MAIL_DIR_ENV, readMails, type StoredMail } from './mail-store.ts';
import { claimModeratorEmail, MODERATOR_CLAIMS_ENV } from './moderators.ts';
import { APP_WRITE_HEADERS } from './posts.ts';

export { MODERATOR_EMAIL, MODERATOR_EMAILS } from './moderators.ts';

/** The login page, with or without a note of where to return after signing in. */
export const LOGIN_URL = /\/login(\?.*)?$/;

/**
 * A new account's first sign-in lands on the first run (/welcome): skipped with its Skip button
 * (`name` is its accessible name in the page's language), for journeys about something else.
 * The person then goes on to the page they were headed for.
 */
export async function skipFirstRun(page: Page, name = 'Skip the welcome'): Promise<void> {
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name }).click();
  await expect(page).not.toHaveURL(/\/welcome$/);
}

/** A code stands on a line of its own in the text, never in the subject or the preview. */
const CODE_PATTERN = /^(\d{6})$/m;
const MAIL_WAIT_MS = 15_000;

export interface Mailbox {
  /** The arrival number of the newest message so far; pass it as `after` to skip older mail. */
  mark(): Promise<number>;
  /** Waits for the newest message to `address` (newer than `after`, when given). */
  waitForMail(address: string, options?: { after?: number }): Promise<StoredMail>;
  /** Waits for the newest code e-mail to `address` and returns the 6-digit code in it. */
  waitForCode(address: string, options?: { after?: number }): Promise<string>;
}

export interface SignedInPerson {
  email: string;
}

/** Someone in a browser of their own: own cookies, own page, signed in. */
export interface Person extends SignedInPerson {
  context: BrowserContext;
  page: Page;
}

export interface Fixtures {
  /** An e-mail address no other test uses, so per-contact rate limits never meet. */
  email: string;
  mailbox: Mailbox;
  /**
   * Signs `email` in with the login form's requests (code from the mailbox) and opens /urnb.
   * The first run a new account is offered (/welcome) is marked done through the API, as if
   * skipped; `{ firstRun: 'leave' }` leaves it as it is, and the journey says where the page
   * lands (/welcome for a new account).
   */
  login: (
    page: Page,
    email: string,
    options?: { firstRun?: 'skip' | 'leave' },
  ) => Promise<SignedInPerson>;
  /**
   * A moderator's address that no other test of this run uses (the app makes it a moderator
   * when it signs in; see moderators.ts).
   */
  moderatorEmail: string;
  /** A new address, unique to this test, for each extra person in it (`label` shows whose). */
  newEmail: (label: string) => string;
  /**
   * Opens a new browser context (another person's browser, with its own cookies) and signs
   * `email` in there. Problems on its pages fail the test like the main page's; it is closed
   * when the test ends.
   */
  newPerson: (email: string) => Promise<Person>;
  /**
   * Problems the page reported (console.error, uncaught errors, 5xx answers). Collected from
   * every page of the test's context; the test fails if any remain at its end.
   */
  pageProblems: string[];
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the browser tests through playwright.config.ts.`);
  }
  return value;
}

export function extractCode(mail: StoredMail): string {
  const match = CODE_PATTERN.exec(mail.text);
  if (!match?.[1]) {
    throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  }
  return match[1];
}

/** An address no other test uses: the slug says whose, the rest makes it unique. */
export function createTestEmail(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return `${slug || 'person'}-${unique}@innercompass.test`;
}

function createMailbox(mailDir: string): Mailbox {
  const mailbox: Mailbox = {
    async mark() {
      const mails = await readMails(mailDir);
      return mails.at(-1)?.seq ?? 0;
    },
    async waitForMail(address, { after = 0 } = {}) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + MAIL_WAIT_MS;
      while (Date.now() < deadline) {
        const mails = await readMails(mailDir);
        const newest = mails
          .filter((mail) => mail.seq > after && mail.recipients.includes(wanted))
          .at(-1);
        if (newest) {
          return newest;
        }
        await new Promise((wake) => setTimeout(wake, 100));
      }
      throw new Error(`No e-mail reached ${address} within ${MAIL_WAIT_MS / 1000} s.`);
    },
    async waitForCode(address, options) {
      return extractCode(await mailbox.waitForMail(address, options));
    },
  };
  return mailbox;
}

/**
 * Chromium reports every 4xx answer as a console error ("Failed to load resource: the server
 * responded with a status of 401"). Those are the app asking whether someone is signed in or
 * being told a code is wrong, not the app's own console.error calls; 5xx answers are caught
 * by the response listener instead.
 */
const EXPECTED_NETWORK_NOISE =
  /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Playwright's trace recorder fetches again, from inside the page, a picture that failed to
 * decode so as to keep its bytes; for a blob: URL (a picked file shown in the image cropper)
 * the app's CSP (connect-src 'self') blocks that fetch and Chromium logs it. The app itself
 * never fetches blob: URLs, so the line is the recorder's, not the app's.
 */
const TRACE_RECORDER_NOISE =
  /^Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src /;

/**
 * A documentation-only address (RFC 5737) for one test. The app trusts X-Forwarded-For from
 * the loopback "proxy" the tests stand behind, so its per-IP login limits (20 sends and 30
 * verifies per 5 minutes) apply to each test alone rather than to the whole run.
 */
function visitorAddress(): string {
  const networks = ['192.0.2', '198.51.100', '203.0.113'];
  const pick = randomBytes(2);
  return `${networks[(pick[0] ?? 0) % networks.length]}.${((pick[1] ?? 0) % 254) + 1}`;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env[BASE_URL_ENV] ?? baseURL);
  },

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress() });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the destructuring.
  email: async ({}, use, testInfo) => {
    await use(createTestEmail(testInfo.title));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the destructuring.
  newEmail: async ({}, use) => {
    await use(createTestEmail);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the destructuring.
  moderatorEmail: async ({}, use) => {
    await use(await claimModeratorEmail(requireEnv(MODERATOR_CLAIMS_ENV)));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from the destructuring.
  mailbox: async ({}, use) => {
    await use(createMailbox(requireEnv(MAIL_DIR_ENV)));
  },

  login: async ({ mailbox }, use) => {
    await use(async (page, email, { firstRun = 'skip' } = {}) => {
      // The requests the login form sends, from the page's own cookie jar: the form's journey
      // is auth.spec.ts's (and the Spanish and keyboard journeys'); every other journey only
      // needs someone signed in, and starts on the home page as a person would.
      const language = (await page.evaluate(() => navigator.language)).startsWith('es')
        ? 'es'
        : 'en';
      const after = await mailbox.mark();
      const sent = await page.request.post('/api/v1/send-code', {
        headers: APP_WRITE_HEADERS,
        data: { contact: email, language },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const code = await mailbox.waitForCode(email, { after });
      const verified = await page.request.post('/api/v1/verify-code', {
        headers: APP_WRITE_HEADERS,
        data: { contact: email, code, language },
      });
      expect(verified.status(), await verified.text()).toBe(200);
      if (firstRun === 'skip') {
        const done = await page.request.put('/api/v1/users/current', {
          headers: APP_WRITE_HEADERS,
          data: { firstRunDone: true },
        });
        expect(done.status(), await done.text()).toBe(200);
      }
      await page.goto('/urnb');
      if (firstRun === 'skip') await expect(page).toHaveURL(/\/urnb$/);
      // The app itself, not the frame the server draws before it (decision 0023), which the
      // app's first render replaces.
      await expect(page.locator('#root[inert]')).toHaveCount(0);
      return { email };
    });
  },

  newPerson: async (
    { browser, baseURL, viewport, locale, timezoneId, login, pageProblems },
    use,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async (email) => {
      // A context made here does not inherit the test's options: the same ones, given again.
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
      });
      contexts.push(context);
      await watchForProblems(context, pageProblems);
      const page = await context.newPage();
      await login(page, email);
      return { email, context, page };
    });
    for (const context of contexts) await context.close();
  },

  pageProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      await watchForProblems(context, problems);
      await use(problems);
      expect(problems, 'the page reported errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A violation of the app's Content-Security-Policy, as the page's own `securitypolicyviolation`
 * event reports it: Chromium logs some (a blocked fetch) to the console and others (a caught
 * `eval`) nowhere, and a policy that reports violations would send each one home.
 */
const CSP_VIOLATION_BINDING = '__reportCspViolation';
type CspViolation = { directive: string; blockedURI: string; source: string };

/** Collects what the pages of `context` report into `problems` (see `pageProblems`). */
async function watchForProblems(context: BrowserContext, problems: string[]): Promise<void> {
  await context.exposeBinding(CSP_VIOLATION_BINDING, (_source, violation: CspViolation) => {
    // The trace recorder's fetch of a blob: picture (TRACE_RECORDER_NOISE), not the app's.
    if (violation.directive === 'connect-src' && violation.blockedURI.startsWith('blob:')) return;
    problems.push(
      `CSP violation: ${violation.directive} blocked ${violation.blockedURI} (${violation.source})`,
    );
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[
        binding
      ];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  }, CSP_VIOLATION_BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !EXPECTED_NETWORK_NOISE.test(text) &&
      !TRACE_RECORDER_NOISE.test(text)
    ) {
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text} (${url}:${lineNumber})`);
    }
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push(`uncaught error: ${error.stack ?? error.message}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 500) {
      problems.push(
        `HTTP ${response.status()} from ${response.request().method()} ${response.url()}`,
      );
    }
  });
}

export { expect };
