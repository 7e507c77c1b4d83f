/**
 * Where the server may send a push (docs/security.md, "Push"): the client names the address the
 * server POSTs to, so only the browsers' own push services are accepted, over https on the
 * default port: never an address inside our network (SSRF). Hosts ending in one of these.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
];

/**
 * True for an endpoint of a known push service, or of `testOrigin` (the local stand-in, which
 * the configuration allows only outside production).
 */
export function isAllowedPushEndpoint(endpoint: string, testOrigin?: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (testOrigin !== undefined && url.origin === testOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );
}
