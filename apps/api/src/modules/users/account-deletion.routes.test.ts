import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createPost,
  createSignedInUser,
  signInByEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { archiveImportIds } from '../../db/schema/archive-import-ids.ts';
import { challengeMessages } from '../../db/schema/challenge-messages.ts';
import { feelings } from '../../db/schema/feelings.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { ideas } from '../../db/schema/ideas.ts';
import { loginFailureCounts } from '../../db/schema/login-codes.ts';
import { loginDevices } from '../../db/schema/login-devices.ts';
import { notices } from '../../db/schema/notices.ts';
import { postFeedback } from '../../db/schema/post-feedback.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';
import { createSession } from '../auth/sessions.service.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows: Row[] }).rows ?? []);

/** Every (table, column) of the schema holding ids or text, from information_schema. */
async function columnsToSearch() {
  const result = await t.db.execute(sql`
    select table_name, column_name, data_type
    from information_schema.columns
    where table_schema = 'public' and data_type in ('uuid', 'text')
    order by table_name, column_name`);
  return rowsOf(result).map((row) => ({
    table: String(row.table_name),
    column: String(row.column_name),
    type: String(row.data_type),
  }));
}

/** Where, in the whole database, any of these values still appears. */
async function whereFound(values: { uuid: string[]; text: string[] }) {
  const found: string[] = [];
  for (const { table, column, type } of await columnsToSearch()) {
    const wanted = type === 'uuid' ? values.uuid : values.text;
    if (wanted.length === 0) continue;
    const list = sql.join(
      wanted.map((value) => sql`${value}`),
      sql`, `,
    );
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}${type === 'uuid' ? sql`::text` : sql``} in (${list})`,
    );
    const n = Number(rowsOf(result)[0]?.n ?? 0);
    if (n > 0) found.push(`${table}.${column} (${n})`);
  }
  return found;
}

const deleteAccount = (headers: Record<string, string>, name: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/users/current', headers, payload: { name } });

describe('DELETE /api/v1/users/current', () => {
  it('every foreign key to users removes or forgets the row', async () => {
    const result = await t.db.execute(sql`
      select conrelid::regclass::text as table_name, confdeltype
      from pg_constraint
      where contype = 'f' and confrelid = 'users'::regclass`);
    const rules = rowsOf(result);
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) {
      // c: on delete cascade; n: on delete set null.
      expect(['c', 'n'], String(rule.table_name)).toContain(rule.confdeltype);
    }
  });

  it('refuses without the account name typed exactly, and deletes nothing', async () => {
    const person = await createSignedInUser(t.db, { name: 'Ada Lovelace' });
    for (const name of ['', 'ada lovelace', 'Ada', 'Someone Else']) {
      const response = await deleteAccount(person.headers, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.code).toBe('confirmation_mismatch');
    }
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      headers: person.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(await t.db.$count(users, eq(users.id, person.user.id))).toBe(1);
    const visitor = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/current',
      payload: { name: 'Ada Lovelace' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes the first contact when the person never set a name', async () => {
    const person = await createSignedInUser(t.db);
    expect((await deleteAccount(person.headers, 'Nobody')).statusCode).toBe(400);
    const response = await deleteAccount(person.headers, ` ${person.user.contact.contact} `);
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(users, eq(users.id, person.user.id))).toBe(0);
  });

  it('leaves no row that refers to the person, ends every session, and cancels billing', async () => {
    // One person signed in from three clients: a browser (cookie) and two others (tokens).
    const browser = await signInByEmail(t);
    const userId = browser.userId;
    const email = browser.email;
    const phone = await createSession(t.db, userId, new Date());
    const tablet = await createSession(t.db, userId, new Date());
    const clients: Record<string, string>[] = [
      { cookie: browser.cookie, 'x-requested-with': 'XMLHttpRequest' },
      { authorization: `Bearer ${phone.token}` },
      { authorization: `Bearer ${tablet.token}` },
    ];
    await t.db
      .update(users)
      .set({ name: 'Grace Hopper', createdAt: new Date(Date.now() - 60 * DAY) })
      .where(eq(users.id, userId));
    const other = await createSignedInUser(t.db, { name: 'Someone Else' });

    // Everything a person leaves behind: posts with a picture, an identity, feelings, a
    // tracker, a notice, a suggestion on someone's post, challenge messages, an idea, a failed login
    // count, cards, a subscription and its invoice.
    const image = await createImage(t.db, userId);
    const ownPost = await createPost(t.db, userId, {
      image: image.id,
      imageWidth: 64,
      imageHeight: 48,
    });
    await t.db.insert(notices).values({ userId, kind: 'post_approved', postId: ownPost.id });
    const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: clients[1],
        ...(payload ? { payload } : {}),
      });
    expect((await api('GET', '/identity')).statusCode).toBe(200);
    await t.db.insert(feelings).values({ userId, feeling: 'calm' });
    await t.db.insert(habitTrackers).values({ userId, title: 'Run', position: 0 });
    const othersPost = await createPost(t.db, other.user.id, { shareForFeedback: true });
    await t.db
      .insert(postFeedback)
      .values({ postId: othersPost.id, userId, fakeUser: 3, feedback: 'Lovely.' });
    await t.db.insert(challengeMessages).values([
      { senderId: userId, recipientId: other.user.id, channel: 'email', status: 'sent' },
      { senderId: other.user.id, recipientId: userId, channel: 'email', status: 'sent' },
    ]);
    expect((await api('POST', '/ideas', { idea: 'Dark mode, please' })).statusCode).toBe(200);
    await t.db
      .insert(loginFailureCounts)
      .values({ contact: email, consecutiveFailures: 2, lastFailureAt: new Date() });
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
    expect((await api('POST', `/users/${userId}/payment_methods`, card)).statusCode).toBe(201);
    const subscribed = await api('PUT', `/users/${userId}/activateSubscription`);
    expect(subscribed.json().data.status).toBe('active');
    // An import of someone else's export: its ids are theirs, so the import remembers the
    // fresh ids it gave the copies.
    const othersExport = await t.app.inject({
      method: 'GET',
      url: '/api/v1/archive/export',
      headers: other.headers,
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archive/import',
      headers: { ...clients[1], 'content-type': 'application/zip' },
      payload: othersExport.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const remembered = await t.db
      .select({ rowId: archiveImportIds.rowId })
      .from(archiveImportIds)
      .where(eq(archiveImportIds.userId, userId));
    expect(remembered).not.toEqual([]);

    expect(await whereFound({ uuid: [userId], text: [userId, email] })).not.toEqual([]);
    // The browser's sign-in left its device cookie's row (it survives logout, not deletion).
    expect(await t.db.$count(loginDevices, eq(loginDevices.userId, userId))).toBe(1);

    const response = await deleteAccount(clients[2] ?? {}, 'Grace Hopper');
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');

    // Every client is signed out at once (docs/security.md, promise 19).
    for (const headers of clients) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers });
      expect(me.statusCode).toBe(401);
    }
    expect(await t.db.$count(loginDevices, eq(loginDevices.userId, userId))).toBe(0);
    // No row anywhere holds the person's id or contact (docs/security.md, promise 38).
    expect(await whereFound({ uuid: [userId], text: [userId, email] })).toEqual([]);
    // Nor the ids the person's imports gave their copies.
    expect(await whereFound({ uuid: remembered.map((r) => r.rowId), text: [] })).toEqual([]);
    // What others wrote stays, without the person: their idea and message, and their own post.
    expect(await t.db.$count(ideas, sql`${ideas.idea} = 'Dark mode, please'`)).toBe(1);
    expect(
      await t.db.$count(
        challengeMessages,
        sql`${challengeMessages.recipientId} = ${other.user.id} and ${challengeMessages.senderId} is null`,
      ),
    ).toBe(1);
    expect(await t.db.$count(posts, eq(posts.id, othersPost.id))).toBe(1);
    expect(await t.db.$count(users, eq(users.id, other.user.id))).toBe(1);
  });
});
