import {
  CHALLENGE_MESSAGE_MAX_LENGTH,
  CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
} from '@app/domain/community.schemas.ts';
import type { UserContact } from '@app/domain/users.schemas.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createUser,
  type SignedInPerson as Person,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, createTwilioTestApp, type TestApp } from '../../../test/test-app.ts';
import { challengeMessages } from '../../db/schema/challenge-messages.ts';
import { userContacts } from '../../db/schema/user-contacts.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.update(users).set({ happyChallenge: false }).where(sql`${users.happyChallenge}`);
});

const call = (app: TestApp, person: Person | null, method: 'GET' | 'POST', payload?: object) =>
  app.app.inject({
    method,
    url: '/api/v1/challengers',
    headers: person?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

async function createParticipant(
  db: TestApp['db'],
  name: string,
  contact: UserContact = { contact: uniqueEmail(name.toLowerCase()), contactType: 'email' },
) {
  return createUser(db, { name, happyChallenge: true, challengeJoinedAt: new Date(), contact });
}

describe('who may use the challengers API (docs/security.md)', () => {
  it('is 401 for visitors and 403 for people who are not moderators, and sends nothing', async () => {
    const participant = await createParticipant(t.db, 'Ada');
    const person = await createSignedInUser(t.db);
    const message = { message: 'Hello', users: [participant.id] };
    expect((await call(t, null, 'GET')).statusCode).toBe(401);
    expect((await call(t, null, 'POST', message)).statusCode).toBe(401);
    for (const response of [await call(t, person, 'GET'), await call(t, person, 'POST', message)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
      expect(response.body).not.toContain(participant.contact.contact);
    }
    // A participant is no moderator either.
    const joined = await createSignedInUser(t.db, { happyChallenge: true });
    expect((await call(t, joined, 'GET')).statusCode).toBe(403);
    expect(t.smtp.to(participant.contact.contact)).toHaveLength(0);
    expect(
      await t.db.$count(challengeMessages, eq(challengeMessages.recipientId, participant.id)),
    ).toBe(0);
  });
});

describe('GET /api/v1/challengers', () => {
  it('lists the participants, in the order they joined, with name and first contact', async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const ada = await createParticipant(t.db, 'Ada');
    const bo = await createParticipant(t.db, 'Bo', {
      contact: '+14155552671',
      contactType: 'phone',
    });
    await t.db
      .insert(userContacts)
      .values({ userId: bo.id, contact: 'zz-bo@example.com', contactType: 'email' });
    await createUser(t.db, { name: 'Not in it' });
    await t.db
      .update(users)
      .set({ challengeJoinedAt: sql`now() - interval '1 day'` })
      .where(eq(users.id, bo.id));
    const response = await call(t, moderator, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { _id: bo.id, name: 'Bo', contact: '+14155552671', contactType: 'phone' },
        { _id: ada.id, name: 'Ada', contact: ada.contact.contact, contactType: 'email' },
      ],
    });
  });
});

