import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/users/current', () => {
  it('is 401 for visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/current' });
    expect(response.statusCode).toBe(401);
  });

  it('returns the person with defaults and contacts, and no secrets', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/current',
      headers: person.headers,
    });
    const user = response.json().data;
    expect(user).toMatchObject({
      _id: person.user.id,
      verboseMode: true,
      happyChallenge: false,
      moderator: false,
      contacts: [person.user.contact],
    });
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(user)).not.toContain(person.token);
  });
});

describe('PUT /api/v1/users/current', () => {
  it('changes name, city and verbose mode', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: '  Ada Lovelace ', city: 'London', verboseMode: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ada Lovelace',
      city: 'London',
      verboseMode: false,
    });
  });

  it('never applies the moderator flag, contacts, ids or dates sent by the person', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: {
        name: 'Eve',
        moderator: true,
        happyChallenge: true,
        _id: '00000000-0000-0000-0000-000000000000',
        created: '2000-01-01T00:00:00Z',
        contacts: [{ contact: 'boss@example.com', contactType: 'email' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ name: 'Eve', moderator: false, happyChallenge: false });
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
    expect(response.json().data.contacts).toEqual([person.user.contact]);
  });

  it('refuses a name that is too long', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current',
      headers: person.headers,
      payload: { name: 'x'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/session', () => {
  it('answers null for a visitor with 200, and the person when signed in', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ data: null });
    const person = await createSignedInUser(t.db);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: person.headers,
    });
    expect(signedIn.json().data._id).toBe(person.user.id);
  });
});
