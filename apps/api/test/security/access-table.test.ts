import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../src/db/app-secrets.ts';
import { postFeedback } from '../../src/db/schema/post-feedback.ts';
import { posts } from '../../src/db/schema/posts.ts';
import { reminders } from '../../src/db/schema/reminders.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUnsubscribeTokens } from '../../src/modules/reminders/unsubscribe-token.ts';
import {
  addPasskey,
  createImage,
  createPost,
  createSealedImage,
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
  passkeyAssertion,
  sealedPictureForm,
  uniqueEmail,
  uniqueIp,
} from '../factories.ts';
import { makeJpeg } from '../image-fixtures.ts';
import { dayOneZip } from '../import-fixtures.ts';
import { codeFrom } from '../smtp-test-server.ts';
import { startStripeStandIn } from '../stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../webauthn-authenticator.ts';

/*
 * Promise 21 (docs/security.md): every route Fastify registers x {visitor, owner, other signed-in
 * person, moderator}, with the expected status.
 *
 * The routes are read from Fastify itself (an onRoute hook installed before any route), so a
 * new route without a row fails "every registered route has a row", and a row whose route is
 * gone fails "every row names a registered route". HEAD routes (Fastify adds one per GET) are
 * checked with the expectations of their GET row.
 *
 * "Owner" is the person whose data the URL or body names (their post, image, card, invoice,
 * tracker; for routes that name nobody, the signed-in person acting for themselves). "Other"
 * is another signed-in person sending the very same request, "moderator" a moderator who is
 * not the owner. Each cell runs on fresh fixtures, so one request cannot spoil the next.
 */

type Role = 'visitor' | 'owner' | 'other' | 'moderator';
const ROLES: Role[] = ['visitor', 'owner', 'other', 'moderator'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Scene = {
  /** The owner of the data the request names (the actor, when the owner acts). */
  owner: () => Promise<Person>;
  /** The acting person (null for the visitor). */
  actor: Person | null;
  /** Lazily made fixtures of the owner's. */
  privatePost: () => Promise<string>;
  postInReview: () => Promise<string>;
  approvedSharedPost: () => Promise<string>;
  /** A post the owner deleted a moment ago, in their "Recently deleted". */
  recentlyDeletedPost: () => Promise<string>;
  suggestion: () => Promise<{ postId: string; feedbackId: string }>;
  image: () => Promise<string>;
  /** A sealed picture of the owner's, 64 px wide (one width). */
  sealedImage: () => Promise<string>;
  tracker: () => Promise<string>;
  card: () => Promise<string>;
  invoice: () => Promise<string>;
  participant: () => Promise<string>;
  /** A login code just sent to a new address, as the mail delivered it, and the client that
   * asked for it (only that client may use it). */
  freshCode: () => Promise<{ contact: string; code: string; client: string }>;
  /** A passkey of the owner's, with the authenticator that holds it. */
  passkey: () => Promise<{ id: string; authenticator: SoftwareAuthenticator }>;
  /** The owner's journal being sealed, with a passkey that opens it: its key and that wrap. */
  sealing: () => Promise<{ keyId: string; passkeyWrapId: string; credentialId: string }>;
  /** The owner's journal sealed with one sealed post, now being unsealed. */
  unsealing: () => Promise<{ postId: string; lastUpdate: string }>;
  /** The owner's journal sealed (a recovery key and a passkey): its key and its wraps' ids. */
  sealed: () => Promise<{ keyId: string; wrapIds: string[] }>;
};

type Request = {
  url: string;
  payload?: object | FormData;
  headers?: Record<string, string>;
  /** The client's address, when the request must come from a given one. */
  remoteAddress?: string;
};

type Row = {
  /** What the cell does, when a route needs more than one case. */
  label?: string;
  request: (scene: Scene) => Promise<Request> | Request;
  expected: Record<Role, number>;
};

const signedIn = (status: number) => ({
  visitor: 401,
  owner: status,
  other: status,
  moderator: status,
});
const everyone = (status: number) => ({
  visitor: status,
  owner: status,
  other: status,
  moderator: status,
});
/** Private data of the owner: nobody else even learns that it exists. */
const ownerOnly = (status: number) => ({ visitor: 401, owner: status, other: 404, moderator: 404 });
/** An image nobody but its owner may see: 404 to everyone else, visitors included. */
const ownerOnlyImage = { visitor: 404, owner: 200, other: 404, moderator: 404 };
const moderatorsOnly = (status: number) => ({
  visitor: 401,
  owner: 403,
  other: 403,
  moderator: status,
});

const TEST_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2049, cvc: '123' };
const billingPath = async (scene: Scene, rest: string) =>
  `/api/v1/users/${(await scene.owner()).user.id}${rest}`;

function uploadForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

const REMINDERS_ON = {
  timeZone: 'Europe/Paris',
  dailyIntention: { enabled: true, time: '07:30' },
  habitCheckIn: { enabled: true, time: '20:00' },
};

/** A Chrome subscription on Google's push service (only stored: nothing is pushed). */
const chromeSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  keys: {
    p256dh: randomBytes(65).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/** The unsubscribe token a reminder mail of the person's would carry. */
async function unsubscribeTokenOf(person: Person): Promise<string> {
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/reminders',
    headers: person.headers,
    payload: REMINDERS_ON,
  });
  const [row] = await t.db.select().from(reminders).where(eq(reminders.userId, person.user.id));
  if (!row) throw new Error('no reminder');
  const tokens = createUnsubscribeTokens(await loadAppSecret(t.db, 'reminder-unsubscribe-hmac'));
  return tokens.sign(row.id);
}

