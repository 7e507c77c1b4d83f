import { type Invoice, invoiceResponseSchema } from '@app/domain/billing.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys } from './billing-query-keys.ts';

/** `GET users/{id}/invoices/{invoiceId}`: one invoice with its lines; 404 when not theirs. */
export async function getInvoice(
  userId: string,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Invoice> {
  const response = await apiRequest(
    billingPath(userId, `invoices/${encodeURIComponent(invoiceId)}`),
    { schema: invoiceResponseSchema, ...(signal ? { signal } : {}) },
  );
  return response.data;
}

export const invoiceQueryOptions = (userId: string, invoiceId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.invoice(userId, invoiceId),
    queryFn: ({ signal }) => getInvoice(userId, invoiceId, signal),
  });

export function useInvoice(userId: string, invoiceId: string) {
  return useQuery(invoiceQueryOptions(userId, invoiceId));
}
