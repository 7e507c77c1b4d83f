import type { EntryMessages } from '../en/index.ts';
import { auth } from './auth.ts';
import { categories } from './categories.ts';
import { common } from './common.ts';
import { feelings } from './feelings.ts';
import { home } from './home.ts';
import { identity } from './identity.ts';
import { posts } from './posts.ts';
import { shell } from './shell.ts';
import { users } from './users.ts';

/**
 * Spanish (tú form) of the entry's namespaces, loaded as its own chunk only when it is the
 * language (src/lib/i18n); the other namespaces come with their routes.
 */
export const es: EntryMessages = {
  common,
  shell,
  auth,
  home,
  feelings,
  identity,
  posts,
  users,
  categories,
};
