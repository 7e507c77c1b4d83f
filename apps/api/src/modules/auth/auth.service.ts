import { parseContact } from '@app/domain/contact.ts';
import type { Language } from '@app/domain/languages.ts';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
  CODES_PER_CONTACT_PER_DAY,
  CODES_PER_CONTACT_PER_HOUR,
} from '@app/domain/limits.ts';
import type { User, UserContact } from '@app/domain/users.schemas.ts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loginCodes, loginFailureCounts } from '../../db/schema/login-codes.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { AppError } from '../../plugins/errors.ts';
import { findOrCreateUserForContact, getUser, updateOnSignIn } from '../users/users.service.ts';
import { generateLoginCode, hashLoginCode, isSameHash } from './login-code-crypto.ts';
import { createSession } from './sessions.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** From this many consecutive wrong codes, each further try waits longer. */
export const FAILURES_BEFORE_DELAY = 10;
/** At this many consecutive wrong codes, login by code is locked for the contact. */
export const FAILURES_BEFORE_LOCK = 100;
const MAX_FAILURE_DELAY_MS = HOUR_MS;

export type AuthDeps = {
  db: Database;
  messenger: Messenger;
  codeSecret: string;
  now: () => Date;
  supportEmail: string;
  appName: string;
  log: FastifyBaseLogger;
  /** Normalised contacts whose accounts become moderators when they sign in. */
  moderatorContacts: readonly string[];
};

function tooManyRequests(message: string, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'rate_limited', message, { 'retry-after': String(seconds) });
}

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

export function toContact(input: string): UserContact {
  const contact = parseContact(input);
  if (!contact) {
    throw new AppError(400, 'invalid_contact', 'Enter an e-mail address or a mobile phone number.');
  }
  return contact;
}

/** Delay before the next try after `failures` consecutive wrong codes: 1 s at 10, doubling. */
export function failureDelayMs(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(1000 * 2 ** (failures - FAILURES_BEFORE_DELAY), MAX_FAILURE_DELAY_MS);
}

/**
 * Refuses while the contact is locked or inside its failure delay. A verify refused inside the
 * delay still counts as a failure, so a burst of guesses cannot slip through uncounted.
 */
async function assertNotLocked(deps: AuthDeps, contact: string, isVerify: boolean) {
  const [state] = await deps.db
    .select()
    .from(loginFailureCounts)
    .where(eq(loginFailureCounts.contact, contact));
  if (!state) return;
  if (state.consecutiveFailures >= FAILURES_BEFORE_LOCK) {
    throw new AppError(
      423,
      'login_locked',
      `Too many wrong codes were entered for this contact, so login by code is locked to keep ` +
        `the account safe. Write to ${deps.supportEmail} from this address (or tell us this ` +
        `number) and we will unlock it after checking it is you.`,
    );
  }
  const waitMs =
    state.lastFailureAt.getTime() +
    failureDelayMs(state.consecutiveFailures) -
    deps.now().getTime();
  if (waitMs > 0) {
    if (isVerify) await recordFailure(deps, contact);
    throw tooManyRequests(
      `Too many wrong codes. Please wait ${waitText(waitMs)} before trying again.`,
      waitMs,
    );
  }
}

/** The message carrying a code, in the language of the page that asked for it. */
function loginCodeMessage(code: string, appName: string, minutes: number, language: Language) {
  if (language === 'es') {
    return {
      subject: `${code} es tu código para entrar en ${appName}`,
      text:
        `${code} es tu código para entrar en ${appName}. Sirve una vez, durante ${minutes} minutos.\n\n` +
        'Si no lo has pedido, ignora este mensaje: nadie puede entrar sin el código.',
    };
  }
  return {
    subject: `${code} is your ${appName} login code`,
    text:
      `${code} is your ${appName} login code. It works once, for ${minutes} minutes.\n\n` +
      `If you did not ask for it, ignore this message: nobody can sign in without the code.`,
  };
}

/**
 * Sends a fresh code. The work done and the answer are the same whether or not the contact
 * has an account: accounts are only looked at once a code is verified.
 */
