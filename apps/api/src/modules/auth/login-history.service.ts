import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginCodes, loginFailureCounts } from '../../db/schema/login-codes.ts';

/**
 * Account deletion (docs/security.md, promise 38): the login codes sent to the person's contacts and
 * their count of wrong tries name those contacts, so they go with the account.
 */
export async function forgetLoginHistory(db: Database, contacts: string[]): Promise<void> {
  if (contacts.length === 0) return;
  await db.delete(loginCodes).where(inArray(loginCodes.contact, contacts));
  await db.delete(loginFailureCounts).where(inArray(loginFailureCounts.contact, contacts));
}
