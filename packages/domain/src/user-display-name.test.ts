import { describe, expect, it } from 'vitest';
import { getUserDisplayName } from './user-display-name.ts';

describe('getUserDisplayName', () => {
  const contacts = [{ contact: 'ann@example.com', contactType: 'email' as const }];

  it('is the chosen name, trimmed', () => {
    expect(getUserDisplayName({ name: '  Ann  ', contacts })).toBe('Ann');
  });

  it('falls back to the login contact when the name is blank, then to "there"', () => {
    expect(getUserDisplayName({ name: '   ', contacts })).toBe('ann@example.com');
    expect(getUserDisplayName({ name: '', contacts: [] })).toBe('there');
  });
});
