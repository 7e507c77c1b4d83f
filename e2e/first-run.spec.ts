import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the first run, on a phone', () => {
  test('a new person gives their name, goal and reminder time, lands on the exercise, and home greets them by name', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email, { firstRun: 'leave' });
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Inner Compass' })).toBeVisible();
    // The person answers before going anywhere: no tab bar yet.
    await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Your name' }).fill('Marta');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Calmer days/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('switch', { name: 'Remind me every day to set my intention' }).check();
    await page.getByLabel('Reminder time').fill('07:15');
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome, Marta' })).toBeVisible();
    await page.getByRole('link', { name: 'Log how you feel' }).click();
    await expect(page).toHaveURL(/\/feelings$/);
    await expect(page.getByRole('heading', { name: 'Feelings', level: 1 })).toBeVisible();

    // The reminder is the existing daily one, in the browser's time zone.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const reminders = await (await page.request.get('/api/v1/reminders')).json();
    expect(reminders.data).toMatchObject({
      timeZone,
      dailyIntention: { enabled: true, time: '07:15' },
      habitCheckIn: { enabled: false },
    });
    const user = await (await page.request.get('/api/v1/users/current')).json();
    expect(user.data).toMatchObject({ name: 'Marta', goal: 'calmerDays', firstRunDone: true });

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/urnb$/);
    await expect(page.getByText('Welcome, Marta')).toBeVisible();
    await expect(page.getByText(`Welcome, ${email}`)).toHaveCount(0);

    // Done for good: a new load of the app stays where it was opened, and so does /welcome.
    await page.reload();
    await expect(page.getByText('Welcome, Marta')).toBeVisible();
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/urnb$/);
  });

  test('a new person who skips never sees it again, on this browser or another', async ({
    page,
    context,
    browser,
    baseURL,
    email,
    login,
  }) => {
    await login(page, email, { firstRun: 'leave' });
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Not kept');
    await page.getByRole('button', { name: 'Skip the welcome' }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    // Skipping keeps nothing that was typed: the greeting falls back to the address.
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();

    for (const path of ['/urnb', '/posts', '/feelings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }

    // Another browser signed in as the same person, with nothing of this one but the session.
    const other = await browser.newContext({
      ...(baseURL && { baseURL }),
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
    });
    try {
      await other.addCookies(await context.cookies());
      const elsewhere = await other.newPage();
      await elsewhere.goto('/urnb');
      await expect(elsewhere.getByText(`Welcome, ${email}`)).toBeVisible();
      await expect(elsewhere).toHaveURL(/\/urnb$/);
    } finally {
      await other.close();
    }
  });

  test('a new person who leaves it without skipping is sent there once per visit, not on every page', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email, { firstRun: 'leave' });
    await expect(page).toHaveURL(/\/welcome$/);
    // The logo leads home; the app does not send them back while they move around.
    await page.getByRole('banner').getByRole('link', { name: 'Inner Compass' }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Posts' })
      .click();
    await expect(page).toHaveURL(/\/posts$/);
    // Not done on the server: the next visit offers it again, on its way to the page opened.
    await page.goto('/feelings');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Skip the welcome' }).click();
    await expect(page).toHaveURL(/\/feelings$/);
    const user = await (await page.request.get('/api/v1/users/current')).json();
    expect(user.data.firstRunDone).toBe(true);
  });
});
