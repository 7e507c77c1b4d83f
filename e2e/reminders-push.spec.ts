import chromium from '../scripts/lib/chromium.json' with { type: 'json' };
import { chromiumLaunchOptions } from './support/chromium.ts';
import { expect, test } from './support/fixtures.ts';
import { PUSH_TEST_ENDPOINT_ORIGIN } from './support/global-setup.ts';
import { waitForServiceWorker } from './support/offline.ts';
import { checkAtScreenWidths } from './support/screens.ts';

/*
 * Push reminders on /profile, and the app's service worker showing a pushed reminder. The push
 * service's side (encryption, VAPID, TTL, retries) is proven by the API tests
 * (apps/api/src/modules/reminders/reminder-push.test.ts).
 *
 * Chromium here has no Google push service, so PushManager.subscribe cannot succeed: this
 * journey's browser answers with a subscription of its own making, on the test push address the
 * e2e server allows. Everything else is the real thing: the permission, the API, the worker,
 * the push delivered to it through the DevTools protocol. The full Chromium build runs it:
 * the headless shell shows no notifications.
 */
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...chromiumLaunchOptions, executablePath: chromium.bench.path },
});

test('a person turns on notifications for this device, and a pushed reminder is shown', async ({
  page,
  context,
  email,
  login,
  baseURL,
}) => {
  // The worker precaches the whole app (about 2 MB) before it takes the page: on a busy machine
  // that alone has taken a minute.
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript((origin) => {
    const KEY = 'e2e-push-subscription';
    const made = () => {
      const endpoint = localStorage.getItem(KEY);
      if (!endpoint) return null;
      return {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      };
    };
    PushManager.prototype.getSubscription = async () => made() as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, `${origin}/push/${crypto.randomUUID()}`);
      return made() as unknown as PushSubscription;
    };
  }, PUSH_TEST_ENDPOINT_ORIGIN);

  await login(page, email);
  await page.goto('/profile');
  await waitForServiceWorker(page);
  const section = page.getByRole('region', { name: 'Reminders' });
  const push = section.getByRole('switch', { name: 'Notifications on this device' });
  await expect(push).not.toBeChecked();
  await push.click();
  await expect(push).toBeChecked();

  // The server keeps this device, named as the browser: after a reload, the switch is still on.
  await page.reload();
  await expect(push).toBeChecked();
  const devices = section.getByRole('list', { name: 'Devices that get notifications' });
  await expect(devices.getByText('Chrome on Linux (this device)')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await checkAtScreenWidths(page, 'reminders-push');

  // A reminder pushed to the worker, as the server sends it (Declarative Web Push's shape).
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => !r.isDeleted);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: registration?.registrationId ?? '',
    data: JSON.stringify({
      web_push: 8030,
      notification: {
        title: 'Check in on your habits',
        body: 'Time to check in: mark today on your habit trackers.',
        navigate: `${baseURL}/trackers`,
        lang: 'en',
        tag: 'habitCheckIn',
      },
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return (await ready.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Check in on your habits',
        body: 'Time to check in: mark today on your habit trackers.',
        tag: 'habitCheckIn',
        data: { path: '/trackers' },
      },
    ]);

  // Logging out takes this device off the person's list before the session ends.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const removal = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/push-subscriptions') &&
      response.request().method() === 'DELETE',
  );
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await removal).status()).toBe(200);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
});