/** The table: one or more rows per "METHOD url" as Fastify registers it. */
const TABLE: Record<string, Row[]> = {
  // --- site, health, docs: public ---
  'GET /api/health': [{ request: () => ({ url: '/api/health' }), expected: everyone(200) }],
  'GET /api/v1/stats': [{ request: () => ({ url: '/api/v1/stats' }), expected: everyone(200) }],
  'POST /api/v1/ideas': [
    {
      request: () => ({ url: '/api/v1/ideas', payload: { idea: 'A dark theme' } }),
      expected: everyone(200),
    },
  ],
  'GET /api/docs': [{ request: () => ({ url: '/api/docs' }), expected: everyone(200) }],
  'GET /api/docs/json': [{ request: () => ({ url: '/api/docs/json' }), expected: everyone(200) }],
  'GET /api/docs/yaml': [{ request: () => ({ url: '/api/docs/yaml' }), expected: everyone(200) }],
  'GET /api/docs/static/index.html': [
    // Swagger UI sends its own index page to /api/docs/.
    { request: () => ({ url: '/api/docs/static/index.html' }), expected: everyone(302) },
  ],
  'GET /api/docs/static/swagger-initializer.js': [
    {
      request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
      expected: everyone(200),
    },
  ],
  'GET /api/docs/static/*': [
    { request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expected: everyone(200) },
  ],

  // --- auth ---
  'POST /api/v1/send-code': [
    {
      request: () => ({ url: '/api/v1/send-code', payload: { contact: uniqueEmail('send') } }),
      expected: everyone(200),
    },
  ],
  'POST /api/v1/verify-code': [
    {
      request: async (scene) => {
        // A code works only for the client that asked for it.
        const { client, ...payload } = await scene.freshCode();
        return { url: '/api/v1/verify-code', payload, remoteAddress: client };
      },
      expected: everyone(200),
    },
  ],
  'GET /api/v1/session': [{ request: () => ({ url: '/api/v1/session' }), expected: everyone(200) }],
  'POST /api/v1/logout': [{ request: () => ({ url: '/api/v1/logout' }), expected: signedIn(200) }],

  // --- passkeys ---
  'POST /api/v1/passkeys/registration/options': [
    // Every actor signed in just now: a fresh proof.
    { request: () => ({ url: '/api/v1/passkeys/registration/options' }), expected: signedIn(200) },
  ],
  'POST /api/v1/passkeys/registration/verify': [
    {
      label: 'a passkey made from the options the owner was given',
      request: async (s) => {
        const options = await t.app.inject({
          method: 'POST',
          url: '/api/v1/passkeys/registration/options',
          headers: (await s.owner()).headers,
        });
        const authenticator = createSoftwareAuthenticator({ origin: t.config.appUrl });
        return {
          url: '/api/v1/passkeys/registration/verify',
          payload: { name: 'Phone', response: authenticator.register(options.json().data) },
        };
      },
      // The challenge was made for the owner: anyone else's verify finds none.
      expected: { visitor: 401, owner: 200, other: 400, moderator: 400 },
    },
  ],
  'GET /api/v1/passkeys': [
    { request: () => ({ url: '/api/v1/passkeys' }), expected: signedIn(200) },
  ],
  'PUT /api/v1/passkeys/:id': [
    {
      request: async (s) => ({
        url: `/api/v1/passkeys/${(await s.passkey()).id}`,
        payload: { name: 'Renamed' },
      }),
      expected: ownerOnly(200),
    },
  ],
  'DELETE /api/v1/passkeys/:id': [
    {
      request: async (s) => ({ url: `/api/v1/passkeys/${(await s.passkey()).id}` }),
      expected: ownerOnly(204),
    },
  ],
  'POST /api/v1/passkeys/authentication/options': [
    {
      request: () => ({ url: '/api/v1/passkeys/authentication/options' }),
      expected: everyone(200),
    },
  ],
  'POST /api/v1/passkeys/authentication/verify': [
    {
      // Whoever holds the owner's authenticator signs in as the owner, signed in or not.
      label: "the owner's passkey",
      request: async (s) => ({
        url: '/api/v1/passkeys/authentication/verify',
        payload: await passkeyAssertion(t, (await s.passkey()).authenticator),
      }),
      expected: everyone(200),
    },
  ],

  // --- the lock on a device (decision 0047): each person locks and unlocks their own session ---
  'POST /api/v1/session/lock': [
    { request: () => ({ url: '/api/v1/session/lock' }), expected: signedIn(200) },
  ],
  'PUT /api/v1/session/idle-lock': [
    {
      request: () => ({
        url: '/api/v1/session/idle-lock',
        payload: { lockAfterMinutes: 5, idleSeconds: 0 },
      }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/session/unlock/send-code': [
    {
      // Always to the sender's own contact: the body names none.
      request: () => ({ url: '/api/v1/session/unlock/send-code', payload: {} }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/session/unlock/verify-code': [
    {
      label: "the code sent to the owner's contact, from the client that asked",
      request: async (s) => {
        const owner = await s.owner();
        const client = uniqueIp();
        const contact = owner.user.contact.contact;
        const before = t.smtp.to(contact).length;
        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/v1/session/unlock/send-code',
          headers: owner.headers,
          payload: {},
          remoteAddress: client,
        });
        if (sent.statusCode !== 200) throw new Error(sent.body);
        const code = codeFrom(await t.smtp.waitFor(contact, before + 1));
        return {
          url: '/api/v1/session/unlock/verify-code',
          payload: { code },
          remoteAddress: client,
        };
      },
      // It proves only the owner: anyone else's session checks it against their own contact.
      expected: { visitor: 401, owner: 200, other: 401, moderator: 401 },
    },
  ],
  'POST /api/v1/session/unlock/passkey/options': [
    {
      request: () => ({ url: '/api/v1/session/unlock/passkey/options' }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/session/unlock/passkey/verify': [
    {
      label: "the owner's passkey, on the options the owner's session was given",
      request: async (s) => {
        const { authenticator } = await s.passkey();
        const options = await t.app.inject({
          method: 'POST',
          url: '/api/v1/session/unlock/passkey/options',
          headers: (await s.owner()).headers,
          remoteAddress: uniqueIp(),
        });
        return {
          url: '/api/v1/session/unlock/passkey/verify',
          payload: { response: authenticator.assert(options.json().data) },
        };
      },
      // The challenge names the owner, and the passkey is the owner's.
      expected: { visitor: 401, owner: 200, other: 401, moderator: 401 },
    },
  ],

  // --- users ---
  'GET /api/v1/users/current': [
    { request: () => ({ url: '/api/v1/users/current' }), expected: signedIn(200) },
  ],
  'PUT /api/v1/users/current': [
    {
      request: () => ({ url: '/api/v1/users/current', payload: { city: 'Porto' } }),
      expected: signedIn(200),
    },
    {
      label: "the owner's image as the avatar",
      request: async (scene) => ({
        url: '/api/v1/users/current',
        payload: { image: await scene.image() },
      }),
      // Someone else's image is no image of theirs: refused, and nothing learnt.
      expected: { visitor: 401, owner: 200, other: 400, moderator: 400 },
    },
  ],
  'DELETE /api/v1/users/current': [
    {
      // Each person can only ever delete themselves: the name is the actor's own.
      request: (scene) => ({
        url: '/api/v1/users/current',
        payload: { name: scene.actor?.user.name ?? NAMES.owner },
      }),
      expected: signedIn(204),
    },
  ],

  // --- billing (docs/product.md section 7; another person's billing does not exist) ---
  'GET /api/v1/billing/config': [
    { request: () => ({ url: '/api/v1/billing/config' }), expected: signedIn(200) },
  ],
  'GET /api/v1/users/:id/payment_methods': [
    {
      request: async (s) => ({ url: await billingPath(s, '/payment_methods') }),
      expected: ownerOnly(200),
    },
  ],
  'POST /api/v1/users/:id/payment_methods': [
    {
      request: async (s) => ({ url: await billingPath(s, '/payment_methods'), payload: TEST_CARD }),
      expected: ownerOnly(201),
    },
  ],
  'GET /api/v1/users/:id/payment_methods/secret': [
    {
      request: async (s) => ({ url: await billingPath(s, '/payment_methods/secret') }),
      expected: ownerOnly(200),
    },
  ],
  'POST /api/v1/users/:id/payment_methods/:pmId/make_default': [
    {
      request: async (s) => ({
        url: await billingPath(s, `/payment_methods/${await s.card()}/make_default`),
      }),
      expected: ownerOnly(200),
    },
  ],
  'DELETE /api/v1/users/:id/payment_methods/:pmId': [
    {
      request: async (s) => ({ url: await billingPath(s, `/payment_methods/${await s.card()}`) }),
      expected: ownerOnly(204),
    },
  ],
  'GET /api/v1/users/:id/subscription': [
    {
      request: async (s) => ({ url: await billingPath(s, '/subscription') }),
      expected: ownerOnly(200),
    },
  ],
  'PUT /api/v1/users/:id/activateSubscription': [
    {
      request: async (s) => {
        await s.card();
        return { url: await billingPath(s, '/activateSubscription') };
      },
      expected: ownerOnly(200),
    },
  ],
  'PUT /api/v1/users/:id/cancelSubscription': [
    {
      request: async (s) => ({ url: await billingPath(s, '/cancelSubscription') }),
      expected: ownerOnly(200),
    },
  ],
  'GET /api/v1/users/:id/invoices': [
    {
      request: async (s) => ({ url: await billingPath(s, '/invoices') }),
      expected: ownerOnly(200),
    },
  ],
  'GET /api/v1/users/:id/invoices/:invoiceId': [
    {
      request: async (s) => ({ url: await billingPath(s, `/invoices/${await s.invoice()}`) }),
      expected: ownerOnly(200),
    },
  ],

  // --- images ---
  'POST /api/v1/images': [
    {
      request: async () => ({ url: '/api/v1/images', payload: uploadForm(await makeJpeg(32, 24)) }),
      expected: signedIn(200),
    },
  ],
  'GET /api/v1/images/:file': [
    {
      label: "the owner's image, in no post",
      request: async (s) => ({ url: `/api/v1/images/${await s.image()}.jpg` }),
      // Visitors get 404 too (an <img> carries the cookie or nothing); moderators see only the
      // pictures of posts they may read (decision 0032).
      expected: ownerOnlyImage,
    },
    {
      label: "the owner's avatar",
      request: async (s) => {
        const image = await s.image();
        await t.db
          .update(users)
          .set({ image })
          .where(eq(users.id, (await s.owner()).user.id));
        return { url: `/api/v1/images/${image}.jpg` };
      },
      expected: ownerOnlyImage,
    },
    {
      label: "the picture of the owner's private post",
      request: async (s) => {
        const image = await s.image();
        const postId = await s.privatePost();
        await t.db.update(posts).set({ image }).where(eq(posts.id, postId));
        return { url: `/api/v1/images/${image}.jpg` };
      },
      expected: ownerOnlyImage,
    },
    {
      label: "the picture of the owner's shared post waiting for review",
      request: async (s) => {
        const image = await s.image();
        const postId = await s.postInReview();
        await t.db.update(posts).set({ image }).where(eq(posts.id, postId));
        return { url: `/api/v1/images/${image}.jpg` };
      },
      expected: { visitor: 404, owner: 200, other: 404, moderator: 200 },
    },
    {
      label: "the picture of the owner's approved community post",
      request: async (s) => {
        const image = await s.image();
        const postId = await s.approvedSharedPost();
        await t.db.update(posts).set({ image }).where(eq(posts.id, postId));
        return { url: `/api/v1/images/${image}.jpg` };
      },
      expected: { visitor: 404, owner: 200, other: 200, moderator: 200 },
    },
  ],
  // A sealed journal's pictures (decision 0073): ciphertexts, their owner's alone.
  'POST /api/v1/images/sealed': [
    {
      request: async (s) => {
        const { keyId } = await s.sealing();
        return {
          url: '/api/v1/images/sealed',
          payload: sealedPictureForm({ id: randomUUID(), width: 64, height: 48, keyId }),
        };
      },
      // Only the owner's journal is sealed: an open one takes no sealed picture.
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'PUT /api/v1/images/:id/sealed': [
    {
      request: async (s) => {
        const { keyId } = await s.sealing();
        return {
          url: `/api/v1/images/${await s.image()}/sealed`,
          payload: sealedPictureForm({ width: 64, height: 48, keyId }),
        };
      },
      // Only while the journal is sealed: another's journal is open (409), whoever's picture.
      expected: { visitor: 401, owner: 204, other: 409, moderator: 409 },
    },
  ],
  'PUT /api/v1/images/:id/plain': [
    {
      request: async (s) => {
        await s.unsealing();
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(await makeJpeg(64, 48))]), 'opened.jpg');
        return { url: `/api/v1/images/${await s.sealedImage()}/plain`, payload: form };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/images/plain': [
    { request: () => ({ url: '/api/v1/images/plain?limit=10' }), expected: signedIn(200) },
  ],
  'GET /api/v1/images/sealed': [
    { request: () => ({ url: '/api/v1/images/sealed?limit=10' }), expected: signedIn(200) },
  ],
  'GET /api/v1/images/sealed/:file': [
    {
      request: async (s) => ({ url: `/api/v1/images/sealed/${await s.sealedImage()}-64` }),
      // Nobody else could open it; a shared post is sent plain.
      expected: ownerOnly(200),
    },
  ],
  'DELETE /api/v1/images/:id': [
    {
      request: async (s) => ({ url: `/api/v1/images/${await s.image()}` }),
      expected: ownerOnly(204),
    },
  ],

  // --- posts ---
  'GET /api/v1/posts': [
    { request: () => ({ url: '/api/v1/posts' }), expected: signedIn(200) },
    {
      label: 'the review list (empty for people who are not moderators)',
      request: () => ({ url: '/api/v1/posts?filter=review' }),
      expected: signedIn(200),
    },
    {
      label: "the review list asked the product's way (empty for people who are not moderators)",
      request: () => ({ url: '/api/v1/posts?shareForFeedback=true&approvalStatus=needs_review' }),
      expected: signedIn(200),
    },
  ],
  // Each person's own posts only (proven in on-this-day.routes.test.ts).
  'GET /api/v1/on-this-day': [
    {
      request: async (scene) => {
        await scene.privatePost();
        return { url: '/api/v1/on-this-day?tz=Pacific/Kiritimati' };
      },
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/posts': [
    {
      request: () => ({ url: '/api/v1/posts', payload: { category: 'journal', title: 'Hello' } }),
      expected: signedIn(200),
    },
  ],
  'GET /api/v1/posts/:id': [
    {
      label: "the owner's private post",
      request: async (s) => ({ url: `/api/v1/posts/${await s.privatePost()}` }),
      expected: ownerOnly(200),
    },
    {
      label: "the owner's shared post waiting for review",
      request: async (s) => ({ url: `/api/v1/posts/${await s.postInReview()}` }),
      expected: { visitor: 401, owner: 200, other: 404, moderator: 200 },
    },
    {
      label: "the owner's approved community post",
      request: async (s) => ({ url: `/api/v1/posts/${await s.approvedSharedPost()}` }),
      expected: signedIn(200),
    },
  ],
  'PUT /api/v1/posts/:id': [
    {
      label: "saving the owner's private post",
      request: async (s) => ({
        url: `/api/v1/posts/${await s.privatePost()}`,
        payload: { category: 'journal', title: 'Rewritten' },
      }),
      expected: ownerOnly(200),
    },
    {
      label: "saving the owner's approved community post",
      request: async (s) => ({
        url: `/api/v1/posts/${await s.approvedSharedPost()}`,
        payload: { category: 'question', title: 'Rewritten', shareForFeedback: true },
      }),
      // Readers may read it, never write it: no hint that the post is theirs to change.
      expected: ownerOnly(200),
    },
    {
      label: 'approving a post waiting for review',
      request: async (s) => ({
        url: `/api/v1/posts/${await s.postInReview()}`,
        payload: { approvalStatus: 'approved' },
      }),
      // The author never approves their own (403 own_post); others cannot see it (404).
      expected: { visitor: 401, owner: 403, other: 404, moderator: 200 },
    },
    {
      label: 'rejecting an approved community post',
      request: async (s) => ({
        url: `/api/v1/posts/${await s.approvedSharedPost()}`,
        payload: { approvalStatus: 'rejected' },
      }),
      expected: { visitor: 401, owner: 403, other: 403, moderator: 200 },
    },
  ],
  'DELETE /api/v1/posts/:id': [
    {
      label: "the owner's private post",
      request: async (s) => ({ url: `/api/v1/posts/${await s.privatePost()}` }),
      expected: ownerOnly(204),
    },
    {
      label: "the owner's approved community post",
      request: async (s) => ({ url: `/api/v1/posts/${await s.approvedSharedPost()}` }),
      expected: ownerOnly(204),
    },
  ],

  // Each person's own deleted posts only (proven in recently-deleted.routes.test.ts).
  'GET /api/v1/posts/deleted': [
    {
      request: async (s) => {
        await s.recentlyDeletedPost();
        return { url: '/api/v1/posts/deleted' };
      },
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/posts/:id/restore': [
    {
      label: "the owner's recently deleted post",
      request: async (s) => ({ url: `/api/v1/posts/${await s.recentlyDeletedPost()}/restore` }),
      expected: ownerOnly(200),
    },
    {
      label: "the owner's post that is not deleted",
      request: async (s) => ({ url: `/api/v1/posts/${await s.privatePost()}/restore` }),
      expected: { visitor: 401, owner: 404, other: 404, moderator: 404 },
    },
  ],

  // --- community: suggestions, challenge, challengers ---
  'PUT /api/v1/posts/:id/feedback': [
    {
      label: "on the owner's approved community post",
      request: async (s) => ({
        url: `/api/v1/posts/${await s.approvedSharedPost()}/feedback`,
        payload: { feedback: 'Try a walk.' },
      }),
      expected: { visitor: 401, owner: 403, other: 200, moderator: 200 },
    },
    {
      label: "on the owner's private post",
      request: async (s) => ({
        url: `/api/v1/posts/${await s.privatePost()}/feedback`,
        payload: { feedback: 'Try a walk.' },
      }),
      expected: { visitor: 401, owner: 403, other: 404, moderator: 404 },
    },
  ],
  'PUT /api/v1/posts/:id/feedback/:feedbackId': [
    {
      request: async (s) => {
        const { postId, feedbackId } = await s.suggestion();
        return {
          url: `/api/v1/posts/${postId}/feedback/${feedbackId}`,
          payload: { feedback: 'Try a walk.', approvalStatus: 'approved' },
        };
      },
      expected: moderatorsOnly(200),
    },
  ],
  'GET /api/v1/challenge': [
    { request: () => ({ url: '/api/v1/challenge' }), expected: signedIn(200) },
  ],
  'POST /api/v1/challenge/join': [
    { request: () => ({ url: '/api/v1/challenge/join' }), expected: signedIn(200) },
  ],
  'POST /api/v1/challenge/leave': [
    { request: () => ({ url: '/api/v1/challenge/leave' }), expected: signedIn(200) },
  ],
  'GET /api/v1/challengers': [
    { request: () => ({ url: '/api/v1/challengers' }), expected: moderatorsOnly(200) },
  ],
  'POST /api/v1/challengers': [
    {
      request: async (s) => ({
        url: '/api/v1/challengers',
        payload: { message: 'Keep going!', users: [await s.participant()] },
      }),
      expected: moderatorsOnly(200),
    },
  ],

  // --- identity, excitement, feelings, trackers: each person's own ---
  'GET /api/v1/identity': [
    { request: () => ({ url: '/api/v1/identity' }), expected: signedIn(200) },
  ],
  'PUT /api/v1/identity': [
    {
      request: () => ({ url: '/api/v1/identity', payload: { title: 'Me', identity: 'Kind' } }),
      expected: signedIn(200),
    },
    {
      label: "with the owner's image",
      request: async (s) => ({ url: '/api/v1/identity', payload: { image: await s.image() } }),
      expected: { visitor: 401, owner: 200, other: 400, moderator: 400 },
    },
  ],
  'PUT /api/v1/identity/action-items': [
    {
      request: () => ({
        url: '/api/v1/identity/action-items',
        payload: { actionItems: [{ action: 'Walk', complete: false }] },
      }),
      expected: signedIn(200),
    },
  ],
  'GET /api/v1/excitement/current': [
    { request: () => ({ url: '/api/v1/excitement/current' }), expected: signedIn(200) },
  ],
  'POST /api/v1/excitement': [
    {
      request: () => ({
        url: '/api/v1/excitement',
        payload: { choices: ['recast', 'relabel'], choiceSelected: 0 },
      }),
      expected: signedIn(200),
    },
  ],
  'DELETE /api/v1/excitement/current': [
    { request: () => ({ url: '/api/v1/excitement/current' }), expected: signedIn(204) },
  ],
  'GET /api/v1/feelings': [
    { request: () => ({ url: '/api/v1/feelings' }), expected: signedIn(200) },
  ],
  'POST /api/v1/feelings': [
    {
      request: () => ({ url: '/api/v1/feelings', payload: { feeling: 'Calm' } }),
      expected: signedIn(200),
    },
  ],
  'DELETE /api/v1/feelings': [
    { request: () => ({ url: '/api/v1/feelings' }), expected: signedIn(204) },
  ],
  // Each person's own words only (proven in feelings.routes.test.ts).
  'GET /api/v1/feelings/words': [
    { request: () => ({ url: '/api/v1/feelings/words' }), expected: signedIn(200) },
  ],
  // Insights read only the signed-in person's own data (proven in insights.routes.test.ts).
  'GET /api/v1/insights': [
    { request: () => ({ url: '/api/v1/insights?tz=Europe/Paris' }), expected: signedIn(200) },
  ],
  'GET /api/v1/insights/trends': [
    {
      request: () => ({ url: '/api/v1/insights/trends?unit=month' }),
      expected: signedIn(200),
    },
  ],
  'GET /api/v1/search': [
    {
      // Each person searches only their own posts: another's search finds nothing, answered 200.
      label: "words of the owner's private post",
      request: async (scene) => {
        await scene.privatePost();
        return { url: '/api/v1/search?q=journal' };
      },
      expected: signedIn(200),
    },
  ],
  // Each person's own notices: another person's ids change nothing (notices.routes.test.ts).
  'GET /api/v1/notices': [{ request: () => ({ url: '/api/v1/notices' }), expected: signedIn(200) }],
  'POST /api/v1/notices/read': [
    { request: () => ({ url: '/api/v1/notices/read', payload: {} }), expected: signedIn(200) },
  ],
  'GET /api/v1/reminders': [
    { request: () => ({ url: '/api/v1/reminders' }), expected: signedIn(200) },
  ],
  'PUT /api/v1/reminders': [
    {
      request: () => ({ url: '/api/v1/reminders', payload: REMINDERS_ON }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/reminders/unsubscribe': [
    {
      // The signed link is the whole access rule: whoever holds it, signed in or not.
      label: "the owner's link",
      request: async (s) => ({
        url: `/api/v1/reminders/unsubscribe?token=${await unsubscribeTokenOf(await s.owner())}`,
      }),
      expected: everyone(200),
    },
    {
      label: 'a forged link',
      request: async (s) => {
        const token = await unsubscribeTokenOf(await s.owner());
        return { url: '/api/v1/reminders/unsubscribe', payload: { token: `${token}x` } };
      },
      expected: everyone(404),
    },
  ],
  'GET /api/v1/reminders/unsubscribe': [
    {
      // Only sends the browser to the page that asks first; changes nothing.
      label: 'a link of the token form',
      request: async (s) => ({
        url: `/api/v1/reminders/unsubscribe?token=${await unsubscribeTokenOf(await s.owner())}`,
      }),
      expected: everyone(303),
    },
    {
      // Never copied into the Location header: only the token's alphabet goes back out.
      label: 'not a token',
      request: () => ({ url: '/api/v1/reminders/unsubscribe?token=anything' }),
      expected: everyone(400),
    },
  ],
  // Each person's own devices (push-subscriptions.routes.test.ts proves another sees none).
  'GET /api/v1/push-subscriptions': [
    { request: () => ({ url: '/api/v1/push-subscriptions' }), expected: signedIn(200) },
  ],
  'POST /api/v1/push-subscriptions': [
    {
      request: () => ({ url: '/api/v1/push-subscriptions', payload: chromeSubscription() }),
      expected: signedIn(200),
    },
  ],
  'DELETE /api/v1/push-subscriptions': [
    {
      label: "the owner's device",
      request: async (s) => {
        const device = chromeSubscription();
        const added = await t.app.inject({
          method: 'POST',
          url: '/api/v1/push-subscriptions',
          headers: (await s.owner()).headers,
          payload: device,
        });
        if (added.statusCode !== 200) throw new Error(added.body);
        return { url: '/api/v1/push-subscriptions', payload: { endpoint: device.endpoint } };
      },
      expected: ownerOnly(200),
    },
  ],
  'GET /api/v1/habit-trackers': [
    { request: () => ({ url: '/api/v1/habit-trackers' }), expected: signedIn(200) },
  ],
  'POST /api/v1/habit-trackers': [
    {
      request: () => ({
        url: '/api/v1/habit-trackers',
        payload: [{ title: 'Run', dates: [] }],
      }),
      expected: signedIn(200),
    },
  ],
  'PUT /api/v1/habit-trackers': [
    {
      label: "saving the owner's tracker",
      request: async (s) => ({
        url: '/api/v1/habit-trackers',
        payload: [{ _id: await s.tracker(), title: 'Swim', dates: ['2026-05-01'] }],
      }),
      expected: ownerOnly(200),
    },
  ],
  'DELETE /api/v1/habit-trackers/:id': [
    {
      request: async (s) => ({ url: `/api/v1/habit-trackers/${await s.tracker()}` }),
      expected: ownerOnly(204),
    },
  ],

  // --- archive: each person's own export, import and report ---
  'GET /api/v1/archive/export': [
    { request: () => ({ url: '/api/v1/archive/export' }), expected: signedIn(200) },
  ],
  'POST /api/v1/archive/import': [
    {
      // The owner's export: whoever holds the file may import it into their own account.
      label: "the owner's export",
      request: async (s) => {
        const exported = await t.app.inject({
          method: 'GET',
          url: '/api/v1/archive/export',
          headers: (await s.owner()).headers,
        });
        return {
          url: '/api/v1/archive/import',
          payload: exported.rawPayload,
          headers: { 'content-type': 'application/zip' },
        };
      },
      expected: signedIn(200),
    },
    {
      // Another journal's file, previewed: anyone signed in may read a file into their own account.
      label: 'a Day One export, previewed',
      request: async () => ({
        url: '/api/v1/archive/import?dryRun=true',
        payload: await dayOneZip([
          { uuid: 'ABC', text: 'An entry', creationDate: '2020-01-01T00:00:00Z' },
        ]),
        headers: { 'content-type': 'application/octet-stream' },
      }),
      expected: signedIn(200),
    },
  ],
  // A sealed journal's keys and sealing (decision 0068): each person's own; another's 404.
  'GET /api/v1/seal': [{ request: () => ({ url: '/api/v1/seal' }), expected: signedIn(200) }],
  'PUT /api/v1/seal': [
    {
      request: () => ({
        url: '/api/v1/seal',
        payload: {
          keyId: randomUUID(),
          prfSalt: randomBytes(32).toString('base64url'),
          recoveryKeySaved: true,
          wraps: [sealWrap('recovery')],
        },
      }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/seal/complete': [
    {
      // The owner's journal is being sealed and holds nothing plain; anyone else's is open.
      request: async (s) => {
        await s.sealing();
        return { url: '/api/v1/seal/complete' };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/seal/key': [
    {
      // The owner's ways in, wrapped for a new key: only the owner's journal is sealed.
      request: async (s) => {
        const { wrapIds } = await s.sealed();
        return {
          url: '/api/v1/seal/key',
          payload: {
            keyId: randomUUID(),
            wraps: wrapIds.map((wrapId) => ({
              wrapId,
              ephemeralPublicKey: randomBytes(91).toString('base64url'),
              wrappedJournalKey: randomBytes(40).toString('base64url'),
            })),
          },
        };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/seal/wraps': [
    {
      label: "the owner's passkey, for the owner's key",
      request: async (s) => {
        const { keyId, credentialId } = await s.sealing();
        return {
          url: '/api/v1/seal/wraps',
          payload: { ...sealWrap('passkey', credentialId), keyId },
        };
      },
      // The owner's passkey already opens it; nobody else's journal is sealed.
      expected: { visitor: 401, owner: 409, other: 409, moderator: 409 },
    },
  ],
  'DELETE /api/v1/seal/wraps/:id': [
    {
      request: async (s) => ({ url: `/api/v1/seal/wraps/${(await s.sealing()).passkeyWrapId}` }),
      expected: ownerOnly(200),
    },
  ],
  'POST /api/v1/seal/start-over': [
    {
      // Everyone here signed in by code just now: each starts their own journal over.
      request: () => ({ url: '/api/v1/seal/start-over' }),
      expected: signedIn(200),
    },
  ],
  'POST /api/v1/seal/unseal': [
    {
      request: async (s) => {
        await s.sealing();
        return { url: '/api/v1/seal/unseal' };
      },
      // Each acts on their own journal: only the owner's is sealed.
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/posts/sealed': [
    {
      request: async (s) => {
        await s.unsealing();
        return { url: '/api/v1/posts/sealed' };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/posts/unsealed': [
    {
      request: async (s) => {
        const { postId, lastUpdate } = await s.unsealing();
        return {
          url: '/api/v1/posts/unsealed',
          payload: { posts: [{ id: postId, lastUpdate, writing: { title: 'Opened' } }] },
        };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/posts/unsealed': [
    {
      request: async (s) => {
        await s.sealing();
        return { url: '/api/v1/posts/unsealed' };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/posts/sealed': [
    {
      request: async (s) => {
        const { keyId } = await s.sealing();
        const id = await s.privatePost();
        const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
        return {
          url: '/api/v1/posts/sealed',
          payload: {
            posts: [{ id, lastUpdate: row?.lastUpdate.toISOString(), sealed: sealEnvelope(keyId) }],
          },
        };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  // A sealed journal's feelings (decision 0069): each person's own log; the batches only for
  // the owner's journal in the state they need.
  'GET /api/v1/feelings/log': [
    { request: () => ({ url: '/api/v1/feelings/log' }), expected: signedIn(200) },
  ],
  'GET /api/v1/feelings/unsealed': [
    {
      request: async (s) => {
        await s.sealing();
        return { url: '/api/v1/feelings/unsealed' };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/feelings/sealed': [
    {
      request: async (s) => {
        const id = await ownerFeeling(s, { feeling: 'calm' });
        const { keyId } = await s.sealing();
        return {
          url: '/api/v1/feelings/sealed',
          payload: { feelings: [{ id, sealed: sealEnvelope(keyId) }] },
        };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/feelings/sealed': [
    {
      request: async (s) => {
        await s.unsealing();
        return { url: '/api/v1/feelings/sealed' };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'POST /api/v1/feelings/unsealed': [
    {
      request: async (s) => {
        await s.unsealing();
        const { keyId } = await s.sealing();
        const id = await ownerFeeling(s, { id: randomUUID(), sealed: sealEnvelope(keyId) });
        return {
          url: '/api/v1/feelings/unsealed',
          payload: { feelings: [{ id, feeling: 'calm', intensity: null }] },
        };
      },
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/archive/sealed': [
    {
      request: async (s) => {
        await s.sealing();
        return { url: '/api/v1/archive/sealed' };
      },
      // Each person's own archive: only the owner's journal is sealed.
      expected: { visitor: 401, owner: 200, other: 409, moderator: 409 },
    },
  ],
  'GET /api/v1/archive/report': [
    {
      request: () => ({ url: '/api/v1/archive/report?from=2026-01-01&to=2026-01-31' }),
      expected: signedIn(200),
    },
  ],
};

/** Registered routes that have no row, each with the reason. */
const EXEMPT: Record<string, string> = {
  'POST /api/v1/stripe/webhook':
    'Registered only when Stripe is configured. Not a session route: Stripe calls it, and the ' +
    'Stripe-Signature over the raw body (300 s tolerance) is its whole access rule; docs/security.md ' +
    'promises 26-28 are proven in src/modules/billing/stripe-billing.test.ts.',
  'GET /<file of the web build>':
    "@fastify/static's routes for the built web app's files (and the SPA fallback, which is " +
    'the not-found handler, not a route): public assets with no personal data; registered ' +
    'only when a build exists, and checked below to be exactly the files of the build.',
};

const keyOf = (method: string, url: string) => `${method} ${url}`;

function routeCollector() {
  const keys = new Set<string>();
  return {
    keys,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) keys.add(keyOf(method, route.url));
    },
  };
}

let t: TestApp;
const collected = routeCollector();

beforeAll(async () => {
  t = await createTestApp({ onRoute: collected.onRoute });
});
afterAll(async () => {
  await t.close();
});

const NAMES: Record<Exclude<Role, 'visitor'>, string> = {
  owner: 'Owner Person',
  other: 'Other Person',
  moderator: 'Moderator Person',
};

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** A sealed journal's way in: random bytes, which the server stores and never opens. */
const sealWrap = (kind: 'passkey' | 'recovery', credentialId?: string) => ({
  kind,
  ...(credentialId && { credentialId }),
  publicKey: randomBytes(91).toString('base64url'),
  wrappedPrivateKey: randomBytes(150).toString('base64url'),
  ephemeralPublicKey: randomBytes(91).toString('base64url'),
  wrappedJournalKey: randomBytes(60).toString('base64url'),
});
/** A feeling the owner logs (plain or sealed, as their journal takes it): its id. */
async function ownerFeeling(s: Scene, body: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/feelings',
    headers: (await s.owner()).headers,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`POST /feelings: ${response.body}`);
  const log = await t.app.inject({
    method: 'GET',
    url: '/api/v1/feelings/log?limit=1',
    headers: (await s.owner()).headers,
  });
  return log.json().data[0]._id as string;
}

const sealEnvelope = (keyId: string) => ({
  v: 1,
  k: keyId,
  n: randomBytes(12).toString('base64url'),
  c: randomBytes(64).toString('base64url'),
});

/** Fresh people and fixtures for one cell; only what the request asks for is made. */
async function makeScene(role: Role): Promise<Scene> {
  const actor =
    role === 'visitor'
      ? null
      : await createSignedInUser(t.db, { name: NAMES[role], moderator: role === 'moderator' });
  const owner = once(async () =>
    role === 'owner' && actor ? actor : createSignedInUser(t.db, { name: NAMES.owner }),
  );
  const api = async (method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: (await owner()).headers,
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };
  const ownerId = async () => (await owner()).user.id;
  const sharedPost = (approvalStatus: 'approved' | 'needs_review') =>
    once(
      async () =>
        (
          await createPost(t.db, await ownerId(), {
            category: 'question',
            shareForFeedback: true,
            approvalStatus,
            fakeUser: 2,
          })
        ).id,
    );
  const approvedSharedPost = sharedPost('approved');
  const card = once(async () => {
    const added = await api('POST', `/api/v1/users/${await ownerId()}/payment_methods`, TEST_CARD);
    return added.data.id as string;
  });
  const sealing = once(async () => {
    const authenticator = createSoftwareAuthenticator({ origin: t.config.appUrl, prf: true });
    await addPasskey(t, (await owner()).headers, authenticator);
    const credentialId = Buffer.from(authenticator.credentials[0]?.id ?? []).toString('base64url');
    const keyId = randomUUID();
    const sealed = await api('PUT', '/api/v1/seal', {
      keyId,
      prfSalt: randomBytes(32).toString('base64url'),
      recoveryKeySaved: true,
      wraps: [sealWrap('recovery'), sealWrap('passkey', credentialId)],
    });
    const wrap = sealed.data.wraps.find((w: { kind: string }) => w.kind === 'passkey');
    return { keyId, passkeyWrapId: wrap._id as string, credentialId };
  });
  return {
    owner,
    actor,
    privatePost: once(async () => (await createPost(t.db, await ownerId())).id),
    postInReview: sharedPost('needs_review'),
    approvedSharedPost,
    recentlyDeletedPost: once(
      async () =>
        (await createPost(t.db, await ownerId(), { deleted: true, deletedAt: new Date() })).id,
    ),
    suggestion: once(async () => {
      const postId = await approvedSharedPost();
      const writer = await createUser(t.db);
      const [row] = await t.db
        .insert(postFeedback)
        .values({ postId, userId: writer.id, fakeUser: 3, feedback: 'Rest more.' })
        .returning();
      if (!row) throw new Error('no suggestion');
      return { postId, feedbackId: row.id };
    }),
    image: once(async () => (await createImage(t.db, await ownerId())).id),
    sealedImage: once(async () => (await createSealedImage(t.db, await ownerId())).id),
    tracker: once(async () => {
      const created = await api('POST', '/api/v1/habit-trackers', [{ title: 'Run', dates: [] }]);
      return created.data[0]._id as string;
    }),
    card,
    invoice: once(async () => {
      // An account past its trial, subscribed: charged at once, with a paid invoice.
      const id = await ownerId();
      await t.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000) })
        .where(eq(users.id, id));
      await card();
      await api('PUT', `/api/v1/users/${id}/activateSubscription`);
      const list = await api('GET', `/api/v1/users/${id}/invoices`);
      return list.data.data[0].id as string;
    }),
    participant: once(async () => (await createUser(t.db, { happyChallenge: true })).id),
    passkey: once(async () => {
      const authenticator = createSoftwareAuthenticator({ origin: t.config.appUrl });
      const passkey = await addPasskey(t, (await owner()).headers, authenticator);
      return { id: passkey._id, authenticator };
    }),
    sealing,
    sealed: once(async () => {
      const { keyId } = await sealing();
      const done = await api('POST', '/api/v1/seal/complete');
      return { keyId, wrapIds: done.data.wraps.map((w: { _id: string }) => w._id) as string[] };
    }),
    unsealing: once(async () => {
      const { keyId } = await sealing();
      await api('POST', '/api/v1/seal/complete');
      const made = await api('POST', '/api/v1/posts', {
        category: 'journal',
        sealed: sealEnvelope(keyId),
      });
      await api('POST', '/api/v1/seal/unseal');
      return { postId: made.data._id as string, lastUpdate: made.data.lastUpdate as string };
    }),
    freshCode: once(async () => {
      const contact = uniqueEmail('verify');
      const client = uniqueIp();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/send-code',
        payload: { contact },
        remoteAddress: client,
      });
      if (sent.statusCode !== 200) throw new Error(sent.body);
      return { contact, code: codeFrom(await t.smtp.waitFor(contact)), client };
    }),
  };
}

/**
 * The routes whose answers a browser may keep, and how: every other answer, and every refusal
 * of these, is `no-store`, so nothing of the journal outlives its page.
 */
const KEPT_BY_BROWSERS: Record<string, string> = {
  // Revalidated at each use: the access check answers before any kept copy is shown.
  'GET /api/v1/images/:file': 'private, no-cache',
  'GET /api/v1/images/sealed/:file': 'private, no-cache',
  // Swagger UI's own files, the same for everyone (@fastify/swagger-ui sets it).
  'GET /api/docs/static/*': 'public, max-age=0',
};

async function runCell(
  method: Method | 'HEAD',
  url: string,
  row: Row,
  role: Role,
): Promise<number> {
  const scene = await makeScene(role);
  const { url: path, payload, headers, remoteAddress } = await row.request(scene);
  const response = await t.app.inject({
    method,
    url: path,
    remoteAddress: remoteAddress ?? uniqueIp(),
    headers: { ...(scene.actor?.headers ?? {}), ...headers },
    ...(payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
  });
  if (response.statusCode >= 400 && method !== 'HEAD') {
    // Every refusal is in the error shape, whoever asks.
    expect(response.json(), `${method} ${path} as ${role}`).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
  const kept =
    response.statusCode < 400
      ? KEPT_BY_BROWSERS[keyOf(method === 'HEAD' ? 'GET' : method, url)]
      : undefined;
  expect(response.headers['cache-control'], `${method} ${path} as ${role}`).toBe(
    kept ?? 'no-store',
  );
  return response.statusCode;
}

describe('the access table', () => {
  it('has a row for every route Fastify registered (HEAD follows its GET row)', () => {
    const missing = [...collected.keys].filter((key) => {
      if (TABLE[key]) return false;
      const [method, url] = key.split(' ') as [string, string];
      if (method === 'HEAD') return !TABLE[keyOf('GET', url)] && !headTwinCovered(url);
      return true;
    });
    expect(missing, 'routes without a row in the access table').toEqual([]);
    expect(collected.keys.size).toBeGreaterThan(60);
  });

  it('names only routes that exist', () => {
    const gone = Object.keys(TABLE).filter((key) => {
      const [method, url] = key.split(' ') as [Method, string];
      return !t.app.hasRoute({ method, url });
    });
    expect(gone, 'rows whose route is no longer registered').toEqual([]);
  });

  it('exempts the Stripe webhook only, which exists exactly when Stripe is configured', async () => {
    const standIn = await startStripeStandIn({ priceId: 'price_standin', unitAmount: 2900 });
    const stripeRoutes = routeCollector();
    const withStripe = await createTestApp(
      { stripeClient: standIn.client(), onRoute: stripeRoutes.onRoute },
      {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_PRICE_ID: 'price_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      },
    );
    try {
      const added = [...stripeRoutes.keys].filter((key) => !collected.keys.has(key));
      expect(added).toEqual(['POST /api/v1/stripe/webhook']);
      expect(EXEMPT[added[0] as string]).toBeDefined();
      expect([...collected.keys].filter((key) => !stripeRoutes.keys.has(key))).toEqual([]);
      // Without a valid signature it is refused and nothing is read: no session opens it.
      const unsigned = await withStripe.app.inject({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
      });
      expect(unsigned.statusCode).toBe(400);
    } finally {
      await withStripe.close();
      await standIn.close();
    }
  });

  it('exempts static files only: with a web build, the added routes are exactly its files', async () => {
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
    await fs.writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    const webRoutes = routeCollector();
    const withWeb = await createTestApp({ onRoute: webRoutes.onRoute }, { WEB_DIST: webDist });
    try {
      const added = [...webRoutes.keys].filter((key) => !collected.keys.has(key)).sort();
      expect(added).toEqual([
        'GET /assets/app-1234.js',
        'GET /index.html',
        'HEAD /assets/app-1234.js',
        'HEAD /index.html',
      ]);
      // Public by nature: the same bytes for everyone, no session needed or used.
      for (const url of ['/index.html', '/assets/app-1234.js']) {
        expect((await withWeb.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect(EXEMPT['GET /<file of the web build>']).toBeDefined();
    } finally {
      await withWeb.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });

  const cells = Object.entries(TABLE).flatMap(([key, rows]) =>
    rows.map((row, index) => {
      const [method, url] = key.split(' ') as [Method, string];
      const label = row.label ?? (rows.length > 1 ? `case ${index + 1}` : '');
      return { name: label ? `${key} (${label})` : key, method, url, row };
    }),
  );

  it.each(cells)('$name', async ({ method, url, row }) => {
    const actual: Record<string, number> = {};
    for (const role of ROLES) actual[role] = await runCell(method, url, row, role);
    expect(actual).toEqual(row.expected);
    if (method === 'GET' && t.app.hasRoute({ method: 'HEAD', url })) {
      const head: Record<string, number> = {};
      for (const role of ROLES) head[role] = await runCell('HEAD', url, row, role);
      expect(head, `HEAD ${url}`).toEqual(row.expected);
    }
  });
});

/** `HEAD /api/docs/`: Fastify adds the trailing-slash twin of the prefixed docs page. */
function headTwinCovered(url: string): boolean {
  return url.endsWith('/') && Boolean(TABLE[keyOf('GET', url.slice(0, -1))]);
}
