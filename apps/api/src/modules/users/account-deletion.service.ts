import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { getUser } from '../../policies/people.ts';
import { forgetLoginHistory } from '../auth/login-history.service.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { BillingContext, BillingProvider } from '../billing/billing-provider.ts';
import { deleteUserRow } from './users.repository.ts';

/**
 * What the person must type to delete their account (docs/product.md section 5): their name, or, when
 * they never set one, their first contact as the profile lists it.
 */
function accountConfirmationName(user: { name: string; contacts: { contact: string }[] }) {
  return user.name.trim() || user.contacts[0]?.contact || '';
}

/**
 * Deletes the account and every trace of the person (docs/security.md, promises 19 and 38). The
 * billing provider goes first: the subscription is cancelled and the cards removed (at Stripe:
 * cancel, detach, delete the customer), so nobody is charged for an account that is gone; if
 * that fails, nothing is deleted and the person can try again. Then one transaction deletes
 * the person: foreign keys remove their posts (and the suggestions on them), images, feelings,
 * trackers, suggestions they wrote, messages to them, sessions (every client is signed out at
 * once, here and, by the database's notification, on every other server), contacts and billing rows; ideas and messages they sent stay, without their name.
 */
export async function deleteAccount(
  db: Database,
  billing: BillingProvider,
  sessionCache: SessionCache,
  userId: string,
  typedName: string,
  ctx: BillingContext,
): Promise<void> {
  const user = await getUser(db, userId);
  const expected = accountConfirmationName(user);
  if (!expected || typedName.trim() !== expected) {
    throw new DomainError(
      'invalid',
      'confirmation_mismatch',
      'Type your account name exactly as it appears on your profile to delete your account.',
    );
  }
  await billing.deleteCustomer(db, userId, ctx);
  await db.transaction(async (tx) => {
    await forgetLoginHistory(
      tx,
      user.contacts.map((c) => c.contact),
    );
    await deleteUserRow(tx, userId);
  });
  sessionCache.forgetUser(userId);
}
