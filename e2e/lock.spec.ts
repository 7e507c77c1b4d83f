import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { COLOUR_RULES, expectNoAxeViolations } from './support/axe.ts';
import { expect, extractCode, LOGIN_URL, type Mailbox, test } from './support/fixtures.ts';
import { createPostThroughApi } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';
import { addAuthenticator } from './support/virtual-authenticator.ts';

/*
 * The lock on a device (decision 0047), as the person who picks up an unlocked phone
 * meets it: locked by time or by the keys, nothing of the journal left in the page, a reload or
 * a new tab still locked, and only the owner's proof bringing the page back as it was.
 */

const LOCKED = 'Inner Compass is locked';

const lockHeading = (page: Page) => page.getByRole('heading', { name: LOCKED, level: 1 });

async function chooseLockAfter(page: Page, label: string): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Lock after' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
}

/** Presses Escape twice, as a person would to lock at once. */
async function pressEscapeTwice(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

/** What a locked page holds: none of `secrets` in the DOM, and the lock screen alone. */
async function expectNothingOfTheJournal(page: Page, secrets: string[]): Promise<void> {
  await expect(lockHeading(page)).toBeVisible();
  const html = await page.content();
  for (const secret of secrets)
    expect(html, `"${secret}" is in the locked page`).not.toContain(secret);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
}

async function unlockWithCode(
  page: Page,
  mailbox: Mailbox,
  email: string,
  picture?: string,
): Promise<void> {
  const after = await mailbox.mark();
  await page.getByRole('button', { name: 'Unlock with a code' }).click();
  await expect(page.getByText('We sent a 6-digit code by e-mail to')).toBeVisible();
  if (picture) await checkAtScreenWidths(page, picture);
  const mail = await mailbox.waitForMail(email, { after });
  // The code is in the text, out of the subject and the preview a notification shows.
  expect(mail.subject).toBe('Your code to unlock Inner Compass');
  const code = extractCode(mail);
  expect(mail.text.slice(0, 200)).not.toContain(code);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(lockHeading(page)).toBeHidden();
}

test.describe('the lock on this device', () => {
  test('locks after a minute of no use, holds on reload, in a new tab and for the API, and a code brings the draft back', async ({
    page,
    context,
    email,
    login,
    mailbox,
  }) => {
    await login(page, email);
    const post = await createPostThroughApi(page, {
      category: 'journal',
      title: 'Letter to my sister',
      currentSituation: 'I never told her how much the move hurt.',
    });
    // Time runs as usual, and the test can jump it past the idle time.
    await page.clock.install();
    await chooseLockAfter(page, '1 minute');

    await page.goto(`/posts/${post._id}/edit`);
    const mind = page.getByRole('textbox', { name: 'What is on your mind?' });
    await expect(mind).toHaveValue('I never told her how much the move hurt.');
    await mind.fill('Words nobody else should read, not saved yet.');

    // Still in use half a minute on; a minute without a key or a touch locks it.
    await page.clock.fastForward(30_000);
    await expect(lockHeading(page)).toBeHidden();
    await page.clock.fastForward(31_000);
    await expect(lockHeading(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}/edit$`));
    const secrets = [
      'Letter to my sister',
      'I never told her how much the move hurt.',
      'Words nobody else should read',
    ];
    await expectNothingOfTheJournal(page, secrets);
    await expect(page.getByText('A code goes by e-mail to')).toContainText('@innercompass.test');
    await expect(page.getByText(email)).toHaveCount(0);

    // The console asks the server, which refuses the locked session everywhere.
    const fromConsole = await page.evaluate(async () => {
      const response = await fetch('/api/v1/posts');
      return { status: response.status, body: await response.text() };
    });
    expect(fromConsole.status).toBe(423);
    expect(fromConsole.body).not.toContain('Letter to my sister');

    await page.reload();
    await expectNothingOfTheJournal(page, secrets);

    const otherTab = await context.newPage();
    await otherTab.goto(`/posts/${post._id}`);
    await expectNothingOfTheJournal(otherTab, secrets);
    await otherTab.close();

    // The page's clock jumped a minute the server never lived, so the sign-in's code is still
    // in its 30-second resend wait: the unlock's code is asked from another address, one the
    // fixture's visitor addresses (IPv4 documentation networks) never are.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '2001:db8::201' });
    await unlockWithCode(page, mailbox, email, 'lock-screen-code');
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}/edit$`));
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(mind).toHaveValue('Words nobody else should read, not saved yet.');
  });

  test("Escape twice locks at once on any page; an Escape that closes a menu is the menu's; logging out leaves nothing to the next person", async ({
    page,
    email,
    login,
    newEmail,
  }) => {
    await login(page, email);
    await page.goto('/posts/new?category=journal');
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('A title only I know');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    // Mantine's menu hears Escape from within; it takes the focus once it has opened.
    await page.waitForFunction(() =>
      document.querySelector('[role="menu"]')?.contains(document.activeElement),
    );
    // The first closes the menu, so the second is a single Escape, not a lock.
    await pressEscapeTwice(page);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden();
    await expect(lockHeading(page)).toBeHidden();
    // A second Escape long after the first is a single Escape again.
    await page.waitForTimeout(800);
    await page.keyboard.press('Escape');
    await expect(lockHeading(page)).toBeHidden();
    await expect(title).toHaveValue('A title only I know');

    await page.waitForTimeout(800);
    await pressEscapeTwice(page);
    await expect(lockHeading(page)).toBeFocused();
    await expectNothingOfTheJournal(page, ['A title only I know']);
    await expectNoAxeViolations(page, { label: 'the lock screen' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, { label: 'the lock screen, dark', rules: COLOUR_RULES });
    await page.emulateMedia({ colorScheme: 'light' });
    // The keyboard moves from the heading to the lock screen's own buttons, and nothing else.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Unlock with a code' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();

    // Someone else holding the device logs out: the session ends, the draft goes with it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(LOGIN_URL);
    const visitorAnswer = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    expect(visitorAnswer).toEqual({ data: null });

    await login(page, newEmail('next person'));
    await page.goto('/posts/new?category=journal');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(page.getByText('Draft restored')).toBeHidden();
    expect(await page.content()).not.toContain('A title only I know');
  });

  test("an Escape that closes a list is the list's; where closed lists stay in the page, two Escapes still lock", async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // The profile keeps its closed selects' lists in the page, hidden.
    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Lock after' }).click();
    await expect(page.getByRole('option', { name: '5 minutes', exact: true })).toBeVisible();
    await pressEscapeTwice(page);
    await expect(page.getByRole('option', { name: '5 minutes', exact: true })).toBeHidden();
    // Time for a lock to show, were one coming; and the next two are a pair of their own.
    await page.waitForTimeout(800);
    await expect(lockHeading(page)).toBeHidden();

    await pressEscapeTwice(page);
    await expect(lockHeading(page)).toBeFocused();
  });

  test("a person with a passkey unlocks with it alone, back to the page with the draft; a stranger's key under its id does not", async ({
    page,
    email,
    login,
    mailbox,
  }) => {
    await login(page, email);
    const fingerprint = await addAuthenticator(page);
    await page.goto('/profile');
    const passkeys = page.getByRole('region', { name: 'Passkeys', exact: true });
    await expect(passkeys.getByText('Loading your passkeys...')).toBeHidden();
    const beforeAdding = await mailbox.mark();
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added. Next time, sign in with it.')).toBeVisible();
    const [real] = await fingerprint.credentials();
    if (!real) throw new Error('no passkey was made');
    // The person hears of it, whoever added it.
    const notice = await mailbox.waitForMail(email, { after: beforeAdding });
    expect(notice.subject).toBe('A passkey was added to your Inner Compass account');

    await page.goto('/posts/new?category=journal');
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Thankful for the quiet');
    await pressEscapeTwice(page);
    await expect(lockHeading(page)).toBeFocused();
    await expectNothingOfTheJournal(page, ['Thankful for the quiet']);
    // A code could reach this very device: the passkey alone is offered, and the server agrees.
    await expect(page.getByRole('button', { name: 'Unlock with a passkey' })).toBeVisible();
    await expect(
      page.getByText('Your account has a passkey, so only a passkey unlocks it'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock with a code' })).toHaveCount(0);
    const codeAsked = await page.evaluate(async () => {
      const response = await fetch('/api/v1/session/unlock/send-code', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: '{}',
      });
      return { status: response.status, body: await response.json() };
    });
    expect(codeAsked).toMatchObject({
      status: 403,
      body: { error: { code: 'unlock_with_passkey' } },
    });
    await checkAtScreenWidths(page, 'lock-screen');

    // Another device's key under the person's passkey id: the server refuses its signature.
    await fingerprint.remove();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const stranger = await addAuthenticator(page, [
      {
        ...real,
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        signCount: real.signCount + 100,
      },
    ]);
    await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That did not unlock it' }),
    ).toBeVisible();
    await expectNothingOfTheJournal(page, ['Thankful for the quiet']);
    await stranger.remove();

    await addAuthenticator(page, [real]);
    await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
    await expect(lockHeading(page)).toBeHidden();
    await expect(page).toHaveURL(/\/posts\/new\?category=journal$/);
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(title).toHaveValue('Thankful for the quiet');
  });

  test('the profile offers the lock on this device, and Never keeps it open', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.clock.install();
    await chooseLockAfter(page, '5 minutes');
    const section = page.getByRole('region', { name: 'On this device' });
    await expect(section.getByRole('combobox', { name: 'Lock after' })).toHaveValue('5 minutes');
    await expect(section).toContainText('Press Esc twice to lock at once, on any page.');
    await checkAtScreenWidths(page, 'profile-device-lock');

    // Kept on this device: a reload shows the choice.
    await page.reload();
    await expect(section.getByRole('combobox', { name: 'Lock after' })).toHaveValue('5 minutes');

    await chooseLockAfter(page, 'Never');
    await page.goto('/urnb');
    await page.clock.fastForward(2 * 60 * 60_000);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(lockHeading(page)).toBeHidden();
    const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    expect(session.lockAfterMinutes).toBeNull();
  });
});

test.describe('el bloqueo en español', () => {
  test.use({ locale: 'es-ES' });

  test('la pantalla de bloqueo habla español', async ({ page, email, login }) => {
    await login(page, email);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'En este dispositivo' })).toBeVisible();
    await pressEscapeTwice(page);
    await expect(
      page.getByRole('heading', { name: 'Inner Compass está bloqueado', level: 1 }),
    ).toBeFocused();
    await expect(page.getByRole('button', { name: 'Desbloquear con un código' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});
