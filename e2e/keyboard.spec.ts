import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { UUID_PATTERN } from './support/posts.ts';

/*
 * Everything works with the keyboard alone (WCAG 2.1.1): after each page.goto the
 * journey uses only page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, Escape), never a
 * click, a fill or a focus() call. Where focus goes is checked at each step, so a control the
 * keyboard cannot reach fails here.
 */

/** How many Tab presses a control may be away before it counts as unreachable. */
const MAX_TABS = 60;

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, and fails if it never does. */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it in ${MAX_TABS} presses`).toBeFocused();
}

/**
 * The focused element shows a focus indicator: an outline, a box shadow, or (a text field)
 * its border in the focus colour (--app-focus-ring, src/app/theme.ts). A text field's border
 * eases into that colour (Mantine's 100 ms transition), so its transitions are run to their
 * end before the style is read.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.color = 'var(--app-focus-ring)';
    document.body.append(probe);
    const focusColor = getComputedStyle(probe).color;
    probe.remove();
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      border: style.borderTopColor === focusColor,
    };
  });
  expect(
    indicator.outline || indicator.shadow || indicator.border,
    'no visible focus indicator',
  ).toBe(true);
}

test('a person logs in, writes a post and marks a habit day with the keyboard alone', async ({
  page,
  email,
  mailbox,
}) => {
  test.setTimeout(90_000);

  // Log in: the contact, then the code from the mailbox, typed.
  await page.goto('/login');
  const contact = page.getByLabel('Mobile phone or email');
  await tabTo(page, contact);
  await expectVisibleFocus(contact);
  const after = await mailbox.mark();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enter-code\?/);
  const code = await mailbox.waitForCode(email, { after });
  const firstDigit = page.getByLabel('Verification code').first();
  await tabTo(page, firstDigit);
  // The sixth digit sends the code.
  await page.keyboard.type(code);

  // A new account's first run: a name typed, Enter for the next question, a goal chosen with
  // Space, Next and Finish with Enter, then home from its welcome.
  await expect(page).toHaveURL(/\/welcome$/);
  const name = page.getByRole('textbox', { name: 'Your name' });
  await tabTo(page, name);
  await expectVisibleFocus(name);
  await page.keyboard.type('Kay');
  await page.keyboard.press('Enter');
  const goal = page.getByRole('radio', { name: /Writing daily/ });
  await tabTo(page, goal);
  await expectVisibleFocus(goal);
  await page.keyboard.press('Space');
  await expect(goal).toBeChecked();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  const finish = page.getByRole('button', { name: 'Finish' });
  await tabTo(page, finish);
  await expectVisibleFocus(finish);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Kay' })).toBeFocused();
  const later = page.getByRole('link', { name: 'Maybe later: go to your home page' });
  await tabTo(page, later);
  await expectVisibleFocus(later);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/urnb$/);

  // Write a post: the dashboard's Post link, the title and the first guided field, Save.
  const postLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', {
    name: 'Post',
    exact: true,
  });
  await tabTo(page, postLink);
  await expectVisibleFocus(postLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/posts\/new/);
  const title = page.getByLabel('Title', { exact: true });
  await tabTo(page, title);
  await page.keyboard.type('Typed without a mouse');
  const mind = page.getByRole('textbox', { name: 'What is on your mind?' });
  await tabTo(page, mind);
  await page.keyboard.type('Every control answers to Tab and Enter.');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await expectVisibleFocus(save);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/posts/${UUID_PATTERN}$`));
  await expect(page.getByRole('heading', { name: 'Typed without a mouse' })).toBeVisible();

  // Mark today on the first habit calendar: arrows move between days, Space presses one.
  await page.goto('/trackers');
  const first = page.getByRole('article').first();
  const today = first.locator('[data-today]');
  await expect(today).toBeVisible();
  // The month's days are one tab stop; the arrow keys move inside it.
  const monthDays = first.locator('table button[tabindex="0"]');
  await tabTo(page, monthDays);
  await expectVisibleFocus(monthDays);
  const todayName = await today.getAttribute('aria-label');
  for (let step = 0; step < 31 && !(await isFocused(today)); step++) {
    const towardsToday = await today.evaluate((day) => {
      const days = [...(day.closest('table')?.querySelectorAll('button') ?? [])];
      const focused = days.indexOf(document.activeElement as HTMLButtonElement);
      return days.indexOf(day as HTMLButtonElement) < focused ? 'ArrowLeft' : 'ArrowRight';
    });
    await page.keyboard.press(towardsToday);
  }
  await expect(today).toBeFocused();
  await expect(today).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(
    first.getByRole('button', { name: `${todayName}, done`, exact: true, pressed: true }),
  ).toBeFocused();
  await expect(first.getByText('Unsaved changes')).toBeVisible();

  // Save sits in the toolbar above the cards: back with Shift+Tab.
  const saveTrackers = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, saveTrackers, { backwards: true });
  await expectVisibleFocus(saveTrackers);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Every change is saved.' }),
  ).toBeVisible();

  // A reload shows the mark from the server.
  await page.reload();
  await expect(page.getByRole('article').first().locator('[data-today]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
