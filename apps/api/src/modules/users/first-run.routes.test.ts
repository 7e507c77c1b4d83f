import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openPglite } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (person: SignedInPerson | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/current',
    ...(person && { headers: person.headers }),
    payload,
  });
const current = async (person: SignedInPerson) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/users/current', headers: person.headers })
  ).json().data;
const doneAt = async (person: SignedInPerson) =>
  (
    await t.db.select({ at: users.firstRunDoneAt }).from(users).where(eq(users.id, person.user.id))
  )[0]?.at;

describe('the first run on /users/current', () => {
  it('starts not done, with no goal, for a new account', async () => {
    const person = await createSignedInUser(t.db);
    expect(await current(person)).toMatchObject({ goal: null, firstRunDone: false });
  });

  it('is marked done once, keeping the first moment, and cannot be undone', async () => {
    const person = await createSignedInUser(t.db);
    const finished = await put(person, { name: 'Ana', goal: 'betterHabits', firstRunDone: true });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({
      name: 'Ana',
      goal: 'betterHabits',
      firstRunDone: true,
    });
    const first = await doneAt(person);
    expect(first).toBeInstanceOf(Date);

    expect((await put(person, { firstRunDone: true })).statusCode).toBe(200);
    expect(await doneAt(person)).toEqual(first);
    // Only `true` is accepted: nobody brings the first run back by asking.
    expect((await put(person, { firstRunDone: false })).statusCode).toBe(400);
    expect((await current(person)).firstRunDone).toBe(true);
  });

  it('skipping records it without a name or a goal', async () => {
    const person = await createSignedInUser(t.db);
    const skipped = await put(person, { firstRunDone: true });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data).toMatchObject({ name: '', goal: null, firstRunDone: true });
  });

  it('accepts only the three goals, and clears one with null', async () => {
    const person = await createSignedInUser(t.db);
    for (const goal of ['calmerDays', 'betterHabits', 'writingDaily']) {
      const saved = await put(person, { goal });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.goal).toBe(goal);
    }
    for (const goal of ['world peace', '', 'CALMERDAYS', 7]) {
      const refused = await put(person, { goal });
      expect(refused.statusCode, String(goal)).toBe(400);
    }
    expect((await current(person)).goal).toBe('writingDaily');
    // The database holds the same rule, whatever writes to it.
    await expect(
      t.db
        .update(users)
        .set({ goal: 'nonsense' as never })
        .where(eq(users.id, person.user.id)),
    ).rejects.toThrow();

    const cleared = await put(person, { goal: null });
    expect(cleared.json().data.goal).toBeNull();
  });

  it("changes only the signed-in person's own first run and goal", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    expect((await put(null, { goal: 'calmerDays', firstRunDone: true })).statusCode).toBe(401);
    // Nothing in the request names a person: an id sent along is not a parameter.
    const sneaky = await put(other, {
      _id: owner.user.id,
      goal: 'calmerDays',
      firstRunDone: true,
    });
    expect(sneaky.statusCode).toBe(200);
    expect(await current(owner)).toMatchObject({ goal: null, firstRunDone: false });
    expect(await current(other)).toMatchObject({ goal: 'calmerDays', firstRunDone: true });
  });
});

describe('the first run migration', () => {
  const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-run-migration-'));
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  // Every migration before it, applied to a database that then holds an account, then the rest.
  it('marks every existing account done, and new accounts start not done', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: Array<{ tag: string }> };
    const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_first_run'));
    expect(index).toBeGreaterThan(0);
    const before = journal.entries.slice(0, index);
    fs.mkdirSync(path.join(workDir, 'meta'));
    fs.writeFileSync(
      path.join(workDir, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: before }),
    );
    for (const { tag } of before) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(workDir, `${tag}.sql`));
    }

    const handle = await openPglite({});
    try {
      const db = handle.db as PgliteDatabase;
      await migrate(db, { migrationsFolder: workDir });
      await handle.pglite?.query(`insert into users (name) values ('Existing')`);
      await migrate(db, { migrationsFolder });
      await handle.pglite?.query(`insert into users (name) values ('New')`);
      const rows = await handle.pglite?.query<{ name: string; done: boolean }>(
        'select name, first_run_done_at is not null as done from users order by name',
      );
      expect(rows?.rows).toEqual([
        { name: 'Existing', done: true },
        { name: 'New', done: false },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
