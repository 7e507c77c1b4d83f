import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold-requests.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * 23:30 on Tuesday, March 10, 2026 in Los Angeles, which is already March 11 in UTC; the
 * clocks went forward on Sunday, March 8. Marks are the person's local calendar days, so the
 * three days below must stay exactly where they were pressed, across the reload too.
 */
const LATE_EVENING_LOS_ANGELES = new Date('2026-03-11T06:30:00Z');
const MARKED_DAYS = [
  { label: 'Sunday, March 8, 2026', date: '2026-03-08' },
  { label: 'Monday, March 9, 2026', date: '2026-03-09' },
  { label: 'Tuesday, March 10, 2026', date: '2026-03-10' },
];

function trackerCards(page: Page): Locator {
  return page.getByRole('article');
}

function isTrackersSave(response: Response): boolean {
  return (
    response.request().method() === 'PUT' &&
    new URL(response.url()).pathname === '/api/v1/habit-trackers'
  );
}

async function saveTrackers(page: Page): Promise<Response> {
  const saved = page.waitForResponse(isTrackersSave);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.ok(), 'the server saved the trackers').toBe(true);
  await expect(page.getByText('Your habit trackers are saved.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Every change is saved.' }),
  ).toBeVisible();
  return response;
}

/** The card's figures: current and longest streak, last 30 days, strength. */
async function expectStats(card: Locator, figures: string[]) {
  await expect(card.locator('dd')).toHaveText(figures);
}

