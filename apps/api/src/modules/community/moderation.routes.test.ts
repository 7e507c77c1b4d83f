import type { ApprovalStatus } from '@app/domain/posts.schemas.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { posts } from '../../db/schema/posts.ts';

/*
 * The approval state machine of shared posts (docs/product.md section 4 "Post approvalStatus", docs/security.md,
 * promise 25), as a table of role x state x action. '' is the status of a post never saved
 * through the form; every save by the author asks for review; moderators move a post between
 * approved and rejected from any state; nobody moderates their own post.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

type Role = 'author' | 'author who is a moderator' | 'moderator' | 'other person' | 'visitor';
type Action = 'save' | 'approve' | 'reject';
const ROLES: Role[] = [
  'author',
  'author who is a moderator',
  'moderator',
  'other person',
  'visitor',
];

const actions: Record<Action, (person: Person | null, id: string) => ReturnType<typeof call>> = {
  save: (person, id) =>
    call(person, 'PUT', `/posts/${id}`, {
      category: 'question',
      shareForFeedback: true,
      title: 'Saved again',
    }),
  approve: (person, id) => call(person, 'PUT', `/posts/${id}`, { approvalStatus: 'approved' }),
  reject: (person, id) => call(person, 'PUT', `/posts/${id}`, { approvalStatus: 'rejected' }),
};

/** The answer and the status after it: a status means 200 and that state, a number a refusal. */
type Outcome = ApprovalStatus | 401 | 403 | 404;
const machine: Array<[ApprovalStatus, Action, Record<Role, Outcome>]> = [];
const states: ApprovalStatus[] = ['', 'needs_review', 'approved', 'rejected'];
for (const from of states) {
  // Only an approved shared post can be read by people who are not moderators.
  const isVisibleToOthers = from === 'approved';
  machine.push([
    from,
    'save',
    {
      author: 'needs_review',
      'author who is a moderator': 'needs_review',
      moderator: 404,
      'other person': 404,
      visitor: 401,
    },
  ]);
  for (const action of ['approve', 'reject'] as const) {
    machine.push([
      from,
      action,
      {
        author: 403,
        'author who is a moderator': 403,
        moderator: action === 'approve' ? 'approved' : 'rejected',
        'other person': isVisibleToOthers ? 403 : 404,
        visitor: 401,
      },
    ]);
  }
}
const table = machine.flatMap(([from, action, outcomes]) =>
  ROLES.map((role) => [from === '' ? "''" : from, action, role, outcomes[role]] as const),
);

describe('post approval: every state, action and role', () => {
  it.each(table)('from %s, %s by the %s: %s', async (fromLabel, action, role, outcome) => {
    const from = (fromLabel === "''" ? '' : fromLabel) as ApprovalStatus;
    const author = await createSignedInUser(t.db, {
      moderator: role === 'author who is a moderator',
    });
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const other = await createSignedInUser(t.db);
    const post = await createPost(t.db, author.user.id, {
      category: 'question',
      shareForFeedback: true,
      approvalStatus: from,
      fakeUser: 4,
    });
    const actor: Record<Role, Person | null> = {
      author,
      'author who is a moderator': author,
      moderator,
      'other person': other,
      visitor: null,
    };
    const [before] = await t.db.select().from(posts).where(eq(posts.id, post.id));

    const response = await actions[action](actor[role], post.id);
    const [after] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    if (typeof outcome === 'number') {
      expect(response.statusCode, response.body).toBe(outcome);
      expect(after).toEqual(before);
      if (outcome === 403 && role === 'author who is a moderator') {
        expect(response.json().error.code).toBe('own_post');
      }
    } else {
      expect(response.statusCode, response.body).toBe(200);
      expect(after?.approvalStatus).toBe(outcome);
      expect(response.json().data.approvalStatus).toBe(outcome);
    }

    // Where the post is listed follows its state alone.
    const status = after?.approvalStatus;
    const community = await call(other, 'GET', '/posts?filter=community&limit=100');
    const review = await call(moderator, 'GET', '/posts?filter=review&limit=100');
    const ids = (body: { data: Array<{ _id: string }> }) => body.data.map((p) => p._id);
    expect(ids(community.json()).includes(post.id)).toBe(status === 'approved');
    expect(ids(review.json()).includes(post.id)).toBe(status === 'needs_review');
    const read = await call(other, 'GET', `/posts/${post.id}`);
    expect(read.statusCode).toBe(status === 'approved' ? 200 : 404);
  });
});

describe('post approval: whole journeys', () => {
  it('new post -> review -> approved -> edited (back to review, out of the community) -> approved again', async () => {
    const author = await createSignedInUser(t.db);
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const reader = await createSignedInUser(t.db);
    const created = await call(author, 'POST', '/posts', {
      category: 'relabel',
      shareForFeedback: true,
    });
    const id = created.json().data._id as string;
    expect(created.json().data.approvalStatus).toBe('needs_review');
    const inCommunity = async () =>
      (await call(reader, 'GET', '/posts?filter=community&limit=100'))
        .json()
        .data.some((p: { _id: string }) => p._id === id);

    expect(await inCommunity()).toBe(false);
    expect((await actions.approve(moderator, id)).json().data.approvalStatus).toBe('approved');
    expect(await inCommunity()).toBe(true);
    expect((await actions.save(author, id)).json().data.approvalStatus).toBe('needs_review');
    expect(await inCommunity()).toBe(false);
    expect((await actions.reject(moderator, id)).json().data.approvalStatus).toBe('rejected');
    expect((await actions.save(author, id)).json().data.approvalStatus).toBe('needs_review');
    expect((await actions.approve(moderator, id)).json().data.approvalStatus).toBe('approved');
    expect(await inCommunity()).toBe(true);
  });

  it("never lets an approvalStatus in the author's save through, whatever the state", async () => {
    const author = await createSignedInUser(t.db);
    for (const from of states) {
      const post = await createPost(t.db, author.user.id, {
        category: 'trust',
        shareForFeedback: true,
        approvalStatus: from,
      });
      for (const approvalStatus of ['approved', 'rejected', '']) {
        const response = await call(author, 'PUT', `/posts/${post.id}`, {
          category: 'trust',
          shareForFeedback: true,
          approvalStatus,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.approvalStatus).toBe('needs_review');
      }
    }
  });
});
