import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPaymentMethods } from '../../src/db/schema/billing-payment-methods.ts';
import { billingSubscriptions } from '../../src/db/schema/billing-subscriptions.ts';
import { challengeMessages } from '../../src/db/schema/challenge-messages.ts';
import { feelings } from '../../src/db/schema/feelings.ts';
import { habitTrackers } from '../../src/db/schema/habit-trackers.ts';
import { ideas } from '../../src/db/schema/ideas.ts';
import { postFeedback } from '../../src/db/schema/post-feedback.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { userContacts } from '../../src/db/schema/user-contacts.ts';
import { users } from '../../src/db/schema/users.ts';
import {
  createPost,
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
  uniqueEmail,
  uniqueIp,
} from '../factories.ts';
import { codeFrom } from '../smtp-test-server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/*
 * Promise 23 (docs/security.md): extra fields in a request body (`user`, `moderator`, `approvalStatus`
 * from a non-moderator, `deleted`, `created`, ids, pseudonyms, Stripe's fields...) are ignored
 * or refused, never applied. For every route that takes a body, fast-check adds random sets of
 * such keys, with values chosen to do harm (another person's ids, `true`, `approved`, a date
 * in 2000, prototype pollution), at the top level and inside nested objects. Each request must
 * either succeed with exactly what the clean request would store, or be refused with 400 in
 * the error shape; and nothing of another person (the "victim", whose ids are among the
 * values) may change, in any table.
 */

const RUNS = 20;
let t: TestApp;

type Victim = {
  person: Person;
  email: string;
  postId: string;
  trackerId: string;
  cardId: string;
  ids: string[];
};
let victim: Victim;

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail('victim');
  const person = await createSignedInUser(t.db, {
    name: 'Victim Person',
    contact: { contact: email, contactType: 'email' },
  });
  const post = await createPost(t.db, person.user.id, {
    category: 'question',
    shareForFeedback: true,
    approvalStatus: 'approved',
    fakeUser: 7,
  });
  const api = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: person.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const trackers = await api('POST', '/habit-trackers', [{ title: 'Victim tracker', dates: [] }]);
  await api('POST', '/feelings', { feeling: 'safe' });
  const card = await api('POST', `/users/${person.user.id}/payment_methods`, TEST_CARD);
  await api('GET', `/users/${person.user.id}/subscription`);
  victim = {
    person,
    email,
    postId: post.id,
    trackerId: trackers.data[0]._id,
    cardId: card.data.id,
    ids: [person.user.id, post.id, trackers.data[0]._id, card.data.id],
  };
});
afterAll(async () => {
  await t.close();
});

const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2049, cvc: '123' };

/** Keys a client must never set, or may set only within the rules (approvalStatus). */
const KEYS = [
  'user',
  'userId',
  'user_id',
  '_id',
  'id',
  'owner',
  'author',
  'moderator',
  'isModerator',
  'role',
  'admin',
  'approvalStatus',
  'approval_status',
  'deleted',
  'deletedAt',
  'created',
  'createdAt',
  'created_at',
  'lastUpdate',
  'updatedAt',
  'fakeUser',
  'happyChallenge',
  'challengeJoinedAt',
  'isOwner',
  'uncheckedItems',
  'imageWidth',
  'imageHeight',
  'backgroundImageWidth',
  'contacts',
  'postId',
  'senderId',
  'recipientId',
  'position',
  'status',
  'channel',
  'customer',
  'customerId',
  'stripeCustomerId',
  'subscription',
  'trial_end',
  'current_period_end',
  'cancel_at_period_end',
  'default_payment_method',
  'fingerprint',
  'last4',
  'brand',
  'chargeOutcome',
  'livemode',
  'paid',
  'amount_paid',
  'to',
  'bcc',
  'email',
  'tokenHash',
  'sessionId',
  '__proto__',
  'constructor',
];

type Extras = Array<[string, unknown]>;

