import { makeDefaultResponseSchema } from '@app/domain/billing.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, refreshBilling } from './billing-query-keys.ts';

/** `POST users/{id}/payment_methods/{pmId}/make_default`: the card the subscription is charged to. */
export async function makeDefaultPaymentMethod(
  userId: string,
  paymentMethodId: string,
): Promise<string> {
  const response = await apiRequest(
    billingPath(userId, `payment_methods/${encodeURIComponent(paymentMethodId)}/make_default`),
    { method: 'POST', schema: makeDefaultResponseSchema },
  );
  return response.data.defaultPaymentMethod;
}

/** Errors go to the shared red notification (spec section 8): the button has no form. */
export function useMakeDefaultPaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => makeDefaultPaymentMethod(userId, paymentMethodId),
    // A new default card pays what a failed payment left open: the subscription may change.
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}
