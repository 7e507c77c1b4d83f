import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SCREENSHOT_DIR } from './screens.ts';

/* What the journeys of a sealed journal (decision 0068) do and look for again and again. */

export const sealSection = (page: Page): Locator =>
  page.getByRole('region', { name: 'Sealed journal', exact: true });

/** Every file under `dir` that holds `text` or bytes (the server's data directory, its log). */
export async function filesHolding(dir: string, text: string | Buffer): Promise<string[]> {
  const needle = Buffer.from(text);
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch(() => null);
    if (bytes?.includes(needle)) found.push(file);
  }
  return found;
}

/** Seals the journal from /profile, and answers the 12 words of its recovery key. */
export async function sealOnProfile(page: Page, { withPasskey }: { withPasskey: boolean }) {
  await page.goto('/profile');
  const section = sealSection(page);
  await section.getByRole('button', { name: 'Seal my journal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you seal your journal' });
  await expect(dialog.getByText(/If you lose every one of them, nobody can read/)).toBeVisible();
  await dialog.getByRole('button', { name: 'I understand' }).click();
  if (withPasskey) {
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(dialog.getByText('This passkey will open your journal.')).toBeVisible();
  }
  const list = dialog.getByRole('list', { name: 'Your recovery key' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  const words = (await list.getByRole('listitem').allTextContents()).map((item) =>
    item.replace(/^\d+\.\s*/, '').trim(),
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `${SCREENSHOT_DIR}/seal-recovery-key-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'I wrote them down' }).click();

  // Two words asked back: a wrong one is named, and nothing is sent.
  const asked = dialog.getByRole('textbox', { name: /^Word \d+$/ });
  await expect(asked).toHaveCount(2);
  const positions = await Promise.all(
    (await asked.all()).map((field) =>
      field.evaluate((input: HTMLInputElement) =>
        Number(input.labels?.[0]?.textContent?.replace(/\D/g, '')),
      ),
    ),
  );
  const [first, second] = await asked.all();
  if (!first || !second) throw new Error('two words are asked back');
  await first.fill('lighthouse');
  await second.fill(words[(positions[1] ?? 1) - 1] ?? '');
  await dialog.getByRole('button', { name: 'I saved my recovery key' }).click();
  await expect(dialog.getByText(`That is not word ${positions[0]}.`)).toBeVisible();
  await first.fill(words[(positions[0] ?? 1) - 1] ?? '');
  await dialog.getByRole('button', { name: 'I saved my recovery key' }).click();
  await expect(dialog).toBeHidden();
  return words;
}

/** The profile says the journal is sealed: every entry is. */
export async function expectSealed(page: Page): Promise<void> {
  await expect(
    sealSection(page).getByText(/^Your journal is sealed: what you write is encrypted/),
  ).toBeVisible();
}

export async function writeJournalPost(page: Page, title: string, text: string): Promise<string> {
  await page.goto('/posts/new?category=journal');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'What is on your mind?' }).fill(text);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/v1/posts',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = await saved;
  expect(answer.ok()).toBe(true);
  // What left the browser: the writing sealed, never plain.
  const sent = answer.request().postData() ?? '';
  expect(sent).not.toContain(title);
  expect(sent).not.toContain(text);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return (await answer.json()).data._id as string;
}

/** Adds a passkey (the virtual authenticator's) from /profile. */
export async function addPasskeyOnProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Passkeys', exact: true })
    .getByRole('button', { name: 'Add a passkey' })
    .click();
  await expect(page.getByText('Passkey added. Next time, sign in with it.')).toBeVisible();
}

/**
 * Adds `picture` through the page's image field and answers the upload: it went sealed, and
 * what left the browser (ciphertexts, one per width) holds neither `marker` nor a slice of it.
 */
export async function attachSealedPicture(
  page: Page,
  picture: Buffer,
  marker: string,
): Promise<Response> {
  const uploaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/images/sealed',
  );
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Image' })
    .getByRole('button', { name: 'Add Image' })
    .click();
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: picture });
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(200);
  const sent = upload.request().postDataBuffer() ?? Buffer.alloc(0);
  expect(sent.includes(Buffer.from(marker))).toBe(false);
  expect(sent.includes(picture.subarray(100, 164))).toBe(false);
  return upload;
}
