import { randomBytes } from 'node:crypto';
import type { Subscription } from '@app/domain/billing.schemas.ts';
import { toUnixSeconds } from '@app/domain/billing-rules.ts';
import type { billingSubscriptions } from '../../db/schema/billing-subscriptions.ts';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export const newObjectId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Billing instants are whole seconds, as Stripe's are: what is stored is what the JSON says. */
export const atWholeSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);

/** A stored subscription in Stripe's JSON shape (docs/product.md section 3). */
export function subscriptionFromRow(row: SubscriptionRow, livemode: boolean): Subscription {
  return {
    id: row.id,
    object: 'subscription',
    status: row.status,
    created: toUnixSeconds(row.createdAt),
    start_date: toUnixSeconds(row.startDate),
    current_period_start: toUnixSeconds(row.currentPeriodStart),
    current_period_end: toUnixSeconds(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: seconds(row.canceledAt),
    ended_at: seconds(row.endedAt),
    trial_start: seconds(row.trialStart),
    trial_end: seconds(row.trialEnd),
    livemode,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.replace(/^sub_/, '')}`,
          quantity: 1,
          price: {
            id: row.priceId,
            unit_amount: row.unitAmount,
            currency: row.currency,
            recurring: { interval: 'year', interval_count: 1 },
          },
        },
      ],
    },
  };
}
