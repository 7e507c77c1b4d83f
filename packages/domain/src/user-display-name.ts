import type { User } from './users.schemas.ts';

/**
 * The name a person chose, else the contact they log in with: what the account menu and the
 * dashboard's greeting call them. The server uses it too, for the greeting it draws into /urnb.
 */
export function getUserDisplayName(user: Pick<User, 'name' | 'contacts'>): string {
  return user.name.trim() || user.contacts[0]?.contact || 'there';
}
