import { pseudonymOfPost } from '@app/domain/display-users.ts';
import { NOTICE_EMAIL_INTERVAL_MS, type Notices } from '@app/domain/notices.schemas.ts';
import type { ApprovalStatus } from '@app/domain/posts.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { bodyOf } from '../../../test/smtp-test-server.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { notices } from '../../db/schema/notices.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Decision 0063: a moderator's approval of a shared post, and a suggestion let through on it,
 * tell the post's author (and nobody else) in the app, and by e-mail when their reminders go
 * by e-mail: at most one e-mail per post and kind an hour. Nothing in a notice says who acted.
 */

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

const REMINDERS_ON = {
  timeZone: 'Europe/Paris',
  dailyIntention: { enabled: true, time: '07:30' },
  habitCheckIn: { enabled: false, time: '20:00' },
};

/** A person whose reminders go by e-mail (a reminder on, an e-mail address first). */
async function authorWithEmailReminders(language: 'en' | 'es' = 'en'): Promise<Person> {
  const author = await createSignedInUser(t.db, { language });
  const saved = await call(author, 'PUT', '/reminders', { ...REMINDERS_ON, language });
  expect(saved.statusCode).toBe(200);
  return author;
}

const SECRET_TITLE = 'My secret worry about Tuesday';

async function sharedPost(author: Person, approvalStatus: ApprovalStatus = 'needs_review') {
  return createPost(t.db, author.user.id, {
    category: 'question',
    title: SECRET_TITLE,
    mood: 'uneasy',
    shareForFeedback: true,
    approvalStatus,
    fakeUser: 4,
  });
}

