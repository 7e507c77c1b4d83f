import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@app/domain/billing.schemas.ts';
import { addDays, challengeFreeUntil, hasAccess } from '@app/domain/billing-rules.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { getAccountDates } from '../../policies/people.ts';
import { findNewestSubscriptionStatus } from './billing.repository.ts';

/**
 * What the access rule reads besides the database and the time: TRIAL_DAYS and the configured
 * provider (a subscription with another provider grants nothing).
 */
export type AccessPolicy = {
  trialDays: number;
  provider: 'local' | 'stripe';
};

type Access = {
  canCreate: boolean;
  /** The newest subscription's status, null before billing has met the person. */
  status: string | null;
  /** The challenge's free year, or the implied trial of a person without a subscription yet. */
  freeUntil: Date | null;
};

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Who may create (docs/security.md, promise 29): a subscription that is active or trialing, or the
 * happiness challenge's free year. Read from the database only (the local provider's state,
 * or Stripe's as webhooks and reads last told us), never from Stripe on a write path. A person
 * billing has not met yet (no subscription) is in their trial: TRIAL_DAYS from sign-up.
 */
async function getAccess(
  db: Database,
  userId: string,
  now: Date,
  policy: AccessPolicy,
): Promise<Access> {
  const [dates, newest] = await Promise.all([
    getAccountDates(db, userId),
    findNewestSubscriptionStatus(db, userId, policy.provider),
  ]);
  const impliedTrialEnd = newest ? null : addDays(dates.createdAt, policy.trialDays);
  const freeUntil = later(challengeFreeUntil(dates.challengeJoinedAt), impliedTrialEnd);
  return {
    canCreate: hasAccess(newest ?? null, freeUntil, now),
    status: newest?.status ?? null,
    freeUntil,
  };
}

/**
 * The one hook other modules call before creating anything (posts, and through them identity
 * and excitement): 402 without access. Reading, editing, exporting and deleting never ask.
 */
export async function assertCanCreate(
  db: Database,
  userId: string,
  now: Date,
  policy: AccessPolicy,
): Promise<void> {
  const access = await getAccess(db, userId, now, policy);
  if (!access.canCreate) {
    throw new DomainError(
      'payment_required',
      'subscription_required',
      SUBSCRIPTION_REQUIRED_MESSAGE,
    );
  }
}
