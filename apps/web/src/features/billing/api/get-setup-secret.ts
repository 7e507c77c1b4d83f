import { setupSecretResponseSchema } from '@app/domain/billing.schemas.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { billingPath, billingQueryKeys } from './billing-query-keys.ts';

/**
 * `GET users/{id}/payment_methods/secret`: a Stripe SetupIntent's client secret for the
 * Payment Element. Each answer is a new SetupIntent, usable once.
 */
export async function getSetupSecret(userId: string, signal?: AbortSignal): Promise<string> {
  const response = await apiRequest(billingPath(userId, 'payment_methods/secret'), {
    schema: setupSecretResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.client_secret;
}

/**
 * Asked for only while the Stripe card form is open, and never in the background: a refetch
 * would make another SetupIntent and remount the Payment Element under the person's fingers.
 * The form asks for a new one itself after a card is saved.
 */
export function useSetupSecret(userId: string) {
  return useQuery({
    queryKey: billingQueryKeys.setupSecret(userId),
    queryFn: ({ signal }) => getSetupSecret(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
