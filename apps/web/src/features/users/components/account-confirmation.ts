import type { User } from '@app/domain/users.schemas.ts';

/**
 * What the person types on /delete-account (docs/product.md section 5): their name, or, when they never
 * set one, their first contact, as the server checks it (DELETE users/current).
 */
export function accountConfirmationName(user: Pick<User, 'name' | 'contacts'>): string {
  return user.name.trim() || user.contacts[0]?.contact || '';
}

/** Exactly the name, letter for letter and case for case; spaces around it do not count. */
export function isAccountNameConfirmed(typed: string, expected: string): boolean {
  return expected !== '' && typed.trim() === expected;
}
