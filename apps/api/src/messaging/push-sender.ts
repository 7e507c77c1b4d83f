import webPush from 'web-push';
import type { Config } from '../config/config.ts';
import { loadAppSecret } from '../db/app-secrets.ts';
import type { Database } from '../db/client.ts';

/** A device's subscription, as the browser gave it. */
type PushDevice = { endpoint: string; p256dh: string; auth: string };

/**
 * A reminder is worth little hours late: the push service drops what it could not deliver in
 * this time (the TTL header, in seconds).
 */
export const PUSH_TIME_TO_LIVE_SECONDS = 30 * 60;
/** How long one request to a push service may take. */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * What a push service said: accepted (201), gone (404, 410: the subscription has ended and is
 * removed), busy (429, 5xx, no answer: worth retrying later), refused (any other 4xx: the
 * request itself is wrong, and the same request would be refused again).
 */
type PushOutcome = 'accepted' | 'gone' | 'busy' | 'refused';

export type PushMessage = {
  /** The notification, as Declarative Web Push reads it (and the service worker shows it). */
  payload: object;
  /** Up to 32 base64url characters: a newer message with the same topic replaces one the
   * service still holds for the device (RFC 8030 section 5.4). */
  topic: string;
};

export type PushSender = {
  /** The VAPID public key browsers subscribe with; null when push is off (no subject). */
  publicKey: string | null;
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
};

/**
 * Web Push with the server's VAPID keys, made at first start and kept in the database, so every
 * server signs with the same key (a browser's subscription is bound to it). The request is
 * built by web-push (encryption, VAPID JWT, TTL, Topic) and sent with fetch, which follows no
 * redirect: the endpoint was checked (push-endpoints.ts); where it points to must not change.
 */
export async function createPushSender(
  db: Database,
  config: Pick<Config, 'push'>,
): Promise<PushSender> {
  const subject = config.push.subject;
  const keys = JSON.parse(
    await loadAppSecret(db, 'web-push-vapid-keys', () =>
      JSON.stringify(webPush.generateVAPIDKeys()),
    ),
  ) as { publicKey: string; privateKey: string };
  if (!subject) {
    return {
      publicKey: null,
      send: () => Promise.reject(new Error('push is off: PUSH_SUBJECT is not set')),
    };
  }
  return {
    publicKey: keys.publicKey,
    async send(device, message) {
      const request = webPush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: { subject, ...keys },
          TTL: PUSH_TIME_TO_LIVE_SECONDS,
          topic: message.topic,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        return 'busy';
      }
      if (status >= 200 && status < 300) return 'accepted';
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) return 'busy';
      return 'refused';
    },
  };
}
