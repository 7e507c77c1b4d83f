import { readFile } from 'node:fs/promises';
import type { FileChooser, Locator, Page, Response } from '@playwright/test';
import { makeNoiseJpeg } from '../apps/api/test/image-fixtures.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll } from './support/screens.ts';
import {
  createTestImages,
  hasLoadedPicture,
  type TestImages,
  uploadImageThroughApi,
  writeTestFile,
} from './support/test-images.ts';

const SCREENSHOT_DIR = 'e2e/.output/screenshots';
/** The built-in background: an SVG the build inlines (src/lib/default-images.ts). */
const DEFAULT_BACKGROUND = /^data:image\/svg\+xml/;
const IMAGE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

let images: TestImages;

test.beforeAll(async () => {
  images = await createTestImages();
});

test.afterAll(async () => {
  await images.remove();
});

function isImageUpload(response: Response): boolean {
  return (
    new URL(response.url()).pathname === '/api/v1/images' && response.request().method() === 'POST'
  );
}

function isProfileSave(response: Response): boolean {
  return (
    new URL(response.url()).pathname === '/api/v1/users/current' &&
    response.request().method() === 'PUT'
  );
}

/**
 * Holds each upload back a little, as a slow connection would, so the "Uploading image..."
 * state is on screen long enough to be seen; the request itself reaches the server unchanged.
 */
async function slowDownUploads(page: Page): Promise<void> {
  await page.route('**/api/v1/images', async (route) => {
    if (route.request().method() === 'POST') await new Promise((wake) => setTimeout(wake, 700));
    await route.continue();
  });
}

/** Presses the input's "Add Image" and picks `files` in the file dialog that opens. */
async function pickFile(
  page: Page,
  input: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await input.getByRole('button', { name: 'Add Image' }).click();
  await (await chooser).setFiles(files);
}

async function saveProfile(page: Page): Promise<void> {
  const saved = page.waitForResponse(isProfileSave);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok(), 'the server saved the profile').toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
}

async function expectPictureLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate(hasLoadedPicture)).toBe(true);
}

