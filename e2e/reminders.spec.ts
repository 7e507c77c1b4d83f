import { expect, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * Reminders on /profile. The mail itself and its unsubscribe link are proven by the API tests
 * (apps/api/src/modules/reminders), which drive the sender with a test clock: the e2e server
 * sends on the real clock, once a minute, too slow to wait for here.
 */

test.use({ timezoneId: 'Europe/Paris' });

test('a person chooses reminders on their profile and finds them saved after a reload', async ({
  page,
  email,
  login,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, email);
  const made = await page.request.post('/api/v1/habit-trackers', {
    headers: APP_WRITE_HEADERS,
    data: [{ title: 'Morning run', dates: [] }],
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Reminders' });
  await expect(section.getByText(`Sent by e-mail to ${email}`)).toBeVisible();
  const intention = section.getByRole('switch', { name: 'Daily intention reminder' });
  await expect(intention).not.toBeChecked();
  // The zone starts as the browser's own.
  await expect(section.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');

  await intention.check();
  await section.getByLabel('Daily intention time').fill('06:45');
  // A habit's own reminder, at its own time.
  await section.getByRole('switch', { name: 'Remind me of “Morning run”' }).check();
  await section.getByLabel('Time for “Morning run”').fill('06:15');
  await section.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await section.getByRole('button', { name: 'Save reminders' }).click();
  await expect(section.getByRole('status').getByText('Reminders saved.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Reminders' });
  await expect(reloaded.getByRole('switch', { name: 'Daily intention reminder' })).toBeChecked();
  await expect(reloaded.getByRole('switch', { name: 'Habit check-in reminder' })).not.toBeChecked();
  await expect(reloaded.getByLabel('Daily intention time')).toHaveValue('06:45');
  await expect(reloaded.getByRole('switch', { name: 'Remind me of “Morning run”' })).toBeChecked();
  await expect(reloaded.getByLabel('Time for “Morning run”')).toHaveValue('06:15');
  await expect(reloaded.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');

  // The two time fields have one width, each label on one line (no taller than the other's).
  const fields = ['Daily intention time', 'Habit check-in time'];
  const inputs = fields.map((label) => reloaded.getByLabel(label));
  const labels = fields.map((label) => reloaded.locator('label', { hasText: label }));
  const [first, second] = await Promise.all(inputs.map((input) => input.boundingBox()));
  expect(first?.width).toBeGreaterThan(0);
  expect(second?.width).toBe(first?.width);
  const labelHeights = await Promise.all(labels.map(async (l) => (await l.boundingBox())?.height));
  const lineHeight = await labels[0]?.evaluate((l) =>
    Number.parseFloat(getComputedStyle(l).lineHeight),
  );
  for (const height of labelHeights) expect(height).toBeLessThan((lineHeight ?? 0) * 1.5);

  await reloaded.scrollIntoViewIfNeeded();
  await checkAtScreenWidths(page, 'reminders-profile');
});

test('the unsubscribe page asks first and says when a link is not valid', async ({ page }) => {
  // A token of the right form that this server never signed.
  await page.goto('/unsubscribe#00000000-0000-4000-8000-000000000000.forged-signature');
  await expect(page.getByRole('heading', { name: 'Stop a reminder' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('That unsubscribe link was not found.');
  await checkAtScreenWidths(page, 'reminders-unsubscribe');
});
