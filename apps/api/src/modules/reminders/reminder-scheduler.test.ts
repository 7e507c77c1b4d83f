import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createSignedInUser, type SignedInPerson } from '../../../test/factories.ts';
import {
  createTestApp,
  createTestClock,
  createTwilioTestApp,
  type TestApp,
} from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { habitTrackers } from '../../db/schema/habit-trackers.ts';
import { reminderDeliveries, reminders } from '../../db/schema/reminders.ts';

/*
 * Two app servers on ONE database, ticking at the same instants of one test clock, as two
 * servers behind a load balancer would. On PGlite they share the engine in this process; with
 * TEST_DATABASE_URL they are two pools on one PostgreSQL, racing for real.
 */
const clock = createTestClock(new Date('2026-03-27T12:00:00Z'));
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  second = await buildApp({
    config: t.config,
    database: t.database,
    now: clock.now,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const QUARTER_HOUR = 15 * 60 * 1000;

async function bothServersSendDue() {
  await Promise.all([t.app.reminders.sendDue(), second.reminders.sendDue()]);
}

/** Ticks both servers every quarter hour until `until`; answers when each new mail arrived. */
async function runUntil(until: string, email: string): Promise<string[]> {
  const arrivals: string[] = [];
  while (clock.now() < new Date(until)) {
    clock.advance(QUARTER_HOUR);
    const before = t.smtp.to(email).length;
    await bothServersSendDue();
    const after = t.smtp.to(email).length;
    for (let i = before; i < after; i++) arrivals.push(clock.now().toISOString());
  }
  return arrivals;
}

async function setClock(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
}

async function saveParisIntentionAt(person: SignedInPerson, time: string) {
  const response = await t.call(person, 'PUT', '/reminders', {
    timeZone: 'Europe/Paris',
    dailyIntention: { enabled: true, time },
    habitCheckIn: { enabled: false, time: '20:00' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The habit check-in at 21:00 in Tokyo, which is 12:00Z. */
async function saveTokyoCheckInAt9pm(person: SignedInPerson) {
  const response = await t.call(person, 'PUT', '/reminders', {
    timeZone: 'Asia/Tokyo',
    dailyIntention: { enabled: false, time: '07:00' },
    habitCheckIn: { enabled: true, time: '21:00' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a reminder due at 07:30 in Europe/Paris, two servers ticking together', () => {
  it('is sent once a day at 07:30 there across the spring change (06:30Z, then 05:30Z)', async () => {
    await setClock('2026-03-27T12:00:00Z');
    const person = await createSignedInUser(t.db);
    await saveParisIntentionAt(person, '07:30');
    const arrivals = await runUntil('2026-03-30T12:00:00Z', person.user.contact.contact);
    expect(arrivals).toEqual([
      '2026-03-28T06:30:00.000Z',
      // Sunday 29 March: clocks go forward at 02:00, so 07:30 is 05:30Z.
      '2026-03-29T05:30:00.000Z',
      '2026-03-30T05:30:00.000Z',
    ]);
    expect(
      t.smtp.to(person.user.contact.contact).every((m) => m.subject.includes('intention')),
    ).toBe(true);
  });

  it('is sent once a day at 07:30 there across the autumn change (05:30Z, then 06:30Z)', async () => {
    await setClock('2026-10-23T12:00:00Z');
    const person = await createSignedInUser(t.db);
    await saveParisIntentionAt(person, '07:30');
    const arrivals = await runUntil('2026-10-26T12:00:00Z', person.user.contact.contact);
    expect(arrivals).toEqual([
      '2026-10-24T05:30:00.000Z',
      // Sunday 25 October: clocks go back at 03:00, so 07:30 is 06:30Z again.
      '2026-10-25T06:30:00.000Z',
      '2026-10-26T06:30:00.000Z',
    ]);
  });

  it('goes out once when both servers tick at its exact instant, many people at once', async () => {
    await setClock('2026-11-02T12:00:00Z');
    const people = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(t.db)));
    for (const person of people) await saveParisIntentionAt(person, '08:00');
    await setClock('2026-11-03T07:00:00Z');
    // Both servers, three passes each, all at 08:00 Paris.
    await Promise.all([bothServersSendDue(), bothServersSendDue(), bothServersSendDue()]);
    for (const person of people) {
      expect(t.smtp.to(person.user.contact.contact)).toHaveLength(1);
    }
  });
});

describe('what a reminder skips', () => {
  it('skips a day whose daily intention is already written, and reminds the next day', async () => {
    await setClock('2026-05-04T12:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await saveParisIntentionAt(person, '07:30');
    // Written at 06:10 Paris time on Tuesday 5 May (04:10Z).
    await setClock('2026-05-05T04:10:00Z');
    await createPost(t.db, person.user.id, {
      category: 'manifest',
      title: 'Daily Intention',
      createdAt: clock.now(),
      lastUpdate: clock.now(),
    });
    // Written late on Monday in Paris (the day before, locally): it does not count for Tuesday.
    await createPost(t.db, person.user.id, {
      category: 'manifest',
      title: 'Daily Intention',
      createdAt: new Date('2026-05-04T21:59:00Z'),
      lastUpdate: new Date('2026-05-04T21:59:00Z'),
    });
    await setClock('2026-05-05T05:30:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(0);
    await setClock('2026-05-06T05:30:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(1);
    const [reminder] = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, person.user.id), eq(reminders.kind, 'dailyIntention')));
    const deliveries = await t.db
      .select({ localDate: reminderDeliveries.localDate, outcome: reminderDeliveries.outcome })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.reminderId, reminder?.id ?? ''))
      .orderBy(reminderDeliveries.localDate);
    expect(deliveries).toEqual([
      { localDate: '2026-05-05', outcome: 'skipped' },
      { localDate: '2026-05-06', outcome: 'sent' },
    ]);
  });

  it('skips a habit check-in only when every tracker has the local day marked', async () => {
    await setClock('2026-05-10T12:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await saveTokyoCheckInAt9pm(person);
    await t.db.insert(habitTrackers).values([
      { userId: person.user.id, title: 'Walk', position: 0, dates: ['2026-05-11', '2026-05-12'] },
      { userId: person.user.id, title: 'Read', position: 1, dates: ['2026-05-11'] },
    ]);
    // 21:00 in Tokyo is 12:00Z. The 11th: both marked, skipped. The 12th: one is not, sent.
    await setClock('2026-05-11T12:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(0);
    await setClock('2026-05-12T12:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email).map((m) => m.subject)).toEqual([
      'Inner Compass: Check in on your habits',
    ]);
  });

  it("skips a habit check-in on a day no tracker's goal needs: rested, paused, or a weekly goal met", async () => {
    await setClock('2026-06-01T00:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await saveTokyoCheckInAt9pm(person);
    // 2026-06-01 is a Monday. "Run" asks 2 days a week and has them by Tuesday; "Walk" rests
    // on Wednesday and is paused Thursday to Friday.
    await t.db.insert(habitTrackers).values([
      {
        userId: person.user.id,
        title: 'Run',
        position: 0,
        dates: ['2026-06-01', '2026-06-02'],
        daysPerWeek: 2,
      },
      {
        userId: person.user.id,
        title: 'Walk',
        position: 1,
        dates: ['2026-06-01', '2026-06-02'],
        restDates: ['2026-06-03'],
        pauses: [{ from: '2026-06-04', to: '2026-06-05' }],
      },
    ]);
    // 21:00 in Tokyo is 12:00Z: Wednesday to Friday nothing is needed; Saturday Walk is.
    for (const day of ['03', '04', '05']) {
      await setClock(`2026-06-${day}T12:00:00Z`);
      await bothServersSendDue();
    }
    expect(t.smtp.to(email)).toHaveLength(0);
    await setClock('2026-06-06T12:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(1);
  });

  it("sends a tracker's own reminder at its own time, only on days that tracker's goal needs", async () => {
    await setClock('2026-07-01T00:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    const [run, read] = await t.db
      .insert(habitTrackers)
      .values([
        { userId: person.user.id, title: 'Run', position: 0, dates: ['2026-07-02'] },
        { userId: person.user.id, title: 'Read', position: 1, dates: [] },
      ])
      .returning({ id: habitTrackers.id });
    if (!run || !read) throw new Error('no trackers');
    // Run at 07:00 in Tokyo (22:00Z the day before), Read off; the check-in off too.
    const saved = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Asia/Tokyo',
      dailyIntention: { enabled: false, time: '07:00' },
      habitCheckIn: { enabled: false, time: '21:00' },
      trackers: [
        { trackerId: run.id, enabled: true, time: '07:00' },
        { trackerId: read.id, enabled: false, time: '09:00' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 2 July: Run is already marked (its goal needs nothing): skipped. 3 July: sent, once.
    await setClock('2026-07-01T22:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(0);
    await setClock('2026-07-02T22:00:00Z');
    await bothServersSendDue();
    await bothServersSendDue();
    const sent = t.smtp.to(email);
    expect(sent.map((m) => m.subject)).toEqual(['Inner Compass: Time for your habit']);
    // It names no habit: a title is private writing, and a sealed journal's is unreadable here.
    expect(sent[0]?.raw).not.toContain('Run');
    const [row] = await t.db
      .select({ trackerId: reminders.trackerId })
      .from(reminders)
      .where(and(eq(reminders.userId, person.user.id), eq(reminders.kind, 'tracker')))
      .orderBy(reminders.localTime)
      .limit(1);
    expect(row?.trackerId).toBe(run.id);
    // The tracker deleted, its reminder goes with it.
    await t.db.delete(habitTrackers).where(eq(habitTrackers.id, run.id));
    const left = await t.db
      .select({ trackerId: reminders.trackerId })
      .from(reminders)
      .where(and(eq(reminders.userId, person.user.id), eq(reminders.kind, 'tracker')));
    expect(left).toEqual([{ trackerId: read.id }]);
  });

  it('sends once a day even when the time is moved later on a day already reminded', async () => {
    await setClock('2026-05-20T04:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await saveParisIntentionAt(person, '07:30');
    await setClock('2026-05-20T05:30:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(1);
    // 09:00 the same day: the day has had its reminder.
    await saveParisIntentionAt(person, '09:00');
    await setClock('2026-05-20T07:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(1);
    await setClock('2026-05-21T07:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(2);
  });

  it('does not send hours late after the servers were down; the next day is on time', async () => {
    await setClock('2026-05-25T04:00:00Z');
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await saveParisIntentionAt(person, '07:30');
    // Nobody ticked at 05:30Z; the servers are back at 15:00Z.
    await setClock('2026-05-25T15:00:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(0);
    await setClock('2026-05-26T05:30:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(email)).toHaveLength(1);
  });

  it('is written in the language of the page it was saved on', async () => {
    await setClock('2026-05-04T12:00:00Z');
    const person = await createSignedInUser(t.db);
    const saved = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Europe/Paris',
      language: 'es',
      dailyIntention: { enabled: false, time: '07:30' },
      habitCheckIn: { enabled: true, time: '20:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = person.user.contact.contact;
    expect(await runUntil('2026-05-05T12:00:00Z', email)).toEqual(['2026-05-04T18:00:00.000Z']);
    const [mail] = t.smtp.to(email);
    const message = await simpleParser(mail?.raw ?? '');
    expect(message.subject).toBe('Inner Compass: Repasa tus hábitos');
    expect(message.text).toContain('marca hoy en tus seguimientos de hábitos');
    expect(message.text).toMatch(
      /Dejar de recibir recordatorios de los hábitos: http\S+\/unsubscribe#/,
    );

    const refused = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Europe/Paris',
      language: 'fr',
      dailyIntention: { enabled: false, time: '07:30' },
      habitCheckIn: { enabled: true, time: '20:00' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('stops when the person turns the reminder off', async () => {
    await setClock('2026-05-27T04:00:00Z');
    const person = await createSignedInUser(t.db);
    await saveParisIntentionAt(person, '07:30');
    const response = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Europe/Paris',
      dailyIntention: { enabled: false, time: '07:30' },
      habitCheckIn: { enabled: false, time: '20:00' },
    });
    expect(response.statusCode).toBe(200);
    await setClock('2026-05-27T05:30:00Z');
    await bothServersSendDue();
    expect(t.smtp.to(person.user.contact.contact)).toHaveLength(0);
  });
});

describe('the daily intention mentions On This Day', () => {
  async function intentionMailOn(person: SignedInPerson, day: string, language?: 'es') {
    await setClock(`${day}T03:00:00Z`);
    const saved = await t.call(person, 'PUT', '/reminders', {
      timeZone: 'Europe/Paris',
      ...(language ? { language } : {}),
      dailyIntention: { enabled: true, time: '07:30' },
      habitCheckIn: { enabled: false, time: '20:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 07:30 in Paris in summer is 05:30Z.
    await setClock(`${day}T05:30:00Z`);
    await bothServersSendDue();
    const mails = t.smtp.to(person.user.contact.contact);
    expect(mails).toHaveLength(1);
    return simpleParser(mails[0]?.raw ?? '');
  }

  it('says how many years ago a post was written on this day, and nothing of what it says', async () => {
    const person = await createSignedInUser(t.db);
    await createPost(t.db, person.user.id, {
      category: 'anxiety',
      title: 'The thing I never told anyone',
      summary: 'Private words',
      // 3 June 2023 at 01:30 in Paris, though still 2 June in UTC.
      createdAt: new Date('2023-06-02T23:30:00Z'),
      lastUpdate: new Date('2023-06-02T23:30:00Z'),
    });
    const mail = await intentionMailOn(person, '2026-06-03');
    expect(mail.text).toContain(
      'Three years ago today you wrote in your journal. It is on your dashboard: http://localhost:3000/urnb',
    );
    for (const secret of ['never told', 'Private words', 'anxiety', 'Anxiety']) {
      expect(mail.text).not.toContain(secret);
      expect(mail.subject).not.toContain(secret);
    }
  });

  it('says it in Spanish, for the nearest year', async () => {
    const person = await createSignedInUser(t.db);
    for (const created of ['2020-06-04T10:00:00Z', '2025-06-04T10:00:00Z']) {
      await createPost(t.db, person.user.id, {
        createdAt: new Date(created),
        lastUpdate: new Date(created),
      });
    }
    const mail = await intentionMailOn(person, '2026-06-04', 'es');
    expect(mail.text).toContain(
      'Hace un año, un día como hoy, escribiste en tu diario. Puedes leerlo en tu panel: http://localhost:3000/urnb',
    );
  });

  it("says nothing of it without a post of the person's own on this day", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await createPost(t.db, other.user.id, {
      createdAt: new Date('2024-06-05T10:00:00Z'),
      lastUpdate: new Date('2024-06-05T10:00:00Z'),
    });
    await createPost(t.db, person.user.id, {
      deleted: true,
      createdAt: new Date('2024-06-05T10:00:00Z'),
      lastUpdate: new Date('2024-06-05T10:00:00Z'),
    });
    await createPost(t.db, person.user.id, {
      createdAt: new Date('2024-06-06T10:00:00Z'),
      lastUpdate: new Date('2024-06-06T10:00:00Z'),
    });
    const mail = await intentionMailOn(person, '2026-06-05');
    expect(mail.text).toContain('what do you intend for today?');
    expect(mail.text).not.toMatch(/ago today|journal/);
  });
});

describe('a reminder by text message', () => {
  it('goes to the phone a person signs in with, carrying the unsubscribe page link', async () => {
    const smsClock = createTestClock(new Date('2026-06-01T12:00:00Z'));
    const phoneApp = await createTwilioTestApp(t.app.log, { now: smsClock.now });
    try {
      const person = await createSignedInUser(phoneApp.db, {
        contact: { contact: '+14155552671', contactType: 'phone' },
      });
      const saved = await phoneApp.call(person, 'PUT', '/reminders', {
        timeZone: 'Europe/Paris',
        dailyIntention: { enabled: true, time: '07:30' },
        habitCheckIn: { enabled: false, time: '20:00' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.sendTo).toEqual({ contact: '+14155552671', contactType: 'phone' });

      // 07:30 in Paris in summer is 05:30Z: nothing before, one text then, none again that day.
      smsClock.advance(new Date('2026-06-02T05:29:00Z').getTime() - smsClock.now().getTime());
      await phoneApp.app.reminders.sendDue();
      expect(phoneApp.texts).toHaveLength(0);
      smsClock.advance(60_000);
      await phoneApp.app.reminders.sendDue();
      smsClock.advance(QUARTER_HOUR);
      await phoneApp.app.reminders.sendDue();
      expect(phoneApp.texts).toHaveLength(1);
      const text = phoneApp.texts[0]?.form;
      expect(text?.get('To')).toBe('+14155552671');
      expect(text?.get('Body')).toMatch(/intention/i);
      // A text has no List-Unsubscribe header: the page link is in the words themselves.
      const link = /(http\S+\/unsubscribe#(\S+))/.exec(text?.get('Body') ?? '');
      expect(link?.[2]).toBeTruthy();
      const stopped = await phoneApp.call(null, 'POST', '/reminders/unsubscribe', {
        token: link?.[2],
      });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toEqual({ data: { kind: 'dailyIntention' } });
    } finally {
      await phoneApp.close();
    }
  });
});
