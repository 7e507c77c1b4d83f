import { expect, extractCode, LOGIN_URL, skipFirstRun, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';

const isSendCode = (url: URL): boolean => url.pathname.endsWith('/send-code');
const isVerifyCode = (url: URL): boolean => url.pathname.endsWith('/verify-code');

/** The app's entry script: held back, it leaves the prerendered login page alone. */
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

test.describe('signing in with a one-time code', () => {
  test('a person signs in with the code from their e-mail, then signs out', async ({
    page,
    context,
    email,
    mailbox,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByRole('heading', { name: 'Customer Zone' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();

    const after = await mailbox.mark();
    const sendCode = await holdRequests(page, isSendCode);
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Sending code...' })).toBeVisible();
    sendCode.release();

    await expect(page).toHaveURL(/\/enter-code\?/);
    const enterCodeUrl = new URL(page.url());
    expect(enterCodeUrl.searchParams.get('contact')).toBe(email);
    expect(enterCodeUrl.searchParams.get('contactType')).toBe('email');

    const mail = await mailbox.waitForMail(email, { after });
    const code = extractCode(mail);
    // Neither the subject nor the preview an inbox shows carries the code.
    expect(mail.subject).toBe('Your Inner Compass login code');
    expect(mail.text.split(/\n\s*\n/)[0]).not.toContain(code);
    expect(mail.text.slice(0, 200)).not.toContain(code);
    expect(mail.from).toContain('login@innercompass.test');

    await page.getByLabel('Verification code').first().click();
    // The sixth digit sends the code: no tap on Verify.
    await page.keyboard.type(code ?? '');
    // A new account: the first run first (first-run.spec.ts), skipped here.
    await skipFirstRun(page);
    await expect(page).toHaveURL(/\/urnb$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    for (const item of ['Profile', 'Billing', 'Invoices', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    const [sessionCookie] = (await context.cookies()).filter(
      (cookie) => cookie.httpOnly && cookie.name.endsWith('session'),
    );
    expect(sessionCookie, 'a session cookie was set').toBeDefined();

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_URL);

    await page.goto('/urnb');
    await expect(page).toHaveURL(LOGIN_URL);

    // The old cookie, handed back to the browser, must be worthless: the server ended it.
    if (sessionCookie) {
      await context.addCookies([sessionCookie]);
    }
    await page.goto('/urnb');
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByRole('heading', { name: 'Customer Zone' })).toBeVisible();
  });

  test('back on the login page within the resend wait, the same contact opens the code screen', async ({
    page,
    email,
    mailbox,
  }) => {
    const after = await mailbox.mark();
    await page.goto('/login');
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enter-code\?/);
    const firstUrl = page.url();
    const code = await mailbox.waitForCode(email, { after });

    await page.goBack();
    await expect(page).toHaveURL(LOGIN_URL);
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(firstUrl);
    await expect(
      page.getByRole('status').filter({ hasText: "We already sent you a code; it's still valid." }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The code of the first request still signs in.
    await page.getByLabel('Verification code').first().click();
    await page.keyboard.type(code ?? '');
    // A new account: the first run, then home.
    await skipFirstRun(page);
    await expect(page).toHaveURL(/\/urnb$/);
  });

  test('a wrong code shows the server’s message, and the right code still works', async ({
    page,
    email,
    mailbox,
  }) => {
    await page.goto('/login');
    const after = await mailbox.mark();
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enter-code\?/);
    const code = await mailbox.waitForCode(email, { after });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const codeField = page.getByLabel('Verification code').first();
    await codeField.click();
    const refused = page.waitForResponse((response) => isVerifyCode(new URL(response.url())));
    await page.keyboard.type(wrongCode);
    const refusal = await refused;
    expect(refusal.ok(), 'the server refuses a wrong code').toBe(false);
    const body = (await refusal.json()) as { error?: { message?: string } };
    const message = body.error?.message ?? '';
    expect(message, 'the refusal carries a message').not.toBe('');

    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/enter-code\?/);
    // The wrong code is cleared and the field has the cursor: the right one is simply typed.
    await expect(codeField).toHaveValue('');
    await expect(codeField).toBeFocused();
    await page.keyboard.type(code);
    // A new account: the first run first (first-run.spec.ts), skipped here.
    await skipFirstRun(page);
    await expect(page).toHaveURL(/\/urnb$/);
  });

  test('Verify stays disabled until all six digits are typed, and the sixth sends them', async ({
    page,
    email,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enter-code\?/);

    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await page.getByLabel('Verification code').first().click();
    await page.keyboard.type('12345');
    await expect(verify).toBeDisabled();
    const sent = page.waitForResponse((response) => isVerifyCode(new URL(response.url())));
    await page.keyboard.type('6');
    expect((await sent).request().postDataJSON()).toMatchObject({ code: '123456' });
  });

  test('after sign-in the browser keeps no token where page script can read it', async ({
    page,
    context,
    email,
    mailbox,
  }) => {
    await page.goto('/login');
    const after = await mailbox.mark();
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enter-code\?/);
    await page.getByLabel('Verification code').first().click();
    const verified = page.waitForResponse((response) => isVerifyCode(new URL(response.url())));
    await page.keyboard.type(await mailbox.waitForCode(email, { after }));
    const verifyBody = (await (await verified).json()) as { token?: string };
    // A new account: the first run first (first-run.spec.ts), skipped here.
    await skipFirstRun(page);
    await expect(page).toHaveURL(/\/urnb$/);

    const cookies = await context.cookies();
    // The session cookie, and the device cookie that outlives it (decision 31): both httpOnly.
    expect(
      cookies
        .filter((cookie) => cookie.httpOnly)
        .map((cookie) => cookie.name.replace(/^__Host-/, ''))
        .sort(),
    ).toEqual(['login-device', 'session']);
    const session = cookies.filter((cookie) => cookie.httpOnly && cookie.name.endsWith('session'));
    expect(session, 'exactly one httpOnly session cookie').toHaveLength(1);
    const [cookie] = session;
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(
      cookies.filter((other) => !other.httpOnly && other.value === cookie?.value),
      'the session is not also in a script-readable cookie',
    ).toEqual([]);

    const device = cookies.find((other) => other.httpOnly && other.name.endsWith('login-device'));
    const secrets = [cookie?.value, verifyBody.token, device?.value].filter(
      (value): value is string => typeof value === 'string' && value.length >= 16,
    );
    expect(secrets.length).toBeGreaterThan(0);
    const storage = await page.evaluate(() => {
      const dump = (store: Storage): Record<string, string> =>
        Object.fromEntries(
          Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').map((key) => [
            key,
            store.getItem(key) ?? '',
          ]),
        );
      return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
    });
    const readable = JSON.stringify(storage);
    for (const secret of secrets) {
      expect(readable, 'page script can read the session token').not.toContain(secret);
    }
    for (const key of [...Object.keys(storage.local), ...Object.keys(storage.session)]) {
      expect(key, 'a storage key named like a token').not.toMatch(/token/i);
    }
  });
});

test.describe('pages that need someone signed in', () => {
  // docs/product.md section 2: every route needs someone signed in unless marked open, and only
  // /login, /enter-code and /privacy are (section 6), so the placeholder pages are guarded too.
  for (const path of ['/urnb', '/profile', '/test', '/coffee']) {
    test(`opening ${path} signed out leads to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(LOGIN_URL);
      await expect(page.getByRole('heading', { name: 'Customer Zone' })).toBeVisible();
    });
  }

  test('the enter-code page without a contact leads to the login page', async ({ page }) => {
    await page.goto('/enter-code');
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByLabel('Mobile phone or email')).toBeVisible();
  });
});

test.describe('the login page arrives prerendered (decisions 0023, 0052)', () => {
  test('it reads and shows its form with no JavaScript at all, and keeps the address out of the URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Customer Zone' })).toBeVisible();
      await expect(page).toHaveTitle('Log in · Inner Compass');
      await expect(page.getByLabel('Mobile phone or email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
      await expect(page.locator('form')).toHaveAttribute('method', 'post');
    } finally {
      await context.close();
    }
  });

  test("a first visit runs none of the app's code until the visitor acts", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login', { waitUntil: 'load' });
    // Long enough for the loader's frame and task after the paint, several times over.
    await page.waitForTimeout(1000);
    expect(scripts.filter((path) => APP_ENTRY.test(path))).toEqual([]);

    const entry = page.waitForRequest((request) => APP_ENTRY.test(new URL(request.url()).pathname));
    await page.getByLabel('Mobile phone or email').click();
    await entry;
  });

  test('a browser someone signed in with starts the app at once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('inner-compass-signed-in-here', '1'));
    const entry = page.waitForRequest((request) => APP_ENTRY.test(new URL(request.url()).pathname));
    await page.goto('/login');
    await entry;
  });

  test('what is typed before the app runs is kept, and Enter sends it once the app runs', async ({
    page,
    email,
  }) => {
    const app = await holdRequests(page, APP_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    const field = page.getByLabel('Mobile phone or email');
    await field.click();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await app.started;
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search, 'the address stays out of the URL').toBe('');

    app.release();
    await expect(page).toHaveURL(/\/enter-code\?/);
    expect(new URL(page.url()).searchParams.get('contact')).toBe(email);
  });

  test('a press on Next before the app runs is made once it runs: one code is sent', async ({
    page,
    email,
  }) => {
    const sends: string[] = [];
    page.on('request', (request) => {
      if (isSendCode(new URL(request.url()))) sends.push(request.method());
    });
    const app = await holdRequests(page, APP_ENTRY);
    await page.goto('/login');
    await page.getByLabel('Mobile phone or email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await app.started;
    app.release();
    await expect(page).toHaveURL(/\/enter-code\?/);
    expect(sends).toEqual(['POST']);
  });

  // Every journey signs in from this page after it (the login fixture): that path is covered.
  test("a visitor's session check loads no answer schema", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const session = page.waitForResponse((response) => response.url().endsWith('/api/v1/session'));
    await page.goto('/login');
    await page.getByLabel('Mobile phone or email').click();
    expect(await (await session).json()).toEqual({ data: null });
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The schema is asked for beside the request when one is expected: it would be listed by now.
    expect(scripts.filter((path) => /\/auth\.schemas-[^/]*\.js$/.test(path))).toEqual([]);
  });

  test('a device that chose Spanish never shows the English page the browser was sent', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('inner-compass-language', 'es'));
    const app = await holdRequests(page, APP_ENTRY);
    await page.goto('/login', { waitUntil: 'commit' });
    // Found by tag: a hidden heading is out of the accessibility tree that getByRole reads.
    const english = page.locator('h1', { hasText: 'Customer Zone' });
    await expect(english).toBeAttached();
    await expect(english).toBeHidden();

    app.release();
    await expect(page.getByRole('heading', { name: 'Zona de clientes' })).toBeVisible();
    await expect(english).toHaveCount(0);
  });
});
