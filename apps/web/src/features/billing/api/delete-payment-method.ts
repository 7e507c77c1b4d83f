import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContentSchema } from '@/lib/api-client.ts';
import { billingPath, refreshBilling } from './billing-query-keys.ts';

/** `DELETE users/{id}/payment_methods/{pmId}`: the newest other card becomes the default. */
export function deletePaymentMethod(userId: string, paymentMethodId: string): Promise<void> {
  return apiRequest(billingPath(userId, `payment_methods/${encodeURIComponent(paymentMethodId)}`), {
    method: 'DELETE',
    schema: noContentSchema,
  });
}

/** Errors go to the shared red notification (spec section 8): the button has no form. */
export function useDeletePaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => deletePaymentMethod(userId, paymentMethodId),
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}