describe('POST /api/v1/challengers', () => {
  it("sends a moderator's message to each chosen participant by e-mail, records each send, and skips anyone else", async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const ada = await createParticipant(t.db, 'Ada');
    const cy = await createParticipant(t.db, 'Cy');
    const notChosen = await createParticipant(t.db, 'Dee');
    const outsider = await createUser(t.db, { name: 'Eve' });
    const response = await call(t, moderator, 'POST', {
      message: '  Day 3: write down one thing that made you smile.  ',
      users: [ada.id, cy.id, ada.id, outsider.id, '7d3c0d8e-53a4-4d8e-9a52-2f1a2b3c4d5e'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { sent: 2, failed: 0, skipped: 2, held: 0 } });

    for (const person of [ada, cy]) {
      const mail = await t.smtp.waitFor(person.contact.contact);
      expect(mail.subject).toBe('Inner Compass: a message about the happiness challenge');
      expect(mail.raw).toContain('Day 3: write down one thing that made you smile.');
      expect(mail.raw).toContain('http://localhost:3000/challenge');
      expect(t.smtp.to(person.contact.contact)).toHaveLength(1);
    }
    expect(t.smtp.to(notChosen.contact.contact)).toHaveLength(0);
    expect(t.smtp.to(outsider.contact.contact)).toHaveLength(0);

    const rows = await t.db
      .select()
      .from(challengeMessages)
      .where(eq(challengeMessages.senderId, moderator.user.id));
    expect(rows.map((r) => [r.recipientId, r.channel, r.status]).sort()).toEqual(
      [
        [ada.id, 'email', 'sent'],
        [cy.id, 'email', 'sent'],
      ].sort(),
    );
  });

  it("records a failed send when the participant's channel is not available (SMS without Twilio)", async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const texter = await createParticipant(t.db, 'Fay', {
      contact: '+14155550123',
      contactType: 'phone',
    });
    const mailer = await createParticipant(t.db, 'Gus');
    const response = await call(t, moderator, 'POST', {
      message: 'Hello',
      users: [texter.id, mailer.id],
    });
    expect(response.json()).toEqual({ data: { sent: 1, failed: 1, skipped: 0, held: 0 } });
    const rows = await t.db
      .select()
      .from(challengeMessages)
      .where(inArray(challengeMessages.recipientId, [texter.id, mailer.id]));
    expect(rows.map((r) => [r.recipientId, r.channel, r.status]).sort()).toEqual(
      [
        [texter.id, 'phone', 'failed'],
        [mailer.id, 'email', 'sent'],
      ].sort(),
    );
  });

  it('texts participants whose first contact is a phone number, through Twilio', async () => {
    const both = await createTwilioTestApp(t.app.log, { email: true });
    try {
      const moderator = await createSignedInUser(both.db, { moderator: true });
      const texter = await createParticipant(both.db, 'Hal', {
        contact: '+14155552671',
        contactType: 'phone',
      });
      const mailer = await createParticipant(both.db, 'Ida');
      const response = await call(both, moderator, 'POST', {
        message: 'Keep going!',
        users: [texter.id, mailer.id],
      });
      expect(response.json()).toEqual({ data: { sent: 2, failed: 0, skipped: 0, held: 0 } });
      expect(both.texts).toHaveLength(1);
      expect(both.texts[0]?.form.get('To')).toBe('+14155552671');
      expect(both.texts[0]?.form.get('Body')).toContain('Keep going!');
      expect((await both.smtp.waitFor(mailer.contact.contact)).raw).toContain('Keep going!');
    } finally {
      await both.close();
    }
  });

  it('frames the message in the language the participant last signed in with, within one SMS body', async () => {
    const textApp = await createTwilioTestApp(t.app.log);
    try {
      const moderator = await createSignedInUser(textApp.db, { moderator: true });
      const sofia = await createUser(textApp.db, {
        name: 'Sofía',
        happyChallenge: true,
        challengeJoinedAt: new Date(),
        language: 'es',
        contact: { contact: '+14155552672', contactType: 'phone' },
      });
      const longest = 'á'.repeat(CHALLENGE_MESSAGE_MAX_LENGTH);
      const response = await call(textApp, moderator, 'POST', {
        message: longest,
        users: [sofia.id],
      });
      expect(response.json()).toEqual({ data: { sent: 1, failed: 0, skipped: 0, held: 0 } });
      const body = textApp.texts[0]?.form.get('Body') ?? '';
      expect(body.startsWith(longest)).toBe(true);
      expect(body).toContain('recibes esto porque te uniste al reto de la felicidad');
      // Twilio refuses a body over 1,600 characters.
      expect(body.length).toBeLessThanOrEqual(1600);
    } finally {
      await textApp.close();
    }
  });

  it('refuses an empty or too long message, and no participants, with 400 and sends nothing', async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const ada = await createParticipant(t.db, 'Ada');
    for (const body of [
      { message: '', users: [ada.id] },
      { message: '   \n ', users: [ada.id] },
      { users: [ada.id] },
      { message: 'x'.repeat(CHALLENGE_MESSAGE_MAX_LENGTH + 1), users: [ada.id] },
      { message: 'Hello', users: [] },
      { message: 'Hello' },
      { message: 'Hello', users: ['not-an-id'] },
    ]) {
      const response = await call(t, moderator, 'POST', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
    expect(t.smtp.to(ada.contact.contact)).toHaveLength(0);
    expect(await t.db.$count(challengeMessages, eq(challengeMessages.recipientId, ada.id))).toBe(0);
  });

  it('sends one participant at most 3 messages a day from every moderator together, even at once, and sends the others', async () => {
    const textApp = await createTwilioTestApp(t.app.log);
    try {
      const moderators = await Promise.all(
        [1, 2, 3, 4].map(() => createSignedInUser(textApp.db, { moderator: true })),
      );
      const number = '+14155552673';
      const texted = await createParticipant(textApp.db, 'Jo', {
        contact: number,
        contactType: 'phone',
      });
      const answers = await Promise.all(
        moderators.map((moderator) =>
          call(textApp, moderator, 'POST', { message: 'Keep going!', users: [texted.id] }),
        ),
      );
      const results = answers.map((answer) => answer.json().data);
      expect(results.filter((r) => r.sent === 1)).toHaveLength(
        CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
      );
      expect(results.filter((r) => r.held === 1)).toHaveLength(
        4 - CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
      );
      expect(textApp.texts.filter((r) => r.form.get('To') === number)).toHaveLength(
        CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
      );

      // Another participant in the same message still gets it; the full one is held back.
      const other = await createParticipant(textApp.db, 'Kim', {
        contact: '+14155552674',
        contactType: 'phone',
      });
      const next = await call(textApp, moderators[0] ?? null, 'POST', {
        message: 'Day 4',
        users: [texted.id, other.id],
      });
      expect(next.json()).toEqual({ data: { sent: 1, failed: 0, skipped: 0, held: 1 } });
      expect(textApp.texts.filter((r) => r.form.get('To') === number)).toHaveLength(
        CHALLENGE_MESSAGES_PER_PARTICIPANT_PER_DAY,
      );
    } finally {
      await textApp.close();
    }
  });

  it('keeps the records of a participant only while their account exists', async () => {
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const ada = await createParticipant(t.db, 'Ada');
    await call(t, moderator, 'POST', { message: 'Hi', users: [ada.id] });
    expect(await t.db.$count(challengeMessages, eq(challengeMessages.recipientId, ada.id))).toBe(1);
    await t.db.delete(users).where(eq(users.id, ada.id));
    expect(await t.db.$count(challengeMessages, eq(challengeMessages.recipientId, ada.id))).toBe(0);
  });
});
