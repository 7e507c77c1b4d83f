import { postResponseSchema } from '@app/domain/posts.schemas.ts';
import { describe, expect, it } from 'vitest';
import { loadSchema } from './schemas.ts';

describe('the schema registry', () => {
  it("loads a domain schema by its module's name and its own", async () => {
    expect(await loadSchema('posts.postResponseSchema')).toBe(postResponseSchema);
  });

  it('reads the answers it checks without zod', async () => {
    expect((await loadSchema('noContent')).parse({ data: 1 })).toBeUndefined();
    expect((await loadSchema('unchecked')).parse({ data: 1 })).toEqual({ data: 1 });
  });
});
