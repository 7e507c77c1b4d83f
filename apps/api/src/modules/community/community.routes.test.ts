import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPost,
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Promise 21 (docs/security.md) for the community module: every route it registers x {visitor, owner,
 * other person, moderator}. "Owner" is the author of the post for suggestion routes, and the
 * person themselves for the challenge. The table fails when a route of the module has no row.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Role = 'visitor' | 'owner' | 'other' | 'moderator';
type Scene = { postId: string; feedbackId: string; participantId: string };

const routes: Record<
  string,
  {
    request: (scene: Scene) => { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
    expected: Record<Role, number>;
  }
> = {
  'PUT /api/v1/posts/{id}/feedback': {
    request: ({ postId }) => ({
      method: 'PUT',
      url: `/api/v1/posts/${postId}/feedback`,
      payload: { feedback: 'Try a walk.', approvalStatus: 'needs_approval' },
    }),
    expected: { visitor: 401, owner: 403, other: 200, moderator: 200 },
  },
  'PUT /api/v1/posts/{id}/feedback/{feedbackId}': {
    request: ({ postId, feedbackId }) => ({
      method: 'PUT',
      url: `/api/v1/posts/${postId}/feedback/${feedbackId}`,
      payload: { feedback: 'Try a walk.', approvalStatus: 'approved' },
    }),
    expected: { visitor: 401, owner: 403, other: 403, moderator: 200 },
  },
  'GET /api/v1/challenge': {
    request: () => ({ method: 'GET', url: '/api/v1/challenge' }),
    expected: { visitor: 401, owner: 200, other: 200, moderator: 200 },
  },
  'POST /api/v1/challenge/join': {
    request: () => ({ method: 'POST', url: '/api/v1/challenge/join' }),
    expected: { visitor: 401, owner: 200, other: 200, moderator: 200 },
  },
  'POST /api/v1/challenge/leave': {
    request: () => ({ method: 'POST', url: '/api/v1/challenge/leave' }),
    expected: { visitor: 401, owner: 200, other: 200, moderator: 200 },
  },
  'GET /api/v1/challengers': {
    request: () => ({ method: 'GET', url: '/api/v1/challengers' }),
    expected: { visitor: 401, owner: 403, other: 403, moderator: 200 },
  },
  'POST /api/v1/challengers': {
    request: ({ participantId }) => ({
      method: 'POST',
      url: '/api/v1/challengers',
      payload: { message: 'Hello', users: [participantId] },
    }),
    expected: { visitor: 401, owner: 403, other: 403, moderator: 200 },
  },
};

describe('who may call which community route', () => {
  it('has a row for every route the module registers', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
      .paths as Record<string, Record<string, unknown>>;
    const registered = Object.entries(paths)
      .filter(([path]) => /\/(feedback|challenge|challengers)(\/|$)/.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(registered.sort()).toEqual(Object.keys(routes).sort());
  });

  const table = Object.entries(routes).flatMap(([route, { expected }]) =>
    (Object.keys(expected) as Role[]).map((role) => [route, role, expected[role]] as const),
  );

  it.each(table)('%s by the %s: %i', async (route, role, status) => {
    await t.db.update(users).set({ happyChallenge: false }).where(sql`${users.happyChallenge}`);
    const owner = await createSignedInUser(t.db);
    const people: Record<Role, Person | null> = {
      visitor: null,
      owner,
      other: await createSignedInUser(t.db),
      moderator: await createSignedInUser(t.db, { moderator: true }),
    };
    const post = await createPost(t.db, owner.user.id, {
      category: 'question',
      shareForFeedback: true,
      approvalStatus: 'approved',
      fakeUser: 2,
    });
    const writer = await createUser(t.db);
    const [feedback] = await t.db
      .insert(postFeedback)
      .values({ postId: post.id, userId: writer.id, fakeUser: 3, feedback: 'Rest more.' })
      .returning();
    const participant = await createUser(t.db, { happyChallenge: true });
    const scene = {
      postId: post.id,
      feedbackId: feedback?.id ?? '',
      participantId: participant.id,
    };
    const { method, url, payload } = routes[route]?.request(scene) ?? { method: 'GET', url: '' };
    const response = await t.app.inject({
      method,
      url,
      headers: people[role]?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
  });
});
