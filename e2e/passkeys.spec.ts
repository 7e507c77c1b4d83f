import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, LOGIN_URL, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS } from './support/posts.ts';
import { expectNoSidewaysScroll, SCREENSHOT_DIR } from './support/screens.ts';
import { addAuthenticator } from './support/virtual-authenticator.ts';

/*
 * Passkeys (decisions 0045 and 0046) with Chromium's virtual authenticator, driven
 * through the DevTools protocol's WebAuthn domain: a platform authenticator (internal
 * transport) holding discoverable credentials, verifying its user, with PRF, and answering
 * every request as if touched. The app runs as localhost (global-setup.ts): the relying party.
 */

/**
 * A browser that offers no passkeys in a field's autofill (conditional mediation), so the
 * button is the way. With the virtual authenticator, the autofill's request is answered as
 * soon as the login page makes it, which would sign in before the button could be pressed.
 */
async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

const passkeysSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Passkeys', exact: true });

async function openPasskeys(page: Page): Promise<Locator> {
  await page.goto('/profile');
  const section = passkeysSection(page);
  await expect(section.getByText('Loading your passkeys...')).toBeHidden();
  return section;
}

/** Adds a passkey from /profile, named `name` (the default "Chrome on Linux" unless given). */
async function addPasskeyOnProfile(page: Page, name?: string): Promise<void> {
  const section = await openPasskeys(page);
  if (name) await section.getByLabel('Name of the new passkey').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. Next time, sign in with it.')).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(LOGIN_URL);
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in with a passkey' });
/** The one message any refusal shows: it never tells whether a contact has an account. */
const refusal = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: 'That passkey did not sign you in. Try again, or sign in with a code.' });

async function passkeysOverApi(page: Page) {
  const response = await page.request.get('/api/v1/passkeys');
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    name: string;
    prfSupported: boolean;
    signedInThisSession: boolean;
  }[];
}

