import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { declarePrepared } from './prepared.ts';
import { posts } from './schema/posts.ts';
import { users } from './schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userById = (db: TestApp['db']) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')));

describe('declarePrepared', () => {
  it('refuses a name declared twice, when the second is declared', () => {
    declarePrepared('prepared_test_twice', userById);
    expect(() => declarePrepared('prepared_test_twice', userById)).toThrow(
      'The prepared statement name "prepared_test_twice" is declared twice.',
    );
  });

  it("refuses a name the app's own modules declared (one namespace for all)", async () => {
    // Loading the module that declares it first, as the app does.
    await import('../modules/auth/sessions.service.ts');
    expect(() => declarePrepared('find_session', userById)).toThrow(/declared twice/);
  });

  it('prepares once per database and runs with the values given', async () => {
    const byId = declarePrepared('prepared_test_user_by_id', userById);
    const person = await createUser(t.db);
    expect(byId(t.db)).toBe(byId(t.db));
    expect(await byId(t.db).execute({ id: person.id })).toEqual([{ id: person.id }]);
  });

  it("builds the rows Drizzle's own mapping builds: dates, lists, numbers, sql fields", async () => {
    const person = await createUser(t.db);
    await createPost(t.db, person.id, { actionItems: [{ action: 'walk', complete: true }] });
    await createPost(t.db, person.id, { draft: true });
    const everything = (db: TestApp['db']) =>
      db
        .select({
          ...getTableColumns(posts),
          total: sql`(select ${count()} from ${posts})`.mapWith(Number),
          decoded: sql`'41'`.mapWith(Number),
          when: sql<string>`to_char(${posts.createdAt}, 'YYYY')`,
          named: sql<number>`${posts.uncheckedItems} + 1`.as('named'),
        })
        .from(posts)
        .where(eq(posts.userId, sql.placeholder('userId')));
    const prepared = declarePrepared('prepared_test_everything', everything);
    const rows = await prepared(t.db).execute({ userId: person.id });
    expect(rows).toHaveLength(2);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.total).toBe(2);
    expect(rows[0]?.decoded).toBe(41);
    const sameByDrizzle = await everything(t.db).execute({ userId: person.id });
    expect(rows).toEqual(sameByDrizzle);
  });

  it('refuses a selection with nested objects when it is first prepared', () => {
    const nested = declarePrepared('prepared_test_nested', (db) =>
      db.select({ person: { id: users.id } }).from(users),
    );
    expect(() => nested(t.db)).toThrow(/columns and sql fields only/);
  });
});
