/*
 * The service worker's push handling (vite.config.ts imports it into the generated worker).
 * Every push shows a notification (a push that shows none costs the site its permission in
 * Chrome and Safari); the payload is a Declarative Web Push message (decision 0072), which
 * Safari may show without this code: both read the same fields. A tap opens the page the
 * reminder names, on this site only. Nothing here caches anything.
 */

const FALLBACK = { title: 'Inner Compass', body: '', navigate: '/' };

function notificationOf(event) {
  try {
    const message = event.data?.json();
    if (message && typeof message.notification === 'object' && message.notification) {
      return { ...FALLBACK, ...message.notification };
    }
  } catch {
    // Not JSON: still a notification, that opens the app.
  }
  return FALLBACK;
}

/** The page to open: the reminder's, when it is on this site; the app's start otherwise. */
function sameSitePath(navigate) {
  try {
    const url = new URL(navigate, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  const notification = notificationOf(event);
  event.waitUntil(
    self.registration.showNotification(String(notification.title), {
      body: String(notification.body ?? ''),
      lang: notification.lang,
      tag: notification.tag,
      icon: '/icons/icon-192.png',
      data: { path: sameSitePath(notification.navigate) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(path);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
