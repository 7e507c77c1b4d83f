import {
  type SubscriptionResponse,
  subscriptionResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys, refreshBilling } from './billing-query-keys.ts';

/**
 * `PUT users/{id}/cancelSubscription`: auto-renew off, access until the end of the period
 * (a payment still owed is given up at once instead).
 */
export function cancelSubscription(userId: string): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'cancelSubscription'), {
    method: 'PUT',
    schema: subscriptionResponseSchema,
  });
}

/** Errors go to the shared red notification (spec section 8). */
export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(userId),
    onSuccess: async (response) => {
      queryClient.setQueryData(billingQueryKeys.subscription(userId), response);
      await refreshBilling(queryClient, userId);
    },
  });
}