async function noticesOf(person: Person): Promise<Notices> {
  const response = await call(person, 'GET', '/notices');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const approve = (moderator: Person, postId: string) =>
  call(moderator, 'PUT', `/posts/${postId}`, { approvalStatus: 'approved' });

const mailsTo = (person: Person) => t.smtp.to(person.user.contact.contact);

describe('a moderator approves a shared post', () => {
  it('tells its author alone, saying nothing of who approved it, and e-mails them once', async () => {
    const author = await authorWithEmailReminders();
    const moderator = await createSignedInUser(t.db, { moderator: true, name: 'Mod Erin' });
    const other = await createSignedInUser(t.db);
    const post = await sharedPost(author);

    expect((await approve(moderator, post.id)).statusCode).toBe(200);

    const seen = await noticesOf(author);
    expect(seen.unread).toBe(1);
    expect(seen.items).toEqual([
      {
        _id: expect.any(String),
        kind: 'post_approved',
        postId: post.id,
        created: clock.now().toISOString(),
        read: false,
      },
    ]);
    const body = JSON.stringify(seen);
    for (const trace of [moderator.user.id, 'Mod Erin', moderator.user.contact.contact]) {
      expect(body).not.toContain(trace);
    }
    expect(await noticesOf(moderator)).toEqual({ items: [], unread: 0 });
    expect(await noticesOf(other)).toEqual({ items: [], unread: 0 });

    const mail = await t.smtp.waitFor(author.user.contact.contact);
    expect(mail.subject).toBe('Inner Compass: Your shared post was approved');
    const text = bodyOf(mail);
    expect(text).toContain(`http://localhost:3000/posts/${post.id}`);
    for (const trace of [SECRET_TITLE, 'uneasy', 'Mod Erin', moderator.user.contact.contact]) {
      expect(mail.raw).not.toContain(trace);
    }
    expect(mailsTo(moderator)).toEqual([]);
  });

  it('approving again, or rejecting, tells nothing new; an approval after a rejection does', async () => {
    const author = await authorWithEmailReminders();
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await sharedPost(author);
    await approve(moderator, post.id);
    await approve(moderator, post.id);
    await call(moderator, 'PUT', `/posts/${post.id}`, { approvalStatus: 'rejected' });
    expect((await noticesOf(author)).items).toHaveLength(1);
    await approve(moderator, post.id);
    expect((await noticesOf(author)).items.map((n) => n.kind)).toEqual([
      'post_approved',
      'post_approved',
    ]);
    // Within the hour the second approval sends no second e-mail.
    await t.smtp.waitFor(author.user.contact.contact);
    expect(mailsTo(author)).toHaveLength(1);
  });

  it('a refused approval (the author themself, a non-moderator) writes no notice', async () => {
    const author = await authorWithEmailReminders();
    const moderatorAuthor = await createSignedInUser(t.db, { moderator: true });
    const other = await createSignedInUser(t.db);
    const own = await sharedPost(moderatorAuthor);
    const post = await sharedPost(author, 'approved');
    expect((await approve(moderatorAuthor, own.id)).statusCode).toBe(403);
    expect((await approve(other, post.id)).statusCode).toBe(403);
    expect(await t.db.select().from(notices).where(eq(notices.postId, own.id))).toEqual([]);
    expect(await t.db.select().from(notices).where(eq(notices.postId, post.id))).toEqual([]);
  });
});

describe('a suggestion reaches the author', () => {
  async function suggest(writer: Person, postId: string, feedback: string) {
    const sent = await call(writer, 'PUT', `/posts/${postId}/feedback`, { feedback });
    expect(sent.statusCode).toBe(200);
    const detail = await call(await moderatorOnce(), 'GET', `/posts/${postId}`);
    const item = detail
      .json()
      .data.feedback.find((f: { feedback: string }) => f.feedback === feedback);
    return item._id as string;
  }

  let moderator: Person | undefined;
  async function moderatorOnce() {
    moderator ??= await createSignedInUser(t.db, { moderator: true });
    return moderator;
  }

  const letThrough = async (postId: string, feedbackId: string, feedback: string) =>
    call(await moderatorOnce(), 'PUT', `/posts/${postId}/feedback/${feedbackId}`, {
      feedback,
      approvalStatus: 'approved',
    });

  it('when a moderator lets it through: one notice, naming neither writer nor words', async () => {
    const author = await authorWithEmailReminders();
    const writer = await createSignedInUser(t.db, { name: 'Writer Wes' });
    const post = await sharedPost(author, 'approved');
    const words = 'Try a walk before breakfast';
    const feedbackId = await suggest(writer, post.id, words);

    // Waiting for a moderator, it has not reached the author.
    expect((await noticesOf(author)).items).toEqual([]);

    expect((await letThrough(post.id, feedbackId, words)).statusCode).toBe(200);
    const seen = await noticesOf(author);
    expect(seen.items.map((n) => [n.kind, n.postId])).toEqual([['suggestion_received', post.id]]);
    const body = JSON.stringify(seen);
    for (const trace of [writer.user.id, 'Writer Wes', words, feedbackId]) {
      expect(body).not.toContain(trace);
    }
    expect(await noticesOf(writer)).toEqual({ items: [], unread: 0 });

    const mail = await t.smtp.waitFor(author.user.contact.contact);
    expect(mail.subject).toBe('Inner Compass: A suggestion on your shared post');
    for (const trace of [SECRET_TITLE, words, 'Writer Wes', writer.user.contact.contact]) {
      expect(mail.raw).not.toContain(trace);
    }
  });

  it('e-mails at most once per post an hour, however many arrive', async () => {
    const author = await authorWithEmailReminders('es');
    const post = await sharedPost(author, 'approved');
    const otherPost = await sharedPost(author, 'approved');
    const writers = [await createSignedInUser(t.db), await createSignedInUser(t.db)];

    for (const [index, writer] of writers.entries()) {
      const words = `Idea number ${index}`;
      await letThrough(post.id, await suggest(writer, post.id, words), words);
    }
    expect((await noticesOf(author)).unread).toBe(2);
    const first = await t.smtp.waitFor(author.user.contact.contact);
    expect(bodyOf(first)).toContain('Alguien envi');
    expect(mailsTo(author)).toHaveLength(1);

    // Another post has a bound of its own.
    const other = 'On the other post';
    await letThrough(otherPost.id, await suggest(writers[0] as Person, otherPost.id, other), other);
    await t.smtp.waitFor(author.user.contact.contact, 2);

    // An hour later, the same post may e-mail again.
    clock.advance(NOTICE_EMAIL_INTERVAL_MS + 1000);
    const later = 'A later idea';
    await letThrough(post.id, await suggest(writers[1] as Person, post.id, later), later);
    await t.smtp.waitFor(author.user.contact.contact, 3);
    expect(mailsTo(author)).toHaveLength(3);
    expect((await noticesOf(author)).unread).toBe(4);
  });
});

describe('who is e-mailed', () => {
  it('nobody whose reminders are off or go by text; the notice is written all the same', async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const withoutReminders = await createSignedInUser(t.db);
    const byText = await createSignedInUser(t.db, {
      contact: { contact: '+14155550123', contactType: 'phone' },
    });
    await call(byText, 'PUT', '/reminders', { ...REMINDERS_ON, language: 'en' });
    const withRemindersOff = await authorWithEmailReminders();
    await call(withRemindersOff, 'PUT', '/reminders', {
      ...REMINDERS_ON,
      dailyIntention: { enabled: false, time: '07:30' },
      language: 'en',
    });
    for (const person of [withoutReminders, byText, withRemindersOff]) {
      const post = await sharedPost(person);
      expect((await approve(moderator, post.id)).statusCode).toBe(200);
      expect((await noticesOf(person)).unread).toBe(1);
    }
    // A mail to any of them would have arrived before this one: each approval waits for its send.
    const control = await authorWithEmailReminders();
    await approve(moderator, (await sharedPost(control)).id);
    await t.smtp.waitFor(control.user.contact.contact);
    expect(mailsTo(withoutReminders)).toEqual([]);
    expect(mailsTo(withRemindersOff)).toEqual([]);
    expect(t.smtp.messages.filter((m) => m.raw.includes('+14155550123'))).toEqual([]);
  });
});

