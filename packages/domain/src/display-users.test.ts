import { describe, expect, it } from 'vitest';
import { DISPLAY_USERS, displayUserOf } from './display-users.ts';
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
});
