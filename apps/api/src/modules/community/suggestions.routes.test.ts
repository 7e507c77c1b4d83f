import {
  type FeedbackApprovalStatus,
  type FeedbackItem,
  SUGGESTION_MAX_LENGTH,
  SUGGESTIONS_PER_HOUR,
} from '@app/domain/community.schemas.ts';
import { DISPLAY_USER_COUNT } from '@app/domain/limits.ts';
import { postDetailResponseSchema, postListResponseSchema } from '@app/domain/posts.schemas.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

const inCommunity = {
  category: 'question' as const,
  shareForFeedback: true,
  approvalStatus: 'approved' as const,
  fakeUser: 5,
};

const suggest = (person: Person | null, postId: string, feedback: unknown = 'Try a walk.') =>
  call(person, 'PUT', `/posts/${postId}/feedback`, {
    feedback,
    approvalStatus: 'needs_approval',
  });

async function sendSuggestion(person: Person, postId: string, feedback = 'Try a walk.') {
  const response = await suggest(person, postId, feedback);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ success: true });
  const [row] = await t.db
    .select()
    .from(postFeedback)
    .where(and(eq(postFeedback.postId, postId), eq(postFeedback.userId, person.user.id)))
    .orderBy(postFeedback.createdAt);
  if (!row) throw new Error('no suggestion stored');
  return row;
}

const moderate = (
  person: Person | null,
  postId: string,
  feedbackId: string,
  approvalStatus: FeedbackApprovalStatus,
  feedback = 'Try a walk.',
) => call(person, 'PUT', `/posts/${postId}/feedback/${feedbackId}`, { feedback, approvalStatus });

async function feedbackSeenBy(person: Person, postId: string): Promise<FeedbackItem[]> {
  const response = await call(person, 'GET', `/posts/${postId}`);
  expect(response.statusCode, response.body).toBe(200);
  return postDetailResponseSchema.parse(response.json()).data.feedback;
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(postFeedback).where(eq(postFeedback.id, id));
  if (!row) throw new Error(`no suggestion ${id}`);
  return row;
}

