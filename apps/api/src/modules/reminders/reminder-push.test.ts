import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import {
  startPushServiceStandIn,
  verifiedVapidClaims,
} from '../../../test/push-service-stand-in.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { pushSubscriptions } from '../../db/schema/push-subscriptions.ts';
import { reminderDeliveries, reminders } from '../../db/schema/reminders.ts';
import { PUSH_TIME_TO_LIVE_SECONDS } from '../../messaging/push-sender.ts';

/*
 * Reminders pushed through a local HTTP push service (test/push-service-stand-in.ts), read as a
 * browser reads them: the payload decrypted with the device's keys, the VAPID JWT's signature
 * checked against the key it names.
 */
const clock = createTestClock(new Date('2026-06-01T04:00:00Z'));
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  t = await createTestApp(
    { now: clock.now, pushRetryDelaysMs: [10, 20] },
    { PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin },
  );
});
afterAll(async () => {
  await t.close();
  pushService.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** The person's daily intention at 07:30 in Paris (05:30Z in June), written in `language`. */
async function intentionAt0730(person: SignedInPerson, language: 'en' | 'es' = 'en') {
  const response = await t.call(person, 'PUT', '/reminders', {
    timeZone: 'Europe/Paris',
    language,
    dailyIntention: { enabled: true, time: '07:30' },
    habitCheckIn: { enabled: true, time: '21:00' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function subscribe(person: SignedInPerson) {
  const device = pushService.newDevice();
  const response = await t.call(person, 'POST', '/push-subscriptions', device.subscription);
  expect(response.statusCode, response.body).toBe(200);
  return device;
}

/** Moves the clock on to the next 05:31Z (07:31 in Paris), and sends what is due. */
async function nextMorning() {
  const now = clock.now();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let next = midnight + (5 * 60 + 31) * 60 * 1000;
  if (next <= now.getTime()) next += DAY;
  clock.advance(next - now.getTime());
  await t.app.reminders.sendDue();
}

/** From 07:31 to 21:01 in Paris, when the habit check-in is due, and sends what is due. */
async function thatEvening() {
  clock.advance((13 * 60 + 30) * 60 * 1000);
  await t.app.reminders.sendDue();
}

const pushesTo = (deviceId: string) => pushService.received.filter((r) => r.deviceId === deviceId);

async function deliveryOutcome(person: SignedInPerson) {
  const [row] = await t.db
    .select({ outcome: reminderDeliveries.outcome })
    .from(reminderDeliveries)
    .innerJoin(reminders, eq(reminders.id, reminderDeliveries.reminderId))
    .where(and(eq(reminders.userId, person.user.id), eq(reminders.kind, 'dailyIntention')))
    .orderBy(reminderDeliveries.createdAt);
  return row?.outcome;
}

describe('a reminder pushed to the person’s devices', () => {
  it('arrives encrypted to each device, signed with VAPID, short-lived, with a topic', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    const phone = await subscribe(person);
    const laptop = await subscribe(person);
    const mailBefore = t.smtp.to(person.user.contact.contact).length;
    await nextMorning();

    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device.id);
      if (!push) throw new Error('no push reached the device');
      expect(push.headers.ttl).toBe(String(PUSH_TIME_TO_LIVE_SECONDS));
      expect(Number(push.headers.ttl)).toBeLessThanOrEqual(3600);
      expect(push.headers.topic).toBe('dailyIntention');
      expect(push.headers.urgency).toBe('normal');
      expect(push.headers['content-encoding']).toBe('aes128gcm');

      const vapid = verifiedVapidClaims(push.headers.authorization);
      expect(vapid.header.alg).toBe('ES256');
      expect(vapid.claims.aud).toBe(pushService.origin);
      expect(vapid.claims.sub).toBe('mailto:reminders@innercompass.app');
      // RFC 8292: at most 24 hours ahead. web-push signs with the real clock, not the test's.
      const realNow = Date.now() / 1000;
      expect(vapid.claims.exp).toBeGreaterThan(realNow);
      expect(vapid.claims.exp).toBeLessThanOrEqual(realNow + 24 * 3600);
      const devices = await t.call(person, 'GET', '/push-subscriptions');
      expect(vapid.publicKey).toBe(devices.json().data.publicKey);

      expect(device.decrypt(push.body)).toEqual({
        web_push: 8030,
        notification: {
          title: 'Set your daily intention',
          body: 'A moment for your daily intention: what do you intend for today?',
          navigate: 'http://localhost:3000/daily-intention',
          lang: 'en',
          tag: 'dailyIntention',
        },
      });
    }
    // Pushed instead of mailed: one reminder, not two.
    expect(t.smtp.to(person.user.contact.contact)).toHaveLength(mailBefore);
    expect(await deliveryOutcome(person)).toBe('sent');
  });

  it('is written in the language the reminders were saved in', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person, 'es');
    const device = await subscribe(person);
    await nextMorning();
    const [push] = pushesTo(device.id);
    expect(device.decrypt(push?.body ?? Buffer.alloc(0))).toMatchObject({
      notification: { title: 'Fija tu intención del día', lang: 'es' },
    });
  });

  it('opens the trackers for the habit check-in, and is not sent on a day every tracker is done', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    const device = await subscribe(person);
    await nextMorning();
    await thatEvening();
    const checkIn = pushesTo(device.id).find((p) => p.headers.topic === 'habitCheckIn');
    expect(device.decrypt(checkIn?.body ?? Buffer.alloc(0))).toMatchObject({
      notification: { navigate: 'http://localhost:3000/trackers', tag: 'habitCheckIn' },
    });

    // The next day, the one tracker is marked done before 21:00: nothing is pushed.
    const tomorrow = new Date(clock.now().getTime() + DAY).toISOString().slice(0, 10);
    await t.db
      .insert(habitTrackers)
      .values({ userId: person.user.id, title: 'Run', dates: [tomorrow], position: 0 });
    const before = pushesTo(device.id).filter((p) => p.headers.topic === 'habitCheckIn').length;
    clock.advance(DAY);
    await t.app.reminders.sendDue();
    expect(pushesTo(device.id).filter((p) => p.headers.topic === 'habitCheckIn')).toHaveLength(
      before,
    );
  });

  it("pushes a tracker's own reminder under that tracker's topic, so a newer one replaces only its own", async () => {
    const person = await createSignedInUser(t.db);
    const made = await t.call(person, 'POST', '/habit-trackers', [
      { title: 'Run', dates: [] },
      { title: 'Read', dates: [] },
    ]);
    const [run, read] = made.json().data as Array<{ _id: string }>;
    if (!run || !read) throw new Error('no trackers');
    const response = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Europe/Paris',
      dailyIntention: { enabled: false, time: '07:30' },
      habitCheckIn: { enabled: false, time: '21:00' },
      trackers: [
        { trackerId: run._id, enabled: true, time: '07:30' },
        { trackerId: read._id, enabled: true, time: '07:30' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const device = await subscribe(person);
    await nextMorning();
    const topics = pushesTo(device.id).map((p) => p.headers.topic);
    expect(topics.sort()).toEqual([run._id, read._id].map((id) => id.replaceAll('-', '')).sort());
    const first = pushesTo(device.id)[0];
    expect(device.decrypt(first?.body ?? Buffer.alloc(0))).toMatchObject({
      notification: { title: 'Time for your habit', navigate: 'http://localhost:3000/trackers' },
    });
    expect(JSON.stringify(device.decrypt(first?.body ?? Buffer.alloc(0)))).not.toMatch(/Run|Read/);
  });

  it('forgets a device its push service says is gone (404, 410), and mails when none is left', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    const gone = await subscribe(person);
    const unknown = await subscribe(person);
    pushService.answer(gone.id, 410);
    pushService.answer(unknown.id, 404);
    const mailBefore = t.smtp.to(person.user.contact.contact).length;
    await nextMorning();

    expect(pushesTo(gone.id)).toHaveLength(1);
    expect(pushesTo(unknown.id)).toHaveLength(1);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.user.id));
    expect(left).toEqual([]);
    // The day's reminder still arrives, once, by e-mail.
    expect(t.smtp.to(person.user.contact.contact)).toHaveLength(mailBefore + 1);
    expect(await deliveryOutcome(person)).toBe('sent');
  });

  it('retries a busy push service with backoff, and sends once when it recovers', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    const device = await subscribe(person);
    pushService.answer(device.id, 503, 429);
    const mailBefore = t.smtp.to(person.user.contact.contact).length;
    await nextMorning();

    expect(pushesTo(device.id).map((p) => p.status)).toEqual([503, 429, 201]);
    expect(t.smtp.to(person.user.contact.contact)).toHaveLength(mailBefore);
    // Another pass the same minute, and the next, send nothing more that day.
    await t.app.reminders.sendDue();
    clock.advance(60 * 1000);
    await t.app.reminders.sendDue();
    expect(pushesTo(device.id)).toHaveLength(3);
    expect(await deliveryOutcome(person)).toBe('sent');
  });

  it('gives up after the last retry and mails the reminder instead, once', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    const device = await subscribe(person);
    pushService.answer(device.id, 503, 503, 503, 503);
    const mailBefore = t.smtp.to(person.user.contact.contact).length;
    await nextMorning();
    expect(pushesTo(device.id).map((p) => p.status)).toEqual([503, 503, 503]);
    expect(t.smtp.to(person.user.contact.contact)).toHaveLength(mailBefore + 1);
    // The device stays: a busy service is not a gone subscription.
    const [kept] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.user.id));
    expect(kept?.endpoint).toBe(device.subscription.endpoint);
  });

  it('does not retry a request the service refuses (400), and never carries journal writing', async () => {
    const person = await createSignedInUser(t.db);
    await intentionAt0730(person);
    await t.db
      .insert(habitTrackers)
      .values({ userId: person.user.id, title: 'My secret habit', position: 0 });
    const device = await subscribe(person);
    pushService.answer(device.id, 400);
    await nextMorning();
    expect(pushesTo(device.id)).toHaveLength(1);
    await thatEvening();
    const checkIn = pushesTo(device.id).slice(1);
    expect(checkIn).toHaveLength(1);
    for (const push of checkIn) {
      expect(JSON.stringify(device.decrypt(push.body))).not.toContain('secret');
    }
  });
});
