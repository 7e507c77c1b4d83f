import { expect, LOGIN_URL, test } from './support/fixtures.ts';

test.describe('the frame around every page', () => {
  test('the footer shows the counts, the beta notice and takes an idea', async ({
    page,
    email,
    login,
  }) => {
    const usersBefore: number = (await (await page.request.get('/api/v1/stats')).json()).data.users;
    const statsAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/stats') statsAsked.push(request.url());
    });
    await login(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // The footer starts below the screen; its counts and ideas box wait until it shows.
    await expect(footer.getByRole('textbox', { name: 'An idea for Inner Compass' })).toHaveCount(0);
    expect(statsAsked, 'no counts asked for while the footer is out of sight').toEqual([]);
    await footer.scrollIntoViewIfNeeded();

    // The counts are fetched afresh after login, so they include the account just created.
    const usersShown = footer.getByText(/\b\d[\d,]*\s+users?\b/i);
    await expect(async () => {
      const shown = Number(((await usersShown.textContent()) ?? '').replace(/[^\d]/g, ''));
      expect(shown).toBeGreaterThan(usersBefore);
    }).toPass({ timeout: 5000 });
    await expect(footer.getByText(/\b\d[\d,]*\s+posts?\b/i)).toBeVisible();
    await expect(footer.getByText(/\bbeta\b/i).first()).toBeVisible();
    const deleteLink = footer.getByRole('link', { name: 'Delete Your Account' });
    await expect(deleteLink).toBeVisible();
    await expect(deleteLink).toHaveAttribute('href', '/delete-account');

    const idea = footer.getByRole('textbox', { name: 'An idea for Inner Compass' });
    await idea.fill('A weekly summary of the feelings I logged would help me.');
    const sent = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/ideas') &&
        response.request().method() === 'POST',
    );
    await footer.getByRole('button', { name: 'Send to the team' }).click();
    expect((await sent).ok(), 'the server accepted the idea').toBe(true);

    await expect(idea).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: /thank/i })).toBeVisible();
  });
});

test.describe('the frame arrives before the app (decision 0023)', () => {
  test('a page opens in the prerendered frame of its language, which takes no input', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    try {
      const page = await context.newPage();
      await page.goto('/urnb');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('banner').getByText('Inner Compass')).toBeVisible();
      await expect(page.locator('footer').getByText('Privacidad')).toBeVisible();
      await expect(page.locator('main [role="status"]')).toBeVisible();
      // Inert until the app replaces it: its links cannot take focus, and the ideas box comes
      // only with the app.
      const privacy = page.locator('footer').getByText('Privacidad');
      await privacy.focus();
      await expect(privacy).not.toBeFocused();
      await expect(page.locator('footer textarea')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the app then replaces the frame and takes input', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const idea = page
      .getByRole('contentinfo')
      .getByRole('textbox', { name: 'An idea for Inner Compass' });
    await idea.fill('Dark mode for the calendar.');
    await expect(idea).toHaveValue('Dark mode for the calendar.');
    // Shown once, the box stays: scrolling back up keeps what was typed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(idea).toHaveValue('Dark mode for the calendar.');
  });
});

test.describe('open and placeholder pages', () => {
  test('the privacy page can be read without signing in', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: /privacy/i }).first()).toBeVisible();
    const text = ((await page.getByRole('main').textContent()) ?? '').trim();
    expect(text.length, 'the privacy page says something real').toBeGreaterThan(500);
    expect(text).toMatch(/e-?mail|phone/i);
  });

  test('the test and coffee pages render for a signed-in person', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    for (const path of ['/test', '/coffee']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).not.toHaveURL(LOGIN_URL);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
    }
  });
});

test.describe('navigation', () => {
  test('a new page opens at its top', async ({ page, email, login }) => {
    await login(page, email);
    // A short window, so the next page is also taller than the window and could stay scrolled.
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/privacy');
    // The app's page, not the prerendered frame it replaces (decision 0023).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Delete Your Account' }).click();
    await expect(page).toHaveURL(/\/delete-account$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page opened by its address opens at its top, wherever the last one was left', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/privacy');
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    // A new load of the app in the same tab, as typing an address or following a link in an
    // email does. Its scroll position is set as its first render commits, before the app's
    // page replaces the server's frame.
    await page.goto('/delete-account');
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A reload is the same page again: it keeps its place.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.reload();
    await expect(page.locator('#root[inert]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});
