import type { Database } from '../../db/client.ts';
import { deleteLoginRecordsOf } from './login-codes.repository.ts';

/**
 * Account deletion (docs/security.md, promise 38): the login codes sent to the person's contacts and
 * their count of wrong tries name those contacts, so they go with the account.
 */
export async function forgetLoginHistory(db: Database, contacts: string[]): Promise<void> {
  if (contacts.length > 0) await deleteLoginRecordsOf(db, contacts);
}