/** The section alone, at a phone's and a desktop's width, checked for sideways scrolling. */
async function pictureSection(page: Page, name: string): Promise<void> {
  // Without the notification of the last change, which would cover the section.
  const notifications = page.locator('.mantine-Notification-root');
  for (const close of await notifications.getByRole('button').all()) await close.click();
  await expect(notifications).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await passkeysSection(page).screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${width}.png`,
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('passkeys', () => {
  test('a person adds a passkey on their profile, logs out and signs in with it by the button', async ({
    page,
    email,
    login,
  }) => {
    await withoutPasskeyAutofill(page);
    await login(page, email);
    const fingerprint = await addAuthenticator(page);

    const section = await openPasskeys(page);
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    // Named after this browser and system by default, in the person's language.
    await expect(section.getByLabel('Name of the new passkey')).toHaveValue('Chrome on Linux');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added. Next time, sign in with it.')).toBeVisible();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Chrome on Linux')).toBeVisible();
    await expect(list.getByText(/^Added .+ · not used to sign in yet$/)).toBeVisible();

    // A discoverable credential for this site, naming the person by id (never by contact).
    const [credential] = await fingerprint.credentials();
    expect(credential).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    expect(Buffer.from(credential?.userHandle ?? '', 'base64').toString()).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(await passkeysOverApi(page)).toEqual([
      expect.objectContaining({ name: 'Chrome on Linux', prfSupported: true }),
    ]);

    await logOut(page);
    await expect(page.getByLabel('Mobile phone or email')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    const verify = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/v1/passkeys/authentication/verify',
    );
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/urnb$/);
    const assertion = (await verify).postDataJSON();

    const signedInWith = await passkeysOverApi(page);
    expect(signedInWith).toEqual([
      expect.objectContaining({ name: 'Chrome on Linux', signedInThisSession: true }),
    ]);
    await openPasskeys(page);
    await expect(list.getByText('Signed in with this one')).toBeVisible();
    await expect(list.getByText(/· last used .+ ago$/)).toBeVisible();

    // The same signed answer sent again is refused, with the one answer every refusal gets.
    const replayed = await page.request.post('/api/v1/passkeys/authentication/verify', {
      headers: APP_WRITE_HEADERS,
      data: assertion,
    });
    expect(replayed.status()).toBe(401);
    expect((await replayed.json()).error.code).toBe('passkey_refused');
    expect(replayed.headers()['set-cookie']).toBeUndefined();
  });

  test('the contact field offers the passkey in its autofill, which signs in', async ({
    page,
    email,
    login,
  }) => {
    // What the pages ask of the browser: how each passkey request is mediated.
    await page.addInitScript(() => {
      const requests: string[] = [];
      Object.assign(window, { passkeyRequests: requests });
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options) => {
        requests.push(options?.mediation ?? 'optional');
        return get(options);
      };
    });
    await login(page, email);
    await addAuthenticator(page);
    await addPasskeyOnProfile(page);

    // The login page the app shows after logout asks for the passkey through the contact
    // field's autofill, and the virtual authenticator picks the one offered as soon as it is
    // offered: the person presses nothing.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    const requests = await page.evaluate(
      () => (window as unknown as { passkeyRequests: string[] }).passkeyRequests,
    );
    expect(requests).toEqual(['conditional']);
    expect(await passkeysOverApi(page)).toEqual([
      expect.objectContaining({ signedInThisSession: true }),
    ]);
  });

  test('passkeys are renamed by keyboard and removed; a removed one signs in nowhere', async ({
    page,
    email,
    login,
  }) => {
    await withoutPasskeyAutofill(page);
    await login(page, email);
    const laptop = await addAuthenticator(page);
    const section = await openPasskeys(page);
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await pictureSection(page, 'passkeys-empty');
    await addPasskeyOnProfile(page);
    const [laptopKey] = await laptop.credentials();
    // A second device: the authenticator that holds the first is excluded from making another.
    await laptop.remove();
    const phone = await addAuthenticator(page);
    await addPasskeyOnProfile(page, 'Work phone');
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await pictureSection(page, 'passkeys-two');

    // Rename with the keyboard: the pencil, the field, Enter; Escape puts the name back.
    await section.getByRole('button', { name: 'Rename Chrome on Linux' }).focus();
    await page.keyboard.press('Enter');
    const nameField = section.getByLabel('Passkey name');
    await expect(nameField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Nothing kept');
    await page.keyboard.press('Escape');
    await expect(section.getByRole('button', { name: 'Rename Chrome on Linux' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Home laptop');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Rename Home laptop' })).toBeFocused();
    await page.reload();
    await expect(list.getByText('Home laptop')).toBeVisible();
    await expect(list.getByText('Nothing kept')).toHaveCount(0);

    // Signed in with the phone, the laptop's passkey is removed without signing out.
    await logOut(page);
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/urnb$/);
    await openPasskeys(page);
    await section.getByRole('button', { name: 'Remove Home laptop' }).click();
    let dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(dialog).toContainText('“Home laptop” will no longer sign you in');
    await expect(dialog).not.toContainText('signs this device out');
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(page.getByText('Passkey removed.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The one this session was signed in with: removing it says so, and signs this device out.
    await section.getByRole('button', { name: 'Remove Work phone' }).click();
    dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect(dialog).toContainText(
      'You signed in on this device with this passkey: removing it also signs this device out.',
    );
    await dialog.getByRole('button', { name: 'Remove and sign out' }).click();
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(page.getByText('Passkey removed', { exact: true })).toBeVisible();

    // Neither removed passkey signs in any more: one neutral message, and no session.
    await signInButton(page).click();
    await expect(refusal(page)).toBeVisible();
    await phone.remove();
    await addAuthenticator(page, laptopKey ? [laptopKey] : []);
    await page.reload();
    await signInButton(page).click();
    await expect(refusal(page)).toBeVisible();
    await expect(page).toHaveURL(LOGIN_URL);
    expect((await (await page.request.get('/api/v1/session')).json()).data).toBeNull();
  });

  test('another authenticator cannot sign in, not even claiming a real passkey', async ({
    page,
    email,
    login,
  }) => {
    await withoutPasskeyAutofill(page);
    await login(page, email);
    const own = await addAuthenticator(page);
    await addPasskeyOnProfile(page);
    const [real] = await own.credentials();
    if (!real) throw new Error('no passkey was made');
    await logOut(page);
    await own.remove();

    // Another device's key under the real passkey's id and the person's user handle, then
    // under an id of its own: both refused alike.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const strangerKey = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    for (const credentialId of [real.credentialId, randomBytes(32).toString('base64')]) {
      const stranger = await addAuthenticator(page, [
        {
          credentialId,
          isResidentCredential: true,
          rpId: 'localhost',
          privateKey: strangerKey,
          userHandle: real.userHandle ?? '',
          signCount: 100,
        },
      ]);
      await page.reload();
      await signInButton(page).click();
      await expect(refusal(page)).toBeVisible();
      await expect(page).toHaveURL(LOGIN_URL);
      await stranger.remove();
    }
    expect((await (await page.request.get('/api/v1/session')).json()).data).toBeNull();

    // The real device still signs in: the refusals were the strangers'.
    await addAuthenticator(page, [real]);
    await page.reload();
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/urnb$/);
  });

  test('the login page with its passkey button, pictured', async ({ page }) => {
    await withoutPasskeyAutofill(page);
    await page.goto('/login');
    await expect(signInButton(page)).toBeEnabled();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/login-passkey-${width}.png` });
    }
  });
});
