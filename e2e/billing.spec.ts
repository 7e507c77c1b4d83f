import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@app/domain/billing.schemas.ts';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, skipFirstRun, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS, createPostThroughApi } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * Billing with the local provider (the app's default without STRIPE_* variables): Stripe's
 * test card numbers, the same state machine as Stripe's, kept in the database.
 *
 * A new account is in its 30-day trial, and in a trial Subscribe only turns auto-renew back
 * on: nothing is charged, so no invoice exists yet. The journeys that need a charge (an
 * invoice, a declined first payment, the refusal to write new posts) run against a second app
 * server of their own, started here with TRIAL_DAYS=0: every account it makes has used up its
 * trial the moment it signs in, as a real account has after 30 days. That is configuration the
 * app already reads (README), not a route made for tests; the shared server keeps the usual
 * 30 days for every other journey.
 */

const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
/** Refused when saved, as at Stripe. */
const DECLINED = '4000 0000 0000 0002';
/** Saved, then declined at every charge. */
const DECLINED_AT_CHARGE = '4000 0000 0000 0341';
const EXPIRY = '12/34';

async function openBillingFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
}

function subscriptionPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Subscription' });
}

function paymentMethodsPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Payment methods' });
}

/** The card whose last four digits are `last4`, in the list of saved cards. */
function savedCard(page: Page, last4: string): Locator {
  return paymentMethodsPanel(page)
    .getByRole('list', { name: 'Your cards' })
    .getByRole('listitem')
    .filter({ hasText: last4 });
}

function cardForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Add a card (TEST MODE)' });
}

async function fillCard(page: Page, number: string): Promise<void> {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(EXPIRY);
  await form.getByLabel('CVC').fill('123');
}

/** Add a card, type a test number, Save card: the form closes once the card is saved. */
async function addCard(page: Page, number: string): Promise<void> {
  await paymentMethodsPanel(page).getByRole('button', { name: 'Add a card' }).click();
  await expect(cardForm(page)).toBeVisible();
  await fillCard(page, number);
  await cardForm(page).getByRole('button', { name: 'Save card' }).click();
  await expect(cardForm(page)).toBeHidden();
  await expect(savedCard(page, number.slice(-4))).toBeVisible();
}

/** The value beside a label in the subscription's facts (Status, Price, Start Date...). */
function fact(page: Page, label: string): Locator {
  return subscriptionPanel(page).locator(`dt:text-is("${label}") + dd`);
}

