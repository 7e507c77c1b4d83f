import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ideas } from '../db/schema/ideas.ts';
import { errorsPlugin } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the error handler', () => {
  it('answers a unique violation the database raised with 409 in the error shape, naming no constraint', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    // Two writes of one id, as two requests meeting at the same moment would make.
    app.post('/twice', async () => {
      const id = randomUUID();
      await t.db.insert(ideas).values({ id, idea: 'first' });
      await t.db.insert(ideas).values({ id, idea: 'second' });
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/twice' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'That was saved at the same moment as something else. Please try again.',
      },
    });
    expect(response.body).not.toContain('ideas_pkey');
    await app.close();
  });
});