describe('PUT /api/v1/posts/{id}/feedback: sending a suggestion', () => {
  it('stores it as needs_approval, trimmed, under a pseudonym, with the writer kept on the server only', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const response = await suggest(reader, post.id, '   Breathe out slowly.  ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await t.db.select().from(postFeedback).where(eq(postFeedback.postId, post.id));
    expect(row).toMatchObject({
      userId: reader.user.id,
      feedback: 'Breathe out slowly.',
      approvalStatus: 'needs_approval',
    });
    expect(row?.fakeUser).toBeGreaterThanOrEqual(1);
    expect(row?.fakeUser).toBeLessThan(DISPLAY_USER_COUNT);
    expect(row?.fakeUser).not.toBe(inCommunity.fakeUser);
  });

  it('takes the documented payload without approvalStatus too, and refuses any status but needs_approval', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const bare = await call(reader, 'PUT', `/posts/${post.id}/feedback`, { feedback: 'Rest.' });
    expect(bare.statusCode).toBe(200);
    for (const approvalStatus of ['approved', 'rejected', '', 'NEEDS_APPROVAL']) {
      const response = await call(reader, 'PUT', `/posts/${post.id}/feedback`, {
        feedback: 'Approve me',
        approvalStatus,
      });
      expect(response.statusCode, approvalStatus).toBe(400);
    }
    expect(await t.db.$count(postFeedback, eq(postFeedback.postId, post.id))).toBe(1);
  });

  it('ignores a writer, pseudonym or date sent in the body', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const response = await call(reader, 'PUT', `/posts/${post.id}/feedback`, {
      feedback: 'Mine',
      approvalStatus: 'needs_approval',
      user: author.user.id,
      userId: author.user.id,
      fakeUser: 0,
      created: '2000-01-01T00:00:00.000Z',
      _id: '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(postFeedback).where(eq(postFeedback.postId, post.id));
    expect(row).toMatchObject({ userId: reader.user.id, approvalStatus: 'needs_approval' });
    expect(row?.id).not.toBe('7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e');
    expect(row?.fakeUser).not.toBe(0);
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
  });

  it('requires the text, trims it, and allows at most 250 characters', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    for (const feedback of [undefined, null, '', '    ', '\n\t', 'x'.repeat(251), 42]) {
      const response = await call(reader, 'PUT', `/posts/${post.id}/feedback`, {
        approvalStatus: 'needs_approval',
        ...(feedback === undefined ? {} : { feedback }),
      });
      expect(response.statusCode, JSON.stringify(feedback)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    const tooLong = await suggest(reader, post.id, 'x'.repeat(SUGGESTION_MAX_LENGTH + 1));
    expect(tooLong.json().error.message).toContain('at most 250 characters');
    const empty = await suggest(reader, post.id, '  ');
    expect(empty.json().error.message).toContain('Write a suggestion first.');
    expect(await t.db.$count(postFeedback, eq(postFeedback.postId, post.id))).toBe(0);

    // 250 characters of text with spaces around them: the spaces do not count.
    const longest = await sendSuggestion(reader, post.id, `  ${'y'.repeat(250)}  `);
    expect(longest.feedback).toBe('y'.repeat(250));
  });

  it('is refused to the author of the post (403 own_post), moderator or not', async () => {
    for (const isModerator of [false, true]) {
      const author = await createSignedInUser(t.db, { moderator: isModerator });
      const post = await createPost(t.db, author.user.id, inCommunity);
      const response = await suggest(author, post.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'own_post', message: 'You cannot send a suggestion on your own post.' },
      });
      // A private post of their own too.
      const own = await createPost(t.db, author.user.id);
      expect((await suggest(author, own.id)).statusCode).toBe(403);
      expect(await t.db.$count(postFeedback, eq(postFeedback.userId, author.user.id))).toBe(0);
    }
  });

  it('is open only on posts shared for feedback and approved: 404 where the person cannot read the post, 409 where a moderator can but it is not open', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const closed = {
      private: await createPost(t.db, author.user.id, { category: 'question' }),
      approvedUnshared: await createPost(t.db, author.user.id, {
        category: 'question',
        approvalStatus: 'approved',
      }),
      inReview: await createPost(t.db, author.user.id, {
        ...inCommunity,
        approvalStatus: 'needs_review',
      }),
      rejected: await createPost(t.db, author.user.id, {
        ...inCommunity,
        approvalStatus: 'rejected',
      }),
      neverReviewed: await createPost(t.db, author.user.id, {
        ...inCommunity,
        approvalStatus: '',
      }),
      deleted: await createPost(t.db, author.user.id, { ...inCommunity, deleted: true }),
    };
    for (const [name, post] of Object.entries(closed)) {
      const forReader = await suggest(reader, post.id);
      expect(forReader.statusCode, name).toBe(404);
      expect(forReader.json().error.code).toBe('not_found');
      const forModerator = await suggest(moderator, post.id);
      const isSharedAndReadable = ['inReview', 'rejected', 'neverReviewed'].includes(name);
      expect(forModerator.statusCode, name).toBe(isSharedAndReadable ? 409 : 404);
      if (isSharedAndReadable) expect(forModerator.json().error.code).toBe('not_open');
    }
    for (const id of ['nope', '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e']) {
      expect((await suggest(reader, id)).statusCode).toBe(404);
    }
    const writers = [reader.user.id, moderator.user.id];
    expect(await t.db.$count(postFeedback, inArray(postFeedback.userId, writers))).toBe(0);

    // Once approved, the same post takes suggestions, from moderators too.
    await t.db
      .update(posts)
      .set({ approvalStatus: 'approved' })
      .where(eq(posts.id, closed.inReview.id));
    await sendSuggestion(reader, closed.inReview.id);
    await sendSuggestion(moderator, closed.inReview.id);
  });

  it('closes again when the author edits the post (back to review) or unshares it', async () => {
    const author = await createSignedInUser(t.db);
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    await sendSuggestion(reader, post.id);
    const saved = await call(author, 'PUT', `/posts/${post.id}`, {
      category: 'question',
      shareForFeedback: true,
    });
    expect(saved.json().data.approvalStatus).toBe('needs_review');
    expect((await suggest(reader, post.id)).statusCode).toBe(404);
  });

  it('is 401 for visitors', async () => {
    const author = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const response = await suggest(null, post.id);
    expect(response.statusCode).toBe(401);
    expect(await t.db.$count(postFeedback, eq(postFeedback.postId, post.id))).toBe(0);
  });

  it("keeps each writer's pseudonym on a post, unlike the post's and the other writers'", async () => {
    const author = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const writers = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t.db)));
    const pseudonyms = new Map<string, number>();
    for (const round of [1, 2, 3]) {
      for (const writer of writers) {
        const row = await sendSuggestion(writer, post.id, `Round ${round}`);
        const rows = await t.db
          .select({ fakeUser: postFeedback.fakeUser })
          .from(postFeedback)
          .where(and(eq(postFeedback.postId, post.id), eq(postFeedback.userId, writer.user.id)));
        expect(new Set(rows.map((r) => r.fakeUser)).size).toBe(1);
        if (round === 1) pseudonyms.set(writer.user.id, row.fakeUser);
        expect(rows[0]?.fakeUser).toBe(pseudonyms.get(writer.user.id));
      }
    }
    const values = [...pseudonyms.values()];
    expect(new Set(values).size).toBe(writers.length);
    expect(values).not.toContain(inCommunity.fakeUser);
    expect(values).not.toContain(0);
  });

  it('still finds a pseudonym when every one is taken on a post, never the anonymous label', async () => {
    const author = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    for (let i = 0; i < DISPLAY_USER_COUNT + 2; i++) {
      const row = await sendSuggestion(await createSignedInUser(t.db), post.id);
      expect(row.fakeUser).toBeGreaterThanOrEqual(1);
      expect(row.fakeUser).toBeLessThan(DISPLAY_USER_COUNT);
      expect(row.fakeUser).not.toBe(inCommunity.fakeUser);
    }
  });

  it(`allows ${SUGGESTIONS_PER_HOUR} suggestions an hour per person, then 429`, async () => {
    const author = await createSignedInUser(t.db);
    const flooder = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    for (let i = 0; i < SUGGESTIONS_PER_HOUR; i++) {
      expect((await suggest(flooder, post.id, `Idea ${i}`)).statusCode).toBe(200);
    }
    const refused = await suggest(flooder, post.id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // The limit is the person's, not the address's (people share networks).
    expect((await suggest(other, post.id)).statusCode).toBe(200);
  });
});