function extrasArbitrary(): fc.Arbitrary<Extras> {
  const hostile = fc.oneof(
    fc.constantFrom<unknown>(...victim.ids, victim.email),
    fc.constantFrom<unknown>(
      true,
      false,
      null,
      'approved',
      'rejected',
      'needs_approval',
      'active',
      'admin',
      '2000-01-01T00:00:00.000Z',
      0,
      1,
      99,
      -1,
      1e12,
    ),
    fc.uuid(),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.constant({ moderator: true, userId: victim.person.user.id }),
    fc.constant([victim.person.user.id]),
  );
  return fc.uniqueArray(fc.tuple(fc.constantFrom(...KEYS), hostile), {
    minLength: 1,
    maxLength: 6,
    selector: ([key]) => key,
  });
}

/**
 * The JSON text of `base` with the extras added (never replacing a key of the base), written
 * by hand so that `__proto__` arrives as a key, as an attacker would send it. `raw` fields are
 * JSON text already.
 */
function withExtras(
  base: Record<string, unknown>,
  extras: Extras,
  raw: Record<string, string> = {},
): string {
  const entries = [
    ...Object.entries(base).map(([key, value]) => [key, raw[key] ?? JSON.stringify(value)]),
    ...extras
      .filter(([key]) => !Object.hasOwn(base, key))
      .map(([key, value]) => [key, JSON.stringify(value)]),
  ];
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** A JSON array of objects, each with the extras. */
const listWithExtras = (items: Array<Record<string, unknown>>, extras: Extras) =>
  `[${items.map((item) => withExtras(item, extras)).join(',')}]`;

/** Extras at the top level and in each object of the given list fields. */
function bodyWithExtras(base: Record<string, unknown>, extras: Extras, nestedLists: string[]) {
  const raw = Object.fromEntries(
    nestedLists.map((field) => [
      field,
      listWithExtras(base[field] as Array<Record<string, unknown>>, extras),
    ]),
  );
  return withExtras(base, extras, raw);
}

// ---------------------------------------------------------------------------------------

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows: Row[] }).rows ?? []);

let victimQuery: ReturnType<typeof sql> | undefined;

