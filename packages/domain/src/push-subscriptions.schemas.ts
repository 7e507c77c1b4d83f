import { base64url } from './base64url.schemas.ts';
import { z } from './zod.ts';

/** How many devices one person may have reminders pushed to. */
export const PUSH_SUBSCRIPTIONS_PER_PERSON = 10;

/** A push service's address: https, and short (the services' own are under 500 characters). */
export const pushEndpointSchema = z
  .url({ protocol: /^https?$/, message: 'A push endpoint is an https address.' })
  .max(1000);

/**
 * POST /push-subscriptions: what the browser's PushSubscription.toJSON() gives. p256dh is the
 * device's P-256 public key (65 bytes, 87 characters), auth its 16-byte secret (22 characters).
 */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  /** What the person calls the device in their list ("Chrome on Android"), made by the page. */
  name: z.string().trim().max(60).optional(),
  keys: z.strictObject({
    p256dh: base64url(87).length(87, 'p256dh is a 65-byte P-256 key.'),
    auth: base64url(22).length(22, 'auth is a 16-byte secret.'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /push-subscriptions: the device's endpoint, which only its person's list holds. */
export const removePushSubscriptionRequestSchema = z.strictObject({
  endpoint: pushEndpointSchema,
});

export const pushDevicesSchema = z.object({
  /** The server's VAPID public key (base64url), which the browser subscribes with; null while
   * the server has no usable push subject and sends no push (docs/operations.md). */
  publicKey: z.string().nullable(),
  /**
   * The person's devices, the newest first: each endpoint (so a page can tell whether its own
   * is among them), its name and when push was turned on there.
   */
  devices: z.array(
    z.object({ endpoint: z.string(), name: z.string(), created: z.iso.datetime({ offset: true }) }),
  ),
});
export type PushDevices = z.infer<typeof pushDevicesSchema>;

export const pushDevicesResponseSchema = z.object({ data: pushDevicesSchema });