describe('who sees the suggestions on GET /api/v1/posts/{id} (docs/product.md section 6)', () => {
  async function setUp() {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const writers = [
      await createSignedInUser(t.db),
      await createSignedInUser(t.db),
      await createSignedInUser(t.db),
    ] as const;
    const reader = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const approved = await sendSuggestion(writers[0], post.id, 'Approved one');
    const rejected = await sendSuggestion(writers[1], post.id, 'Rejected one');
    const waiting = await sendSuggestion(writers[2], post.id, 'Waiting one');
    expect(
      (await moderate(moderator, post.id, approved.id, 'approved', 'Approved one')).statusCode,
    ).toBe(200);
    expect(
      (await moderate(moderator, post.id, rejected.id, 'rejected', 'Rejected one')).statusCode,
    ).toBe(200);
    return { author, moderator, writers, reader, post, approved, rejected, waiting };
  }

  it('shows the author the approved ones only', async () => {
    const { author, post, approved } = await setUp();
    expect(await feedbackSeenBy(author, post.id)).toEqual([
      {
        _id: approved.id,
        fakeUser: approved.fakeUser,
        feedback: 'Approved one',
        approvalStatus: 'approved',
        isOwn: false,
        created: approved.createdAt.toISOString(),
      },
    ]);
  });

  it('shows a moderator all of them, oldest first, each under its pseudonym', async () => {
    const { moderator, post, approved, rejected, waiting } = await setUp();
    const seen = await feedbackSeenBy(moderator, post.id);
    expect(seen.map((item) => [item._id, item.approvalStatus, item.fakeUser, item.isOwn])).toEqual([
      [approved.id, 'approved', approved.fakeUser, false],
      [rejected.id, 'rejected', rejected.fakeUser, false],
      [waiting.id, 'needs_approval', waiting.fakeUser, false],
    ]);
  });

  it('shows everyone else none, not even the suggestions they wrote, approved or not', async () => {
    const { writers, reader, post } = await setUp();
    for (const person of [reader, ...writers]) {
      expect(await feedbackSeenBy(person, post.id)).toEqual([]);
    }
  });

  it('is 401 for visitors', async () => {
    const { post } = await setUp();
    expect((await call(null, 'GET', `/posts/${post.id}`)).statusCode).toBe(401);
  });

  it('shows a moderator who wrote the post only its approved suggestions: there they are its author', async () => {
    const moderatorAuthor = await createSignedInUser(t.db, { moderator: true });
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, moderatorAuthor.user.id, inCommunity);
    const one = await sendSuggestion(await createSignedInUser(t.db), post.id, 'One');
    await sendSuggestion(await createSignedInUser(t.db), post.id, 'Two');
    await moderate(moderator, post.id, one.id, 'approved', 'One');
    expect((await feedbackSeenBy(moderatorAuthor, post.id)).map((item) => item._id)).toEqual([
      one.id,
    ]);
  });

  it('tells a moderator which suggestions they wrote themselves', async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, author.user.id, inCommunity);
    const own = await sendSuggestion(moderator, post.id, 'From a moderator');
    const theirs = await sendSuggestion(await createSignedInUser(t.db), post.id, 'From a reader');
    const seen = await feedbackSeenBy(moderator, post.id);
    expect(seen.map((item) => [item._id, item.isOwn])).toEqual([
      [own.id, true],
      [theirs.id, false],
    ]);
  });

  it('keeps showing the author approved suggestions while the post is back in review or unshared', async () => {
    const { author, moderator, post, approved } = await setUp();
    await call(author, 'PUT', `/posts/${post.id}`, {
      category: 'question',
      shareForFeedback: true,
    });
    expect((await feedbackSeenBy(author, post.id)).map((item) => item._id)).toEqual([approved.id]);
    expect((await feedbackSeenBy(moderator, post.id)).length).toBe(3);
    await call(author, 'PUT', `/posts/${post.id}`, { category: 'question' });
    expect((await feedbackSeenBy(author, post.id)).map((item) => item._id)).toEqual([approved.id]);
  });

  it('leaves suggestions out of lists and saves (only the detail carries them)', async () => {
    const { author, moderator, post } = await setUp();
    const list = await call(author, 'GET', '/posts?filter=community&limit=100');
    const listed = postListResponseSchema.parse(list.json()).data.find((p) => p._id === post.id);
    expect(listed).toBeDefined();
    expect(list.json().data.every((p: object) => !('feedback' in p))).toBe(true);
    const review = await call(moderator, 'GET', '/posts?filter=review&limit=100');
    expect(review.json().data.every((p: object) => !('feedback' in p))).toBe(true);
    const saved = await call(author, 'PUT', `/posts/${post.id}`, { category: 'question' });
    expect(saved.json().data).not.toHaveProperty('feedback');
  });

  it('goes with the post: deleting the account of a writer deletes their suggestions', async () => {
    const { moderator, writers, post } = await setUp();
    await t.db.delete(users).where(eq(users.id, writers[2].user.id));
    expect((await feedbackSeenBy(moderator, post.id)).length).toBe(2);
  });
});