test.describe('the profile page', () => {
  test('a person names themselves and crops an avatar that the top bar shows after a reload', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const accountNav = page.getByRole('navigation', { name: 'Account' });
    await expect(accountNav.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByLabel('Name', { exact: true }).fill('Robin Meadows');
    const avatar = page.getByRole('group', { name: 'Avatar' });
    await expect(avatar.getByText('Drop an image here')).toBeVisible();

    await slowDownUploads(page);
    await pickFile(page, avatar, images.landscapeJpeg);

    const cropper = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(cropper).toBeVisible();
    const cropArea = cropper.getByRole('group', { name: 'Crop area' });
    await expect(cropArea).toBeVisible();
    // The arrow keys move the crop by the step; a digit changes the step (docs/product.md section 9).
    await expect(cropper.getByText(/3 px a press/)).toBeVisible();
    await cropArea.focus();
    await page.keyboard.press('7');
    await expect(cropper.getByText(/7 px a press/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(cropper.locator('img')).toHaveAttribute('style', /translate\(-7px, 0px\)/);

    const upload = page.waitForResponse(isImageUpload);
    await cropper.getByRole('button', { name: 'Use this crop' }).click();
    await expect(avatar.getByText('Uploading image...')).toBeVisible();
    const uploaded = await upload;
    expect(uploaded.ok(), 'the server stored the avatar').toBe(true);
    const avatarImage = (await uploaded.json()).data;
    // Square, 400 px wide, whatever the original was (docs/product.md section 2 "Profile").
    expect(avatarImage).toMatchObject({ width: 400, height: 400 });
    expect(avatarImage._id).toMatch(IMAGE_ID);

    const preview = avatar.getByRole('img', { name: 'Avatar preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', new RegExp(avatarImage._id));
    await expectPictureLoaded(preview);
    await expect(avatar.getByText('Uploading image...')).toBeHidden();
    await expect(avatar.getByText('Loading image...')).toBeHidden();
    await expect(avatar.getByRole('button', { name: 'Remove Image' })).toBeVisible();

    await saveProfile(page);

    await page.reload();
    const topBarAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(topBarAvatar).toHaveAttribute(
      'src',
      new RegExp(`^/api/v1/images/${avatarImage._id}-300\\.jpg$`),
    );
    await expectPictureLoaded(topBarAvatar);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Robin Meadows');
    await expect(avatar.getByRole('img', { name: 'Avatar preview' })).toHaveAttribute(
      'src',
      new RegExp(avatarImage._id),
    );

    // The account menu shows the same picture beside the name.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Robin Meadows')).toBeVisible();
    await expect(menu.locator('img')).toHaveAttribute('src', new RegExp(avatarImage._id));
  });

  test('a photo from the camera becomes the dashboard background', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const hero = page.getByTestId('dashboard-hero');
    await expect(hero.getByRole('heading', { name: 'Your dashboard' })).toBeVisible();
    const heroBackground = hero.getByTestId('dashboard-hero-background');
    await expect(heroBackground).toHaveAttribute('src', DEFAULT_BACKGROUND);
    await expectPictureLoaded(heroBackground);

    await page.goto('/profile');
    const background = page.getByRole('group', { name: 'Background image' });
    await background.getByRole('button', { name: 'Camera' }).click();

    const camera = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(camera).toBeVisible();
    await camera.getByRole('button', { name: 'Capture' }).click();
    const snapshot = camera.getByRole('img', { name: 'What the camera captured' });
    await expect(snapshot).toBeVisible();
    // Retake goes back to the live view; a second capture is the one kept.
    await camera.getByRole('button', { name: 'Retake' }).click();
    await camera.getByRole('button', { name: 'Capture' }).click();
    await expect(snapshot).toBeVisible();

    const upload = page.waitForResponse(isImageUpload);
    await camera.getByRole('button', { name: 'Save' }).click();
    const uploaded = await upload;
    expect(uploaded.ok(), 'the server stored the photo').toBe(true);
    const photo = (await uploaded.json()).data;
    // The background is not cropped: the camera's whole 640x480 frame is kept.
    expect(photo).toMatchObject({ width: 640, height: 480 });
    await expect(camera).toBeHidden();
    await expectPictureLoaded(background.getByRole('img', { name: 'Background image preview' }));

    await saveProfile(page);

    await page.getByRole('link', { name: 'Inner Compass' }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    await expect(heroBackground).toHaveAttribute('src', new RegExp(photo._id));
    await expect
      .poll(() => heroBackground.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toContain(`/api/v1/images/${photo._id}`);
    expect(
      await heroBackground.evaluate((image: HTMLImageElement) => image.currentSrc),
    ).not.toMatch(DEFAULT_BACKGROUND);
    await expectPictureLoaded(heroBackground);
  });

  test('files that are not images are refused with "Invalid image type"', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/profile');
    await page.getByLabel('Name', { exact: true }).fill('Kept While Refused');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/images') {
        uploads += 1;
      }
    });

    // A text file: the browser's check refuses it before anything is sent.
    const avatar = page.getByRole('group', { name: 'Avatar' });
    await pickFile(page, avatar, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Things I am grateful for today.'),
    });
    await expect(avatar.getByText('Invalid image type')).toBeVisible();
    expect(uploads, 'nothing was uploaded').toBe(0);

    // Text renamed .png passes the browser's check (its type comes from the name); the server
    // reads the bytes and refuses it.
    const fakePng = await writeTestFile(images.dir, 'holiday.png', 'This is not a picture at all.');
    const background = page.getByRole('group', { name: 'Background image' });
    const refused = page.waitForResponse(isImageUpload);
    await pickFile(page, background, fakePng);
    expect((await refused).status()).toBe(415);
    await expect(background.getByRole('alert')).toHaveText('Invalid image type');
    // Nothing is lost: the field is still empty and ready, the typed name is still there.
    await expect(background.getByRole('button', { name: 'Add Image' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kept While Refused');
  });

  test('a person whose pictures fill their room is told so, and keeps what they typed', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // The journeys' server gives each person 4 MB for pictures (global-setup.ts).
    const photo = { name: 'static.jpg', mimeType: 'image/jpeg', buffer: await makeNoiseJpeg(1200) };
    for (let stored = 0; ; stored++) {
      const response = await page.request.post('/api/v1/images', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        multipart: { image: photo },
      });
      if (response.status() === 413) break;
      expect(response.status(), await response.text()).toBe(200);
      expect(stored, 'a few photos fill the room').toBeLessThan(8);
    }
    await page.goto('/profile');
    await page.getByLabel('Name', { exact: true }).fill('Kept While Full');

    const background = page.getByRole('group', { name: 'Background image' });
    const refused = page.waitForResponse(isImageUpload);
    await pickFile(page, background, photo);
    expect((await refused).status()).toBe(413);
    await expect(background.getByRole('alert')).toHaveText(
      'Your pictures take all the room each person has (4 MB). Remove pictures from posts, or ' +
        'delete posts with pictures, that you no longer need, and try again.',
    );
    await expect(background.getByRole('button', { name: 'Add Image' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kept While Full');
  });

  test('Remove Image empties the input', async ({ page, email, login }) => {
    await login(page, email);
    await page.goto('/profile');
    const background = page.getByRole('group', { name: 'Background image' });
    const upload = page.waitForResponse(isImageUpload);
    await pickFile(page, background, images.widePng);
    const uploaded = (await (await upload).json()).data;
    const preview = background.getByRole('img', { name: 'Background image preview' });
    await expectPictureLoaded(preview);

    // The upload was never saved, so removing it also deletes it from the server.
    const deleted = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        new URL(response.url()).pathname === `/api/v1/images/${uploaded._id}`,
    );
    await background.getByRole('button', { name: 'Remove Image' }).click();
    await expect(preview).toBeHidden();
    await expect(background.getByText('Drop an image here')).toBeVisible();
    await expect(background.getByRole('button', { name: 'Add Image' })).toBeVisible();
    await expect(background.getByRole('button', { name: 'Remove Image' })).toBeHidden();
    expect((await deleted).status()).toBe(204);
  });
});

test.describe('the cropper', () => {
  test('a file that cannot be opened is reported in the cropper, and nothing is uploaded', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/profile');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/images') {
        uploads += 1;
      }
    });
    const avatar = page.getByRole('group', { name: 'Avatar' });
    await pickFile(page, avatar, {
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Not a portrait, only words.'),
    });
    const cropper = page.getByRole('dialog', { name: 'Crop the image' });
    await expect(cropper.getByText(/could not be opened for cropping/)).toBeVisible();
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await expect(cropper).toBeHidden();
    await expect(avatar.getByRole('button', { name: 'Add Image' })).toBeVisible();
    expect(uploads, 'nothing was uploaded').toBe(0);
  });
});

