import { sessionResponseSchema } from '@app/domain/session.schemas.ts';
import { describe, expect, it } from 'vitest';
import { isVisitorAnswer } from './session.ts';

const signedIn = {
  data: {
    _id: '3ff15965-8347-4f6f-89b5-68fa6fd1d609',
    name: 'Ana',
  },
};

const bodies: unknown[] = [
  { data: null },
  { data: null, extra: 1 },
  { data: undefined },
  {},
  signedIn,
  { data: false },
  { data: 'null' },
  null,
  [null],
  'null',
];

describe("a visitor's session answer, read without zod (expectVisitor)", () => {
  it('is recognised in its exact form', () => {
    expect(isVisitorAnswer({ data: null })).toBe(true);
  });

  it('is never claimed for an answer the schema would read otherwise', () => {
    for (const body of bodies) {
      if (!isVisitorAnswer(body)) continue;
      expect(sessionResponseSchema.parse(body).data, JSON.stringify(body)).toBeNull();
    }
    expect(isVisitorAnswer(signedIn)).toBe(false);
    expect(isVisitorAnswer({ data: undefined })).toBe(false);
    expect(isVisitorAnswer({})).toBe(false);
  });
});
