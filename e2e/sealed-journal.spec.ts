import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { DATA_DIR_ENV } from './support/mail-store.ts';
import { deviceState, dropOfflineNoise, waitForServiceWorker } from './support/offline.ts';
import { APP_WRITE_HEADERS, createPostThroughApi } from './support/posts.ts';
import { expectNoSidewaysScroll, SCREENSHOT_DIR } from './support/screens.ts';
import {
  addPasskeyOnProfile,
  attachSealedPicture,
  expectSealed,
  filesHolding,
  sealOnProfile,
  sealSection,
  writeJournalPost,
} from './support/seal.ts';
import { markedPng } from './support/test-images.ts';
import { addAuthenticator } from './support/virtual-authenticator.ts';

/*
 * A sealed journal (decision 0068) with Chromium's virtual authenticator and its PRF: the
 * journal is sealed and opened on the device, with a passkey or the 12 words of the recovery
 * key, and what is written afterwards reaches the server only sealed.
 */

test.describe('a sealed journal', () => {
  test('sealed with a passkey: writing reaches the server sealed, and the passkey or the recovery key opens it anywhere', async ({
    page,
    email,
    login,
    newPerson,
  }) => {
    // Sealing, a post, a tracker, search, forgetting and a second browser: the longest journey.
    test.slow();
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await addAuthenticator(page);
    await addPasskeyOnProfile(page);
    const before = await createPostThroughApi(page, {
      category: 'journal',
      title: `Before ${marker}`,
      currentSituation: `Written before sealing ${marker}`,
    });

    const words = await sealOnProfile(page, { withPasskey: true });
    await expectSealed(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await sealSection(page).screenshot({ path: `${SCREENSHOT_DIR}/seal-section-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // What the server cannot do for a sealed journal, the archive section says instead.
    await expect(
      page.getByText(/^Your journal is sealed, so our server cannot read it/),
    ).toBeVisible();
    const ways = sealSection(page).getByRole('list');
    await expect(ways.getByText('Your recovery key (saved)')).toBeVisible();
    await expect(ways.getByText('Passkey "Chrome on Linux"')).toBeVisible();

    // The post written before is sealed too, and reads back.
    const raw = await page.request.get(`/api/v1/posts/${before._id}`);
    expect(await raw.text()).not.toContain(marker);
    await page.goto(`/posts/${before._id}`);
    await expect(page.getByRole('heading', { name: `Before ${marker}`, level: 1 })).toBeVisible();

    const title = `After ${marker}`;
    const postId = await writeJournalPost(page, title, `Sealed on this device ${marker}`);

    // A habit tracker's title is sealed too: its days stay plain.
    await page.goto('/trackers');
    const tracker = page.getByRole('article').first();
    await tracker.getByRole('button', { name: 'Habit Tracker', exact: true }).click();
    await tracker
      .getByRole('textbox', { name: 'Tracker title' })
      .fill(`Sealed on this device ${marker} run`);
    await tracker.getByRole('textbox', { name: 'Tracker title' }).press('Enter');
    const trackersSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/v1/habit-trackers',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await trackersSaved).ok()).toBe(true);
    expect(await (await page.request.get('/api/v1/habit-trackers')).text()).not.toContain(marker);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: `Sealed on this device ${marker} run`, level: 2 }),
    ).toBeVisible();
    const stored = await page.request.get('/api/v1/posts?filter=mine');
    expect(await stored.text()).not.toContain(marker);

    // A reload opens it with this browser's key: nothing is asked.
    await page.goto(`/posts/${postId}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Search runs on the device: the words typed never reach the server.
    const searched: string[] = [];
    page.on('request', (request) => searched.push(request.url()));
    await page.goto(`/search?q=${encodeURIComponent('sealed on this')}`);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.locator('mark').filter({ hasText: 'Sealed' }).first()).toBeVisible();
    expect(searched.filter((url) => url.includes('/api/v1/search'))).toEqual([]);

    // Forgotten here, a passkey that can opens it again.
    await page.goto('/profile');
    await sealSection(page).getByRole('button', { name: 'Forget this device' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your journal is sealed', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open with a passkey' }).click();
    await expect(sealSection(page)).toBeVisible();
    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // Another browser, signed in by code: the 12 words open it there.
    const laptop = await newPerson(email);
    await laptop.page.goto(`/posts/${postId}`);
    await expect(
      laptop.page.getByRole('heading', { name: 'Your journal is sealed', level: 1 }),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await laptop.page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(laptop.page);
      await laptop.page.screenshot({ path: `${SCREENSHOT_DIR}/seal-gate-${width}.png` });
    }
    await laptop.page.getByRole('button', { name: 'Use my recovery key' }).click();
    const field = laptop.page.getByRole('textbox', { name: 'Recovery key' });
    await field.fill(words.slice(0, 11).join(' '));
    await laptop.page.getByRole('button', { name: 'Open my journal' }).click();
    await expect(laptop.page.getByRole('alert')).toContainText('These are not the 12 words');
    await field.fill(words.map((word) => word.toUpperCase()).join(', '));
    await laptop.page.getByRole('button', { name: 'Open my journal' }).click();
    await expect(laptop.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // An envelope moved onto another post does not open there: said so, nothing crashes.
    const other = await writeJournalPost(page, `Third ${marker}`, `Another ${marker}`);
    const moved = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.sealed;
    const put = await page.request.put(`/api/v1/posts/${other}`, {
      headers: APP_WRITE_HEADERS,
      data: { category: 'journal', sealed: moved },
    });
    expect(put.status()).toBe(200);
    await page.goto(`/posts/${other}`);
    await expect(
      page.getByRole('heading', { name: 'This entry could not be opened', level: 1 }),
    ).toBeVisible();

    // Nothing written after sealing is anywhere the server keeps: its data, its log.
    const dataDir = process.env[DATA_DIR_ENV];
    if (!dataDir) throw new Error(`${DATA_DIR_ENV} is not set`);
    expect(await filesHolding(dataDir, `Sealed on this device ${marker}`)).toEqual([]);
    // The search sees what is there: the post written plain before sealing left old row
    // versions and log records in the database's files (docs/security.md says so).
    expect(await filesHolding(dataDir, `Written before sealing ${marker}`)).not.toEqual([]);
    expect(await filesHolding('e2e/.output', `Sealed on this device ${marker}`)).toEqual([]);
  });

  test('feelings: sealed with the journal, logged sealed, counted on the device, and no word of them on the server', async ({
    page,
    email,
    login,
  }) => {
    // Two seals' worth of steps and a journal counted twice on the device.
    test.slow();
    // Words are stored lower-cased: the markers are too.
    const marker = `marker-${randomUUID().slice(0, 8)}`;
    const before = `${marker}-before`;
    const after = `${marker}-after`;
    await login(page, email);
    for (const feeling of [before, 'calm']) {
      const logged = await page.request.post('/api/v1/feelings', {
        headers: APP_WRITE_HEADERS,
        data: { feeling },
      });
      expect(logged.ok()).toBe(true);
    }

    // Sealing carries the feelings logged before, with the posts.
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    expect((await page.request.get('/api/v1/feelings')).status()).toBe(409);
    expect(await (await page.request.get('/api/v1/feelings/log')).text()).not.toContain(marker);

    await page.goto('/feelings');
    const field = page.getByLabel('How do you feel?');
    for (const feeling of [after, after, 'Calm']) {
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/v1/feelings',
      );
      await field.fill(feeling);
      await field.press('Enter');
      const answer = await saved;
      expect(answer.ok()).toBe(true);
      expect(answer.request().postData() ?? '').not.toContain(marker);
      expect(answer.request().postData() ?? '').not.toContain('calm');
      await expect(field).toHaveValue('');
    }
    // Counted here from the opened log: 5 feelings, calm and the marker twice each (ties by word).
    const trending = page.getByRole('list', { name: 'Trending' }).getByRole('listitem');
    await expect(trending).toHaveText(['calm 40%', `${after} 40%`, `${before} 20%`]);
    await expect(page.getByText('Out of 5 feelings logged.')).toBeVisible();
    await page.reload();
    await expect(trending).toHaveText(['calm 40%', `${after} 40%`, `${before} 20%`]);
    await expect(page.getByRole('list', { name: 'Recent' }).getByRole('listitem')).toHaveText([
      /^calm/,
      new RegExp(`^${after}`),
      new RegExp(`^${after}`),
      /^calm/,
      new RegExp(`^${before}`),
    ]);
    // The person's own words come first among the suggestions, from the opened log too.
    await field.fill(marker.slice(0, 10));
    await expect(page.getByRole('option', { name: after })).toBeVisible();
    await field.fill('');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/sealed-feelings-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // What the server answers and keeps holds no word logged after sealing.
    expect(await (await page.request.get('/api/v1/feelings/log')).text()).not.toContain(marker);
    const dataDir = process.env[DATA_DIR_ENV];
    if (!dataDir) throw new Error(`${DATA_DIR_ENV} is not set`);
    expect(await filesHolding(dataDir, after)).toEqual([]);
    expect(await filesHolding('e2e/.output', after)).toEqual([]);
  });

  test('a picture on a sealed post: cut and sealed on the device, shown after a reload, and neither its marker nor its bytes on the server', async ({
    page,
    email,
    login,
  }) => {
    // Reading the whole data directory and log twice takes a while on a busy machine.
    test.slow();
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    const original = await markedPng(marker);
    await login(page, email);
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);

    await page.goto('/posts/new?category=journal');
    await page.getByLabel('Title', { exact: true }).fill(`Harbour ${marker}`);
    await page.getByRole('textbox', { name: 'What is on your mind?' }).fill(`Boats ${marker}`);
    const field = page.getByRole('group', { name: 'Image' });
    const upload = await attachSealedPicture(page, original, marker);
    const pictureId = (await upload.json()).data._id as string;
    await expect(field.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      /^blob:/,
    );

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/posts',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    const picture = page.getByRole('img', { name: 'The picture added to this post' });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await page.reload();
    await expect(picture).toHaveAttribute('src', /^blob:/);
    // It shows: the browser decoded what it opened, at the width the place needs.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/sealed-post-picture-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The server serves it to nobody as a picture, and cannot cut it: it is ciphertext.
    expect((await page.request.get(`/api/v1/images/${pictureId}.jpg`)).status()).toBe(404);
    const sealedWidth = await page.request.get(`/api/v1/images/sealed/${pictureId}-300`);
    expect(sealedWidth.headers()['content-type']).toBe('application/octet-stream');

    // A width moved onto another picture does not open there: said so, nothing else lost.
    const movedId = randomUUID();
    const ciphertexts = await Promise.all(
      [300, 500, 700, 900, 1100, 1200].map(async (width) => ({
        width,
        bytes: await (await page.request.get(`/api/v1/images/sealed/${pictureId}-${width}`)).body(),
      })),
    );
    const moved = await page.request.post('/api/v1/images/sealed', {
      headers: APP_WRITE_HEADERS,
      multipart: {
        id: movedId,
        width: '1200',
        height: '800',
        ...Object.fromEntries(
          ciphertexts.map(({ width, bytes }) => [
            `w${width}`,
            { name: 'sealed', mimeType: 'application/octet-stream', buffer: bytes },
          ]),
        ),
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const other = await writeJournalPost(page, `Elsewhere ${marker}`, `Another ${marker}`);
    const post = (await (await page.request.get(`/api/v1/posts/${other}`)).json()).data;
    const put = await page.request.put(`/api/v1/posts/${other}`, {
      headers: APP_WRITE_HEADERS,
      data: { category: 'journal', sealed: post.sealed, image: movedId },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto(`/posts/${other}`);
    await expect(page.getByText('This picture could not be opened')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/sealed-post-picture-broken-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The identity's picture is cut and sealed the same way, and the dashboard opens it.
    await page.goto('/identity');
    await attachSealedPicture(page, original, marker);
    const identitySaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === '/api/v1/identity',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const identityAnswer = await identitySaved;
    expect(identityAnswer.status(), await identityAnswer.text()).toBe(200);
    await page.goto('/urnb');
    await expect(page.getByRole('img', { name: /^Your identity picture/ })).toHaveAttribute(
      'src',
      /^blob:/,
    );

    // Nowhere the server keeps: its data directory (the database's files) and its log.
    const dataDir = process.env[DATA_DIR_ENV];
    if (!dataDir) throw new Error(`${DATA_DIR_ENV} is not set`);
    for (const dir of [dataDir, 'e2e/.output']) {
      expect(await filesHolding(dir, marker)).toEqual([]);
      expect(await filesHolding(dir, original.subarray(100, 164))).toEqual([]);
    }
  });

  test('sealed with the recovery key alone, then started over after losing it', async ({
    page,
    email,
    login,
  }) => {
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    const postId = await writeJournalPost(page, `Kept ${marker}`, `Only mine ${marker}`);

    await page.goto('/profile');
    await sealSection(page).getByRole('button', { name: 'Forget this device' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your journal is sealed', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('None of your passkeys opens this journal yet')).toBeVisible();
    await page.getByRole('textbox', { name: 'Recovery key' }).fill(`${'abandon '.repeat(11)}about`);
    await page.getByRole('button', { name: 'Open my journal' }).click();
    await expect(page.getByRole('alert')).toContainText('That key does not open this journal.');

    await page.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start over without your sealed writing' });
    await expect(dialog.getByText(/deleted for good/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my sealed writing' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/profile');
    await expect(
      sealSection(page).getByRole('button', { name: 'Seal my journal', exact: true }),
    ).toBeVisible();
    expect((await page.request.get(`/api/v1/posts/${postId}`)).status()).toBe(404);
  });

  test('a passkey added after sealing is let in with the recovery key, then opens the journal alone', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const words = await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    const postId = await writeJournalPost(page, 'Let the passkey in', 'After sealing');

    await addAuthenticator(page);
    await addPasskeyOnProfile(page);
    const ways = sealSection(page).getByRole('list');
    await expect(
      ways.getByText('Passkey "Chrome on Linux": signs in, does not open the journal'),
    ).toBeVisible();
    await ways.getByRole('button', { name: 'Let it open the journal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Let another passkey open your journal' });
    await dialog.getByRole('textbox', { name: 'Recovery key' }).fill(words.join(' '));
    await dialog.getByRole('button', { name: 'Use my recovery key' }).click();
    await expect(dialog).toBeHidden();
    await expect(ways.getByText('Passkey "Chrome on Linux"', { exact: true })).toBeVisible();

    await sealSection(page).getByRole('button', { name: 'Forget this device' }).click();
    await page.getByRole('button', { name: 'Open with a passkey' }).click();
    await expect(sealSection(page)).toBeVisible();
    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole('heading', { name: 'Let the passkey in', level: 1 })).toBeVisible();
  });

  test('unsealed: every entry is opened on the device and stored readable again, and the keys go', async ({
    page,
    email,
    login,
  }) => {
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    const postId = await writeJournalPost(page, `Sealed ${marker}`, `Then opened ${marker}`);
    expect(await (await page.request.get(`/api/v1/posts/${postId}`)).text()).not.toContain(marker);
    const feeling = marker.toLowerCase();
    await page.goto('/feelings');
    await page.getByLabel('How do you feel?').fill(feeling);
    await page.getByLabel('How do you feel?').press('Enter');
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveText(`${feeling} 100%`);

    await page.goto('/profile');
    await sealSection(page).getByRole('button', { name: 'Unseal my journal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unseal my journal' });
    await expect(dialog.getByText(/sent to us readable/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Unseal it' }).click();
    await expect(
      sealSection(page).getByRole('button', { name: 'Seal my journal', exact: true }),
    ).toBeVisible();
    const stored = await (await page.request.get(`/api/v1/posts/${postId}`)).json();
    expect(stored.data).toMatchObject({ title: `Sealed ${marker}`, sealed: null });
    const seal = await (await page.request.get('/api/v1/seal')).json();
    expect(seal.data).toMatchObject({ state: 'open', wraps: [] });
    await expect.poll(async () => (await deviceState(page)).journalKeys).toBe(0);
    // Writing is plain again, and the server's search finds it.
    const found = await page.request.get(`/api/v1/search?q=${marker}`);
    expect((await found.json()).data).toHaveLength(1);
    // The feeling is plain again, and the server counts it.
    const overview = await (await page.request.get('/api/v1/feelings')).json();
    expect(overview.data.trending).toEqual([{ feeling, count: 1, percent: 100 }]);
  });

  test("its key changed after a lost device: everything sealed again, the lost device's key opens nothing, and every way in still does", async ({
    page,
    email,
    login,
    newPerson,
  }) => {
    // Two browsers, a passkey, the recovery key and the change itself.
    test.slow();
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await addAuthenticator(page);
    await addPasskeyOnProfile(page);
    const words = await sealOnProfile(page, { withPasskey: true });
    await expectSealed(page);
    const title = `Kept ${marker}`;
    const postId = await writeJournalPost(page, title, `Sealed again ${marker}`);
    const feeling = marker.toLowerCase();
    await page.goto('/feelings');
    await page.getByLabel('How do you feel?').fill(feeling);
    await page.getByLabel('How do you feel?').press('Enter');
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveText(`${feeling} 100%`);

    // The device later lost: opened with the recovery key, which it keeps.
    const lost = await newPerson(email);
    const openWithWords = async () => {
      await lost.page.getByRole('button', { name: 'Use my recovery key' }).click();
      await lost.page.getByRole('textbox', { name: 'Recovery key' }).fill(words.join(' '));
      await lost.page.getByRole('button', { name: 'Open my journal' }).click();
      await expect(lost.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    };
    await lost.page.goto(`/posts/${postId}`);
    await openWithWords();
    const before = (await (await page.request.get('/api/v1/seal')).json()).data.keyId as string;

    await page.goto('/profile');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await sealSection(page).screenshot({
        path: `${SCREENSHOT_DIR}/seal-change-key-${width}.png`,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await sealSection(page).getByRole('button', { name: "Change the journal's key" }).click();
    const dialog = page.getByRole('dialog', { name: "Change the journal's key" });
    await expect(dialog.getByText(/sealed again under it, a batch at a time/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Change the key' }).click();
    await expect(page.getByText("Your journal's key is changed.")).toBeVisible();
    const seal = (await (await page.request.get('/api/v1/seal')).json()).data;
    expect(seal).toMatchObject({ state: 'sealed', previousKeyId: null });
    expect(seal.keyId).not.toBe(before);
    // The passkey and the recovery key, each for the new key alone.
    expect(seal.wraps.map((wrap: { keyId: string }) => wrap.keyId)).toEqual([
      seal.keyId,
      seal.keyId,
    ]);
    const stored = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data;
    expect(stored.sealed.k).toBe(seal.keyId);
    const log = (await (await page.request.get('/api/v1/feelings/log')).json()).data;
    expect(log.map((entry: { sealed: { k: string } }) => entry.sealed.k)).toEqual([seal.keyId]);

    // Here, everything reads back after a reload.
    await page.goto(`/posts/${postId}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.goto('/feelings');
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveText(`${feeling} 100%`);

    // The lost device's key opens nothing now: the journal asks to be opened again, and the
    // recovery key, kept through the change, opens it.
    await lost.page.reload();
    await expect(
      lost.page.getByRole('heading', { name: 'Your journal is sealed', level: 1 }),
    ).toBeVisible();
    await openWithWords();
    // So does the passkey, once this browser forgets the key.
    await page.goto('/profile');
    await sealSection(page).getByRole('button', { name: 'Forget this device' }).click();
    await page.getByRole('button', { name: 'Open with a passkey' }).click();
    await expect(sealSection(page)).toBeVisible();
    await page.goto(`/posts/${postId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });

  test("the report for a therapist is written on the device: the period's posts and feelings opened, and nothing of them asked of the server", async ({
    page,
    email,
    login,
  }) => {
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    const title = `For the report ${marker}`;
    await writeJournalPost(page, title, `What I would tell them ${marker}`);
    const feeling = marker.toLowerCase();
    await page.goto('/feelings');
    await page.getByLabel('How do you feel?').fill(feeling);
    await page.getByLabel('How do you feel?').press('Enter');
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveText(`${feeling} 100%`);

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/profile');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open the printable report' }).click();
    const report = await opened;
    await report.waitForURL(/^blob:/);
    await expect(report.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await expect(report.getByText(`What I would tell them ${marker}`)).toBeVisible();
    await expect(report.getByRole('cell', { name: feeling, exact: true })).toBeVisible();
    await expect(report.getByText('1 post: all exercises.', { exact: false })).toBeVisible();
    // The server was asked for envelopes only, never for a report it cannot write.
    expect(asked).toContain('/api/v1/archive/sealed');
    expect(asked.filter((path) => path.startsWith('/api/v1/archive/report'))).toEqual([]);
  });

  test('exported on the device: the ZIP holds the writing readable and imports into a fresh account, and the server never saw it', async ({
    page,
    email,
    login,
    newEmail,
    newPerson,
  }) => {
    const marker = `MARKER-${randomUUID().slice(0, 8)}`;
    await login(page, email);
    await sealOnProfile(page, { withPasskey: false });
    await expectSealed(page);
    const title = `Exported ${marker}`;
    await writeJournalPost(page, title, `Carried out on the device ${marker}`);
    const feeling = `${marker.toLowerCase()}-felt`;
    await page.goto('/feelings');
    await page.getByLabel('How do you feel?').fill(feeling);
    await page.getByLabel('How do you feel?').press('Enter');
    await expect(page.getByRole('list', { name: 'Trending' })).toHaveText(`${feeling} 100%`);

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my writing' }).click();
    const file = await (await download).path();
    expect(asked).toContain('/api/v1/archive/sealed');
    expect(asked).not.toContain('/api/v1/archive/export');
    const zip = await readFile(file);
    expect(zip.includes(Buffer.from(title))).toBe(true);
    // The sealed feeling is opened into the archive too.
    expect(zip.includes(Buffer.from(`"feeling": "${feeling}"`))).toBe(true);

    // The same file imports into another account, anywhere the format is read.
    const other = await newPerson(newEmail('importer'));
    const imported = await other.page.request.post('/api/v1/archive/import', {
      headers: { ...APP_WRITE_HEADERS, 'content-type': 'application/zip' },
      data: zip,
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await other.page.goto('/posts');
    await expect(other.page.getByRole('link', { name: title, exact: true })).toBeVisible();
    const counted = await (await other.page.request.get('/api/v1/feelings')).json();
    expect(counted.data.trending).toEqual([{ feeling, count: 1, percent: 100 }]);
  });

  test('offered once, at the end of the first run: it opens the sealing on the profile', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email, { firstRun: 'leave' });
    await page.getByRole('textbox', { name: 'Your name' }).fill('Noa');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Calmer days/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Noa' })).toBeVisible();
    await expect(page.getByText(/^Only your devices can read a sealed journal/)).toBeVisible();
    await page.getByRole('link', { name: 'Seal my journal' }).click();
    await expect(page).toHaveURL(/\/profile\?seal=open$/);
    const dialog = page.getByRole('dialog', { name: 'Before you seal your journal' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('sealing 1,000 posts shows its progress, survives a reload in the middle and loses nothing', async ({
    page,
    email,
    login,
  }) => {
    test.setTimeout(180_000);
    await login(page, email);
    const titles = Array.from({ length: 1000 }, (_, i) => `Entry ${i + 1} of a long journal`);
    for (let start = 0; start < titles.length; start += 25) {
      await Promise.all(
        titles.slice(start, start + 25).map((title) =>
          createPostThroughApi(page, {
            category: 'journal',
            title,
            currentSituation: `Written on day ${title}`,
          }),
        ),
      );
    }

    await sealOnProfile(page, { withPasskey: false });
    const progress = page.getByText(/^Sealed \d+ of 1000 entries$/);
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number((await progress.textContent())?.match(/\d+/)?.[0] ?? 0))
      .toBeGreaterThanOrEqual(100);
    await page.reload();
    // It goes on where it stopped, and finishes.
    await expectSealed(page);
    const user = await (await page.request.get('/api/v1/users/current')).json();
    expect(user.data.journal).toBe('sealed');
    const listed = await (await page.request.get('/api/v1/posts?filter=mine&limit=100')).json();
    expect(listed.data).toHaveLength(100);
    for (const post of listed.data) {
      expect(post.title).toBe('');
      expect(post.sealed).not.toBeNull();
    }
    await page.goto('/posts');
    await expect(
      page.getByRole('link', { name: 'Entry 1000 of a long journal', exact: true }),
    ).toBeVisible();
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the copy on the device and the outbox hold it sealed, and a post written offline syncs sealed', async ({
      page,
      context,
      email,
      login,
      pageProblems,
    }) => {
      // The service worker installs its precache before anything is offline: a slow journey.
      test.slow();
      const marker = `MARKER-${randomUUID().slice(0, 8)}`;
      await login(page, email);
      await sealOnProfile(page, { withPasskey: false });
      await expectSealed(page);
      const online = `Online ${marker}`;
      await writeJournalPost(page, online, `Kept for offline ${marker}`);
      const listed = page.waitForResponse(
        (response) => response.url().includes('/api/v1/posts?') && response.ok(),
      );
      await page.goto('/urnb');
      await listed;
      const listedAt = Date.now();
      await expect(page.getByRole('link', { name: online, exact: true })).toBeVisible();
      await waitForServiceWorker(page);
      // The copy is sealed whole, so its words cannot be looked for. The app saves it half a
      // second after the cache last changed: a copy saved later than that after the list came
      // holds it.
      await expect
        .poll(async () => JSON.parse((await deviceState(page)).copy)?.savedAt ?? 0)
        .toBeGreaterThan(listedAt + 500);
      const copy = (await deviceState(page)).copy;
      expect(copy).toContain('envelope');
      expect(copy).not.toContain(marker);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('link', { name: online, exact: true })).toBeVisible();
      const offline = `Offline ${marker}`;
      await page.goto('/posts/new?category=journal');
      await page.getByLabel('Title', { exact: true }).fill(offline);
      await page
        .getByRole('textbox', { name: 'What is on your mind?' })
        .fill(`Written without a connection ${marker}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Saved on this device, will sync').first()).toBeVisible();
      const kept = await deviceState(page);
      expect(kept.outbox).toBe(1);
      expect(kept.outboxEntries).not.toContain(marker);

      await context.setOffline(false);
      await expect.poll(async () => (await deviceState(page)).outbox).toBe(0);
      const stored = await page.request.get('/api/v1/posts?filter=mine');
      expect(await stored.text()).not.toContain(marker);
      await page.goto('/posts');
      await expect(page.getByRole('link', { name: offline, exact: true })).toBeVisible();

      // Logging out takes the journal's key off this browser with everything else.
      expect((await deviceState(page)).journalKeys).toBe(1);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect
        .poll(() => deviceState(page))
        .toEqual({ copy: 'null', outbox: 0, outboxEntries: '[]', journalKeys: 0 });
      dropOfflineNoise(pageProblems);
    });
  });
});
