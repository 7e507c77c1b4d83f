import { displayUserOf } from '@app/domain/display-users.ts';
import { expect, test } from './support/fixtures.ts';
import { APP_WRITE_HEADERS, postCards, UUID_PATTERN } from './support/posts.ts';

const POST_PAGE_URL = new RegExp(`/posts/(${UUID_PATTERN})$`);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, an author previews and shares a post, a moderator approves it, and the author is told in the app and by e-mail', async ({
  newPerson,
  newEmail,
  moderatorEmail,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const title = `Speaking Up at Work ${Date.now().toString(36)}`;
  const author = await newPerson(newEmail('notice-author'));
  // Their reminders go by e-mail, so news of their shared posts does too.
  const reminders = await author.page.request.put('/api/v1/reminders', {
    headers: APP_WRITE_HEADERS,
    data: {
      timeZone: 'Europe/Madrid',
      dailyIntention: { enabled: true, time: '07:30' },
      habitCheckIn: { enabled: false, time: '20:00' },
      language: 'en',
    },
  });
  expect(reminders.ok(), 'the reminders were saved').toBe(true);
  const named = await author.page.request.put('/api/v1/users/current', {
    headers: APP_WRITE_HEADERS,
    data: { name: 'Perpetua Notice-Author', city: 'Valletta' },
  });
  expect(named.ok(), 'the profile was saved').toBe(true);

  // The author writes a post and turns sharing on: the preview shows it as others will see it.
  await author.page.goto('/posts/new?category=relabel');
  await author.page.getByLabel('What do you want to relabel?').fill(title);
  await author.page
    .getByRole('textbox', { name: 'What happened, or what is it?' })
    .fill('I hesitate before I speak in meetings.');
  const share = author.page.getByRole('checkbox', { name: 'Share anonymously for feedback' });
  await share.click();
  const preview = author.page.getByRole('dialog', { name: 'Share this post for feedback?' });
  const card = preview.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('I hesitate before I speak in meetings.');
  const previewText = (await preview.textContent()) ?? '';
  const pseudonym = /under the name ([^,]+),/.exec(previewText)?.[1] ?? '';
  expect(pseudonym).not.toBe('');
  await expect(card).toContainText(pseudonym);
  for (const secret of ['Perpetua', 'Valletta', author.email, 'You']) {
    await expect(card).not.toContainText(secret);
  }
  // Nothing in the dialog scrolls sideways on a phone.
  expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
    true,
  );
  await preview.getByRole('button', { name: 'Share for feedback' }).click();
  await expect(preview).toBeHidden();
  await expect(share).toBeChecked();
  await author.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(author.page).toHaveURL(POST_PAGE_URL);
  const postId = POST_PAGE_URL.exec(author.page.url())?.[1] as string;
  // The pseudonym the preview showed is the one the post has.
  await expect(author.page.getByText(`Others see it as written by ${pseudonym}.`)).toBeVisible();
  const saved = await author.page.request.get(`/api/v1/posts/${postId}`);
  expect(displayUserOf((await saved.json()).data.fakeUser).name).toBe(pseudonym);
  const bell = author.page.getByRole('button', { name: 'Notices', exact: true });
  await expect(bell).toBeVisible();

  // A moderator approves it.
  const moderator = await newPerson(moderatorEmail);
  await moderator.page.getByRole('tab', { name: 'Needs Review' }).click();
  await postCards(moderator.page)
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await expect(moderator.page).toHaveURL(`/posts/${postId}`);
  const after = await mailbox.mark();
  await moderator.page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(moderator.page.getByText('Status: Approved')).toBeVisible();

  // The e-mail says what happened and where, without the post's words or who approved it.
  const mail = await mailbox.waitForMail(author.email, { after });
  expect(mail.subject).toBe('Inner Compass: Your shared post was approved');
  expect(mail.text).toContain(`/posts/${postId}`);
  for (const secret of [title, 'hesitate', moderatorEmail]) {
    expect(`${mail.subject}\n${mail.text}`).not.toContain(secret);
  }

  // In the app: the bell counts it, lists it, and leads to the post.
  await author.page.goto('/urnb');
  const unreadBell = author.page.getByRole('button', { name: 'Notices, 1 unread' });
  await expect(unreadBell).toBeVisible();
  await unreadBell.click();
  const list = author.page.getByRole('dialog', { name: 'Notices' });
  const notice = list.getByRole('link', { name: /A moderator approved your shared post/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Unread:');
  await expect(list).not.toContainText(moderatorEmail);
  await notice.click();
  await expect(author.page).toHaveURL(`/posts/${postId}`);
  await expect(author.page.getByText('Shared anonymously for feedback: Approved.')).toBeVisible();
  await expect(author.page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();
});
