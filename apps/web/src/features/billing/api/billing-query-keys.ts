import type { QueryClient } from '@tanstack/react-query';

/*
 * One root for every billing query of a person, so a change (a card added, a subscription
 * started) can refresh what it may have moved: a new default card pays an open invoice, and
 * subscribing writes one. Keyed by person: the cache never shows one account's billing to
 * the next who signs in on the same tab.
 */
export const billingQueryKeys = {
  config: ['billing', 'config'] as const,
  person: (userId: string) => ['billing', userId] as const,
  subscription: (userId: string) => ['billing', userId, 'subscription'] as const,
  paymentMethods: (userId: string) => ['billing', userId, 'payment-methods'] as const,
  setupSecret: (userId: string) => ['billing', userId, 'setup-secret'] as const,
  invoices: (userId: string) => ['billing', userId, 'invoices'] as const,
  invoice: (userId: string, invoiceId: string) =>
    ['billing', userId, 'invoices', invoiceId] as const,
};

/**
 * After any change to a person's cards or subscription: the subscription, the cards and the
 * invoices fetch again (a SetupIntent's secret is single-use and is left alone).
 */
export async function refreshBilling(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingQueryKeys.subscription(userId) }),
    queryClient.invalidateQueries({ queryKey: billingQueryKeys.paymentMethods(userId) }),
    queryClient.invalidateQueries({ queryKey: billingQueryKeys.invoices(userId) }),
  ]);
}

/** The spec's billing paths name the person: `users/{id}/...`. */
export const billingPath = (userId: string, rest: string) =>
  `/users/${encodeURIComponent(userId)}/${rest}`;
