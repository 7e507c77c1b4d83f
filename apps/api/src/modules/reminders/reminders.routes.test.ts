import { Writable } from 'node:stream';
import { remindersResponseSchema } from '@app/domain/reminders.schemas.ts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInPerson as Person } from '../../../test/factories.ts';
import type { ReceivedMail } from '../../../test/smtp-test-server.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../test/test-app.ts';
import { reminders } from '../../db/schema/reminders.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

// Saturday 2026-06-06, 10:00 in Paris.
const clock = createTestClock(new Date('2026-06-06T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, logger: { level: 'trace', stream: logStream } });
});
afterAll(async () => {
  await t.close();
});

const PARIS_BOTH_ON = {
  timeZone: 'Europe/Paris',
  dailyIntention: { enabled: true, time: '07:30' },
  habitCheckIn: { enabled: true, time: '21:00' },
};

async function save(person: Person, body: object) {
  const response = await t.call(person, 'PUT', '/reminders', body);
  expect(response.statusCode, response.body).toBe(200);
  return remindersResponseSchema.parse(response.json()).data;
}

/** Moves the clock to an instant and lets the server send what is due there. */
async function tickAt(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  await t.app.reminders.sendDue();
}

async function unsubscribeLinksOf(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  const rawHeader = (key: string) =>
    parsed.headerLines
      .find((line) => line.key === key)
      ?.line.replace(/\r?\n\s+/g, ' ')
      .replace(/^[^:]+:\s*/, '');
  const oneClick = /<([^>]+)>/.exec(rawHeader('list-unsubscribe') ?? '')?.[1];
  const pageLink = /(http\S+\/unsubscribe#\S+)/.exec(parsed.text ?? '')?.[1];
  if (!oneClick || !pageLink) throw new Error(`no unsubscribe links in\n${mail.raw}`);
  return {
    oneClick: new URL(oneClick),
    pageToken: new URL(pageLink).hash.slice(1),
    postHeader: rawHeader('list-unsubscribe-post'),
  };
}

describe('reminder settings', () => {
  it('are 401 for visitors', async () => {
    expect((await t.call(null, 'GET', '/reminders')).statusCode).toBe(401);
    expect((await t.call(null, 'PUT', '/reminders', PARIS_BOTH_ON)).statusCode).toBe(401);
  });

  it('start off, at default times, without a zone, going to the login contact', async () => {
    const person = await createSignedInUser(t.db);
    const response = await t.call(person, 'GET', '/reminders');
    expect(response.statusCode).toBe(200);
    expect(remindersResponseSchema.parse(response.json()).data).toEqual({
      timeZone: null,
      dailyIntention: { enabled: false, time: '07:30' },
      habitCheckIn: { enabled: false, time: '20:00' },
      trackers: [],
      sendTo: { contact: person.user.contact.contact, contactType: 'email' },
    });
  });

  it('are saved and read back, each person only their own', async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const saved = await save(person, {
      timeZone: 'America/New_York',
      dailyIntention: { enabled: true, time: '06:45' },
      habitCheckIn: { enabled: false, time: '22:15' },
    });
    expect(saved).toMatchObject({
      timeZone: 'America/New_York',
      dailyIntention: { enabled: true, time: '06:45' },
      habitCheckIn: { enabled: false, time: '22:15' },
    });
    const read = remindersResponseSchema.parse((await t.call(person, 'GET', '/reminders')).json());
    expect(read.data).toEqual(saved);
    const others = remindersResponseSchema.parse((await t.call(other, 'GET', '/reminders')).json());
    expect(others.data.timeZone).toBeNull();
    // Due at the next 06:45 in New York (EDT, UTC-4) after the clock's now (04:00 there).
    const [row] = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, person.user.id))
      .orderBy(reminders.kind);
    expect(row?.kind).toBe('dailyIntention');
    expect(row?.nextDueAt?.toISOString()).toBe('2026-06-06T10:45:00.000Z');
  });

  it("keep a tracker's own reminder for the person's trackers only", async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const made = await t.call(person, 'POST', '/habit-trackers', [{ title: 'Run', dates: [] }]);
    const theirs = await t.call(other, 'POST', '/habit-trackers', [{ title: 'Swim', dates: [] }]);
    const runId: string = made.json().data[0]._id;
    const swimId: string = theirs.json().data[0]._id;
    const saved = await save(person, {
      ...PARIS_BOTH_ON,
      trackers: [{ trackerId: runId, enabled: true, time: '06:15' }],
    });
    expect(saved.trackers).toEqual([{ trackerId: runId, enabled: true, time: '06:15' }]);
    // Saved again without trackers, it stays; with a new time, it moves.
    expect((await save(person, PARIS_BOTH_ON)).trackers).toHaveLength(1);
    const moved = await save(person, {
      ...PARIS_BOTH_ON,
      trackers: [{ trackerId: runId, enabled: false, time: '18:00' }],
    });
    expect(moved.trackers).toEqual([{ trackerId: runId, enabled: false, time: '18:00' }]);
    // Another person's tracker is not found, and nothing of the request is saved.
    const refused = await t.call(person, 'PUT', '/reminders', {
      ...PARIS_BOTH_ON,
      habitCheckIn: { enabled: false, time: '21:00' },
      trackers: [{ trackerId: swimId, enabled: true, time: '06:00' }],
    });
    expect(refused.statusCode).toBe(404);
    const read = remindersResponseSchema.parse((await t.call(person, 'GET', '/reminders')).json());
    expect(read.data.habitCheckIn.enabled).toBe(true);
    const swim = await t.db.select().from(reminders).where(eq(reminders.trackerId, swimId));
    expect(swim).toEqual([]);
  });

  it('refuse an unknown time zone and a time that is not HH:MM, changing nothing', async () => {
    const person = await createSignedInUser(t.db);
    const bad = [
      { ...PARIS_BOTH_ON, timeZone: 'Mars/Olympus_Mons' },
      { ...PARIS_BOTH_ON, timeZone: '' },
      { ...PARIS_BOTH_ON, timeZone: 'Europe/Paris/../../etc' },
      { ...PARIS_BOTH_ON, dailyIntention: { enabled: true, time: '25:00' } },
      { ...PARIS_BOTH_ON, dailyIntention: { enabled: true, time: '7:30' } },
      { ...PARIS_BOTH_ON, habitCheckIn: { enabled: true, time: '07:60' } },
      { ...PARIS_BOTH_ON, habitCheckIn: { enabled: 'yes', time: '07:30' } },
      { timeZone: 'Europe/Paris', dailyIntention: { enabled: true, time: '07:30' } },
      { ...PARIS_BOTH_ON, nextDueAt: '2026-01-01T00:00:00Z' },
      { ...PARIS_BOTH_ON, trackers: [{ trackerId: 'run', enabled: true, time: '07:00' }] },
    ];
    for (const body of bad) {
      const response = await t.call(person, 'PUT', '/reminders', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect(await t.db.select().from(reminders).where(eq(reminders.userId, person.user.id))).toEqual(
      [],
    );
  });
});

