import { postListResponseSchema } from '@app/domain/posts.schemas.ts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../src/db/schema/posts.ts';
import { createSignedInUser, type SignedInPerson as Person } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Promise 22 (docs/security.md) as a property (fast-check, 200 runs): two people and a moderator
 * run a random sequence of creates, shares, unshares, edits, approvals, rejections and
 * deletes, including attempts on each other's posts. Afterwards every list, count and read
 * of each person must be exactly what the model says: their own undeleted posts, and of the
 * other's only those shared, approved and not deleted. A failing sequence is shrunk to the
 * shortest one that leaks. (src/modules/posts/posts.routes.test.ts walks one seeded sequence
 * of 200 steps; this explores 200 sequences.)
 */

let t: TestApp;
let moderator: Person;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await createSignedInUser(t.db, { moderator: true });
});
afterAll(async () => {
  await t.close();
});

type Who = 0 | 1;
type Command =
  | { kind: 'create'; who: Who; shared: boolean }
  | { kind: 'share' | 'unshare' | 'edit' | 'delete'; who: Who; pick: number }
  | { kind: 'editOthers' | 'deleteOthers'; who: Who; pick: number }
  | { kind: 'approve' | 'reject'; pick: number };

type ModelPost = {
  id: string;
  owner: Who;
  shared: boolean;
  status: '' | 'needs_review' | 'approved' | 'rejected';
  deleted: boolean;
};

const who = fc.constantFrom<Who>(0, 1);
const pick = fc.nat({ max: 20 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('create' as const), who, shared: fc.boolean() }),
  },
  fc.record({ kind: fc.constantFrom('share', 'unshare', 'edit', 'delete'), who, pick }),
  fc.record({ kind: fc.constantFrom('editOthers', 'deleteOthers'), who, pick }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('approve', 'reject'), pick }) },
);

const isPublic = (post: ModelPost) => post.shared && post.status === 'approved' && !post.deleted;

async function run(commands: Command[]) {
  // Only this run's posts are in the shared views.
  await t.db.update(posts).set({ deleted: true }).where(sql`not ${posts.deleted}`);
  const people = [await createSignedInUser(t.db), await createSignedInUser(t.db)] as const;
  const model: ModelPost[] = [];
  const call = (
    person: Person,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => t.call(person, method, url, body);
  const choose = (list: ModelPost[], n: number) =>
    list.length ? list[n % list.length] : undefined;
  const live = (owner: Who) => model.filter((p) => p.owner === owner && !p.deleted);

  for (const step of commands) {
    if (step.kind === 'create') {
      const response = await call(people[step.who], 'POST', '/posts', {
        category: step.shared ? 'trust' : 'journal',
        shareForFeedback: step.shared,
      });
      expect(response.statusCode, response.body).toBe(200);
      model.push({
        id: response.json().data._id,
        owner: step.who,
        shared: step.shared,
        status: 'needs_review',
        deleted: false,
      });
    } else if (step.kind === 'share' || step.kind === 'unshare' || step.kind === 'edit') {
      const post = choose(live(step.who), step.pick);
      if (!post) continue;
      const shared = step.kind === 'edit' ? post.shared : step.kind === 'share';
      const response = await call(people[step.who], 'PUT', `/posts/${post.id}`, {
        category: 'trust',
        title: `Edited ${step.kind}`,
        shareForFeedback: shared,
      });
      expect(response.statusCode, response.body).toBe(200);
      post.shared = shared;
      post.status = 'needs_review';
    } else if (step.kind === 'delete') {
      const post = choose(live(step.who), step.pick);
      if (!post) continue;
      expect((await call(people[step.who], 'DELETE', `/posts/${post.id}`)).statusCode).toBe(204);
      post.deleted = true;
    } else if (step.kind === 'editOthers' || step.kind === 'deleteOthers') {
      const other = (1 - step.who) as Who;
      const post = choose(
        model.filter((p) => p.owner === other),
        step.pick,
      );
      if (!post) continue;
      const response =
        step.kind === 'editOthers'
          ? await call(people[step.who], 'PUT', `/posts/${post.id}`, {
              category: 'trust',
              shareForFeedback: true,
            })
          : await call(people[step.who], 'DELETE', `/posts/${post.id}`);
      expect(response.statusCode, `${step.kind} ${response.body}`).toBe(404);
    } else {
      const post = choose(model, step.pick);
      if (!post) continue;
      const status = step.kind === 'approve' ? 'approved' : 'rejected';
      const response = await call(moderator, 'PUT', `/posts/${post.id}`, {
        approvalStatus: status,
      });
      if (post.shared && !post.deleted) {
        expect(response.statusCode, response.body).toBe(200);
        post.status = status;
      } else {
        expect(response.statusCode, response.body).toBe(404);
      }
    }
  }

  const idsOf = async (person: Person, filter: string) => {
    const response = await call(person, 'GET', `/posts?filter=${filter}&limit=100`);
    expect(response.statusCode).toBe(200);
    const page = postListResponseSchema.parse(response.json());
    for (const post of page.data) {
      const mine = model.find((p) => p.id === post._id)?.owner;
      if (mine !== undefined && people[mine] !== person) expect(post).not.toHaveProperty('user');
    }
    return page.data.map((post) => post._id).sort();
  };
  const countOf = async (person: Person, filter: string) =>
    (await call(person, 'GET', `/posts?filter=${filter}&count_posts=true`)).json().data;
  const sorted = (list: ModelPost[]) => list.map((post) => post.id).sort();

  for (const viewer of [0, 1] as const) {
    const person = people[viewer];
    expect(await idsOf(person, 'mine')).toEqual(sorted(live(viewer)));
    expect(await countOf(person, 'mine')).toBe(live(viewer).length);
    expect(await idsOf(person, 'community')).toEqual(sorted(model.filter(isPublic)));
    expect(await countOf(person, 'community')).toBe(model.filter(isPublic).length);
    expect(await idsOf(person, 'review')).toEqual([]);
    for (const post of model.filter((p) => p.owner !== viewer)) {
      const read = await call(person, 'GET', `/posts/${post.id}`);
      expect(read.statusCode, `${JSON.stringify(post)} read by the other person`).toBe(
        isPublic(post) ? 200 : 404,
      );
    }
  }
  expect(await idsOf(moderator, 'review')).toEqual(
    sorted(model.filter((p) => p.shared && p.status === 'needs_review' && !p.deleted)),
  );
}

describe('lists never leak', () => {
  it("shows neither person the other's private posts, over 200 random sequences", async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), run), {
      numRuns: 200,
    });
  }, 300_000);
});