export async function sendLoginCode(
  deps: AuthDeps,
  input: string,
  language: Language = 'en',
): Promise<UserContact> {
  const contact = toContact(input);
  if (!deps.messenger.canSend(contact.contactType)) {
    throw new AppError(
      400,
      'channel_unavailable',
      contact.contactType === 'phone'
        ? 'Login by text message is not available yet. Please use your e-mail address.'
        : 'Login by e-mail is not available yet. Please use your mobile number.',
    );
  }
  await assertNotLocked(deps, contact.contact, false);
  const now = deps.now();
  const code = generateLoginCode();

  await deps.db.transaction(async (tx) => {
    // Serialises sends for one contact so concurrent requests cannot slip past the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${contact.contact}))`);
    const recent = await tx
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.contact, contact.contact),
          gt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(desc(loginCodes.createdAt));
    const newest = recent[0]?.createdAt.getTime();
    if (newest !== undefined && now.getTime() - newest < CODE_RESEND_COOLDOWN_MS) {
      const waitMs = newest + CODE_RESEND_COOLDOWN_MS - now.getTime();
      throw tooManyRequests(
        `A code was just sent. You can ask for another in ${waitText(waitMs)}.`,
        waitMs,
      );
    }
    const lastHour = recent.filter((r) => now.getTime() - r.createdAt.getTime() < HOUR_MS);
    if (lastHour.length >= CODES_PER_CONTACT_PER_HOUR) {
      const oldest = lastHour[lastHour.length - 1]?.createdAt.getTime() ?? now.getTime();
      const waitMs = oldest + HOUR_MS - now.getTime();
      throw tooManyRequests(
        `Too many codes were sent to this contact in the last hour. Try again in ${waitText(waitMs)}.`,
        waitMs,
      );
    }
    if (recent.length >= CODES_PER_CONTACT_PER_DAY) {
      const oldest = recent[recent.length - 1]?.createdAt.getTime() ?? now.getTime();
      const waitMs = oldest + DAY_MS - now.getTime();
      throw tooManyRequests(
        `Too many codes were sent to this contact today. Try again in ${waitText(waitMs)}.`,
        waitMs,
      );
    }
    await tx
      .update(loginCodes)
      .set({ voidedAt: now })
      .where(
        and(
          eq(loginCodes.contact, contact.contact),
          isNull(loginCodes.consumedAt),
          isNull(loginCodes.voidedAt),
        ),
      );
    await tx.insert(loginCodes).values({
      contact: contact.contact,
      contactType: contact.contactType,
      codeHash: hashLoginCode(deps.codeSecret, contact.contact, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    // Old rows are only needed for the daily limit.
    await tx
      .delete(loginCodes)
      .where(
        and(
          eq(loginCodes.contact, contact.contact),
          lt(loginCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
  });

  const minutes = CODE_TTL_MS / 60_000;
  try {
    await deps.messenger.send({
      to: contact.contact,
      channel: contact.contactType,
      ...loginCodeMessage(code, deps.appName, minutes, language),
    });
  } catch (error) {
    deps.log.error({ err: error, channel: contact.contactType }, 'login code delivery failed');
    throw new AppError(
      502,
      'delivery_failed',
      'We could not send the code just now. Please try again in a minute.',
    );
  }
  return contact;
}

async function recordFailure(deps: AuthDeps, contact: string) {
  const now = deps.now();
  await deps.db
    .insert(loginFailureCounts)
    .values({ contact, consecutiveFailures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailureCounts.contact,
      set: {
        consecutiveFailures: sql`${loginFailureCounts.consecutiveFailures} + 1`,
        lastFailureAt: now,
      },
    });
}

const wrongCode = () =>
  new AppError(
    401,
    'invalid_code',
    'That code is not right, or it has expired. Check the newest message we sent, or press Resend.',
  );

/** Checks a code; the first success for a new contact creates the person. */
export async function verifyLoginCode(
  deps: AuthDeps,
  input: { contact: string; code: string; language?: Language | undefined },
): Promise<{ token: string; user: User }> {
  const contact = toContact(input.contact);
  await assertNotLocked(deps, contact.contact, true);
  const now = deps.now();

  const [active] = await deps.db
    .select({ id: loginCodes.id, codeHash: loginCodes.codeHash })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.contact, contact.contact),
        isNull(loginCodes.consumedAt),
        isNull(loginCodes.voidedAt),
        gt(loginCodes.expiresAt, now),
        lt(loginCodes.wrongAttempts, CODE_MAX_WRONG_TRIES),
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);

  const submittedHash = hashLoginCode(deps.codeSecret, contact.contact, input.code);
  if (!active || !isSameHash(active.codeHash, submittedHash)) {
    if (active) {
      // Counted in SQL so concurrent wrong tries are all counted.
      const [after] = await deps.db
        .update(loginCodes)
        .set({ wrongAttempts: sql`${loginCodes.wrongAttempts} + 1` })
        .where(eq(loginCodes.id, active.id))
        .returning({ wrongAttempts: loginCodes.wrongAttempts });
      await recordFailure(deps, contact.contact);
      if (after && after.wrongAttempts >= CODE_MAX_WRONG_TRIES) {
        throw new AppError(
          401,
          'code_void',
          'Too many wrong tries: this code no longer works. Press Resend to get a new one.',
        );
      }
    } else {
      await recordFailure(deps, contact.contact);
    }
    throw wrongCode();
  }

  // Only one of several concurrent correct submissions can consume the code.
  const consumed = await deps.db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.id, active.id),
        isNull(loginCodes.consumedAt),
        isNull(loginCodes.voidedAt),
        lt(loginCodes.wrongAttempts, CODE_MAX_WRONG_TRIES),
      ),
    )
    .returning({ id: loginCodes.id });
  if (consumed.length === 0) throw wrongCode();

  await deps.db.delete(loginFailureCounts).where(eq(loginFailureCounts.contact, contact.contact));
  const userId = await findOrCreateUserForContact(deps.db, contact);
  // Messages that no page asks for (the challenge's) go out in the language last signed in with.
  await updateOnSignIn(deps.db, userId, {
    ...(deps.moderatorContacts.includes(contact.contact) ? { moderator: true } : {}),
    ...(input.language ? { language: input.language } : {}),
  });
  const { token } = await createSession(deps.db, userId, now);
  return { token, user: await getUser(deps.db, userId) };
}
