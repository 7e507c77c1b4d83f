import { auth } from './auth.ts';
import { categories } from './categories.ts';
import { common } from './common.ts';
import { feelings } from './feelings.ts';
import { home } from './home.ts';
import { identity } from './identity.ts';
import { posts } from './posts.ts';
import { shell } from './shell.ts';
import { users } from './users.ts';

/** Every English text the shell and the first pages need, in the entry: a namespace per feature. */
export const en = { common, shell, auth, home, feelings, identity, posts, users, categories };

/**
 * Every English text of the interface (the source language; the key types of t()): the
 * entry's namespaces and those loaded with their routes (all.ts).
 */
export type AllMessages = typeof import('./all.ts').allEn;

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Another language: the same keys, every one of them translated (the type checker says which are missing). */
export type Messages = Translation<AllMessages>;

/** The namespaces the entry carries, in another language. */
export type EntryMessages = Pick<Messages, keyof typeof en>;
