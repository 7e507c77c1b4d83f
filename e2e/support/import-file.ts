import type { Locator, Page } from '@playwright/test';

type ChosenFile = Parameters<Page['setInputFiles']>[1];

/** The profile's section for exports and imports. */
export function archiveSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Your writing, to keep' });
}

/**
 * Opens /profile and picks `file` in the import section through the browser's file chooser,
 * as a person does; returns the section, where the preview or the refusal shows.
 */
export async function chooseFileToImport(page: Page, file: ChosenFile): Promise<Locator> {
  await page.goto('/profile');
  const section = archiveSection(page);
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a file to import' }).click();
  await (await chooser).setFiles(file);
  return section;
}
