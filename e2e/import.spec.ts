import { expectNoAxeViolations } from './support/axe.ts';
import { buildDayOneExport, DAY_ONE_ENTRIES } from './support/day-one-export.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFileToImport } from './support/import-file.ts';
import { postCards } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

test.describe('import from another journal', () => {
  test('a person imports a Day One export: sees the preview, imports, finds an entry by search', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const file = await buildDayOneExport(DAY_ONE_ENTRIES);

    const dayOneFile = { name: 'Day One export.zip', mimeType: 'application/zip', buffer: file };
    const section = await chooseFileToImport(page, dayOneFile);

    // The preview: what the file holds, before anything is written.
    const preview = section.getByRole('region', { name: 'A Day One export' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Entries2');
    await expect(preview).toContainText('Photos1');
    await expect(preview).toContainText('Written from Jun 14, 2019 to Feb 1, 2021.');
    await expect(preview).toContainText('Importing adds 2 posts that are not here yet.');
    await expectNoAxeViolations(page);
    await checkAtScreenWidths(page, 'import-preview');
    await page.goto('/posts');
    await expect(
      page.getByText('You have not written any posts yet.', { exact: false }),
    ).toBeVisible();

    // Choose it again and import, from the keyboard: the Import button has the focus.
    await chooseFileToImport(page, dayOneFile);
    await expect(section.getByRole('button', { name: 'Import', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText(
      'Imported: 2 posts added, 1 picture added.',
    );
    await checkAtScreenWidths(page, 'import-done');

    // The entries are posts with their dates, tags and photo.
    await page.goto('/posts');
    await expect(postCards(page)).toHaveCount(2);
    const lisbon = page.getByRole('article', { name: 'Lisbon with Marta' });
    await expect(lisbon.getByRole('list', { name: 'Tags' })).toHaveText(/travel\s*lisbon/);
    // Its photo (decorative on the card, alt="").
    await expect(lisbon.locator('img')).toBeVisible();
    await checkAtScreenWidths(page, 'import-posts');

    // Found by search, through a word of its tags.
    await page.goto('/search');
    await page.getByLabel('Words').fill('lisbon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Lisbon with Marta' })).toBeVisible();

    // The same file again adds nothing.
    await chooseFileToImport(page, { ...dayOneFile, name: 'again.zip' });
    await expect(section.getByRole('region', { name: 'A Day One export' })).toContainText(
      'Every entry of this file is already here',
    );
  });

  test('a file of no journal we know is refused with a clear message, nothing imported', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const section = await chooseFileToImport(page, {
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Amount\nrent,900\n'),
    });
    await expect(section.getByRole('alert')).toContainText("nor Loop Habit Tracker's CSV");
    await expect(section.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  });
});