/** Everything of the victim's, in every table that names a person, as one JSON document. */
async function snapshotOfVictim(): Promise<unknown> {
  if (!victimQuery) {
    const columns = rowsOf(
      await t.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public'
          and column_name in ('user_id', 'sender_id', 'recipient_id', 'contact')
        order by table_name, column_name`),
    );
    const id = victim.person.user.id;
    const parts = [
      sql`'users', (select to_jsonb(u) from users u where u.id = ${id})`,
      sql`'feedback_on_posts', (select coalesce(jsonb_agg(to_jsonb(f) order by f.id), '[]') from post_feedback f join posts p on p.id = f.post_id where p.user_id = ${id})`,
      ...columns.map(({ table_name: table, column_name: column }) => {
        const value = column === 'contact' ? victim.email : id;
        const label = `${table}.${column}`;
        return sql`${label}::text, (select coalesce(jsonb_agg(to_jsonb(x) order by to_jsonb(x)::text), '[]') from ${sql.identifier(String(table))} x where x.${sql.identifier(String(column))}::text = ${value})`;
      }),
    ];
    victimQuery = sql`select jsonb_build_object(${sql.join(parts, sql`, `)}) as doc`;
  }
  return rowsOf(await t.db.execute(victimQuery))[0]?.doc;
}

/** What of a person only the server decides. */
async function serverOwnedOf(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const contacts = await t.db
    .select({ contact: userContacts.contact })
    .from(userContacts)
    .where(eq(userContacts.userId, userId));
  if (!row) return null;
  return {
    id: row.id,
    moderator: row.moderator,
    happyChallenge: row.happyChallenge,
    challengeJoinedAt: row.challengeJoinedAt,
    createdAt: row.createdAt,
    image: row.image,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    backgroundImage: row.backgroundImage,
    backgroundImageWidth: row.backgroundImageWidth,
    backgroundImageHeight: row.backgroundImageHeight,
    contacts,
  };
}

const isRecent = (date: Date | null | undefined) =>
  date instanceof Date && Math.abs(date.getTime() - Date.now()) < 60_000;

function expectRefusedInShape(response: LightMyRequestResponse) {
  expect(response.json(), response.body).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

type Prepared = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The JSON text sent. */
  body: (extras: Extras) => string;
  headers?: Record<string, string>;
  /** The client's address, when the request must come from a given one. */
  remoteAddress?: string;
  /** Statuses other than 2xx and 400 that this request may answer (never with a change). */
  refusals?: number[];
  /** What must hold after a 2xx. */
  check: (response: LightMyRequestResponse, extras: Extras) => Promise<void>;
  /** What must hold after a refusal (besides the victim and the actor being unchanged). */
  checkRefused?: () => Promise<void>;
  /** Server-owned fields of the actor this route itself changes (joining the challenge). */
  changesOfActor?: string[];
  /** The route deletes the actor. */
  deletesActor?: boolean;
  /**
   * The route writes a post, which only DELETE deletes: `deleted` other than false asks for
   * what it does not do, and must be refused, never answered 2xx (docs/security.md, promise 48).
   */
  refusesDeleted?: boolean;
};

type WriteRoute = {
  name: string;
  actor: 'person' | 'moderator' | 'visitor';
  prepare: (actor: Person | null) => Promise<Prepared>;
};

const suppliedValues = (extras: Extras) => extras.map(([, value]) => value);

const ACTION_ITEMS = [{ action: 'Walk', complete: false }];

const ROUTES: WriteRoute[] = [
  {
    name: 'POST /posts',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: '/api/v1/posts',
      body: (extras) =>
        bodyWithExtras(
          {
            category: 'question',
            title: 'Mine',
            shareForFeedback: true,
            actionItems: ACTION_ITEMS,
          },
          extras,
          ['actionItems'],
        ),
      check: async (response, extras) => {
        const id = response.json().data._id as string;
        // `id` is the one key a client may choose here: a post id of its own making, so that a
        // retry is idempotent (decision 19). Nothing else it sends becomes the id.
        const clientId = extras.find(([key]) => key === 'id')?.[1];
        if (clientId === undefined) expect(suppliedValues(extras)).not.toContain(id);
        else expect(id).toBe(String(clientId).toLowerCase());
        const rows = await t.db
          .select()
          .from(posts)
          .where(eq(posts.userId, actor?.user.id ?? ''));
        expect(rows).toHaveLength(1);
        const [row] = rows;
        expect(row).toMatchObject({
          id,
          userId: actor?.user.id,
          category: 'question',
          deleted: false,
          draft: false,
          approvalStatus: 'needs_review',
          uncheckedItems: 1,
          image: null,
          imageWidth: null,
          imageHeight: null,
          actionItems: ACTION_ITEMS,
        });
        expect(row?.fakeUser).toBeGreaterThanOrEqual(1);
        expect(isRecent(row?.createdAt) && isRecent(row?.lastUpdate)).toBe(true);
        expect(response.json().data).toMatchObject({ isOwner: true, user: actor?.user.id });
      },
      // 409: a client-made id that is already someone's post (the victim's, say).
      refusals: [409],
      refusesDeleted: true,
      checkRefused: async () => {
        expect(await t.db.$count(posts, eq(posts.userId, actor?.user.id ?? ''))).toBe(0);
      },
    }),
  },
  {
    name: 'PUT /posts/{id} (the author saving)',
    actor: 'person',
    prepare: async (actor) => {
      const before = await createPost(t.db, actor?.user.id ?? '', {
        category: 'question',
        shareForFeedback: true,
        approvalStatus: 'approved',
        fakeUser: 5,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      return {
        method: 'PUT',
        url: `/api/v1/posts/${before.id}`,
        body: (extras) =>
          bodyWithExtras(
            {
              category: 'question',
              title: 'Edited',
              shareForFeedback: true,
              actionItems: ACTION_ITEMS,
            },
            extras,
            ['actionItems'],
          ),
        check: async () => {
          const [row] = await t.db.select().from(posts).where(eq(posts.id, before.id));
          expect(row).toMatchObject({
            userId: before.userId,
            createdAt: before.createdAt,
            fakeUser: 5,
            deleted: false,
            approvalStatus: 'needs_review',
            uncheckedItems: 1,
            actionItems: ACTION_ITEMS,
            title: 'Edited',
          });
          expect(await t.db.$count(posts, eq(posts.userId, before.userId))).toBe(1);
        },
        checkRefused: async () => {
          const [row] = await t.db.select().from(posts).where(eq(posts.id, before.id));
          expect(row).toEqual(before);
        },
        refusesDeleted: true,
      };
    },
  },
  {
    name: 'PUT /posts/{id} with {approvalStatus} from its author',
    actor: 'person',
    prepare: async (actor) => {
      const before = await createPost(t.db, actor?.user.id ?? '', {
        category: 'question',
        shareForFeedback: true,
        approvalStatus: 'needs_review',
        fakeUser: 5,
      });
      const unchanged = async () => {
        const [row] = await t.db.select().from(posts).where(eq(posts.id, before.id));
        expect(row).toEqual(before);
      };
      return {
        method: 'PUT',
        url: `/api/v1/posts/${before.id}`,
        body: (extras) => withExtras({ approvalStatus: 'approved' }, extras),
        // The author is no moderator, and never approves their own post: 403.
        refusals: [403],
        check: async (response) => {
          throw new Error(`approved by its author: ${response.body}`);
        },
        checkRefused: unchanged,
      };
    },
  },
  {
    name: 'PUT /users/current',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'PUT',
      url: '/api/v1/users/current',
      body: (extras) => withExtras({ city: 'Bergen' }, extras),
      check: async (response) => {
        const [row] = await t.db
          .select()
          .from(users)
          .where(eq(users.id, actor?.user.id ?? ''));
        expect(row?.city).toBe('Bergen');
        expect(response.json().data).toMatchObject({ moderator: false, _id: actor?.user.id });
      },
    }),
  },
  {
    name: 'PUT /identity',
    actor: 'person',
    prepare: async (actor) => identityRoute(actor, '/api/v1/identity', { title: 'Me' }),
  },
  {
    name: 'PUT /identity/action-items',
    actor: 'person',
    prepare: async (actor) => identityRoute(actor, '/api/v1/identity/action-items', {}),
  },
  {
    name: 'POST /excitement',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: '/api/v1/excitement',
      body: (extras) => withExtras({ choices: ['recast', 'relabel'], choiceSelected: 1 }, extras),
      check: async (response) => {
        const rows = await t.db
          .select()
          .from(posts)
          .where(eq(posts.userId, actor?.user.id ?? ''));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          id: response.json().data._id,
          category: 'excitement',
          title: 'Relabel',
          draft: true,
          deleted: false,
          shareForFeedback: false,
          fakeUser: null,
        });
        expect(['', 'needs_review']).toContain(rows[0]?.approvalStatus);
        expect(isRecent(rows[0]?.createdAt)).toBe(true);
      },
    }),
  },
  {
    name: 'POST /feelings',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: '/api/v1/feelings',
      body: (extras) => withExtras({ feeling: 'Calm' }, extras),
      check: async () => {
        const rows = await t.db
          .select()
          .from(feelings)
          .where(eq(feelings.userId, actor?.user.id ?? ''));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.feeling).toBe('calm');
        expect(isRecent(rows[0]?.createdAt)).toBe(true);
      },
    }),
  },
  {
    name: 'POST /habit-trackers',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: '/api/v1/habit-trackers',
      body: (extras) => listWithExtras([{ title: 'Run', dates: ['2026-05-01'] }], extras),
      check: async (response, extras) => {
        const rows = await t.db
          .select()
          .from(habitTrackers)
          .where(eq(habitTrackers.userId, actor?.user.id ?? ''));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ title: 'Run', dates: ['2026-05-01'], position: 0 });
        // `_id` is the one key a client may choose here: a tracker id of its own making, to which
        // a sealed journal binds the title (decision 0068). Nothing else it sends becomes the id.
        const clientId = extras.find(([key]) => key === '_id')?.[1];
        if (clientId === undefined) expect(suppliedValues(extras)).not.toContain(rows[0]?.id);
        else expect(rows[0]?.id).toBe(String(clientId).toLowerCase());
        expect(isRecent(rows[0]?.createdAt)).toBe(true);
        expect(response.json().data).toHaveLength(1);
      },
      // 409: a client-made id that is already someone's tracker (the victim's, say).
      refusals: [409],
      checkRefused: async () => {
        expect(
          await t.db.$count(habitTrackers, eq(habitTrackers.userId, actor?.user.id ?? '')),
        ).toBe(0);
      },
    }),
  },
  {
    name: 'PUT /habit-trackers',
    actor: 'person',
    prepare: async (actor) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/habit-trackers',
        headers: actor?.headers ?? {},
        payload: [
          { title: 'One', dates: [] },
          { title: 'Two', dates: [] },
        ],
      });
      const ids = created.json().data.map((tracker: { _id: string }) => tracker._id) as string[];
      const before = await t.db
        .select()
        .from(habitTrackers)
        .where(eq(habitTrackers.userId, actor?.user.id ?? ''));
      return {
        method: 'PUT',
        url: '/api/v1/habit-trackers',
        body: (extras) => listWithExtras([{ _id: ids[1], title: 'Swim', dates: [] }], extras),
        check: async () => {
          const after = await t.db
            .select()
            .from(habitTrackers)
            .where(eq(habitTrackers.userId, actor?.user.id ?? ''));
          // The database works out each row's size from its text (the writing room).
          const withoutSize = ({ writingBytes: _, ...row }: (typeof before)[number]) => row;
          expect(after.sort((a, b) => a.position - b.position).map(withoutSize)).toEqual(
            before
              .sort((a, b) => a.position - b.position)
              .map((row) => (row.id === ids[1] ? { ...row, title: 'Swim' } : row))
              .map(withoutSize),
          );
        },
      };
    },
  },
  {
    name: 'PUT /posts/{id}/feedback (a suggestion)',
    actor: 'person',
    prepare: async (actor) => {
      const author = await createUser(t.db);
      const post = await createPost(t.db, author.id, {
        category: 'question',
        shareForFeedback: true,
        approvalStatus: 'approved',
        fakeUser: 4,
      });
      return {
        method: 'PUT',
        url: `/api/v1/posts/${post.id}/feedback`,
        body: (extras) => withExtras({ feedback: 'Try resting.' }, extras),
        check: async () => {
          const rows = await t.db
            .select()
            .from(postFeedback)
            .where(eq(postFeedback.postId, post.id));
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            userId: actor?.user.id,
            feedback: 'Try resting.',
            approvalStatus: 'needs_approval',
          });
          expect(rows[0]?.fakeUser).toBeGreaterThanOrEqual(1);
          expect(rows[0]?.fakeUser).not.toBe(4);
          expect(isRecent(rows[0]?.createdAt)).toBe(true);
          const [after] = await t.db.select().from(posts).where(eq(posts.id, post.id));
          expect(after).toEqual(post);
        },
        checkRefused: async () => {
          expect(await t.db.$count(postFeedback, eq(postFeedback.postId, post.id))).toBe(0);
        },
      };
    },
  },
  {
    name: 'PUT /posts/{id}/feedback/{feedbackId} (a moderator)',
    actor: 'moderator',
    prepare: async () => {
      const author = await createUser(t.db);
      const writer = await createUser(t.db);
      const post = await createPost(t.db, author.id, {
        category: 'question',
        shareForFeedback: true,
        approvalStatus: 'approved',
        fakeUser: 4,
      });
      const [before] = await t.db
        .insert(postFeedback)
        .values({
          postId: post.id,
          userId: writer.id,
          fakeUser: 9,
          feedback: 'Rest more.',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        })
        .returning();
      if (!before) throw new Error('no suggestion');
      return {
        method: 'PUT',
        url: `/api/v1/posts/${post.id}/feedback/${before.id}`,
        body: (extras) =>
          withExtras({ feedback: 'Rest a little more.', approvalStatus: 'approved' }, extras),
        check: async () => {
          const [row] = await t.db
            .select()
            .from(postFeedback)
            .where(eq(postFeedback.id, before.id));
          expect(row).toMatchObject({
            postId: post.id,
            userId: writer.id,
            fakeUser: 9,
            createdAt: before.createdAt,
            feedback: 'Rest a little more.',
            approvalStatus: 'approved',
          });
          expect(await t.db.$count(postFeedback, eq(postFeedback.postId, post.id))).toBe(1);
        },
      };
    },
  },
  {
    name: 'POST /ideas',
    actor: 'person',
    prepare: async (actor) => {
      const idea = `An idea ${Math.random()}`;
      return {
        method: 'POST',
        url: '/api/v1/ideas',
        body: (extras) => withExtras({ idea }, extras),
        check: async () => {
          const rows = await t.db.select().from(ideas).where(eq(ideas.idea, idea));
          expect(rows).toHaveLength(1);
          expect(rows[0]?.userId).toBe(actor?.user.id);
          expect(isRecent(rows[0]?.createdAt)).toBe(true);
        },
      };
    },
  },
  {
    name: 'POST /ideas (a visitor)',
    actor: 'visitor',
    prepare: async () => {
      const idea = `An idea ${Math.random()}`;
      return {
        method: 'POST',
        url: '/api/v1/ideas',
        body: (extras) => withExtras({ idea }, extras),
        check: async () => {
          const rows = await t.db.select().from(ideas).where(eq(ideas.idea, idea));
          expect(rows).toHaveLength(1);
          expect(rows[0]?.userId).toBeNull();
        },
      };
    },
  },
  {
    name: 'POST /challengers (a moderator)',
    actor: 'moderator',
    prepare: async (actor) => {
      const participant = await createUser(t.db, { happyChallenge: true });
      return {
        method: 'POST',
        url: '/api/v1/challengers',
        body: (extras) => withExtras({ message: 'Keep going!', users: [participant.id] }, extras),
        check: async () => {
          const rows = await t.db
            .select()
            .from(challengeMessages)
            .where(eq(challengeMessages.recipientId, participant.id));
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({ senderId: actor?.user.id, channel: 'email' });
          expect(isRecent(rows[0]?.createdAt)).toBe(true);
        },
      };
    },
  },
  {
    name: 'POST /users/{id}/payment_methods',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: `/api/v1/users/${actor?.user.id}/payment_methods`,
      body: (extras) => withExtras(TEST_CARD, extras),
      check: async (response, extras) => {
        const rows = await t.db
          .select()
          .from(billingPaymentMethods)
          .where(eq(billingPaymentMethods.userId, actor?.user.id ?? ''));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          id: response.json().data.id,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2049,
          chargeOutcome: 'succeeds',
        });
        expect(suppliedValues(extras)).not.toContain(rows[0]?.id);
        expect(suppliedValues(extras)).not.toContain(rows[0]?.fingerprint);
      },
    }),
  },
  {
    name: 'PUT /users/{id}/cancelSubscription',
    actor: 'person',
    prepare: async (actor) => {
      const path = `/api/v1/users/${actor?.user.id}`;
      const read = await t.app.inject({
        method: 'GET',
        url: `${path}/subscription`,
        headers: actor?.headers ?? {},
      });
      expect(read.json().data.status).toBe('trialing');
      const [before] = await t.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.userId, actor?.user.id ?? ''));
      return {
        method: 'PUT',
        url: `${path}/cancelSubscription`,
        body: (extras) => withExtras({}, extras),
        check: async () => {
          const rows = await t.db
            .select()
            .from(billingSubscriptions)
            .where(eq(billingSubscriptions.userId, actor?.user.id ?? ''));
          expect(rows).toHaveLength(1);
          // Exactly what a cancel does to a trial: it ends at the end of the trial.
          expect(rows[0]).toMatchObject({
            id: before?.id,
            status: 'trialing',
            cancelAtPeriodEnd: true,
            customerId: before?.customerId,
            priceId: before?.priceId,
            unitAmount: before?.unitAmount,
            trialEnd: before?.trialEnd,
            currentPeriodEnd: before?.currentPeriodEnd,
          });
        },
      };
    },
  },
  {
    name: 'POST /challenge/join',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'POST',
      url: '/api/v1/challenge/join',
      body: (extras) => withExtras({}, extras),
      changesOfActor: ['happyChallenge', 'challengeJoinedAt'],
      check: async () => {
        const owned = await serverOwnedOf(actor?.user.id ?? '');
        expect(owned?.happyChallenge).toBe(true);
        expect(isRecent(owned?.challengeJoinedAt)).toBe(true);
        // Give the place back: the challenge has 100.
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/challenge/leave',
          headers: actor?.headers ?? {},
        });
      },
    }),
  },
  {
    name: 'DELETE /users/current',
    actor: 'person',
    prepare: async (actor) => ({
      method: 'DELETE',
      url: '/api/v1/users/current',
      body: (extras) => withExtras({ name: actor?.user.contact.contact ?? '' }, extras),
      deletesActor: true,
      check: async () => {
        expect(await t.db.$count(users, eq(users.id, actor?.user.id ?? ''))).toBe(0);
      },
    }),
  },
  {
    name: 'POST /verify-code',
    actor: 'visitor',
    prepare: async () => {
      const contact = uniqueEmail('new');
      const remoteAddress = uniqueIp();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/send-code',
        payload: { contact },
        remoteAddress,
      });
      expect(sent.statusCode).toBe(200);
      const code = codeFrom(await t.smtp.waitFor(contact));
      return {
        method: 'POST',
        url: '/api/v1/verify-code',
        // A code works only for the client that asked for it.
        remoteAddress,
        body: (extras) => withExtras({ contact, code }, extras),
        check: async (response) => {
          const person = response.json().data;
          expect(victim.ids).not.toContain(person._id);
          expect(person).toMatchObject({ moderator: false, happyChallenge: false });
          expect(person.contacts).toEqual([{ contact, contactType: 'email' }]);
          const owned = await serverOwnedOf(person._id);
          expect(owned).toMatchObject({ moderator: false, happyChallenge: false });
          expect(isRecent(owned?.createdAt)).toBe(true);
        },
      };
    },
  },
  {
    name: 'POST /send-code',
    actor: 'visitor',
    prepare: async () => {
      const contact = uniqueEmail('new');
      return {
        method: 'POST',
        url: '/api/v1/send-code',
        body: (extras) => withExtras({ contact }, extras),
        check: async () => {
          const mail = await t.smtp.waitFor(contact);
          expect(mail.to).toEqual([contact]);
          expect(t.smtp.to(victim.email)).toHaveLength(0);
        },
      };
    },
  },
];

async function identityRoute(
  actor: Person | null,
  url: string,
  base: Record<string, unknown>,
): Promise<Prepared> {
  const headers = actor?.headers ?? {};
  await t.app.inject({ method: 'GET', url: '/api/v1/identity', headers });
  const [before] = await t.db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, actor?.user.id ?? ''), eq(posts.category, 'identity')));
  if (!before) throw new Error('no identity');
  return {
    method: 'PUT',
    url,
    body: (extras) =>
      bodyWithExtras({ ...base, actionItems: ACTION_ITEMS }, extras, ['actionItems']),
    check: async () => {
      const rows = await t.db
        .select()
        .from(posts)
        .where(eq(posts.userId, actor?.user.id ?? ''));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: before.id,
        userId: before.userId,
        category: 'identity',
        createdAt: before.createdAt,
        fakeUser: before.fakeUser,
        shareForFeedback: false,
        shareForResearch: false,
        draft: false,
        deleted: false,
        actionItems: ACTION_ITEMS,
        uncheckedItems: 1,
      });
      expect(['', 'needs_review']).toContain(rows[0]?.approvalStatus);
    },
    refusesDeleted: true,
  };
}

describe('mass assignment', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s ignores or refuses random extra fields, and changes nothing of anyone else',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(extrasArbitrary(), async (extras) => {
          const actor =
            route.actor === 'visitor'
              ? null
              : await createSignedInUser(t.db, { moderator: route.actor === 'moderator' });
          const prepared = await route.prepare(actor);
          const victimBefore = await snapshotOfVictim();
          const actorBefore = actor ? await serverOwnedOf(actor.user.id) : null;

          const response = await t.app.inject({
            method: prepared.method,
            url: prepared.url,
            headers: {
              ...(actor?.headers ?? {}),
              'content-type': 'application/json',
              ...prepared.headers,
            },
            remoteAddress: prepared.remoteAddress ?? uniqueIp(),
            payload: prepared.body(extras),
          });

          const refused = [400, ...(prepared.refusals ?? [])];
          if (refused.includes(response.statusCode)) {
            expectRefusedInShape(response);
            await prepared.checkRefused?.();
          } else {
            expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
            expect(response.statusCode, response.body).toBeLessThan(300);
            if (prepared.refusesDeleted) {
              const asksToDelete = extras.some(
                ([key, value]) => key === 'deleted' && value !== false,
              );
              expect(asksToDelete, `deleted silently dropped: ${JSON.stringify(extras)}`).toBe(
                false,
              );
            }
            await prepared.check(response, extras);
          }

          expect(await snapshotOfVictim()).toEqual(victimBefore);
          if (actor && !(prepared.deletesActor && response.statusCode < 300)) {
            const after = await serverOwnedOf(actor.user.id);
            const keep = (owned: typeof after) =>
              Object.fromEntries(
                Object.entries(owned ?? {}).filter(
                  ([key]) => !prepared.changesOfActor?.includes(key),
                ),
              );
            expect(keep(after)).toEqual(keep(actorBefore));
          }
          // No prototype was polluted in this process (the server runs in it).
          expect(({} as Record<string, unknown>).moderator).toBeUndefined();
          expect(({} as Record<string, unknown>).userId).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  it('sends some extras that each route accepts, not only ones it refuses', async () => {
    // A guard on the property above: with only refusals, it would prove nothing.
    const actor = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { ...actor.headers, 'content-type': 'application/json' },
      payload: withExtras({ category: 'journal' }, [
        ['moderator', true],
        ['userId', victim.person.user.id],
        ['approvalStatus', 'approved'],
        ['deleted', false],
        ['created', '2000-01-01T00:00:00.000Z'],
      ]),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(posts).where(eq(posts.userId, actor.user.id));
    expect(row).toMatchObject({ deleted: false, approvalStatus: 'needs_review' });
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
    expect(await serverOwnedOf(actor.user.id)).toMatchObject({ moderator: false });
  });

  it('refuses deleted: true on every route that writes a post, and writes nothing', async () => {
    const actor = await createSignedInUser(t.db);
    const mine = await createPost(t.db, actor.user.id);
    await t.app.inject({ method: 'GET', url: '/api/v1/identity', headers: actor.headers });
    const before = await t.db.select().from(posts).where(eq(posts.userId, actor.user.id));
    for (const [method, url, body] of [
      ['POST', '/api/v1/posts', { category: 'journal' }],
      ['PUT', `/api/v1/posts/${mine.id}`, { category: 'journal', title: 'Changed' }],
      ['PUT', '/api/v1/identity', { title: 'Changed' }],
      ['PUT', '/api/v1/identity/action-items', { actionItems: ACTION_ITEMS }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...actor.headers, 'content-type': 'application/json' },
        payload: withExtras(body, [['deleted', true]]),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.message).toContain('DELETE /api/v1/posts/{id}');
    }
    expect(await t.db.select().from(posts).where(eq(posts.userId, actor.user.id))).toEqual(before);
  });
});
