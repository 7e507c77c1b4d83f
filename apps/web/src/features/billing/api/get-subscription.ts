import type { SubscriptionResponse } from '@app/domain/billing.schemas.ts';
import { SUBSCRIPTION_REFRESH_MS } from '@app/domain/limits.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys } from './billing-query-keys.ts';

/**
 * `GET users/{id}/subscription`: the person's subscription brought up to date (a new account's
 * trial starts here), or null when they have none, and whether the provider is in test mode.
 */
export function getSubscription(
  userId: string,
  signal?: AbortSignal,
): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'subscription'), {
    schema: () =>
      import('@app/domain/billing.schemas.ts').then((m) => m.subscriptionResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.subscription(userId),
    queryFn: ({ signal }) => getSubscription(userId, signal),
    // Spec sections 4 and 9: the subscription refreshes every 12 hours.
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
  });

export function useSubscription(userId: string) {
  return useQuery(subscriptionQueryOptions(userId));
}
