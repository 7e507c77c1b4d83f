import type { Language } from '@app/domain/languages.ts';
import type { LockedSession } from '@app/domain/session.schemas.ts';
import type {
  IdleLockRequest,
  UnlockWithPasskeyRequest,
} from '@app/domain/session-lock.schemas.ts';
import type { User, UserContact } from '@app/domain/users.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain-errors.ts';
import { getUser, listContacts } from '../../policies/people.ts';
import { checkLoginCode, type LoginCodeTools, sendLoginCode } from './auth.service.ts';
import { checkUnlockAssertion, hasPasskeys, type PasskeyTools } from './passkeys.service.ts';
import type { SessionCache } from './session-cache.ts';
import { lockSessionRow, recordIdleReport, unlockSessionRow } from './sessions.repository.ts';
import type { Session } from './sessions.service.ts';

/*
 * The lock on a device (decision 0047). A locked session answers only unlocking and logging out
 * (plugins/auth.ts); it is locked by the device (the Escape keys, its idle time) or by the server
 * when the device's idle time, which its pages report, runs out. Unlocking takes a proof of the
 * session's own person that the device's holder does not get for free: one of their passkeys,
 * or, for a person who has none, a code sent to their contact. Only a passkey's is a fresh proof
 * (adding a passkey): a code often reaches the very device that is locked. Every change here
 * reaches the other servers through the sessions table's trigger (session-cache.ts).
 */

/** Locks the session now (again, if it already is). */
export async function lockSession(
  db: Database,
  cache: SessionCache,
  sessionId: string,
  now: Date,
): Promise<void> {
  await lockSessionRow(db, sessionId, now);
  cache.forgetSession(sessionId);
}

/**
 * Keeps the device's idle rule and the time of its last use, as the page measured it. The last
 * use only moves forward (a hidden tab reporting late never takes it back); when the report
 * shows the idle time already over, the session is locked at once. Returns whether it is locked.
 */
export async function reportIdle(
  db: Database,
  cache: SessionCache,
  sessionId: string,
  { lockAfterMinutes, idleSeconds }: IdleLockRequest,
  now: Date,
): Promise<{ locked: boolean }> {
  const locked = await recordIdleReport(
    db,
    sessionId,
    {
      lockAfterMinutes,
      lastUse: new Date(now.getTime() - idleSeconds * 1000),
      idleSince:
        lockAfterMinutes === null ? null : new Date(now.getTime() - lockAfterMinutes * 60_000),
    },
    now,
  );
  cache.forgetSession(sessionId);
  return { locked };
}

/** The contact a code goes to: the person's first, as their passkeys are named. */
async function unlockContactOf(db: Database, userId: string): Promise<UserContact> {
  const [contact] = await listContacts(db, userId);
  if (!contact) {
    throw new DomainError(
      'invalid',
      'no_contact',
      'This account has no contact to send a code to.',
    );
  }
  return contact;
}

/**
 * A contact as the lock screen may show it to whoever holds the device: an e-mail's first
 * letter and domain, a phone number's last two digits.
 */
export function maskContact({ contact, contactType }: UserContact): string {
  if (contactType === 'email') {
    const at = contact.lastIndexOf('@');
    return `${contact.slice(0, 1)}•••${contact.slice(at)}`;
  }
  return `+${'•'.repeat(Math.max(0, contact.length - 3))}${contact.slice(-2)}`;
}

/** What the lock screen may show: where a code would go (masked), and whether a passkey can. */
export async function describeLockedSession(db: Database, userId: string): Promise<LockedSession> {
  const contact = await unlockContactOf(db, userId);
  return {
    contact: maskContact(contact),
    contactType: contact.contactType,
    hasPasskeys: await hasPasskeys(db, userId),
  };
}

/**
 * A code often reaches the device it would unlock (a phone's texts and mail), so whoever holds it
 * gets the code for free; a person with a passkey unlocks with it alone.
 */
async function refuseCodesToPasskeyHolders(db: Database, userId: string) {
  if (await hasPasskeys(db, userId)) {
    throw new DomainError(
      'forbidden',
      'unlock_with_passkey',
      'This account unlocks with one of its passkeys, not with a code. Use your passkey, or log out.',
    );
  }
}

/**
 * Sends a code to the session person's own contact, under the same limits as a sign-in's code
 * (the person never names the contact: nobody holding the device can send it elsewhere).
 */
export async function sendUnlockCode(
  db: Database,
  session: Session,
  input: { requester: string; deviceToken: string | undefined; language: Language | undefined },
  now: Date,
  tools: LoginCodeTools,
): Promise<UserContact> {
  await refuseCodesToPasskeyHolders(db, session.userId);
  const contact = await unlockContactOf(db, session.userId);
  await sendLoginCode(db, { contact: contact.contact, ...input, purpose: 'unlock' }, now, tools);
  return { contact: maskContact(contact), contactType: contact.contactType };
}

/** Opens the session again, a use of the device now; `proved`: a fresh proof too. */
async function unlockSession(
  db: Database,
  cache: SessionCache,
  sessionId: string,
  now: Date,
  { proved }: { proved: boolean },
) {
  await unlockSessionRow(db, sessionId, now, proved);
  cache.forgetSession(sessionId);
}

/**
 * Unlocks with the code sent to the person's contact, checked as a sign-in's is (the same tries,
 * the same slowing down), for a person without a passkey. Not a fresh proof: adding a passkey
 * after it still takes a new sign-in.
 */
export async function unlockWithCode(
  db: Database,
  cache: SessionCache,
  session: Session,
  input: { code: string; requester: string; deviceToken: string | undefined },
  now: Date,
  codeSecret: string,
): Promise<User> {
  await refuseCodesToPasskeyHolders(db, session.userId);
  const contact = await unlockContactOf(db, session.userId);
  await checkLoginCode(db, { contact: contact.contact, ...input }, now, codeSecret);
  await unlockSession(db, cache, session.sessionId, now, { proved: false });
  return getUser(db, session.userId);
}

/**
 * Unlocks with one of the person's own passkeys; anyone else's is refused. A fresh proof, on a
 * locked session or an open one.
 */
export async function unlockWithPasskey(
  db: Database,
  cache: SessionCache,
  session: Session,
  input: UnlockWithPasskeyRequest,
  now: Date,
  tools: PasskeyTools,
): Promise<User> {
  await checkUnlockAssertion(db, session, input, now, tools);
  await unlockSession(db, cache, session.sessionId, now, { proved: true });
  return getUser(db, session.userId);
}
