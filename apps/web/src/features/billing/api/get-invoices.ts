import { type Invoice, invoicesResponseSchema } from '@app/domain/billing.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys } from './billing-query-keys.ts';

/** `GET users/{id}/invoices`: newest first. */
export async function getInvoices(userId: string, signal?: AbortSignal): Promise<Invoice[]> {
  const response = await apiRequest(billingPath(userId, 'invoices'), {
    schema: invoicesResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data.data;
}

export const invoicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.invoices(userId),
    queryFn: ({ signal }) => getInvoices(userId, signal),
  });

export function useInvoices(userId: string) {
  return useQuery(invoicesQueryOptions(userId));
}
