import {
  type AddPaymentMethodRequest,
  type PaymentMethod,
  paymentMethodResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, refreshBilling } from './billing-query-keys.ts';

/**
 * `POST users/{id}/payment_methods`, the local provider only (test mode): a test card typed
 * into the app's own form. The server keeps its brand, last four digits and expiry.
 */
export async function addPaymentMethod(
  userId: string,
  body: AddPaymentMethodRequest,
): Promise<PaymentMethod> {
  const response = await apiRequest(billingPath(userId, 'payment_methods'), {
    method: 'POST',
    body,
    schema: paymentMethodResponseSchema,
  });
  return response.data;
}

export function useAddPaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentMethodRequest) => addPaymentMethod(userId, body),
    // Spec section 8: the provider's message shows under the card form, which keeps the input.
    meta: { handlesOwnErrors: true },
    // The first card becomes the default, and a new default pays an open invoice.
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}
