import {
  type PaymentMethodsResponse,
  paymentMethodsResponseSchema,
} from '@app/domain/billing.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys } from './billing-query-keys.ts';

export type PaymentMethods = PaymentMethodsResponse['data'];

/** `GET users/{id}/payment_methods`: the person's cards, newest first, and the default one. */
export async function getPaymentMethods(
  userId: string,
  signal?: AbortSignal,
): Promise<PaymentMethods> {
  const response = await apiRequest(billingPath(userId, 'payment_methods'), {
    schema: paymentMethodsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const paymentMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => getPaymentMethods(userId, signal),
  });

export function usePaymentMethods(userId: string) {
  return useQuery(paymentMethodsQueryOptions(userId));
}
