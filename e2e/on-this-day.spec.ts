import { randomUUID } from 'node:crypto';
import { instantOfLocalTime, localDateOf } from '@app/domain/local-time.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { buildDayOneExport, type DayOneEntry } from './support/day-one-export.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFileToImport } from './support/import-file.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * On This Day needs posts written in earlier years; the app dates a post when it is saved, so
 * the journey brings them the way a person moving in would: a Day One export imported on
 * /profile, its entries dated on this day years ago. The server's clock says which day is
 * today (the API tests move it); the entries are dated from it. The browser stands in
 * Kiritimati (UTC+14), where "today" is often not the server's UTC date.
 */
const TIME_ZONE = 'Pacific/Kiritimati';
test.use({ timezoneId: TIME_ZONE });

/** Today's date in Kiritimati, `years` years back, at a given local time, as an instant. */
function yearsAgoToday(years: number, time: string, dayShift = 0): string {
  const today = localDateOf(new Date(), TIME_ZONE);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const then = new Date(Date.UTC(year - years, month - 1, day + dayShift)).toISOString();
  return instantOfLocalTime(then.slice(0, 10), time, TIME_ZONE).toISOString();
}

const LONG_TITLE =
  'The long walk along the river to the old lighthouse where we first talked about moving';

function dayOneEntry(title: string, creationDate: string): DayOneEntry {
  return {
    uuid: randomUUID().replaceAll('-', '').toUpperCase(),
    text: `# ${title}\nWhat I wrote.`,
    creationDate,
  };
}

/** Imports a Day One export on /profile: the preview first, then Import. */
async function importDayOne(page: Page, entries: DayOneEntry[]): Promise<void> {
  const section = await chooseFileToImport(page, {
    name: 'Day One export.zip',
    mimeType: 'application/zip',
    buffer: await buildDayOneExport(entries),
  });
  await expect(section.getByRole('region', { name: 'A Day One export' })).toContainText(
    `Entries${entries.length}`,
  );
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(
    new RegExp(`^Imported: ${entries.length} posts added`),
  );
}

function hero(page: Page) {
  return page.getByTestId('dashboard-hero');
}

test.describe('On This Day', () => {
  test('a person finds on the dashboard what they wrote on this date in earlier years', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // Nothing written in earlier years: no such slide.
    await expect(hero(page).getByRole('button', { name: /^Slide 1:/ })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: /On this day/ })).toHaveCount(0);

    await importDayOne(page, [
      dayOneEntry('The day we moved', yearsAgoToday(4, '09:00')),
      dayOneEntry('Late that night', yearsAgoToday(4, '23:30')),
      dayOneEntry('The day after', yearsAgoToday(4, '00:30', 1)),
      dayOneEntry(LONG_TITLE, yearsAgoToday(2, '18:00')),
    ]);

    // Found by search, like anything the person wrote here.
    await page.goto('/search');
    await page.getByLabel('Words').fill('moved');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('article', { name: 'The day we moved' })).toBeVisible();

    await page.goto('/urnb');
    // The slide comes last; its dot brings it into view.
    const dot = hero(page).getByRole('button', { name: /^Slide \d+: On this day$/ });
    await dot.click();
    const slide = hero(page).locator('[data-current]');
    await expect(slide).toHaveAttribute('aria-label', /: On this day$/);
    // The headline names each year the slide lists.
    await expect(slide.getByRole('heading', { name: '2 and 4 years ago today' })).toBeVisible();
    const thisYear = Number(localDateOf(new Date(), TIME_ZONE).slice(0, 4));
    const year = thisYear - 4;
    // Newest first; the next day's post is not this day's.
    await expect(slide.getByRole('listitem')).toHaveText([
      `${thisYear - 2}: ${LONG_TITLE}`,
      `${year}: Late that night`,
      `${year}: The day we moved`,
    ]);
    // A long title stays inside the card, at a phone's width too.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const card = await slide.boundingBox();
      const line = await slide
        .getByRole('link', { name: new RegExp(`^${thisYear - 2}:`) })
        .boundingBox();
      expect(card && line && line.x + line.width <= card.x + card.width, `at ${width} px`).toBe(
        true,
      );
    }
    // The show stands still on it while axe reads the page (a pause, as a person would).
    await hero(page).getByRole('button', { name: 'Stop the slide show' }).click();
    await expectNoAxeViolations(page, { label: 'the On This Day slide' });
    await checkAtScreenWidths(page, 'on-this-day-slide');
    await page.setViewportSize({ width: 1280, height: 800 });

    await dot.click();
    await hero(page)
      .locator('[data-current]')
      .getByRole('link', { name: `${year}: The day we moved` })
      .click();
    await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'The day we moved', level: 1 })).toBeVisible();
  });
});
