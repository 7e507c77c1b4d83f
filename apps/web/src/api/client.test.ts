import { apiErrorSchema } from '@app/domain/api-error.schemas.ts';
import { describe, expect, it } from 'vitest';
import { createApiRequestError, isApiError } from '@/api/client.ts';

const bodies: unknown[] = [
  { error: { code: 'invalid_contact', message: 'That is not an email address.' } },
  { error: { code: 'rate_limited', message: '', extra: 1 }, requestId: 'x' },
  { error: { code: 'x' } },
  { error: { message: 'no code' } },
  { error: { code: 1, message: 'code is a number' } },
  { error: 'a string' },
  { error: null },
  { message: 'Not the shape' },
  '<html>Bad gateway</html>',
  null,
  undefined,
  42,
  [],
];

describe('reading a refusal without zod', () => {
  it('accepts exactly the bodies the domain schema accepts', () => {
    for (const body of bodies) {
      expect(isApiError(body), JSON.stringify(body)).toBe(apiErrorSchema.safeParse(body).success);
    }
  });

  it("keeps the server's code and message", () => {
    const error = createApiRequestError({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: bodies[0],
      retryAfter: null,
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid_contact',
      message: 'That is not an email address.',
      retryAfterSeconds: null,
    });
  });

  it('falls back to the status when the body is not an API error', () => {
    const error = createApiRequestError({
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html>Bad gateway</html>',
      retryAfter: '30',
    });
    expect(error).toMatchObject({
      code: null,
      message: 'Bad Gateway',
      retryAfterSeconds: 30,
    });
    const bare = createApiRequestError({
      status: 500,
      statusText: '',
      body: null,
      retryAfter: null,
    });
    expect(bare.message).toBe('Request failed (HTTP 500)');
  });
});
