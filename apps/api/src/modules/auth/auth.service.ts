import { parseContact } from '@app/domain/contact.ts';
import type { Language } from '@app/domain/languages.ts';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RECENTLY_SENT,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  CODES_PER_CONTACT_PER_DAY,
  CODES_PER_CONTACT_PER_HOUR,
  CODES_PER_REQUESTER_PER_DAY,
  CODES_PER_REQUESTER_PER_HOUR,
  CODES_TO_ONE_CONTACT_PER_DAY,
  CODES_TO_ONE_CONTACT_PER_HOUR,
  NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY,
  TEXTS_PER_NUMBER_PER_DAY,
} from '@app/domain/limits.ts';
import type { UserContact } from '@app/domain/users.schemas.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { findOrCreateUserForContact } from '../../policies/people.ts';
import { rollingLimitWaitMs } from '../../policies/rolling-limits.ts';
import { generateLoginCode, hashLoginCode, isSameHash } from './login-code-crypto.ts';
import {
  countStrangersTextsSince,
  deleteLoginRecordsBefore,
  findFailureCount,
  findLiveCode,
  listCodesSentSince,
  lockContact,
  recordWrongTry,
  replaceRequesterCode,
  spendCode,
} from './login-codes.repository.ts';
import { isKnownDevice } from './login-devices.repository.ts';
import { completeSignIn, type SignedIn } from './sign-in.service.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this many consecutive wrong codes on a contact, further tries wait. */
export const FAILURES_BEFORE_DELAY = 10;
/** The longest wait: no run of failures, however long, shuts a contact for more. */
export const MAX_FAILURE_DELAY_MS = 15 * MINUTE_MS;
/** Each stretch this long without a wrong code halves the count. */
const FAILURE_HALF_LIFE_MS = 15 * MINUTE_MS;

/** What sending and checking login codes needs besides the database and the time. */
export type LoginCodeTools = {
  messenger: Messenger;
  /** The HMAC key of login codes. */
  codeSecret: string;
  appName: string;
  log: FastifyBaseLogger;
  /** Normalised contacts whose accounts become moderators when they sign in. */
  moderatorContacts: readonly string[];
  /** Texts a day to browsers that never signed in as their number (TEXTS_PER_DAY). */
  textsPerDay: number;
};

function tooManyRequests(message: string, retryAfterMs: number, code = 'rate_limited') {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new DomainError('rate_limited', code, message, seconds);
}

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

function toContact(input: string): UserContact {
  const contact = parseContact(input);
  if (!contact) {
    throw new DomainError(
      'invalid',
      'invalid_contact',
      'Enter an e-mail address or a mobile phone number.',
    );
  }
  return contact;
}

/** Delay before a further try after `failures` consecutive wrong codes: 1 s at 10, doubling. */
export function failureDelayMs(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(1000 * 2 ** (failures - FAILURES_BEFORE_DELAY), MAX_FAILURE_DELAY_MS);
}

/** The count as it stands at `now`: halved once for every quiet half-life since the last one. */
function decayedFailures(failures: number, lastFailureAt: Date, now: Date): number {
  const halvings = Math.floor((now.getTime() - lastFailureAt.getTime()) / FAILURE_HALF_LIFE_MS);
  return halvings >= 31 ? 0 : failures >> Math.max(0, halvings);
}

/**
 * Lets go of what a login left over a day ago: its codes, which no limit counts any more, and its
 * failure count, halved to nothing by then (FAILURE_HALF_LIFE_MS). A made-up contact's would
 * otherwise stay, since nobody asks for that contact again. Safe to run on several servers.
 */
export function deleteDayOldLoginRecords(db: Database, now: Date): Promise<number> {
  return deleteLoginRecordsBefore(db, new Date(now.getTime() - DAY_MS));
}

const textsPaused = () =>
  new DomainError(
    'unavailable',
    'texts_paused',
    'Login by text message is paused for now. Please use your e-mail address, or try again later.',
    60 * 60,
  );

/** What a code is for: signing in, or unlocking a session locked on a device (decision 0047). */
type CodePurpose = 'sign-in' | 'unlock';

/**
 * The message carrying a code, in the language of the page that asked for it. A text is the
 * code and a line; an e-mail keeps the code out of its subject and its preview (the first text a
 * notification or an inbox list shows), which anyone who sees the screen reads.
 */