test.describe('billing on the trial', () => {
  test('a person on the trial adds cards, changes the default, deletes one, cancels and subscribes again', async ({
    page,
    email,
    login,
  }) => {
    test.setTimeout(90_000);
    await login(page, email);
    await openBillingFromMenu(page);

    // A new account starts with the 30-day trial, in test mode, at $29.00 a year.
    await expect(page.getByText('Test mode', { exact: true }).first()).toBeVisible();
    await expect(fact(page, 'Status')).toHaveText('Trial');
    await expect(fact(page, 'Price')).toHaveText('$29.00 / year');
    await expect(fact(page, 'Start Date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(subscriptionPanel(page)).toContainText('Your 30-day free trial runs until');
    await expect(subscriptionPanel(page)).toContainText('Add a card before then');
    await expect(paymentMethodsPanel(page)).toContainText('No card yet.');
    await expect(
      subscriptionPanel(page).getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeVisible();

    // The test card form says what it is and lists the test numbers.
    await paymentMethodsPanel(page).getByRole('button', { name: 'Add a card' }).click();
    await expect(cardForm(page)).toContainText('TEST MODE');
    await expect(cardForm(page)).toContainText(VISA);
    await cardForm(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(cardForm(page)).toBeHidden();

    // The first card becomes the default.
    await addCard(page, VISA);
    const visa = savedCard(page, '4242');
    await expect(visa).toContainText('Visa');
    await expect(visa).toContainText('Expires 12/34');
    await expect(visa.getByText('Default', { exact: true })).toBeVisible();
    await expect(subscriptionPanel(page)).toContainText('Your default card is charged $29.00');

    // A second card is not the default until the person says so.
    await addCard(page, MASTERCARD);
    const mastercard = savedCard(page, '4444');
    await expect(mastercard).toContainText('Mastercard');
    await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);
    await mastercard.getByRole('button', { name: 'Make Default' }).click();
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
    await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);

    // Deleting asks first; keeping it changes nothing.
    await visa.getByRole('button', { name: 'Delete' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(deleteDialog).toContainText('Visa ending in 4242 is removed');
    await deleteDialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(visa).toBeVisible();
    await visa.getByRole('button', { name: 'Delete' }).click();
    await deleteDialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(visa).toHaveCount(0);
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();

    // Cancel, after a confirmation: auto-renew off, End Date.
    await subscriptionPanel(page).getByRole('button', { name: 'Cancel Subscription' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(cancelDialog).toContainText('Auto-renew turns off');
    await cancelDialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(fact(page, 'End Date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(
      subscriptionPanel(page).getByText('Auto-renew: Off', { exact: true }),
    ).toBeVisible();
    await expect(fact(page, 'Start Date')).toHaveCount(0);
    await expect(fact(page, 'Status')).toHaveText('Trial');
    // What the page shows is the server's: a reload says the same.
    await page.reload();
    await expect(
      subscriptionPanel(page).getByText('Auto-renew: Off', { exact: true }),
    ).toBeVisible();
    await checkAtScreenWidths(page, 'billing-cancelled');

    // Subscribe again: auto-renew back on, nothing charged during the trial.
    await subscriptionPanel(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Auto-renew is on again.')).toBeVisible();
    await expect(fact(page, 'Start Date')).toBeVisible();
    await expect(subscriptionPanel(page).getByText('Auto-renew: Off')).toHaveCount(0);
    await expect(
      subscriptionPanel(page).getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeVisible();
    await checkAtScreenWidths(page, 'billing');

    // No charge yet, so no invoice: the list says so.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
    await checkAtScreenWidths(page, 'invoices-empty');
  });

  test("a declined card shows the provider's message under the form and keeps what was typed", async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/billing');
    await paymentMethodsPanel(page).getByRole('button', { name: 'Add a card' }).click();

    // Nothing typed yet: the form says what is missing, and asks the server nothing.
    await cardForm(page).getByRole('button', { name: 'Save card' }).click();
    await expect(cardForm(page)).toContainText('Enter the card number.');
    await expect(cardForm(page)).toContainText('Enter the expiry as MM/YY');

    await fillCard(page, DECLINED);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith('/payment_methods'),
    );
    await cardForm(page).getByRole('button', { name: 'Save card' }).click();
    expect((await saved).status(), 'the provider refuses the card').toBe(402);

    // The provider's words, under the form; every field as typed.
    const alert = cardForm(page).getByRole('alert');
    await expect(alert).toContainText('Your card was not saved');
    await expect(alert).toContainText('Your card was declined.');
    const fields = await cardForm(page).locator('input').all();
    const alertBox = await alert.boundingBox();
    for (const field of fields) {
      const box = await field.boundingBox();
      expect(box && alertBox && box.y < alertBox.y, 'the message is under the form').toBe(true);
    }
    await expect(cardForm(page).getByLabel('Card number')).toHaveValue(DECLINED);
    await expect(cardForm(page).getByLabel('Expiry (MM/YY)')).toHaveValue(EXPIRY);
    await expect(cardForm(page).getByLabel('CVC')).toHaveValue('123');
    await expect(paymentMethodsPanel(page)).toContainText('No card yet.');
    await checkAtScreenWidths(page, 'billing-card-declined');

    // A test card then goes through, from the same form.
    await cardForm(page).getByLabel('Card number').fill(VISA);
    await cardForm(page).getByRole('button', { name: 'Save card' }).click();
    await expect(cardForm(page)).toBeHidden();
    await expect(savedCard(page, '4242').getByText('Default', { exact: true })).toBeVisible();
  });
});

test.describe('deleting an account', () => {
  test('typing the account name deletes everything and signs out; the same address starts afresh', async ({
    page,
    email,
    login,
  }) => {
    test.setTimeout(90_000);
    await login(page, email);
    await createPostThroughApi(page, { category: 'journal', title: 'A post that will go' });
    await page.goto('/billing');
    await addCard(page, VISA);

    // The profile's danger zone leads to the page.
    await page.goto('/profile');
    const dangerZone = page.getByRole('region', { name: 'Danger zone' });
    await dangerZone.getByRole('link', { name: 'Delete your account' }).click();
    await expect(page).toHaveURL(/\/delete-account$/);
    await expect(
      page.getByRole('heading', { name: 'Delete your account', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Every post you wrote')).toBeVisible();

    // A person without a name types their address, exactly.
    const nameField = page.getByLabel('Type your account name to confirm');
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await expect(page.getByText(`Your account name is ${email}`)).toBeVisible();
    await expect(deleteButton).toBeDisabled();
    await nameField.fill('someone else');
    await expect(deleteButton).toBeDisabled();
    await nameField.fill(email.toUpperCase());
    await expect(deleteButton).toBeDisabled();
    await nameField.fill(email.slice(0, -1));
    await expect(deleteButton).toBeDisabled();
    await nameField.fill(email);
    await expect(deleteButton).toBeEnabled();
    await checkAtScreenWidths(page, 'delete-account');

    await deleteButton.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account is deleted')).toBeVisible();
    // Signed out: the account pages ask for a login, and the old session is refused.
    await page.goto('/billing');
    await expect(page).toHaveURL(/\/login$/);
    const session = await page.request.get('/api/v1/users/current');
    expect(session.status()).toBe(401);

    // The same address signs in to a new, empty account.
    await login(page, email);
    const posts = await page.request.get('/api/v1/posts?filter=mine');
    expect(posts.ok()).toBe(true);
    expect((await posts.json()).data).toEqual([]);
    await page.goto('/billing');
    await expect(fact(page, 'Status')).toHaveText('Trial');
    await expect(paymentMethodsPanel(page)).toContainText('No card yet.');
  });
});

// A second app server whose trials end at sign-up ----------------------------------------

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

interface ExpiredTrialServer {
  origin: string;
  /** The newest 6-digit code the server logged for `email` after `after` characters of log. */
  waitForCode: (email: string, after: number) => Promise<string>;
  logLength: () => number;
  stop: () => Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The built app on a fresh PGlite directory of its own, with TRIAL_DAYS=0 and no mail server:
 * without a delivery channel the app writes login codes to its log (development and tests
 * only), which is where this reads them.
 */
async function startExpiredTrialServer(): Promise<ExpiredTrialServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'inner-compass-e2e-billing-'));
  const dataDir = join(workDir, 'data');
  const webDist = join(workDir, 'web');
  await mkdir(dataDir);
  await cp(join(REPO_ROOT, 'apps/web/dist'), webDist, { recursive: true });
  const port = await findFreePort();
  const origin = `http://${HOST}:${port}`;

  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_OPTIONS']) {
    if (process.env[name]) env[name] = process.env[name];
  }
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: webDist,
      TRUST_PROXY: HOST,
      TRIAL_DAYS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  app.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  app.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });

  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) {
      const exited = new Promise<void>((done) => app.once('exit', () => done()));
      app.kill('SIGTERM');
      const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null) {
      await stop();
      throw new Error(`The second app server exited early:\n${log.slice(-3000)}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second app server did not start:\n${log.slice(-3000)}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }

  return {
    origin,
    logLength: () => log.length,
    async waitForCode(email, after) {
      // The code stands on a line of its own, after the message's first paragraph: in the JSON
      // log that line break is the two characters \n, so the code is found by its digits alone.
      const pattern = new RegExp(
        `message to ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[^\\n]*?(?<!\\d)(\\d{6})(?!\\d)`,
        'g',
      );
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const codes = [...log.slice(after).matchAll(pattern)];
        const code = codes.at(-1)?.[1];
        if (code) return code;
        await new Promise((wake) => setTimeout(wake, 100));
      }
      throw new Error(`No login code for ${email} in the second server's log.`);
    },
    stop,
  };
}

/** A browser of the person's own on the second server, signed in through the UI. */
async function signInOnExpiredTrialServer(
  server: ExpiredTrialServer,
  browser: Browser,
  email: string,
  pageProblems: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const pick = randomBytes(1)[0] ?? 0;
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${(pick % 254) + 1}` },
  });
  // Problems on these pages fail the test as the fixtures' own pages do.
  context.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)
    ) {
      pageProblems.push(`console.error: ${text}`);
    }
  });
  context.on('weberror', (webError) => pageProblems.push(`uncaught: ${webError.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 500) pageProblems.push(`HTTP ${response.status()} ${response.url()}`);
  });

  const page = await context.newPage();
  await page.goto('/login');
  const after = server.logLength();
  await page.getByLabel('Mobile phone or email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/enter-code\?/);
  const code = await server.waitForCode(email, after);
  await page.getByLabel('Verification code').first().click();
  await page.keyboard.type(code);
  // A new account on that server: its first run first, skipped (an ended trial allows it).
  await skipFirstRun(page);
  await expect(page).toHaveURL(/\/urnb$/);
  return { context, page };
}

test.describe('billing after the trial (a server whose trials end at sign-up)', () => {
  let server: ExpiredTrialServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startExpiredTrialServer();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('without a subscription a person cannot write, subscribes through a declined card, and reads the invoice', async ({
    browser,
    email,
    pageProblems,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await signInOnExpiredTrialServer(
      server,
      browser,
      email,
      pageProblems,
    );

    // The dashboard says why new posts wait, and where to go.
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'new posts wait until you subscribe' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You can still read, edit and delete everything you wrote');
    await checkAtScreenWidths(page, 'home-subscription-required');

    // "I'm Taking Action" is refused too, with the reason and a way to Billing.
    await page.goto('/excitement-start');
    await expect(notice).toBeVisible();
    const options = page.getByRole('textbox', { name: 'Options' });
    await options.fill('take a walk');
    await options.press('Enter');
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    const refusedAction = page
      .getByRole('alert')
      .filter({ hasText: 'You cannot write new posts right now' });
    await expect(refusedAction).toContainText(SUBSCRIPTION_REQUIRED_MESSAGE);
    await expect(refusedAction.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page).toHaveURL(/\/excitement-start$/);
    await expect(page.getByRole('radio', { name: 'take a walk' })).toBeChecked();
    await refusedAction.getByRole('button', { name: 'Close this message' }).click();
    await expect(refusedAction).toBeHidden();

    // Writing anyway: the form keeps the post and shows the refusal with a way to Billing.
    await page.goto('/posts/new?category=journal');
    await expect(notice).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Written after the trial');
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/posts',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status(), 'the access rule refuses a new post').toBe(402);
    const refusal = page.getByRole('alert').filter({ hasText: 'Your post was not saved' });
    await expect(refusal).toContainText(SUBSCRIPTION_REQUIRED_MESSAGE);
    await expect(refusal.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Written after the trial');
    await checkAtScreenWidths(page, 'post-form-subscription-required');

    // The notice's link leads to Billing: the trial ended without a card.
    await page.goto('/urnb');
    await notice.getByRole('link', { name: 'Go to Billing' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(fact(page, 'Status')).toHaveText('Canceled');
    await expect(fact(page, 'Price')).toHaveText('$29.00 / year');
    await expect(fact(page, 'Ended')).toBeVisible();
    await expect(subscriptionPanel(page)).toContainText('you cannot write new posts');
    await checkAtScreenWidths(page, 'billing-canceled');

    // Subscribe charges at once: asked first, then refused without a card.
    const subscribe = subscriptionPanel(page).getByRole('button', { name: 'Subscribe' });
    const subscribeDialog = page.getByRole('dialog', { name: 'Subscribe to Inner Compass?' });
    await subscribe.click();
    await expect(subscribeDialog).toContainText('$29.00 is charged to your default card now');
    await subscribeDialog.getByRole('button', { name: 'Subscribe' }).click();
    const subscribeError = subscriptionPanel(page)
      .getByRole('alert')
      .filter({ hasText: 'Your subscription did not start' });
    await expect(subscribeError).toContainText('Add a card first');

    // A card that is saved but declined when charged: the provider's message, under the button.
    await addCard(page, DECLINED_AT_CHARGE);
    await subscribe.click();
    await subscribeDialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(subscribeError).toContainText('Your card was declined.');
    // The attempt waits for a payment (docs/product.md section 4: active, so Cancel is offered).
    await expect(fact(page, 'Status')).toHaveText('Incomplete');
    const owed = subscriptionPanel(page)
      .getByRole('alert')
      .filter({ hasText: 'A payment is owed' });
    await expect(owed).toContainText('Your first payment was declined.');
    // Trying the same card again is declined again.
    await owed.getByRole('button', { name: 'Pay now' }).click();
    const payError = subscriptionPanel(page)
      .getByRole('alert')
      .filter({ hasText: 'The payment did not go through' });
    await expect(payError).toContainText('Your card was declined.');
    await checkAtScreenWidths(page, 'billing-payment-owed');

    // A working card made the default pays what is owed.
    await addCard(page, VISA);
    await savedCard(page, '4242').getByRole('button', { name: 'Make Default' }).click();
    await expect(fact(page, 'Status')).toHaveText('Active');
    await expect(fact(page, 'Renewal Date')).toBeVisible();
    await expect(subscribeError).toHaveCount(0);
    await expect(payError).toHaveCount(0);
    await expect(owed).toHaveCount(0);
    await expect(
      subscriptionPanel(page).getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeVisible();

    // The invoice: number, date, total, a green Paid badge, View.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Number',
      'Date',
      'Total',
      'Status',
      'Details',
    ]);
    const rows = table.getByRole('row').filter({ hasText: /IC-\d{6}/ });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('$29.00');
    await expect(rows).toContainText('Paid');
    await checkAtScreenWidths(page, 'invoices');

    await rows.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(/\/invoices\/in_[A-Za-z0-9_]+$/);
    await expect(page.getByRole('heading', { name: /^Invoice IC-\d{6}$/, level: 1 })).toBeVisible();
    const lines = page.getByRole('table', { name: 'Line items' });
    await expect(lines.getByRole('columnheader')).toHaveText([
      'Description',
      'Price',
      'Qty',
      'Total',
    ]);
    await expect(lines.getByRole('row').nth(1)).toHaveText(
      /Inner Compass yearly subscription\s*\$29\.00\s*1\s*\$29\.00/,
    );
    const totals = page.locator('dl[aria-label="Totals"]');
    await expect(totals.locator('dt:text-is("Subtotal") + dd')).toHaveText('$29.00');
    await expect(totals.locator('dt:text-is("Tax") + dd')).toHaveText('$0.00');
    await expect(totals.locator('dt:text-is("Total") + dd')).toHaveText('$29.00');
    await expect(totals.locator('dt:text-is("Amount due") + dd')).toHaveText('$29.00');
    await checkAtScreenWidths(page, 'invoice-detail');

    // An invoice that is not theirs (or not there) is plainly not found.
    await page.goto('/invoices/in_000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();

    // Subscribed: the notice is gone and new posts are saved.
    await page.goto('/urnb');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    const created = await page.request.post('/api/v1/posts', {
      headers: APP_WRITE_HEADERS,
      data: { category: 'journal', title: 'Written after subscribing' },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await context.close();
  });
});
