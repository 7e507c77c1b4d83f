import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { declarePrepared } from './prepared.ts';
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
});
