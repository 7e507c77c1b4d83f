import fs from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { archiveSection, chooseFileToImport } from './support/import-file.ts';
import { createPostsThroughApi, postCards } from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

test.describe('archive', () => {
  test('a person exports, deletes a post, imports the export and finds the post back', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const [kept, doomed] = await createPostsThroughApi(page, [
      { category: 'journal', title: 'A post to keep', mood: 'calm' },
      { category: 'journal', title: 'A post worth keeping after all', answer: 'It mattered.' },
    ]);
    if (!kept || !doomed) throw new Error('set-up failed');

    await page.goto('/profile');
    const section = archiveSection(page);
    await expect(section).toBeVisible();
    await checkAtScreenWidths(page, 'archive-profile-section');

    // Export: the browser downloads the ZIP.
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export my writing' }).click();
    const file = await (await download).path();
    expect((await fs.stat(file)).size).toBeGreaterThan(200);
    await expect(section.getByRole('button', { name: 'Export my writing' })).toBeEnabled();

    // Delete a post, as a person does, from its edit page.
    await page.goto(`/posts/${doomed._id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(postCards(page)).toHaveCount(1);

    // Import the export: the deleted post comes back, nothing is doubled.
    await chooseFileToImport(page, file);
    const preview = section.getByRole('region', { name: 'An export of Inner Compass' });
    await expect(preview).toContainText('Entries2');
    await expect(preview).toContainText('Importing adds 1 post that is not here yet.');
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(section.getByRole('status')).toHaveText('Imported: 1 deleted post brought back.');
    await checkAtScreenWidths(page, 'archive-imported');

    await page.goto('/posts');
    await expect(postCards(page)).toHaveCount(2);
    await expect(
      page.getByRole('link', { name: 'A post worth keeping after all', exact: true }),
    ).toBeVisible();

    // Again: everything is already there.
    await chooseFileToImport(page, file);
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Everything in this archive is already here: nothing was added.',
    );
  });

  test('a file that is not one we import is refused with a clear message', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const section = await chooseFileToImport(page, {
      name: 'holiday.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip at all'),
    });
    await expect(section.getByRole('alert')).toContainText('not a readable ZIP archive');
  });

  test('the report for a therapist opens as a printable page in a new tab', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await createPostsThroughApi(page, [
      { category: 'journal', title: '<script>window.ran = 1</script> hard week', mood: 'tired' },
    ]);
    await page.goto('/profile');
    const section = archiveSection(page);
    const opened = page.waitForEvent('popup');
    await section.getByRole('link', { name: 'Open the printable report' }).click();
    const report = await opened;
    await expect(report.getByRole('heading', { name: 'Moods' })).toBeVisible();
    await expect(report.getByText('<script>window.ran = 1</script> hard week')).toBeVisible();
    expect(await report.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
    await expect(report.getByRole('cell', { name: 'tired' })).toBeVisible();
    await checkAtScreenWidths(report, 'archive-report');
  });
});