describe('notices are their owner’s', () => {
  it('another person can neither read nor mark them; the owner marks some or all read', async () => {
    const author = await authorWithEmailReminders();
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const other = await createSignedInUser(t.db);
    const posts = [await sharedPost(author), await sharedPost(author)];
    for (const post of posts) await approve(moderator, post.id);
    const [newest, oldest] = (await noticesOf(author)).items;
    if (!newest || !oldest) throw new Error('two notices expected');

    const refused = await call(other, 'POST', '/notices/read', { ids: [newest._id, oldest._id] });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ data: { unread: 0 } });
    expect((await noticesOf(other)).items).toEqual([]);
    expect((await noticesOf(author)).unread).toBe(2);
    await call(other, 'POST', '/notices/read', {});
    expect((await noticesOf(author)).unread).toBe(2);

    const one = await call(author, 'POST', '/notices/read', { ids: [oldest._id] });
    expect(one.json()).toEqual({ data: { unread: 1 } });
    expect((await noticesOf(author)).items.map((n) => n.read)).toEqual([false, true]);
    const all = await call(author, 'POST', '/notices/read', {});
    expect(all.json()).toEqual({ data: { unread: 0 } });
  });

  it('refuses a visitor, an id that is not one, and keys it does not know', async () => {
    const person = await createSignedInUser(t.db);
    expect((await call(null, 'GET', '/notices')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/notices/read', {})).statusCode).toBe(401);
    expect((await call(person, 'POST', '/notices/read', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await call(person, 'POST', '/notices/read', { userId: 'x' })).statusCode).toBe(400);
  });

  it('the list is one bounded page, newest first, with every unread one counted', async () => {
    const author = await createSignedInUser(t.db);
    const post = await sharedPost(author);
    const rows = Array.from({ length: 35 }, (_, index) => ({
      userId: author.user.id,
      kind: 'post_approved' as const,
      postId: post.id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    await t.db.insert(notices).values(rows);
    const seen = await noticesOf(author);
    expect(seen.items).toHaveLength(30);
    expect(seen.unread).toBe(35);
    expect(seen.items[0]?.created).toBe(new Date(Date.UTC(2026, 0, 1, 0, 34)).toISOString());
  });
});

describe('notices go with what they are about', () => {
  it('deleting the post removes its notices; deleting the account removes all', async () => {
    const author = await authorWithEmailReminders();
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const kept = await sharedPost(author);
    const deleted = await sharedPost(author);
    await approve(moderator, kept.id);
    await approve(moderator, deleted.id);
    expect((await call(author, 'DELETE', `/posts/${deleted.id}`)).statusCode).toBe(204);
    expect((await noticesOf(author)).items.map((n) => n.postId)).toEqual([kept.id]);

    await t.db.delete(users).where(eq(users.id, author.user.id));
    expect(await t.db.select().from(notices).where(eq(notices.userId, author.user.id))).toEqual([]);
  });
});

describe('the pseudonym a preview shows', () => {
  it('is the one the post gets when first shared, read from its id', async () => {
    const author = await createSignedInUser(t.db);
    const id = crypto.randomUUID();
    const created = await call(author, 'POST', '/posts', {
      id,
      category: 'question',
      title: 'Shared at once',
      shareForFeedback: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.fakeUser).toBe(pseudonymOfPost(id));

    const later = await call(author, 'POST', '/posts', { category: 'question', title: 'Later' });
    const laterId: string = later.json().data._id;
    expect(later.json().data.fakeUser).toBeNull();
    const shared = await call(author, 'PUT', `/posts/${laterId}`, {
      category: 'question',
      title: 'Later',
      shareForFeedback: true,
    });
    expect(shared.json().data.fakeUser).toBe(pseudonymOfPost(laterId));
  });
});