test.describe('the profile and dashboard with images, at phone and desktop widths', () => {
  async function capture(page: Page, name: string): Promise<void> {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }

  test('the pages fit the window and the hero keeps its height', async ({ page, email, login }) => {
    await login(page, email);
    // First the default background, before the person has one of their own.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/urnb');
      const background = page.getByTestId('dashboard-hero-background');
      await expect(background).toHaveAttribute('src', DEFAULT_BACKGROUND);
      await expectPictureLoaded(background);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await capture(page, 'urnb-default');
    }

    const avatar = await uploadImageThroughApi(page, {
      name: 'avatar.jpg',
      mimeType: 'image/jpeg',
      buffer: await readFile(images.landscapeJpeg),
    });
    const background = await uploadImageThroughApi(page, {
      name: 'meadow.png',
      mimeType: 'image/png',
      buffer: await readFile(images.widePng),
    });
    const saved = await page.request.put('/api/v1/users/current', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        name: 'Alexandra Wolfeschlegelsteinhausen',
        image: avatar._id,
        backgroundImage: background._id,
      },
    });
    expect(saved.ok()).toBe(true);

    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 844 });

      await page.goto('/profile');
      for (const name of ['Avatar preview', 'Background image preview']) {
        await expectPictureLoaded(page.getByRole('img', { name }));
      }
      await expectPictureLoaded(page.getByRole('button', { name: 'Account menu' }).locator('img'));
      const nav = page.getByRole('navigation', { name: 'Account' });
      const heading = page.getByRole('heading', { name: 'Profile', level: 1 });
      const navBox = await nav.boundingBox();
      const headingBox = await heading.boundingBox();
      if (!navBox || !headingBox) throw new Error('the account links or the heading are not shown');
      if (width < 600) {
        // Phones: a row of links above the page.
        expect(navBox.y + navBox.height).toBeLessThanOrEqual(headingBox.y);
      } else {
        // Wider: a sidebar beside it.
        expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);
      }
      await expectNoSidewaysScroll(page);
      if (width !== 360) await capture(page, 'profile');

      await page.goto('/urnb');
      const hero = page.getByTestId('dashboard-hero');
      await expectPictureLoaded(hero.getByTestId('dashboard-hero-background'));
      await expectPictureLoaded(page.getByRole('button', { name: 'Account menu' }).locator('img'));
      const heroBox = await hero.boundingBox();
      // docs/product.md section 2: 400 px under 600 px wide, 350 px from 600 up.
      expect(heroBox?.height).toBe(width < 600 ? 400 : 350);
      await expectNoSidewaysScroll(page);
      if (width !== 360) await capture(page, 'urnb-background');
    }
  });
});
