import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

// In a page zod runs without compiled parsers; the journeys fail on the policy violation its
// probe for them reports (e2e/support/fixtures.ts).
describe('zod through the domain', () => {
  it('keeps its compiled parsers outside a page, as the API runs it', () => {
    expect('document' in globalThis).toBe(false);
    expect(z.config().jitless).not.toBe(true);
  });
});