function loginCodeMessage(
  code: string,
  appName: string,
  minutes: number,
  language: Language,
  purpose: CodePurpose,
  channel: UserContact['contactType'],
) {
  const es = language === 'es';
  if (channel === 'phone') {
    const text =
      purpose === 'unlock'
        ? es
          ? `${code} desbloquea ${appName} en el dispositivo donde lo pediste. Sirve una vez, durante ${minutes} minutos.\n\n` +
            'Si no lo has pedido, ignora este mensaje: nadie puede desbloquearlo sin el código.'
          : `${code} unlocks ${appName} on the device where you asked for it. It works once, for ${minutes} minutes.\n\n` +
            'If you did not ask for it, ignore this message: nobody can unlock it without the code.'
        : es
          ? `${code} es tu código para entrar en ${appName}. Sirve una vez, durante ${minutes} minutos.\n\n` +
            'Si no lo has pedido, ignora este mensaje: nadie puede entrar sin el código.'
          : `${code} is your ${appName} login code. It works once, for ${minutes} minutes.\n\n` +
            'If you did not ask for it, ignore this message: nobody can sign in without the code.';
    return { subject: '', text };
  }
  const keptBelow = es
    ? 'Si has sido tú, el código está más abajo, fuera de la vista previa de este mensaje, para que no pueda leerse en una notificación ni en la bandeja de entrada de una pantalla que otra persona pueda ver.'
    : "If it was you, the code is further down, kept out of this message's preview so that it cannot be read from a notification or an inbox list on a screen someone else can see.";
  if (purpose === 'unlock') {
    return es
      ? {
          subject: `Tu código para desbloquear ${appName}`,
          text:
            `Alguien ha pedido un código para desbloquear ${appName} en un dispositivo con tu sesión abierta. ${keptBelow}\n\n` +
            `Tu código para desbloquear:\n\n${code}\n\n` +
            `El código desbloquea ${appName} en el dispositivo donde lo pediste. Sirve una vez, durante ${minutes} minutos.\n\n` +
            'Si no lo has pedido, ignora este mensaje: nadie puede desbloquearlo sin el código.',
        }
      : {
          subject: `Your code to unlock ${appName}`,
          text:
            `Someone asked for a code to unlock ${appName} on a device signed in as you. ${keptBelow}\n\n` +
            `Your code to unlock:\n\n${code}\n\n` +
            `It unlocks ${appName} on the device where you asked for it. It works once, for ${minutes} minutes.\n\n` +
            'If you did not ask for it, ignore this message: nobody can unlock it without the code.',
        };
  }
  return es
    ? {
        subject: `Tu código para entrar en ${appName}`,
        text:
          `Alguien ha pedido entrar en ${appName} con esta dirección. ${keptBelow}\n\n` +
          `Tu código para entrar:\n\n${code}\n\n` +
          `Sirve una vez, durante ${minutes} minutos, en el navegador donde lo pediste.\n\n` +
          'Si no lo has pedido, ignora este mensaje: nadie puede entrar sin el código.',
      }
    : {
        subject: `Your ${appName} login code`,
        text:
          `Someone asked to sign in to ${appName} with this address. ${keptBelow}\n\n` +
          `Your login code:\n\n${code}\n\n` +
          `It works once, for ${minutes} minutes, in the browser where you asked for it.\n\n` +
          'If you did not ask for it, ignore this message: nobody can sign in without the code.',
      };
}

/**
 * Sends a fresh code to `input` for `requester` (the client's address key). The work done and
 * the answer are the same whether or not the contact has an account: accounts are only looked
 * at once a code is verified. The limits count per contact and requester, under a higher
 * ceiling per contact, so nobody else's asking uses up the owner's share. The ceilings count
 * every message to the contact, whoever asked, since each one costs; a browser that signed in as
 * this contact before (`deviceToken`, its device cookie) meets higher ones, which strangers, from
 * however many addresses, cannot reach.
 */
