import { expect, test } from './support/fixtures.ts';

const TABS = [
  { name: 'Home', path: '/urnb', heading: 'Your dashboard' },
  { name: 'Posts', path: '/posts', heading: 'Your posts' },
  { name: 'Feelings', path: '/feelings', heading: 'Feelings' },
  { name: 'Habits', path: '/trackers', heading: 'Habit trackers' },
  { name: 'Insights', path: '/insights', heading: 'Insights' },
] as const;

test.describe('the tab bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('moves between the five sections on a phone, marking the open one', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const bar = page.getByRole('navigation', { name: 'Sections' });
    await expect(bar).toBeVisible();
    // Back and forth, so every tab is left and opened at least once.
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await bar.getByRole('link', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expect(page.getByRole('heading', { name: tab.heading, level: 1 })).toBeVisible();
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(bar.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const box = await bar.getByRole('link', { name: tab.name, exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    // Nothing hides under the bar: the end of the page (the footer) scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const footerBox = await footer.boundingBox();
    const barBox = await bar.boundingBox();
    expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    // A notification (the footer's thanks for an idea) rises above the bar, not over it.
    await footer.getByRole('textbox', { name: 'An idea for Inner Compass' }).fill('Dark icons');
    await footer.getByRole('button', { name: 'Send to the team' }).click();
    const thanks = page.getByRole('alert').filter({ hasText: 'Thank you for your idea!' });
    await expect(thanks).toBeVisible();
    const thanksBox = await thanks.boundingBox();
    expect((thanksBox?.y ?? 0) + (thanksBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    // Signed out, there is no bar.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  });

  test('the avatar menu and the tab bar together reach the pages without the dashboard', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const menuPages = [
      { item: 'Identity', path: /\/(identity|posts\/[^/]+\/edit)$/ },
      { item: 'Daily intention', path: /\/daily-intention$/ },
      { item: 'Take action', path: /\/excitement-start$/ },
      { item: 'Profile', path: /\/profile$/ },
      { item: 'Happiness Challenge', path: /\/challenge$/ },
    ];
    for (const { item, path } of menuPages) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });
});

test('the tab bar is absent on a desktop', async ({ page, email, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, email);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await page.goto('/feelings');
  await expect(page.getByRole('heading', { name: 'Feelings', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
});

test.describe('the tab bar in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 740 } });

  test('shows every label whole on a 360 px phone', async ({ page, email, login }) => {
    await login(page, email);
    const bar = page.getByRole('navigation', { name: 'Secciones' });
    for (const name of ['Inicio', 'Entradas', 'Emociones', 'Hábitos', 'Evolución']) {
      const label = bar.getByText(name, { exact: true });
      await expect(label).toBeVisible();
      // Never cut to an ellipsis, whether the tab is the open one (bold) or not.
      expect(await label.evaluate((span) => span.scrollWidth - span.clientWidth), name).toBe(0);
    }
    await bar.getByRole('link', { name: 'Evolución' }).click();
    await expect(bar.getByRole('link', { name: 'Evolución' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const label = bar.getByText('Evolución', { exact: true });
    expect(await label.evaluate((span) => span.scrollWidth - span.clientWidth)).toBe(0);
  });
});
