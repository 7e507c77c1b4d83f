import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { DATA_DIR_ENV, DATABASE_URL_ENV } from './support/mail-store.ts';
import {
  addPasskeyOnProfile,
  filesHolding,
  sealOnProfile,
  writeJournalPost,
} from './support/seal.ts';
import { addAuthenticator } from './support/virtual-authenticator.ts';

/*
 * The proof of a sealed journal (decision 0068, docs/security.md): every kind of writing a
 * person can give it, each with a marker phrase, written through the browser after sealing.
 * None of it is anywhere the server keeps: the database (a pg_dump of the whole of it when the
 * run is on PostgreSQL, E2E_POSTGRES_SERVER; the PGlite files otherwise), the server's data
 * directory and its log. All of it reads back after a reload.
 */

const run = promisify(execFile);

/** Waits for the answer to the next write of the given method and path. */
function nextWrite(page: Page, method: string, path: string | RegExp) {
  return page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    return (
      response.request().method() === method &&
      (typeof path === 'string' ? pathname === path : path.test(pathname))
    );
  });
}

async function writeIdentity(page: Page, marker: string): Promise<void> {
  await page.goto('/identity');
  await page.getByRole('textbox', { name: 'This is who I am' }).fill(`Identity ${marker}`);
  const items = page.getByRole('group', { name: 'Things the preferred me does' });
  await items.getByRole('textbox', { name: 'New item' }).fill(`Action ${marker}`);
  await items.getByRole('textbox', { name: 'New item' }).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your identity is saved.')).toBeVisible();
}

async function writeExcitement(page: Page, marker: string): Promise<void> {
  await page.goto('/excitement-start');
  const options = page.getByRole('textbox', { name: 'Options' });
  await options.fill(`choice ${marker}`);
  await options.press('Enter');
  await page.getByRole('button', { name: "I'm Taking Action" }).click();
  await expect(page).toHaveURL(/\/urnb$/);
  await page.goto('/excitement-end');
  // The form holds the excitement opened on the device before it takes the results.
  await expect(page.getByRole('textbox', { name: 'What did you choose to do?' })).toHaveValue(
    new RegExp(marker, 'i'),
  );
  await page.getByRole('textbox', { name: 'What happened?' }).fill(`Result ${marker}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your results are saved.')).toBeVisible();
}

async function writeIntention(page: Page, marker: string): Promise<void> {
  await page.goto('/daily-intention');
  await page.getByRole('textbox', { name: '1. Intention' }).fill(`Intention ${marker}`);
  const act = page
    .getByRole('group', { name: '3. Act' })
    .getByRole('textbox', { name: 'New item' });
  await act.fill(`Step ${marker}`);
  await act.press('Enter');
  const saved = nextWrite(page, 'POST', '/api/v1/posts');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(`Intention ${marker}`)).toBeVisible();
}

async function writeTrackerTitle(page: Page, marker: string): Promise<void> {
  await page.goto('/trackers');
  const tracker = page.getByRole('article').first();
  await tracker.getByRole('button', { name: 'Habit Tracker', exact: true }).click();
  await tracker.getByRole('textbox', { name: 'Tracker title' }).fill(`Habit ${marker}`);
  await tracker.getByRole('textbox', { name: 'Tracker title' }).press('Enter');
  const saved = nextWrite(page, 'PUT', '/api/v1/habit-trackers');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
}

async function logFeeling(page: Page, marker: string): Promise<void> {
  await page.goto('/feelings');
  const field = page.getByLabel('How do you feel?');
  const saved = nextWrite(page, 'POST', '/api/v1/feelings');
  await field.fill(`felt ${marker}`);
  await field.press('Enter');
  expect((await saved).ok()).toBe(true);
  await expect(field).toHaveValue('');
}

/** Where `token` is among what the server keeps: nowhere, for a sealed journal. */
async function placesHolding(token: string): Promise<string[]> {
  const dataDir = process.env[DATA_DIR_ENV];
  if (!dataDir) throw new Error(`${DATA_DIR_ENV} is not set`);
  const places = [
    ...(await filesHolding(dataDir, token)),
    ...(await filesHolding('e2e/.output', token)),
  ];
  const databaseUrl = process.env[DATABASE_URL_ENV];
  if (databaseUrl) {
    const { stdout } = await run('pg_dump', ['--no-owner', databaseUrl], {
      maxBuffer: 512 * 1024 * 1024,
    });
    expect(stdout, 'the dump holds the journal').toContain('CREATE TABLE public.posts');
    if (stdout.includes(token)) places.push('pg_dump');
  }
  return places;
}

test('sealed, every kind of writing reaches no place the server keeps, and all of it reads back', async ({
  page,
  email,
  login,
}) => {
  test.slow();
  // Looked for by its 16 random hex digits alone: a title in title case or a feeling in
  // lower case keeps them as they are.
  const token = randomUUID().replaceAll('-', '').slice(0, 16);
  const marker = `MARKER-${token}`;
  await login(page, email);
  await addAuthenticator(page);
  await addPasskeyOnProfile(page);
  await sealOnProfile(page, { withPasskey: true });

  const postId = await writeJournalPost(page, `Post ${marker}`, `Written ${marker}`);
  await writeIdentity(page, marker);
  await writeExcitement(page, marker);
  await writeIntention(page, marker);
  await writeTrackerTitle(page, marker);
  await logFeeling(page, marker);

  // Read back after a reload, each where the person wrote it.
  await page.goto(`/posts/${postId}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Post ${marker}`, level: 1 })).toBeVisible();
  await page.goto('/identity');
  await expect(page.getByRole('textbox', { name: 'This is who I am' })).toHaveValue(
    `Identity ${marker}`,
  );
  await expect(page.getByText(`Action ${marker}`)).toBeVisible();
  await page.goto('/posts?category=excitement');
  await page
    .getByRole('link', { name: new RegExp(marker, 'i') })
    .first()
    .click();
  await expect(page.getByText(`Result ${marker}`)).toBeVisible();
  await page.goto('/posts?category=manifest');
  await page.getByRole('link', { name: 'Daily Intention' }).first().click();
  await expect(page.getByText(`Intention ${marker}`)).toBeVisible();
  await expect(page.getByText(`Step ${marker}`)).toBeVisible();
  await page.goto('/trackers');
  await expect(page.getByRole('heading', { name: `Habit ${marker}`, level: 2 })).toBeVisible();
  await page.goto('/feelings');
  await expect(page.getByRole('list', { name: 'Trending' })).toContainText(
    `felt ${marker.toLowerCase()}`,
  );

  expect(await placesHolding(token)).toEqual([]);
});
