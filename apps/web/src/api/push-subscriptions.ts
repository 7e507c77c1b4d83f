import type { PushDevices } from '@app/domain/push-subscriptions.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { pushDevicesQueryKey } from '@/api/query-keys.ts';
import {
  currentSubscription,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/lib/push/this-device.ts';

/** The server's VAPID key, the person's devices, and whether this device is one (its endpoint). */
type PushState = PushDevices & { thisDevice: string | null };

async function getPushState(): Promise<PushState> {
  const [response, subscription] = await Promise.all([
    apiRequest('/push-subscriptions', { schema: 'pushSubscriptions.pushDevicesResponseSchema' }),
    currentSubscription(),
  ]);
  const endpoint = subscription?.endpoint ?? null;
  const listed =
    endpoint !== null && response.data.devices.some((device) => device.endpoint === endpoint);
  return { ...response.data, thisDevice: listed ? endpoint : null };
}

const pushStateQuery = queryOptions({
  queryKey: pushDevicesQueryKey,
  queryFn: getPushState,
});

export function usePushState() {
  return useQuery(pushStateQuery);
}

/** `DELETE /push-subscriptions` for an endpoint of the person's. */
function removeDevice(endpoint: string) {
  return apiRequest('/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: 'pushSubscriptions.pushDevicesResponseSchema',
  });
}

/** Turns push on (the permission asked inside the tap) or off for this device. */
export function useSetThisDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      on,
      publicKey,
      name,
    }: {
      on: boolean;
      publicKey: string;
      name: string;
    }) => {
      if (on) {
        const subscription = await subscribeThisDevice(publicKey);
        await apiRequest('/push-subscriptions', {
          method: 'POST',
          body: { ...subscription, ...(name ? { name } : {}) },
          schema: 'pushSubscriptions.pushDevicesResponseSchema',
        });
      } else {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await removeDevice(endpoint).catch(() => undefined);
      }
    },
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}

/** Stops another of the person's devices getting notifications (this one stops by its switch). */
export function useStopPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => removeDevice(endpoint),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}

/**
 * Before logout: this device stops getting the person's reminders, on the server and in the
 * browser. Never stops the logout: a failure leaves a subscription the push service will
 * answer 410 for once the browser has dropped it.
 */
export async function stopThisDevicePush(): Promise<void> {
  try {
    const endpoint = await unsubscribeThisDevice();
    if (endpoint) await removeDevice(endpoint);
  } catch {
    // Offline, or the session already ended: the logout goes on.
  }
}
