/**
 * This device's Web Push subscription (docs/decisions/0072-web-push-reminders.md): what the
 * browser can do, and turning it on and off. The server keeps the list of devices; the browser
 * alone knows which one it is.
 */

/** Push needs a service worker, the Push API and notifications. */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * An iPhone or iPad whose page is open in Safari, not from the Home Screen: iOS offers push only
 * to a web app added to the Home Screen (iOS 16.4 and later), and there hides the Push API.
 */
export function needsHomeScreen(): boolean {
  if (typeof navigator === 'undefined') return false;
  const iOS =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return iOS && !window.matchMedia('(display-mode: standalone)').matches;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canPush()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionDenied extends Error {}
class PushNotReady extends Error {}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Asks for the permission (called from the tap itself: Safari asks only inside a gesture) and
 * subscribes with the server's key. A subscription made with another key is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const ready = await registration();
  if (!ready) throw new PushNotReady();
  const applicationServerKey = keyBytes(publicKey);
  const existing = await ready.pushManager.getSubscription();
  const sameKey =
    existing?.options.applicationServerKey &&
    new Uint8Array(existing.options.applicationServerKey).join() === applicationServerKey.join();
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    (sameKey ? existing : null) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  return subscription.toJSON();
}

/** Ends this device's subscription in the browser; answers the endpoint it had. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
