import { describe, expect, it } from 'vitest';
import { DISPLAY_USERS, displayUserOf, pseudonymOfPost } from './display-users.ts';
import { DISPLAY_USER_COUNT } from './limits.ts';

describe('display users', () => {
  it('has exactly DISPLAY_USER_COUNT entries, the server draws pseudonyms from 1 to the last', () => {
    expect(DISPLAY_USERS).toHaveLength(DISPLAY_USER_COUNT);
  });

  it('starts with the anonymous label', () => {
    expect(DISPLAY_USERS[0]).toEqual({
      slug: 'anonymous',
      name: 'Anonymous',
      avatar: 'display-users/anonymous.svg',
    });
  });

  it('has distinct names and slugs, each with its own SVG avatar under display-users/', () => {
    expect(new Set(DISPLAY_USERS.map((u) => u.name)).size).toBe(DISPLAY_USERS.length);
    expect(new Set(DISPLAY_USERS.map((u) => u.slug)).size).toBe(DISPLAY_USERS.length);
    for (const user of DISPLAY_USERS) {
      expect(user.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(user.avatar).toBe(`display-users/${user.slug}.svg`);
    }
  });

  it('answers the anonymous label for no pseudonym or an index it does not know', () => {
    expect(displayUserOf(3)).toBe(DISPLAY_USERS[3]);
    expect(displayUserOf(null).name).toBe('Anonymous');
    expect(displayUserOf(undefined).name).toBe('Anonymous');
    expect(displayUserOf(DISPLAY_USER_COUNT).name).toBe('Anonymous');
    expect(displayUserOf(-1).name).toBe('Anonymous');
  });

  it("reads a post's pseudonym from its id: the same for either case, never the anonymous label", () => {
    const id = '0b5c2f9e-3d1a-4e7b-9c2d-7f1e2d3c4b5a';
    expect(pseudonymOfPost(id)).toBe(pseudonymOfPost(id.toUpperCase()));
    expect(pseudonymOfPost('00000000-0000-4000-8000-000000000000')).toBe(1);
    expect(pseudonymOfPost('00000000-0000-4000-8000-00000000001a')).toBe(27);
    const seen = new Set<number>();
    for (let n = 0; n < 2000; n++) {
      const value = pseudonymOfPost(
        `00000000-0000-4000-8000-${(n * 7919).toString(16).padStart(12, '0')}`,
      );
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThan(DISPLAY_USER_COUNT);
      seen.add(value);
    }
    expect(seen.size).toBe(DISPLAY_USER_COUNT - 1);
  });
});
