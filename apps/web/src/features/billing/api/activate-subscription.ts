import {
  type SubscriptionResponse,
  subscriptionResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys, refreshBilling } from './billing-query-keys.ts';

/**
 * `PUT users/{id}/activateSubscription` (Subscribe): turns auto-renew back on, or starts a new
 * paid year on the default card. A declined card is 402 with the provider's message.
 */
export function activateSubscription(userId: string): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'activateSubscription'), {
    method: 'PUT',
    schema: subscriptionResponseSchema,
  });
}

export function useActivateSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activateSubscription(userId),
    // The subscription panel shows the card's message under its button (spec section 8).
    meta: { handlesOwnErrors: true },
    onSuccess: async (response) => {
      queryClient.setQueryData(billingQueryKeys.subscription(userId), response);
      await refreshBilling(queryClient, userId);
    },
    // A declined first payment still leaves an incomplete subscription and an open invoice.
    onError: () => refreshBilling(queryClient, userId),
  });
}