export async function sendLoginCode(
  db: Database,
  input: {
    contact: string;
    requester: string;
    deviceToken?: string | undefined;
    language?: Language | undefined;
    /** Only the message's words change: the code, its limits and its checks are the same. */
    purpose?: CodePurpose;
  },
  now: Date,
  tools: LoginCodeTools,
): Promise<UserContact> {
  const contact = toContact(input.contact);
  if (!tools.messenger.canSend(contact.contactType)) {
    throw new DomainError(
      'invalid',
      'channel_unavailable',
      contact.contactType === 'phone'
        ? 'Login by text message is not available yet. Please use your e-mail address.'
        : 'Login by e-mail is not available yet. Please use your mobile number.',
    );
  }
  const code = generateLoginCode();
  const dayAgo = new Date(now.getTime() - DAY_MS);

  await db.transaction(async (tx) => {
    await lockContact(tx, contact.contact);
    const recent = await listCodesSentSince(tx, contact.contact, dayAgo);
    // Looked up for known and unknown contacts alike: the answer and the work stay the same.
    const knownDevice = await isKnownDevice(tx, input.deviceToken, contact.contact, now);
    // Every message to the contact counts, whoever asked: each costs. A browser that signed in
    // before only meets higher ceilings, so strangers cannot spend its share.
    const ceilings = knownDevice
      ? {
          hour: CODES_TO_ONE_CONTACT_PER_HOUR,
          day: CODES_TO_ONE_CONTACT_PER_DAY,
          texts: TEXTS_PER_NUMBER_PER_DAY,
        }
      : {
          hour: CODES_PER_CONTACT_PER_HOUR,
          day: CODES_PER_CONTACT_PER_DAY,
          texts: NEW_BROWSER_TEXTS_PER_NUMBER_PER_DAY,
        };
    const mine = recent.filter((r) => r.requester === input.requester);
    const newest = mine[0]?.createdAt.getTime();
    if (newest !== undefined && now.getTime() - newest < CODE_RESEND_COOLDOWN_MS) {
      const waitMs = newest + CODE_RESEND_COOLDOWN_MS - now.getTime();
      throw tooManyRequests(
        `A code was just sent. You can ask for another in ${waitText(waitMs)}.`,
        waitMs,
        // Its own code: the login page opens the code screen rather than an error. Counted per
        // requester for known and unknown contacts alike, so it tells nothing about an account.
        CODE_RECENTLY_SENT,
      );
    }
    const hourWait =
      rollingLimitWaitMs(mine, CODES_PER_REQUESTER_PER_HOUR, HOUR_MS, now) ??
      rollingLimitWaitMs(recent, ceilings.hour, HOUR_MS, now);
    if (hourWait !== null) {
      throw tooManyRequests(
        `Too many codes were sent to this contact in the last hour. Try again in ${waitText(hourWait)}.`,
        hourWait,
      );
    }
    const dayWait =
      rollingLimitWaitMs(mine, CODES_PER_REQUESTER_PER_DAY, DAY_MS, now) ??
      rollingLimitWaitMs(recent, ceilings.day, DAY_MS, now) ??
      (contact.contactType === 'phone'
        ? rollingLimitWaitMs(recent, ceilings.texts, DAY_MS, now)
        : null);
    if (dayWait !== null) {
      throw tooManyRequests(
        `Too many codes were sent to this contact today. Try again in ${waitText(dayWait)}.`,
        dayWait,
      );
    }
    // Made-up numbers are free to an attacker and every text costs: past the day's budget, only
    // a browser that signed in as its number before gets one. Counted after every limit of the
    // contact's own, so a refusal there leaves the budget as it was.
    if (
      contact.contactType === 'phone' &&
      !knownDevice &&
      // Every text to a browser that never signed in by its number, in the last day.
      (await countStrangersTextsSince(tx, dayAgo)) >= tools.textsPerDay
    ) {
      tools.log.warn(
        { textsPerDay: tools.textsPerDay },
        'texts paused: the texts of the day are spent',
      );
      throw textsPaused();
    }
    // A newer code voids this requester's older ones; other requesters' codes are theirs. Rows
    // older than a day are needed by no limit.
    await replaceRequesterCode(
      tx,
      {
        contact: contact.contact,
        requester: input.requester,
        contactType: contact.contactType,
        toKnownBrowser: knownDevice,
        codeHash: hashLoginCode(tools.codeSecret, contact.contact, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
      dayAgo,
    );
  });

  const minutes = CODE_TTL_MS / 60_000;
  try {
    await tools.messenger.send({
      to: contact.contact,
      channel: contact.contactType,
      ...loginCodeMessage(
        code,
        tools.appName,
        minutes,
        input.language ?? 'en',
        input.purpose ?? 'sign-in',
        contact.contactType,
      ),
    });
  } catch (error) {
    tools.log.error({ err: error, channel: contact.contactType }, 'login code delivery failed');
    throw new DomainError(
      'upstream_failed',
      'delivery_failed',
      'We could not send the code just now. Please try again in a minute.',
    );
  }
  return contact;
}

const wrongCode = () =>
  new DomainError(
    'unauthenticated',
    'invalid_code',
    'That code is not right, or it has expired. Check the newest message we sent, or press Resend.',
  );

const voidCode = () =>
  new DomainError(
    'unauthenticated',
    'code_void',
    'Too many wrong tries: this code no longer works. Press Resend to get a new one.',
  );

type TryOutcome =
  | { kind: 'right' }
  | { kind: 'wrong'; codeVoid: boolean }
  | { kind: 'no_live_code' }
  | { kind: 'slowed'; waitMs: number };

/**
 * One try of a code, under the contact's lock. Only the requester's own live code is tried, so
 * nobody else's guesses can use up its tries. A wrong try counts against the code (5 void it)
 * and against the contact's count of consecutive failures; the first try of each code is
 * always checked, so its owner typing it right is never held back by strangers' failures;
 * later tries wait while the count says so, except from a browser that signed in as this
 * contact before. Tries that find no live code or are refused for the wait count nowhere:
 * there was nothing to guess.
 */
async function tryCode(
  db: Database,
  input: { contact: string; requester: string; code: string; deviceToken: string | undefined },
  now: Date,
  codeSecret: string,
): Promise<TryOutcome> {
  const { contact, requester, code } = input;
  return db.transaction(async (tx) => {
    await lockContact(tx, contact);
    const live = await findLiveCode(tx, contact, requester, now, CODE_MAX_WRONG_TRIES);
    if (!live) return { kind: 'no_live_code' };

    const state = await findFailureCount(tx, contact);
    const failures = state
      ? decayedFailures(state.consecutiveFailures, state.lastFailureAt, now)
      : 0;
    if (
      state &&
      live.wrongAttempts > 0 &&
      !(await isKnownDevice(tx, input.deviceToken, contact, now))
    ) {
      const waitMs = state.lastFailureAt.getTime() + failureDelayMs(failures) - now.getTime();
      if (waitMs > 0) return { kind: 'slowed', waitMs };
    }

    if (isSameHash(live.codeHash, hashLoginCode(codeSecret, contact, code))) {
      await spendCode(tx, live.id, contact, now);
      return { kind: 'right' };
    }
    await recordWrongTry(tx, live, contact, failures + 1, now);
    return { kind: 'wrong', codeVoid: live.wrongAttempts + 1 >= CODE_MAX_WRONG_TRIES };
  });
}

/**
 * Checks a code sent to `requester` for `contact` (normalised), and spends it if it is right;
 * otherwise throws the refusal a wrong, void or slowed try gets. Signing in and unlocking
 * (session-lock.service.ts) both ask here.
 */
export async function checkLoginCode(
  db: Database,
  input: { contact: string; requester: string; code: string; deviceToken: string | undefined },
  now: Date,
  codeSecret: string,
): Promise<void> {
  const outcome = await tryCode(db, input, now, codeSecret);
  if (outcome.kind === 'slowed') {
    throw tooManyRequests(
      `Too many wrong codes. Please wait ${waitText(outcome.waitMs)} before trying again.`,
      outcome.waitMs,
    );
  }
  if (outcome.kind === 'wrong' && outcome.codeVoid) throw voidCode();
  if (outcome.kind !== 'right') throw wrongCode();
}

/**
 * Checks a code sent to `requester`; the first success for a new contact creates the person.
 * Returns the session token and the browser's device token (renewed, or new).
 */
export async function verifyLoginCode(
  db: Database,
  input: {
    contact: string;
    code: string;
    requester: string;
    deviceToken?: string | undefined;
    language?: Language | undefined;
  },
  now: Date,
  tools: LoginCodeTools,
): Promise<SignedIn> {
  const contact = toContact(input.contact);
  await checkLoginCode(
    db,
    {
      contact: contact.contact,
      requester: input.requester,
      code: input.code,
      deviceToken: input.deviceToken,
    },
    now,
    tools.codeSecret,
  );

  const userId = await findOrCreateUserForContact(db, contact, now);
  return completeSignIn(
    db,
    {
      userId,
      contact: contact.contact,
      deviceToken: input.deviceToken,
      changes: {
        ...(tools.moderatorContacts.includes(contact.contact) ? { moderator: true } : {}),
        ...(input.language ? { language: input.language } : {}),
      },
    },
    now,
  );
}
