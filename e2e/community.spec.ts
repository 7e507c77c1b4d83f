import { DISPLAY_USERS, displayUserOf } from '@app/domain/display-users.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  APP_WRITE_HEADERS,
  createPostThroughApi,
  postCards,
  UUID_PATTERN,
} from './support/posts.ts';
import { checkAtScreenWidths } from './support/screens.ts';

const POST_PAGE_URL = new RegExp(`/posts/(${UUID_PATTERN})$`);

/** The signed-in person's own id, as the session answers it to them. */
async function ownId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/session');
  return (await response.json()).data._id;
}

/** Gives the signed-in person a name and a city, so that leaking them could be noticed. */
async function nameThroughApi(page: Page, name: string, city: string): Promise<void> {
  const response = await page.request.put('/api/v1/users/current', {
    headers: APP_WRITE_HEADERS,
    data: { name, city },
  });
  expect(response.ok(), 'the profile was saved').toBe(true);
}

/** A suggestion in the post page's list, found by its text. */
function suggestion(page: Page, text: string) {
  return page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').filter({
    hasText: text,
  });
}

test.describe('sharing for feedback', () => {
  test('an author shares, a moderator approves, another person suggests, the moderator edits and approves it, the author reads it', async ({
    newPerson,
    newEmail,
    moderatorEmail,
  }) => {
    test.setTimeout(150_000);
    const title = `Always the Quiet One ${Date.now().toString(36)}`;
    const original =
      'Try saying one sentence first in the next meeting; quiet people notice a lot.';
    const edited = 'Try saying one sentence first in your next meeting: quiet people notice a lot.';

    // The author writes a relabel post and shares it anonymously for feedback.
    const author = await newPerson(newEmail('author'));
    const authorName = 'Rosalind Verity-Author';
    const authorCity = 'Lisbon-Alfama';
    await nameThroughApi(author.page, authorName, authorCity);
    const authorId = await ownId(author.page);
    await author.page.goto('/posts/new?category=relabel');
    await expect(author.page.getByRole('heading', { name: 'Relabel', level: 1 })).toBeVisible();
    await author.page.getByLabel('What do you want to relabel?').fill(title);
    await author.page
      .getByRole('textbox', { name: 'What happened, or what is it?' })
      .fill('I rarely speak first in groups, and I call myself boring for it.');
    // Sharing shows the post as others will see it first; only its confirm button shares.
    const share = author.page.getByRole('checkbox', { name: 'Share anonymously for feedback' });
    await share.click();
    const preview = author.page.getByRole('dialog', { name: 'Share this post for feedback?' });
    await expect(preview.getByRole('article', { name: title })).toBeVisible();
    const previewText = (await preview.textContent()) ?? '';
    for (const secret of [author.email, authorName, authorCity]) {
      expect(previewText, 'the preview names the author').not.toContain(secret);
    }
    await preview.getByRole('button', { name: 'Share for feedback' }).click();
    await expect(preview).toBeHidden();
    await expect(share).toBeChecked();
    await author.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(author.page).toHaveURL(POST_PAGE_URL);
    const postId = POST_PAGE_URL.exec(author.page.url())?.[1] as string;
    await expect(author.page.getByText('Written by You')).toBeVisible();
    await expect(
      author.page.getByText('Shared anonymously for feedback: Waiting for review.'),
    ).toBeVisible();
    const suggestions = author.page.getByRole('region', { name: 'Suggestions' });
    await expect(suggestions).toContainText('Once a moderator approves your post');

    // The moderator finds it under "Needs Review", opens it and approves it.
    const moderator = await newPerson(moderatorEmail);
    await moderator.page.getByRole('tab', { name: 'Needs Review' }).click();
    const reviewCard = postCards(moderator.page).filter({ hasText: title });
    await expect(reviewCard).toHaveCount(1);
    await reviewCard.getByRole('link', { name: title }).click();
    await expect(moderator.page).toHaveURL(`/posts/${postId}`);
    await expect(moderator.page.getByText('Status: Waiting for review')).toBeVisible();
    const approvePost = moderator.page.getByRole('button', { name: 'Approve', exact: true });
    const rejectPost = moderator.page.getByRole('button', { name: 'Reject', exact: true });
    await expect(rejectPost).toBeVisible();
    await approvePost.click();
    await expect(moderator.page.getByText('Status: Approved')).toBeVisible();
    // Approve is offered only while the post is not approved, Reject while it is not rejected.
    await expect(approvePost).toHaveCount(0);
    await expect(rejectPost).toBeVisible();

    // A third person finds it under "Community", under a pseudonym and nothing else.
    const reader = await newPerson(newEmail('reader'));
    const detail = await reader.page.request.get(`/api/v1/posts/${postId}`);
    const detailBody = await detail.text();
    const displayUser = displayUserOf(JSON.parse(detailBody).data.fakeUser);
    const pseudonym = displayUser.name;
    expect(pseudonym).not.toBe('Anonymous');
    // The author's preview showed the pseudonym the community shows.
    expect(previewText).toContain(`under the name ${pseudonym}`);
    await reader.page.getByRole('tab', { name: 'Community' }).click();
    const communityCard = postCards(reader.page).filter({ hasText: title });
    await expect(communityCard).toContainText(pseudonym);
    // Its avatar is decorative (the name beside it says who), so it has no role of its own.
    await expect(communityCard.locator('img')).toHaveAttribute(
      'src',
      `/images/${displayUser.avatar}`,
    );
    await checkAtScreenWidths(reader.page, 'community-tab');
    const community = await reader.page.request.get('/api/v1/posts?filter=community&limit=100');
    for (const body of [detailBody, await community.text()]) {
      for (const secret of [authorId, author.email, authorName, authorCity]) {
        expect(body, 'a community answer names the author').not.toContain(secret);
      }
    }

    await communityCard.getByRole('link', { name: title }).click();
    await expect(reader.page).toHaveURL(`/posts/${postId}`);
    await expect(reader.page.getByText(`Written by ${pseudonym}`)).toBeVisible();
    for (const secret of [author.email, authorName, authorCity]) {
      await expect(reader.page.locator('body')).not.toContainText(secret);
    }
    // Neither the post's nor the suggestions' moderation is theirs.
    await expect(reader.page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);

    // They write a suggestion: required, at most 250 characters, then a thank-you.
    const form = reader.page.getByRole('region', { name: 'Suggestions' });
    const field = form.getByRole('textbox', { name: 'Your suggestion for the author' });
    // The footer's box below it says it is for the app's team, and has a button of its own.
    const footer = reader.page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(
      footer.getByRole('textbox', { name: 'An idea for Inner Compass' }),
    ).toHaveAccessibleDescription(/not to the author/);
    await expect(footer.getByRole('button', { name: 'Send to the team' })).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Send to the author' }).click();
    await expect(form.getByText('Write a suggestion first.')).toBeVisible();
    await field.fill('x'.repeat(251));
    await expect(form.getByText('251/250')).toBeVisible();
    await expect(form.getByText('Keep it to 250 characters or fewer: it has 251.')).toBeVisible();
    await field.fill(original);
    await expect(form.getByText(`${original.length}/250`)).toBeVisible();
    const sent = reader.page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === `/api/v1/posts/${postId}/feedback`,
    );
    await form.getByRole('button', { name: 'Send to the author' }).click();
    expect((await sent).status()).toBe(200);
    await expect(
      form.getByText('Thank you! Your suggestion was sent to a moderator.'),
    ).toBeVisible();
    await expect(form.getByText(/^Suggestions from others are hidden/)).toBeVisible();
    // One suggestion per view: the form is gone.
    await expect(field).toHaveCount(0);
    // Not even their own suggestion shows to them.
    await reader.page.reload();
    await expect(
      form.getByRole('textbox', { name: 'Your suggestion for the author' }),
    ).toBeVisible();
    await expect(reader.page.locator('body')).not.toContainText(original);

    // The moderator sees it waiting, edits its text and approves it.
    await moderator.page.reload();
    const item = suggestion(moderator.page, original);
    await expect(item).toContainText('Waiting for review');
    await item.getByRole('button', { name: 'Edit' }).click();
    // While it is edited, the text is in the field rather than in the item's text.
    const list = moderator.page.getByRole('list', { name: 'Suggestions' });
    const editor = list.getByRole('textbox', { name: 'Edit the suggestion' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(original);
    await editor.fill(edited);
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    const editedItem = suggestion(moderator.page, edited);
    await expect(editedItem).toContainText('Waiting for review');
    await editedItem.getByRole('button', { name: 'Approve' }).click();
    await expect(editedItem).toContainText('Approved');
    await expect(editedItem.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(editedItem.getByRole('button', { name: 'Reject' })).toBeVisible();
    await checkAtScreenWidths(moderator.page, 'post-suggestions-moderator');

    // The author sees the edited, approved suggestion on their post.
    await author.page.reload();
    const approved = suggestion(author.page, edited);
    await expect(approved).toBeVisible();
    await expect(author.page.locator('body')).not.toContainText(original);
    // Under the writer's own pseudonym, which is not the post's.
    const otherPseudonyms = DISPLAY_USERS.slice(1)
      .map((each) => each.name)
      .filter((name) => name !== pseudonym);
    await expect(approved).toContainText(new RegExp(otherPseudonyms.join('|')));
    await expect(approved).not.toContainText(pseudonym);
    await expect(approved.getByRole('button')).toHaveCount(0);
    await expect(author.page.getByText(`Others see it as written by ${pseudonym}.`)).toBeVisible();
    await checkAtScreenWidths(author.page, 'post-suggestions-author');
  });

  test('a moderator does not review their own shared post', async ({
    page,
    moderatorEmail,
    login,
  }) => {
    await login(page, moderatorEmail);
    const post = await createPostThroughApi(page, {
      category: 'trust',
      title: 'Trusting the Slow Road',
      currentSituation: 'I keep checking whether things are moving.',
      shareForFeedback: true,
    });
    await page.goto(`/posts/${post._id}`);
    await expect(page.getByText('Written by You')).toBeVisible();
    await expect(
      page.getByText('Shared anonymously for feedback: Waiting for review.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    // Nor does the form for suggestions show on one's own post.
    await expect(page.getByRole('textbox', { name: 'Your suggestion for the author' })).toHaveCount(
      0,
    );
  });
});