describe('unsubscribe', () => {
  it('turns off only the reminder in the link, without signing in, by one-click POST', async () => {
    const person = await createSignedInUser(t.db);
    const email = person.user.contact.contact;
    await tickAt('2026-06-06T08:00:00Z');
    await save(person, PARIS_BOTH_ON);
    // Saturday 07:30 Paris has passed: the next intention reminder is Sunday 05:30Z.
    await tickAt('2026-06-07T05:30:00Z');
    const mail = await t.smtp.waitFor(email, 1);
    expect(mail.subject).toContain('daily intention');
    const links = await unsubscribeLinksOf(mail);
    expect(links.postHeader).toBe('List-Unsubscribe=One-Click');
    expect(links.oneClick.origin + links.oneClick.pathname).toBe(
      'http://localhost:3000/api/v1/reminders/unsubscribe',
    );
    const token = links.oneClick.searchParams.get('token') ?? '';
    expect(links.pageToken).toBe(token);

    // A mail client's RFC 8058 request: no cookie, no session, a form body.
    const response = await t.app.inject({
      method: 'POST',
      url: `${links.oneClick.pathname}${links.oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { kind: 'dailyIntention' } });

    const settings = remindersResponseSchema.parse(
      (await t.call(person, 'GET', '/reminders')).json(),
    ).data;
    expect(settings.dailyIntention.enabled).toBe(false);
    expect(settings.habitCheckIn.enabled).toBe(true);

    // Sunday evening's check-in still comes; Monday's intention does not.
    await tickAt('2026-06-07T19:00:00Z');
    await tickAt('2026-06-08T05:30:00Z');
    const subjects = t.smtp.to(email).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toContain('habits');
  });

  it('works from the page with the token in a JSON body, and refuses forged tokens', async () => {
    const person = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    await tickAt('2026-06-08T12:00:00Z');
    await save(person, PARIS_BOTH_ON);
    await save(other, PARIS_BOTH_ON);
    await tickAt('2026-06-08T19:00:00Z');
    const mail = await t.smtp.waitFor(person.user.contact.contact, 1);
    expect(mail.subject).toContain('habits');
    const { pageToken } = await unsubscribeLinksOf(mail);

    const [reminderId, signature] = pageToken.split('.') as [string, string];
    const [othersReminder] = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.userId, other.user.id));
    const forged = [
      '',
      'nonsense',
      reminderId,
      `${reminderId}.${signature.slice(0, -2)}AA`,
      // Another person's reminder with this signature: it signs only its own reminder.
      `${othersReminder?.id}.${signature}`,
    ];
    for (const token of forged) {
      const response = await t.call(null, 'POST', '/reminders/unsubscribe', { token });
      expect([400, 404], token).toContain(response.statusCode);
    }
    expect(
      (await t.db.select().from(reminders).where(eq(reminders.userId, other.user.id))).every(
        (r) => r.enabled,
      ),
    ).toBe(true);

    const response = await t.call(null, 'POST', '/reminders/unsubscribe', { token: pageToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { kind: 'habitCheckIn' } });
    // Again: still off, still fine (a second click).
    expect(
      (await t.call(null, 'POST', '/reminders/unsubscribe', { token: pageToken })).statusCode,
    ).toBe(200);
    const settings = remindersResponseSchema.parse(
      (await t.call(person, 'GET', '/reminders')).json(),
    ).data;
    expect(settings).toMatchObject({
      dailyIntention: { enabled: true },
      habitCheckIn: { enabled: false },
    });

    // Opening the one-click address in a browser asks first: a GET changes nothing.
    const opened = await t.call(null, 'GET', `/reminders/unsubscribe?token=${pageToken}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`http://localhost:3000/unsubscribe#${pageToken}`);
  });

  it('keeps tokens out of the logs, even at trace level', () => {
    const logs = logLines.join('');
    expect(logs).not.toContain('/reminders/unsubscribe');
    expect(logs).toContain('/api/v1/reminders');
    for (const row of t.smtp.messages) {
      const token = /token=([^\s>]+)/.exec(row.raw.replace(/=\r?\n/g, ''))?.[1];
      if (token) expect(logs).not.toContain(decodeURIComponent(token).split('.')[1]);
    }
  });
});