test.describe('habit trackers', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a person marks three days, saves, and finds them after a reload', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.clock.setFixedTime(LATE_EVENING_LOS_ANGELES);
    await page.goto('/trackers');

    // Three defaults are created on the first visit (docs/product.md section 4).
    await expect(trackerCards(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Habit Tracker', level: 2 })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    const first = trackerCards(page).first();
    // The week starts on the locale's first day: Sunday in the United States.
    await expect(first.locator('thead th').first()).toHaveText('Su');
    // Today is the person's Tuesday, not UTC's Wednesday.
    await expect(first.locator('[data-today]')).toHaveAccessibleName('Tuesday, March 10, 2026');

    for (const day of MARKED_DAYS) {
      await first.getByRole('button', { name: day.label, exact: true }).click();
      await expect(
        first.getByRole('button', { name: `${day.label}, done`, exact: true, pressed: true }),
      ).toBeVisible();
    }
    await expect(first.getByText('Unsaved changes')).toBeVisible();
    // Strength: 1 - 0.5^(3/13) after three days done, 14.8%.
    await expectStats(first, ['3 days', '3 days', '10%', '15%']);

    // A day pressed goes done, then rest, then clear; the keyboard does the same as a click.
    const extra = first.getByRole('button', { name: /^Wednesday, March 4, 2026/ });
    await extra.focus();
    await page.keyboard.press('Enter');
    await expect(extra).toHaveAccessibleName('Wednesday, March 4, 2026, done');
    await expect(extra).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(extra).toHaveAccessibleName('Wednesday, March 4, 2026, rest day');
    await expect(extra).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(extra).toHaveAccessibleName('Wednesday, March 4, 2026');

    // Only the changed tracker is sent, with the days as dates, never as instants.
    const response = await saveTrackers(page);
    const sent = response.request().postDataJSON();
    expect(sent).toHaveLength(1);
    expect(sent[0].dates).toEqual(MARKED_DAYS.map((day) => day.date));
    await expect(first.getByText('Unsaved changes')).toHaveCount(0);

    await page.reload();
    await expect(trackerCards(page)).toHaveCount(3);
    for (const day of MARKED_DAYS) {
      await expect(
        first.getByRole('button', { name: `${day.label}, done`, exact: true, pressed: true }),
      ).toBeVisible();
    }
    await expect(first.getByRole('button', { pressed: true })).toHaveCount(3);
    await expectStats(first, ['3 days', '3 days', '10%', '15%']);
    // The other trackers were left alone.
    await expect(trackerCards(page).nth(1).getByRole('button', { pressed: true })).toHaveCount(0);

    await checkAtScreenWidths(page, 'trackers');
  });

  test('a person renames a tracker inline, and an empty title is refused', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/trackers');
    await expect(trackerCards(page)).toHaveCount(3);
    const first = trackerCards(page).first();

    // Pressing the title opens it for editing; Enter keeps the new one.
    await first.getByRole('button', { name: 'Habit Tracker', exact: true }).click();
    const title = first.getByRole('textbox', { name: 'Tracker title' });
    await expect(title).toBeFocused();
    await title.fill('Morning run');
    await title.press('Enter');
    await expect(first.getByRole('heading', { name: 'Morning run', level: 2 })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Morning run', exact: true })).toBeFocused();
    await expect(page.getByRole('article', { name: 'Morning run' })).toHaveCount(1);

    // An empty title is refused with a message, and the old one stays.
    await first.getByRole('button', { name: 'Morning run', exact: true }).click();
    await title.fill('   ');
    await title.press('Enter');
    await expect(first.getByRole('alert')).toHaveText(
      'A tracker needs a title. It keeps its title “Morning run”.',
    );
    await expect(first.getByRole('heading', { name: 'Morning run', level: 2 })).toBeVisible();

    // Leaving the field (blur) keeps a title too; Escape keeps the old one.
    const second = trackerCards(page).nth(1);
    await second.getByRole('button', { name: 'Habit Tracker', exact: true }).click();
    await second.getByRole('textbox', { name: 'Tracker title' }).fill('Read 20 pages');
    await page.getByRole('heading', { name: 'Habit trackers', level: 1 }).click();
    await expect(second.getByRole('heading', { name: 'Read 20 pages', level: 2 })).toBeVisible();
    const third = trackerCards(page).nth(2);
    await third.getByRole('button', { name: 'Habit Tracker', exact: true }).click();
    await third.getByRole('textbox', { name: 'Tracker title' }).fill('Not this');
    await third.getByRole('textbox', { name: 'Tracker title' }).press('Escape');
    await expect(third.getByRole('heading', { name: 'Habit Tracker', level: 2 })).toBeVisible();
    await expect(page.getByText('2 trackers have changes that are not saved yet.')).toBeVisible();
    await checkAtScreenWidths(page, 'trackers-unsaved');
    await page.setViewportSize({ width: 1280, height: 800 });

    await saveTrackers(page);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Morning run',
      'Read 20 pages',
      'Habit Tracker',
    ]);
  });

  test('opening the trackers while the dashboard still reads them creates the three', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // The dashboard only reads the trackers (none yet); the page creates the defaults. The
    // dashboard's read is held until the page is up: its empty answer must not stand for the
    // page's own (the identity page once kept such an answer, identity.spec.ts).
    let reads = 0;
    const dashboardRead = await holdRequests(
      page,
      (url) => url.pathname === '/api/v1/habit-trackers',
      (request) => request.method() === 'GET' && reads++ === 0,
    );
    await page.goto('/urnb');
    await dashboardRead.started;
    await page.getByRole('link', { name: 'Trackers', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Habit trackers', level: 1 })).toBeVisible();
    dashboardRead.release();

    await expect(trackerCards(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Habit Tracker', level: 2 })).toHaveCount(3);
  });

  test('a person removes a tracker after confirming, and adds one back', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/trackers');
    await expect(trackerCards(page)).toHaveCount(3);

    const third = trackerCards(page).nth(2);
    await third.getByRole('button', { name: 'Remove Habit Tracker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove “Habit Tracker”?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(trackerCards(page)).toHaveCount(3);

    await third.getByRole('button', { name: 'Remove Habit Tracker' }).click();
    await dialog.getByRole('button', { name: 'Remove tracker' }).click();
    await expect(dialog).toBeHidden();
    await expect(trackerCards(page)).toHaveCount(2);

    // Fewer than three: Add is offered, and takes the free place.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(trackerCards(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(trackerCards(page)).toHaveCount(3);
  });
});

test.describe('habits that forgive', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a person marks rest days and a pause, and the streak is kept', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.clock.setFixedTime(LATE_EVENING_LOS_ANGELES);
    await page.goto('/trackers');
    await expect(trackerCards(page)).toHaveCount(3);
    const first = trackerCards(page).first();
    const day = (label: string) => first.getByRole('button', { name: new RegExp(`^${label}`) });

    // Done on 2, 3 and 6 March; rest on 4 and 5 (two presses each, by click and by keyboard).
    for (const label of [
      'Monday, March 2, 2026',
      'Tuesday, March 3, 2026',
      'Friday, March 6, 2026',
    ]) {
      await day(label).click();
    }
    await day('Wednesday, March 4, 2026').click();
    await day('Wednesday, March 4, 2026').click();
    await day('Thursday, March 5, 2026').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(day('Thursday, March 5, 2026')).toHaveAccessibleName(
      'Thursday, March 5, 2026, rest day',
    );
    await expect(day('Thursday, March 5, 2026')).toHaveAttribute('data-state', 'rest');

    // Then a pause from today (10 March) until resumed: 7 to 9 March stay empty.
    await first.getByRole('button', { name: 'Pause Habit Tracker' }).click();
    await page.getByRole('menuitem', { name: 'Until I resume' }).click();
    await expect(first.getByTestId('pause-notice')).toContainText('Paused since March 10.');
    await expect(day('Tuesday, March 10, 2026')).toHaveAccessibleName(
      'Tuesday, March 10, 2026, paused',
    );
    // 7, 8 and 9 March missed: three misses in a row end a streak, the rest days do not.
    await expectStats(first, ['0 days', '3 days', '11%', '13%']);
    await day('Saturday, March 7, 2026').click();
    await day('Sunday, March 8, 2026').click();
    await day('Sunday, March 8, 2026').click();
    await day('Monday, March 9, 2026').click();
    // Rest days and the pause keep it: 2, 3, 6, 7 and 9 March, five days.
    await expect(first.locator('dd').first()).toHaveText('5 days');
    await expect(first.getByText('5 of the last 10 days done.')).toBeVisible();

    const response = await saveTrackers(page);
    const [sent] = response.request().postDataJSON();
    expect(sent).toMatchObject({
      dates: ['2026-03-02', '2026-03-03', '2026-03-06', '2026-03-07', '2026-03-09'],
      restDates: ['2026-03-04', '2026-03-05', '2026-03-08'],
      pauses: [{ from: '2026-03-10', to: null }],
      daysPerWeek: 7,
    });

    await page.reload();
    await expect(first.locator('dd').first()).toHaveText('5 days');
    await expect(day('Sunday, March 8, 2026')).toHaveAccessibleName(
      'Sunday, March 8, 2026, rest day',
    );
    await expect(first.getByTestId('pause-notice')).toContainText('Paused since March 10.');

    // A goal of three days a week counts the streak in weeks; Resume lifts the pause begun today.
    await first.getByRole('combobox', { name: 'Goal' }).selectOption('3');
    await expect(first.locator('dd').first()).toHaveText('1 week');
    await first.getByRole('button', { name: 'Resume Habit Tracker' }).click();
    await expect(first.getByRole('button', { name: 'Pause Habit Tracker' })).toBeVisible();
    const again = await saveTrackers(page);
    expect(again.request().postDataJSON()[0]).toMatchObject({ pauses: [], daysPerWeek: 3 });

    await checkAtScreenWidths(page, 'trackers-forgiving');
  });
});

test.describe('habit trackers in a Monday-first locale', () => {
  test.use({ locale: 'en-GB' });

  test('the calendar starts the week on Monday', async ({ page, email, login }) => {
    await login(page, email);
    await page.goto('/trackers');
    await expect(trackerCards(page)).toHaveCount(3);
    await expect(trackerCards(page).first().locator('thead th').first()).toHaveText('Mo');
  });
});
