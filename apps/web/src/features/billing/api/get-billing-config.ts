import type { BillingConfig } from '@app/domain/billing.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingQueryKeys } from './billing-query-keys.ts';

/** `GET /billing/config`: which provider takes cards, Stripe.js's key, the price, test mode. */
export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiRequest('/billing/config', {
    schema: () =>
      import('@app/domain/billing.schemas.ts').then((m) => m.billingConfigResponseSchema),
    ...(signal ? { signal } : {}),
  });
}

export const billingConfigQueryOptions = queryOptions({
  queryKey: billingQueryKeys.config,
  queryFn: ({ signal }) => getBillingConfig(signal),
  // The server's configuration: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
