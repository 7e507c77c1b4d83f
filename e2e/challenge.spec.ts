import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/** The challenge's first day as the server is configured (CHALLENGE_START_DATE's default). */
const START = 'Sunday, August 1, 2027';
const END = 'Monday, August 30, 2027';

async function joinChallenge(page: Page): Promise<void> {
  await page.goto('/challenge');
  await expect(
    page.getByRole('heading', { name: 'The 30-Day Happiness Challenge', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: "Yes! I'm in!" }).click();
  await expect(page.getByRole('heading', { name: "You're in!", level: 1 })).toBeVisible();
}

test.describe('the happiness challenge', () => {
  test('two people join, a moderator writes to them, and the message reaches both', async ({
    newPerson,
    newEmail,
    moderatorEmail,
    mailbox,
  }) => {
    test.setTimeout(120_000);

    // The first person finds the challenge in the account menu and reads what it is.
    const first = await newPerson(newEmail('challenger-one'));
    await first.page.getByRole('button', { name: 'Account menu' }).click();
    await first.page.getByRole('menuitem', { name: 'Happiness Challenge' }).click();
    await expect(first.page).toHaveURL(/\/challenge$/);
    const facts = first.page.getByRole('list').filter({ hasText: 'A year free' });
    await expect(facts).toContainText('30 days');
    await expect(facts).toContainText(`From ${START} to ${END}.`);
    await expect(facts).toContainText('100 places');
    await expect(facts).toContainText(/\d+ places? left\./);
    await expect(facts).toContainText('a year of free access');
    await checkAtScreenWidths(first.page, 'challenge-join');
    await first.page.getByRole('button', { name: "Yes! I'm in!" }).click();
    await expect(first.page.getByRole('heading', { name: "You're in!", level: 1 })).toBeVisible();
    await expect(first.page.getByText(START)).toBeVisible();
    await expect(first.page.getByText(END)).toBeVisible();
    // A reload keeps the place: it is the server's.
    await first.page.reload();
    await expect(first.page.getByRole('button', { name: 'Leave Challenge' })).toBeVisible();
    await checkAtScreenWidths(first.page, 'challenge-accepted');

    const second = await newPerson(newEmail('challenger-two'));
    await joinChallenge(second.page);

    // The moderator chooses them both in the table and sends a message.
    const moderator = await newPerson(moderatorEmail);
    await moderator.page.getByRole('button', { name: 'Account menu' }).click();
    await moderator.page.getByRole('menuitem', { name: 'Message participants' }).click();
    await expect(moderator.page).toHaveURL(/\/h100_iris$/);
    const table = moderator.page.getByRole('table', { name: 'Participants' });
    await expect(table.getByRole('row').filter({ hasText: first.email })).toContainText('E-mail');
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Contact', 'Name']);

    // Nothing is sent without a message and at least one participant.
    const send = moderator.page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(moderator.page.getByText('Write a message first.')).toBeVisible();
    await expect(moderator.page.getByText('Choose at least one participant.')).toBeVisible();

    const message = `Day one is close: pick one small thing you enjoy and do it on purpose. ${Date.now()}`;
    await moderator.page.getByRole('textbox', { name: 'Message' }).fill(message);
    await table.getByRole('checkbox', { name: `Select ${first.email}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second.email}` }).check();
    await expect(moderator.page.getByText(/^2 of \d+ participants selected$/)).toBeVisible();
    await expect(moderator.page.getByText('Choose at least one participant.')).toHaveCount(0);
    const after = await mailbox.mark();
    await send.click();
    await expect(moderator.page.getByText('Sent to 2 participants.')).toBeVisible();
    await checkAtScreenWidths(moderator.page, 'h100-iris');

    for (const person of [first, second]) {
      const mail = await mailbox.waitForMail(person.email, { after });
      expect(mail.subject).toBe('Inner Compass: a message about the happiness challenge');
      expect(mail.text).toContain(message);
    }

    // Leaving asks first, then gives the place back.
    await first.page.getByRole('button', { name: 'Leave Challenge' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Leave the challenge?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(first.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
    await first.page.getByRole('button', { name: 'Leave Challenge' }).click();
    await dialog.getByRole('button', { name: 'Leave Challenge' }).click();
    await expect(first.page.getByRole('button', { name: "Yes! I'm in!" })).toBeVisible();

    // Select-all chooses every participant still in; the one who left is gone from the table.
    await moderator.page.reload();
    await expect(table.getByRole('row').filter({ hasText: second.email })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: first.email })).toHaveCount(0);
    await table.getByRole('checkbox', { name: 'Select all participants' }).check();
    await expect(table.getByRole('checkbox', { name: `Select ${second.email}` })).toBeChecked();
  });

  test('the messages page is for moderators only', async ({ page, email, login }) => {
    await login(page, email);
    // Not offered in the account menu of someone who is not a moderator.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Happiness Challenge' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Message participants' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/h100_iris');
    await expect(page.getByText('This page is for moderators.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    // The API refuses too, whatever the page shows.
    const list = await page.request.get('/api/v1/challengers');
    expect(list.status()).toBe(403);
  });

  test('when every place is taken, joining says so', async ({ page, email, login }) => {
    await login(page, email);
    // 100 real participants are more than a browser journey should make (the API tests take
    // the last place with concurrent joins); the server's refusal is played back instead.
    await page.route('**/api/v1/challenge/join', (route) =>
      route.fulfill({
        status: 409,
        json: {
          error: {
            code: 'challenge_full',
            message:
              'All 100 places are taken. Thank you for your interest: watch for the next challenge.',
          },
        },
      }),
    );
    await page.goto('/challenge');
    await page.getByRole('button', { name: "Yes! I'm in!" }).click();
    await expect(page.getByRole('alert')).toContainText(
      'All 100 places are taken. Thank you for your interest: watch for the next challenge.',
    );
    await expect(page.getByRole('heading', { name: "You're in!" })).toHaveCount(0);

    // A full challenge, as the page finds it on opening: no button to press.
    await page.route('**/api/v1/challenge', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.placesTaken = body.data.places;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByText('Every place is taken.')).toBeVisible();
    await expect(page.getByText('The challenge is full')).toBeVisible();
    await expect(page.getByRole('button', { name: "Yes! I'm in!" })).toHaveCount(0);
  });
});
