import type {
  AddPaymentMethodRequest,
  BillingConfig,
  Invoice,
  PaymentMethod,
  PaymentMethodsResponse,
  SubscriptionResponse,
} from '@app/domain/billing.schemas.ts';
import { SUBSCRIPTION_REFRESH_MS } from '@app/domain/limits.ts';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { billingQueryKeys } from '@/api/query-keys.ts';

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

/** The product's billing paths name the person: `users/{id}/...`. */
const billingPath = (userId: string, rest: string) =>
  `/users/${encodeURIComponent(userId)}/${rest}`;

/** `GET /billing/config`: which provider takes cards, Stripe.js's key, the price, test mode. */
function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiRequest('/billing/config', {
    schema: 'billing.billingConfigResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

const billingConfigQueryOptions = queryOptions({
  queryKey: billingQueryKeys.config,
  queryFn: ({ signal }) => getBillingConfig(signal),
  // The server's configuration: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}

/**
 * `GET users/{id}/subscription`: the person's subscription brought up to date (a new account's
 * trial starts here), or null when they have none, and whether the provider is in test mode.
 */
function getSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'subscription'), {
    schema: 'billing.subscriptionResponseSchema',
    ...(signal ? { signal } : {}),
  });
}

const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.subscription(userId),
    queryFn: ({ signal }) => getSubscription(userId, signal),
    // docs/product.md sections 4 and 9: the subscription refreshes every 12 hours.
    refetchInterval: SUBSCRIPTION_REFRESH_MS,
  });

export function useSubscription(userId: string) {
  return useQuery(subscriptionQueryOptions(userId));
}

/**
 * `PUT users/{id}/activateSubscription` (Subscribe): turns auto-renew back on, or starts a new
 * paid year on the default card. A declined card is 402 with the provider's message.
 */
function activateSubscription(userId: string): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'activateSubscription'), {
    method: 'PUT',
    schema: 'billing.subscriptionResponseSchema',
  });
}

export function useActivateSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activateSubscription(userId),
    // The subscription panel shows the card's message under its button (docs/product.md section 8).
    meta: { handlesOwnErrors: true },
    onSuccess: async (response) => {
      queryClient.setQueryData(billingQueryKeys.subscription(userId), response);
      await refreshBilling(queryClient, userId);
    },
    // A declined first payment still leaves an incomplete subscription and an open invoice.
    onError: () => refreshBilling(queryClient, userId),
  });
}

/**
 * `PUT users/{id}/cancelSubscription`: auto-renew off, access until the end of the period
 * (a payment still owed is given up at once instead).
 */
function cancelSubscription(userId: string): Promise<SubscriptionResponse> {
  return apiRequest(billingPath(userId, 'cancelSubscription'), {
    method: 'PUT',
    schema: 'billing.subscriptionResponseSchema',
  });
}

/** Errors go to the shared red notification (docs/product.md section 8). */
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

export type PaymentMethods = PaymentMethodsResponse['data'];

/** `GET users/{id}/payment_methods`: the person's cards, newest first, and the default one. */
async function getPaymentMethods(userId: string, signal?: AbortSignal): Promise<PaymentMethods> {
  const response = await apiRequest(billingPath(userId, 'payment_methods'), {
    schema: 'billing.paymentMethodsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const paymentMethodsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.paymentMethods(userId),
    queryFn: ({ signal }) => getPaymentMethods(userId, signal),
  });

export function usePaymentMethods(userId: string) {
  return useQuery(paymentMethodsQueryOptions(userId));
}

/**
 * `POST users/{id}/payment_methods`, the local provider only (test mode): a test card typed
 * into the app's own form. The server keeps its brand, last four digits and expiry.
 */
async function addPaymentMethod(
  userId: string,
  body: AddPaymentMethodRequest,
): Promise<PaymentMethod> {
  const response = await apiRequest(billingPath(userId, 'payment_methods'), {
    method: 'POST',
    body,
    schema: 'billing.paymentMethodResponseSchema',
  });
  return response.data;
}

export function useAddPaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPaymentMethodRequest) => addPaymentMethod(userId, body),
    // docs/product.md section 8: the provider's message shows under the card form, which keeps the input.
    meta: { handlesOwnErrors: true },
    // The first card becomes the default, and a new default pays an open invoice.
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}

/** `POST users/{id}/payment_methods/{pmId}/make_default`: the card the subscription is charged to. */
async function makeDefaultPaymentMethod(userId: string, paymentMethodId: string): Promise<string> {
  const response = await apiRequest(
    billingPath(userId, `payment_methods/${encodeURIComponent(paymentMethodId)}/make_default`),
    { method: 'POST', schema: 'billing.makeDefaultResponseSchema' },
  );
  return response.data.defaultPaymentMethod;
}

/** Errors go to the shared red notification (docs/product.md section 8): the button has no form. */
export function useMakeDefaultPaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => makeDefaultPaymentMethod(userId, paymentMethodId),
    // A new default card pays what a failed payment left open: the subscription may change.
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}

/** `DELETE users/{id}/payment_methods/{pmId}`: the newest other card becomes the default. */
function deletePaymentMethod(userId: string, paymentMethodId: string): Promise<void> {
  return apiRequest(billingPath(userId, `payment_methods/${encodeURIComponent(paymentMethodId)}`), {
    method: 'DELETE',
    schema: 'noContent',
  });
}

/** Errors go to the shared red notification (docs/product.md section 8): the button has no form. */
export function useDeletePaymentMethod(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => deletePaymentMethod(userId, paymentMethodId),
    onSuccess: () => refreshBilling(queryClient, userId),
  });
}

/**
 * `GET users/{id}/payment_methods/secret`: a Stripe SetupIntent's client secret for the
 * Payment Element. Each answer is a new SetupIntent, usable once.
 */
async function getSetupSecret(userId: string, signal?: AbortSignal): Promise<string> {
  const response = await apiRequest(billingPath(userId, 'payment_methods/secret'), {
    schema: 'billing.setupSecretResponseSchema',
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

/** `GET users/{id}/invoices`: newest first. */
async function getInvoices(userId: string, signal?: AbortSignal): Promise<Invoice[]> {
  const response = await apiRequest(billingPath(userId, 'invoices'), {
    schema: 'billing.invoicesResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data.data;
}

const invoicesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.invoices(userId),
    queryFn: ({ signal }) => getInvoices(userId, signal),
  });

export function useInvoices(userId: string) {
  return useQuery(invoicesQueryOptions(userId));
}

/** `GET users/{id}/invoices/{invoiceId}`: one invoice with its lines; 404 when not theirs. */
async function getInvoice(
  userId: string,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Invoice> {
  const response = await apiRequest(
    billingPath(userId, `invoices/${encodeURIComponent(invoiceId)}`),
    { schema: 'billing.invoiceResponseSchema', ...(signal ? { signal } : {}) },
  );
  return response.data;
}

const invoiceQueryOptions = (userId: string, invoiceId: string) =>
  queryOptions({
    queryKey: billingQueryKeys.invoice(userId, invoiceId),
    queryFn: ({ signal }) => getInvoice(userId, invoiceId, signal),
  });

export function useInvoice(userId: string, invoiceId: string) {
  return useQuery(invoiceQueryOptions(userId, invoiceId));
}