describe('PUT /api/v1/posts/{id}/feedback/{feedbackId}: moderating a suggestion', () => {
  it('lets a moderator edit the text and set the status, and answers the suggestion', async () => {
    const author = await createSignedInUser(t.db);
    const writer = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, author.user.id, inCommunity);
    const sent = await sendSuggestion(writer, post.id, 'You shuold rest more');
    const response = await moderate(
      moderator,
      post.id,
      sent.id,
      'approved',
      '  You should rest more.  ',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        _id: sent.id,
        fakeUser: sent.fakeUser,
        feedback: 'You should rest more.',
        approvalStatus: 'approved',
        isOwn: false,
        created: sent.createdAt.toISOString(),
      },
    });
    const row = await rowOf(sent.id);
    expect(row).toMatchObject({
      feedback: 'You should rest more.',
      approvalStatus: 'approved',
      userId: writer.user.id,
      fakeUser: sent.fakeUser,
    });
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(sent.updatedAt.getTime());
  });

  // Promise 25 (docs/security.md): role x transition. Every status can go to every status, by a
  // moderator; nobody else changes anything.
  type Role =
    | 'moderator'
    | 'post author'
    | 'post author who is a moderator'
    | 'writer'
    | 'writer who is a moderator'
    | 'other person'
    | 'visitor';
  const statuses: FeedbackApprovalStatus[] = ['needs_approval', 'approved', 'rejected'];
  const refusals: Record<Exclude<Role, 'moderator'>, [number, string]> = {
    'post author': [403, 'forbidden'],
    'post author who is a moderator': [403, 'own_post'],
    writer: [403, 'forbidden'],
    'writer who is a moderator': [403, 'own_suggestion'],
    'other person': [403, 'forbidden'],
    visitor: [401, 'unauthorized'],
  };
  const table: Array<[FeedbackApprovalStatus, FeedbackApprovalStatus, Role, number, string]> = [];
  for (const from of statuses) {
    for (const to of statuses) {
      table.push([from, to, 'moderator', 200, '']);
      for (const [role, [status, code]] of Object.entries(refusals)) {
        table.push([from, to, role as Role, status, code]);
      }
    }
  }

  it.each(table)('%s -> %s by the %s: %i %s', async (from, to, role, status, code) => {
    const isModeratorAuthor = role === 'post author who is a moderator';
    const author = await createSignedInUser(t.db, { moderator: isModeratorAuthor });
    const writer = await createSignedInUser(t.db, {
      moderator: role === 'writer who is a moderator',
    });
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const other = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, inCommunity);
    const sent = await sendSuggestion(writer, post.id, 'Original');
    await t.db
      .update(postFeedback)
      .set({ approvalStatus: from })
      .where(eq(postFeedback.id, sent.id));
    const before = await rowOf(sent.id);

    const actor: Record<Role, Person | null> = {
      moderator,
      'post author': author,
      'post author who is a moderator': author,
      writer,
      'writer who is a moderator': writer,
      'other person': other,
      visitor: null,
    };
    const response = await moderate(actor[role], post.id, sent.id, to, 'Edited');
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(await rowOf(sent.id)).toMatchObject({ approvalStatus: to, feedback: 'Edited' });
    } else {
      expect(response.json().error.code).toBe(code);
      expect(await rowOf(sent.id)).toEqual(before);
    }
  });

  it('is 404 for a suggestion that is not on that post, an id that is no id, and a post the moderator cannot read', async () => {
    const author = await createSignedInUser(t.db);
    const writer = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, author.user.id, inCommunity);
    const otherPost = await createPost(t.db, author.user.id, inCommunity);
    const sent = await sendSuggestion(writer, post.id);
    const before = await rowOf(sent.id);
    for (const [postId, feedbackId] of [
      [otherPost.id, sent.id],
      [post.id, '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e'],
      [post.id, 'first'],
      ['nope', sent.id],
    ] as const) {
      const response = await moderate(moderator, postId, feedbackId, 'approved');
      expect(response.statusCode, `${postId} ${feedbackId}`).toBe(404);
    }
    // The author takes the post private: to the moderator it no longer exists.
    await call(author, 'PUT', `/posts/${post.id}`, { category: 'question' });
    expect((await moderate(moderator, post.id, sent.id, 'approved')).statusCode).toBe(404);
    // Rejected or back in review: a moderator still reaches its suggestions.
    await t.db
      .update(posts)
      .set({ shareForFeedback: true, approvalStatus: 'rejected' })
      .where(eq(posts.id, post.id));
    expect((await moderate(moderator, post.id, sent.id, 'rejected')).statusCode).toBe(200);
    expect((await rowOf(sent.id)).approvalStatus).toBe('rejected');
    expect(before.approvalStatus).toBe('needs_approval');
  });

  it('validates the text like a new suggestion and the status as one of the three', async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const post = await createPost(t.db, author.user.id, inCommunity);
    const sent = await sendSuggestion(await createSignedInUser(t.db), post.id);
    const before = await rowOf(sent.id);
    for (const body of [
      { feedback: '', approvalStatus: 'approved' },
      { feedback: '   ', approvalStatus: 'approved' },
      { feedback: 'x'.repeat(251), approvalStatus: 'approved' },
      { approvalStatus: 'approved' },
      { feedback: 'Fine', approvalStatus: 'needs_review' },
      { feedback: 'Fine', approvalStatus: '' },
      { feedback: 'Fine' },
    ]) {
      const response = await call(moderator, 'PUT', `/posts/${post.id}/feedback/${sent.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowOf(sent.id)).toEqual(before);
  });
});

it('documents the suggestion routes in the OpenAPI description', async () => {
  const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  expect(Object.keys(paths['/api/v1/posts/{id}/feedback'])).toEqual(['put']);
  expect(Object.keys(paths['/api/v1/posts/{id}/feedback/{feedbackId}'])).toEqual(['put']);
});
