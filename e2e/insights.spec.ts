import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS, createPostThroughApi } from './support/posts.ts';
import { checkAtScreenWidths, expectWordsWhole } from './support/screens.ts';

/** One API call with the page's cookie, which must succeed (set-up, not what is tested). */
async function callApi(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: APP_WRITE_HEADERS,
    data,
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`);
  }
  return (await response.json()).data;
}

function section(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

/** 45 letters without a space: the feelings log takes up to 50. */
const LONG_FEELING = 'supercalifragilisticexpialidociouslyunsettled';
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.describe('insights', () => {
  // Days and weeks are the browser's own: UTC here, like the dates written below.
  test.use({ timezoneId: 'UTC' });

  test('a person finds their patterns: charts over time, habit year, beliefs, evidence', async ({
    page,
    email,
    login,
  }) => {
    // Two states of the page, each shown and pictured at three widths.
    test.slow();
    await login(page, email);

    // The account menu leads to the page; a new person sees what each section waits for.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your insights grow as you go' })).toBeVisible();
    await expect(section(page, 'Moods of your posts')).toContainText('No post with a mood');
    await expect(section(page, 'Your habit year')).toContainText('no habit trackers yet');
    await expect(section(page, 'Evidence for who you are becoming')).toContainText(
      'Write who you want to be',
    );
    await checkAtScreenWidths(page, 'insights-empty');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A little of everything: identity first, so what follows is evidence for it.
    await callApi(page, 'PUT', '/identity', {
      title: 'Me',
      identity: 'I am brave and kind.',
      actionItems: [
        { action: 'Breathe', complete: true },
        { action: 'Rest', complete: false },
      ],
    });
    await createPostThroughApi(page, {
      category: 'relabel',
      mood: 'hopeful',
      negativeBeliefs: ['Shy'],
      preferredBeliefs: ['Thoughtful'],
    });
    await createPostThroughApi(page, {
      category: 'problem',
      mood: 'Calm, hopeful',
      feelingsList: ['worried'],
      basicNegativeBeliefs: ['shy.'],
    });
    await createPostThroughApi(page, {
      category: 'journal',
      mood: 'calm',
      feelingsList: ['rested', 'worried'],
      actionItems: [
        { action: 'Walk', complete: true },
        { action: 'Call Mum', complete: true },
        { action: 'Read', complete: false },
      ],
    });
    // A long word must wrap on a phone, never push the page sideways.
    for (const feeling of ['calm', 'proud', 'calm', LONG_FEELING]) {
      await callApi(page, 'POST', '/feelings', { feeling });
    }
    await callApi(page, 'POST', '/habit-trackers', [
      { title: 'Walk', dates: [yesterday, today] },
      { title: 'Meditate 10 minutes', dates: [today] },
    ]);
    const excitement = await callApi(page, 'POST', '/excitement', {
      choices: ['Paint', 'Swim'],
      choiceSelected: 0,
    });
    await callApi(page, 'PUT', `/posts/${excitement._id}`, {
      category: 'excitement',
      title: excitement.title,
      choices: excitement.choices,
      choiceSelected: excitement.choiceSelected,
      summary: 'I painted a bird.',
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your insights grow as you go' })).toHaveCount(
      0,
    );

    // Mood and feelings over time: a chart each, and the same in words.
    const moods = section(page, 'Moods of your posts');
    await expect(moods).toContainText(
      '4 mood words in the last 12 weeks. Most often: calm (2), hopeful (2).',
    );
    await expect(moods.locator('.recharts-surface')).toBeVisible();
    await expect(moods.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const logged = section(page, 'Feelings you logged');
    await expect(logged).toContainText(
      `4 feelings in the last 12 weeks. Most often: calm (2), proud (1), ${LONG_FEELING} (1).`,
    );
    await expect(logged.locator('.recharts-surface')).toBeVisible();
    // The table behind the chart, for screen readers: this week holds the three.
    await expect(logged.getByRole('table')).toContainText('calm');

    // Week or month: the same words, counted by month.
    await page.getByText('By month', { exact: true }).click();
    await expect(moods).toContainText('4 mood words in the last 12 months.');

    await expect(section(page, 'New feelings this month')).toContainText('calm');
    await expect(section(page, 'New feelings this month')).toContainText('proud');
    const byExercise = section(page, 'Feelings that come with each exercise');
    await expect(byExercise.getByRole('listitem')).toHaveText([
      /^Journal\s*1 post\s*rested \(1\), worried \(1\)$/,
      /^I Have a Problem\s*1 post\s*worried \(1\)$/,
    ]);

    const habits = section(page, 'Your habit year');
    // Days with marks are coloured in the heatmap drawn for this width.
    await expect(
      habits.locator('svg rect[fill]:not([fill="transparent"])').filter({ visible: true }),
    ).toHaveCount(2);
    await expect(habits.getByRole('row', { name: /^Walk/ })).toHaveText(
      /Walk\s*2\s*2 days\s*2 days/,
    );
    await expect(habits.getByRole('row', { name: /^Meditate/ })).toHaveText(
      /Meditate 10 minutes\s*1\s*1 day\s*1 day/,
    );
    // On a phone a tracker's name wraps between its words, never inside one.
    await page.setViewportSize({ width: 390, height: 800 });
    await expectWordsWhole(habits.getByRole('rowheader', { name: 'Meditate 10 minutes' }));
    await page.setViewportSize({ width: 1280, height: 800 });

    const beliefs = section(page, 'Beliefs that come back');
    await expect(beliefs).toContainText('“shy.” in 2 posts');
    await expect(beliefs).toContainText('it came back in 1 post since.');
    await expect(beliefs).toContainText('“Thoughtful”: in 1 post');

    const loop = section(page, 'Following your excitement');
    await expect(loop).toContainText('You took action on 1 option and recorded the results of 1.');
    await expect(loop.getByRole('link', { name: 'Paint' })).toBeVisible();
    await expect(loop).toContainText('chosen over Swim');

    const evidence = section(page, 'Evidence for who you are becoming');
    await expect(evidence.locator('dd')).toHaveText(['2', '1', '2', '1 of 2 done']);

    await checkAtScreenWidths(page, 'insights');
  });
});
