import { PUSH_SUBSCRIPTIONS_PER_PERSON } from '@app/domain/push-subscriptions.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import { startPushServiceStandIn } from '../../../test/push-service-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/config.ts';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  t = await createTestApp({}, { PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin });
});
afterAll(async () => {
  await t.close();
  pushService.close();
});

/** A Chrome subscription's shape, on Google's push service. */
function chromeSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
) {
  const device = pushService.newDevice();
  return { ...device.subscription, endpoint };
}

const devicesOf = async (person: SignedInPerson) => {
  const response = await t.call(person, 'GET', '/push-subscriptions');
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as {
    publicKey: string | null;
    devices: Array<{ endpoint: string; name: string; created: string }>;
  };
  return { ...data, endpoints: data.devices.map((device) => device.endpoint) };
};

describe('push subscriptions', () => {
  it("answers the server's VAPID public key, the same from every call", async () => {
    const person = await createSignedInUser(t.db);
    const first = await devicesOf(person);
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.endpoints).toEqual([]);
    expect((await devicesOf(await createSignedInUser(t.db))).publicKey).toBe(first.publicKey);
  });

  it('keeps several devices per person, and one subscribe again renews, never doubles', async () => {
    const person = await createSignedInUser(t.db);
    const phone = chromeSubscription();
    const laptop = pushService.newDevice().subscription;
    for (const device of [phone, laptop, phone]) {
      const response = await t.call(person, 'POST', '/push-subscriptions', device);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await devicesOf(person)).endpoints.sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );

    const stop = await t.call(person, 'DELETE', '/push-subscriptions', {
      endpoint: phone.endpoint,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data.devices.map((d: { endpoint: string }) => d.endpoint)).toEqual([
      laptop.endpoint,
    ]);
  });

  it('lists each device with the name its page gave, newest first, renamed when subscribed again', async () => {
    const person = await createSignedInUser(t.db);
    const phone = chromeSubscription();
    const laptop = chromeSubscription();
    await t.call(person, 'POST', '/push-subscriptions', { ...phone, name: '  Chrome on Android ' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await t.call(person, 'POST', '/push-subscriptions', laptop);
    const listed = (await devicesOf(person)).devices;
    expect(listed.map(({ endpoint, name }) => ({ endpoint, name }))).toEqual([
      { endpoint: laptop.endpoint, name: '' },
      { endpoint: phone.endpoint, name: 'Chrome on Android' },
    ]);
    expect(Date.parse(listed[0]?.created ?? '')).toBeGreaterThan(
      Date.parse(listed[1]?.created ?? ''),
    );
    await t.call(person, 'POST', '/push-subscriptions', { ...laptop, name: 'Firefox on Linux' });
    expect((await devicesOf(person)).devices[0]).toMatchObject({ name: 'Firefox on Linux' });
    // A name is a label, not a place for writing: bounded.
    const long = await t.call(person, 'POST', '/push-subscriptions', {
      ...laptop,
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
  });

  it("is one person's: another neither lists nor removes it", async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const device = chromeSubscription();
    await t.call(owner, 'POST', '/push-subscriptions', device);

    expect((await devicesOf(other)).endpoints).toEqual([]);
    const removal = await t.call(other, 'DELETE', '/push-subscriptions', {
      endpoint: device.endpoint,
    });
    expect(removal.statusCode).toBe(404);
    expect((await devicesOf(owner)).endpoints).toEqual([device.endpoint]);
    // Nor does a visitor.
    const visitor = await t.call(null, 'DELETE', '/push-subscriptions', {
      endpoint: device.endpoint,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_PERSON} devices at most: the oldest makes room`, async () => {
    const person = await createSignedInUser(t.db);
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_PERSON; i++) {
      const device = chromeSubscription();
      endpoints.push(device.endpoint);
      const response = await t.call(person, 'POST', '/push-subscriptions', device);
      expect(response.statusCode, response.body).toBe(200);
      // Each a moment apart, as people add devices.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = (await devicesOf(person)).endpoints;
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_PERSON);
    expect(kept).not.toContain(endpoints[0]);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a loopback address', 'https://127.0.0.1/push/x'],
    ['a private address', 'https://10.0.0.7/push/x'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost/push/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['an unknown service', 'https://push.example.org/x'],
  ])('refuses %s as an endpoint (the server would POST to it)', async (_label, endpoint) => {
    const person = await createSignedInUser(t.db);
    const response = await t.call(person, 'POST', '/push-subscriptions', {
      ...chromeSubscription(),
      endpoint,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((await devicesOf(person)).endpoints).toEqual([]);
  });

  it.each([
    ['no keys', { keys: undefined }],
    ['a short p256dh', { keys: { p256dh: 'abc', auth: 'a'.repeat(22) } }],
    ['an auth not base64url', { keys: { p256dh: 'B'.repeat(87), auth: '+'.repeat(22) } }],
    ['an unknown field', { extra: true }],
    ['an endpoint not a URL', { endpoint: 'fcm.googleapis.com/x' }],
    ['an endpoint too long', { endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` }],
  ])('refuses a subscription with %s', async (_label, change) => {
    const person = await createSignedInUser(t.db);
    const response = await t.call(person, 'POST', '/push-subscriptions', {
      ...chromeSubscription(),
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('accepts the local stand-in only where the configuration names it, and never in production', async () => {
    const other = await createTestApp();
    try {
      const person = await createSignedInUser(other.db);
      const response = await other.call(
        person,
        'POST',
        '/push-subscriptions',
        pushService.newDevice().subscription,
      );
      expect(response.statusCode).toBe(400);
    } finally {
      await other.close();
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.org',
        PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin,
      }),
    ).toThrow(/PUSH_TEST_ENDPOINT_ORIGIN/);
  }, 120_000);

  it('is refused while the server has no push subject', async () => {
    const off = await createTestApp({}, { PUSH_SUBJECT: '' });
    try {
      const person = await createSignedInUser(off.db);
      const devices = await off.call(person, 'GET', '/push-subscriptions');
      expect(devices.json().data.publicKey).toBeNull();
      const response = await off.call(person, 'POST', '/push-subscriptions', chromeSubscription());
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('push_off');
    } finally {
      await off.close();
    }
  }, 120_000);
});

describe('the push subject', () => {
  it.each([
    'mailto:reminders@localhost',
    'mailto:someone@example.invalid',
    'https://localhost',
    'https://innercompass.test',
    'https://192.168.1.2',
    'http://innercompass.app',
    'reminders@innercompass.app',
  ])('refuses %s at start (Apple would refuse it silently)', (subject) => {
    expect(() => loadConfig({ PUSH_SUBJECT: subject })).toThrow(/PUSH_SUBJECT/);
  });

  it.each(['mailto:reminders@innercompass.app', 'https://innercompass.app'])(
    'takes %s',
    (subject) => {
      expect(loadConfig({ PUSH_SUBJECT: subject }).push.subject).toBe(subject);
    },
  );
});
