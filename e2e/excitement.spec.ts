import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS } from './support/posts.ts';

interface StoredPost {
  _id: string;
  title: string;
  mood: string;
  summary: string;
  unexpected: string;
  shareForResearch: boolean;
  draft: boolean;
  choices: string[];
  choiceSelected: number | null;
}

async function currentExcitement(page: Page): Promise<StoredPost | null> {
  const response = await page.request.get('/api/v1/excitement/current');
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

async function storedPost(page: Page, postId: string): Promise<StoredPost> {
  const response = await page.request.get(`/api/v1/posts/${postId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

function topBar(page: Page) {
  return page.getByRole('banner');
}

function takeActionButton(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', {
    name: 'Take Action',
  });
}

test.describe('follow your excitement', () => {
  test('a person weighs options, acts, sees it in the top bar, records the results and starts again', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    // Without a current excitement, Take Action starts one.
    await expect(takeActionButton(page)).toHaveAttribute('href', '/excitement-start');
    await takeActionButton(page).click();

    await expect(page).toHaveURL(/\/excitement-start$/);
    await expect(
      page.getByRole('heading', { name: 'Follow Your Excitement', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Your Most Exciting Option', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(/no insistence on the outcome/)).toBeVisible();

    // With no options, acting does nothing.
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/excitement-start$/);
    expect(await currentExcitement(page)).toBeNull();

    const field = page.getByRole('textbox', { name: 'Options' });
    await expect(field).toHaveAttribute('placeholder', 'Take a walk');
    await field.fill('take a walk in the park.');
    await field.press('Enter');
    await field.fill('call an old friend');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // Blank text is ignored, by Enter and by Add.
    await field.fill('   ');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await field.fill('bake bread');
    await field.press('Enter');
    await expect(field).toHaveValue('');

    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'take a walk in the park.' })).toBeChecked();

    // Removing the selected option selects the first.
    await page.getByRole('radio', { name: 'bake bread' }).check();
    await page.getByRole('button', { name: 'Remove “bake bread”' }).click();
    await expect(radios).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'take a walk in the park.' })).toBeChecked();

    // Removing one above the selected keeps the same option selected.
    await page.getByRole('radio', { name: 'call an old friend' }).check();
    await field.fill('water the plants');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Remove “take a walk in the park.”' }).click();
    await expect(page.getByRole('radio', { name: 'call an old friend' })).toBeChecked();
    await page.getByRole('button', { name: 'Remove “water the plants”' }).click();
    await field.fill('take a walk in the park.');
    await field.press('Enter');

    // The options outlive a reload of the tab.
    await page.reload();
    await expect(radios).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'call an old friend' })).toBeChecked();

    await page.getByRole('radio', { name: 'take a walk in the park.' }).check();
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/urnb$/);

    // The draft is titled in title case; the trailing period is dropped.
    const excitement = await currentExcitement(page);
    expect(excitement).toMatchObject({
      title: 'Take a Walk in the Park',
      draft: true,
      choices: ['call an old friend', 'take a walk in the park.'],
      choiceSelected: 1,
    });

    // The top bar shows it as a link and a map icon with a badge of 1, both to the results.
    const bar = topBar(page);
    const titleLink = bar.getByRole('link', { name: 'Take a Walk in the Park', exact: true });
    await expect(titleLink).toBeVisible();
    await expect(titleLink).toHaveAttribute('href', '/excitement-end');
    const mapLink = bar.getByRole('link', { name: /^Record your results/ });
    await expect(mapLink).toHaveAttribute('href', '/excitement-end');
    await expect(mapLink.getByTestId('count-badge')).toHaveText('1');
    // The action items wait while an excitement is current.
    await expect(bar.getByRole('button', { name: /^Preferred You/ })).toHaveCount(0);
    // Take Action now records the results.
    await expect(takeActionButton(page)).toHaveAttribute('href', '/excitement-end');

    await titleLink.click();
    await expect(page).toHaveURL(/\/excitement-end$/);
    await expect(
      page.getByRole('heading', { name: 'Record Your Results', level: 1 }),
    ).toBeVisible();
    await expect(page.locator('main time')).toBeVisible();
    const title = page.getByRole('textbox', { name: 'What did you choose to do?' });
    await expect(title).toHaveValue('Take a Walk in the Park');
    await page.getByRole('textbox', { name: 'Mood' }).fill('refreshed');
    await page
      .getByRole('textbox', { name: 'What happened?' })
      .fill('I walked to the lake and back, and my head cleared on the way.');
    await page
      .getByRole('textbox', { name: 'What did you not expect?' })
      .fill('A neighbour told me about a pottery class.');
    await page.getByRole('checkbox', { name: 'Share privately for research' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // A new one goes back to the start, for the next step.
    await expect(page).toHaveURL(/\/excitement-start$/);
    await expect(page.getByText('Your results are saved.')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Take a Walk in the Park' })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: /^Preferred You/ })).toBeVisible();
    await expect(radios).toHaveCount(0);
    expect(await currentExcitement(page)).toBeNull();
    expect(await storedPost(page, excitement?._id ?? '')).toMatchObject({
      title: 'Take a Walk in the Park',
      mood: 'refreshed',
      summary: 'I walked to the lake and back, and my head cleared on the way.',
      unexpected: 'A neighbour told me about a pottery class.',
      shareForResearch: true,
      draft: false,
    });

    // Nothing is current now.
    await page.goto('/excitement-end');
    await expect(page.getByRole('heading', { name: 'Nothing to record yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Follow your excitement' }).click();
    await expect(page).toHaveURL(/\/excitement-start$/);
    await page.goto('/urnb');
    await expect(takeActionButton(page)).toHaveAttribute('href', '/excitement-start');

    // Editing earlier results (?postid=) returns home.
    await page.goto(`/excitement-end?postid=${excitement?._id}`);
    await expect(page.getByRole('textbox', { name: 'Mood' })).toHaveValue('refreshed');
    await page.getByRole('textbox', { name: 'Mood' }).fill('grateful');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/urnb$/);
    expect(await storedPost(page, excitement?._id ?? '')).toMatchObject({
      mood: 'grateful',
      draft: false,
    });
  });

  test('"recast" opens a new recast post; "identity" opens the identity page once there is one', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    await page.goto('/excitement-start');
    // Pending text counts: typed but not added, it becomes the one option.
    await page.getByRole('textbox', { name: 'Options' }).fill('  Recast ');
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/posts\/new\?category=recast$/);
    await expect(topBar(page).getByRole('link', { name: 'Recast', exact: true })).toBeVisible();

    // "identity" leads to /identity only when an identity exists; this person has none yet.
    await page.goto('/excitement-start');
    await expect(page.getByText(/You are following “Recast”/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Options' }).fill('identity');
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/urnb$/);

    // The identity page creates it; now "identity" leads there.
    await page.goto('/identity');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('My Self Definition');
    await page.goto('/excitement-start');
    await page.getByRole('textbox', { name: 'Options' }).fill('Identity');
    await page.getByRole('textbox', { name: 'Options' }).press('Enter');
    await page.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect(page).toHaveURL(/\/identity$/);
    // The newer action took the place of the older one.
    await expect(topBar(page).getByRole('link', { name: 'Identity', exact: true })).toBeVisible();
    expect((await currentExcitement(page))?.title).toBe('Identity');
  });

  test('deleting the current excitement asks first, then starts afresh', async ({
    page,
    email,
    login,
  }) => {
    await login(page, email);
    const created = await page.request.post('/api/v1/excitement', {
      headers: APP_WRITE_HEADERS,
      data: { choices: ['paint the fence'], choiceSelected: 0 },
    });
    expect(created.ok()).toBe(true);
    const excitement: StoredPost = (await created.json()).data;

    await page.goto('/excitement-end');
    await expect(page.getByRole('textbox', { name: 'What did you choose to do?' })).toHaveValue(
      'Paint the Fence',
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this excitement?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await currentExcitement(page))?._id).toBe(excitement._id);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/excitement-start$/);
    await expect(topBar(page).getByRole('link', { name: 'Paint the Fence' })).toHaveCount(0);
    expect(await currentExcitement(page)).toBeNull();
    const gone = await page.request.get(`/api/v1/posts/${excitement._id}`);
    expect(gone.status()).toBe(404);
  });
});
