import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@app/domain/languages.ts';
import { PASSKEY_CHALLENGE_TTL_MS, PASSKEY_FRESH_PROOF_MS } from '@app/domain/limits.ts';
import {
  AUTHENTICATOR_TRANSPORTS,
  type AuthenticatorTransport,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type VerifyPasskeyAuthenticationRequest,
  type VerifyPasskeyRegistrationRequest,
} from '@app/domain/passkeys.schemas.ts';
import type {
  UnlockPasskeyOptions,
  UnlockWithPasskeyRequest,
} from '@app/domain/session-lock.schemas.ts';
import type { AuthenticationExtensionsClientInputs } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { getUser, listContacts, messageAddressOf } from '../../policies/people.ts';
import {
  type ChallengePurpose,
  countPasskeys,
  deletePasskeyRow,
  findPasskeyByCredential,
  insertPasskey,
  listCredentialsOf,
  listPasskeyRows,
  type PasskeyRow,
  recordPasskeyUse,
  renamePasskeyRow,
  spendChallengeOnce,
} from './passkeys.repository.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionProof } from './sessions.repository.ts';
import type { Session } from './sessions.service.ts';
import { completeSignIn, type SignedIn } from './sign-in.service.ts';

/** Who the passkeys are for: the host of APP_URL (never an IP address: browsers refuse one). */
export type RelyingParty = { id: string; name: string; origin: string };

/** What the passkey ceremonies need besides the database and the time. */
export type PasskeyTools = {
  relyingParty: RelyingParty;
  /** The key challenges are minted with (an app secret every server shares). */
  challengeSecret: string;
  /** Tells the person when a passkey is added to their account. */
  messenger: Messenger;
  appUrl: string;
  log: FastifyBaseLogger;
};

export function relyingPartyOf(appUrl: string, name: string): RelyingParty {
  const url = new URL(appUrl);
  return { id: url.hostname, name, origin: url.origin };
}

type Purpose = ChallengePurpose;

let webAuthnLibrary:
  | Promise<
      typeof import('@simplewebauthn/server') & typeof import('@simplewebauthn/server/helpers')
    >
  | undefined;
/**
 * The WebAuthn library (about 25 MB of resident memory and 0.2 s to load) is loaded by the
 * first passkey request, not at start.
 */
const webAuthn = () => {
  webAuthnLibrary ??= Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]).then(([server, helpers]) => ({ ...server, ...helpers }));
  return webAuthnLibrary;
};

const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/*
 * Challenges are minted, not stored (decision 0055): 16 random bytes, the instant the challenge
 * runs out (6 bytes, milliseconds) and an HMAC of both with the purpose and the person it is
 * for (10 bytes). Any server checks one it is shown, an options request writes nothing, and only
 * a spent challenge is kept (as its hash, until it runs out), so none is taken twice.
 */
const NONCE_BYTES = 16;
const EXPIRY_BYTES = 6;
const MAC_BYTES = 10;

function challengeMac(
  secret: string,
  body: Uint8Array,
  purpose: Purpose,
  userId: string | null,
): Buffer {
  return createHmac('sha256', secret)
    .update(body)
    .update(`\0${purpose}\0${userId ?? ''}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** A new challenge for `purpose` (and person), live for PASSKEY_CHALLENGE_TTL_MS from `now`. */
function mintChallenge(
  challengeSecret: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Uint8Array<ArrayBuffer> {
  const body = Buffer.alloc(NONCE_BYTES + EXPIRY_BYTES);
  randomBytes(NONCE_BYTES).copy(body);
  body.writeUIntBE(now.getTime() + PASSKEY_CHALLENGE_TTL_MS, NONCE_BYTES, EXPIRY_BYTES);
  const minted = Buffer.concat([body, challengeMac(challengeSecret, body, purpose, userId)]);
  return new Uint8Array(minted);
}

/**
 * The challenge the browser signed and when it runs out, if this server minted it for this
 * purpose (and person) and it is live; else null. Nothing is spent here.
 */
function liveChallenge(
  challengeSecret: string,
  clientDataJSON: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
  decode: (clientDataJSON: string) => { challenge?: unknown },
): { challenge: string; expiresAt: Date } | null {
  let challenge: unknown;
  try {
    challenge = decode(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string') return null;
  const bytes = Buffer.from(challenge, 'base64url');
  // One spelling per challenge: it is spent by the hash of the text.
  if (bytes.length !== NONCE_BYTES + EXPIRY_BYTES + MAC_BYTES) return null;
  if (bytes.toString('base64url') !== challenge) return null;
  const body = bytes.subarray(0, NONCE_BYTES + EXPIRY_BYTES);
  const mac = challengeMac(challengeSecret, body, purpose, userId);
  if (!timingSafeEqual(mac, bytes.subarray(NONCE_BYTES + EXPIRY_BYTES))) return null;
  const expiresAt = body.readUIntBE(NONCE_BYTES, EXPIRY_BYTES);
  if (expiresAt <= now.getTime()) return null;
  return { challenge, expiresAt: new Date(expiresAt) };
}

/**
 * Spends a live challenge once its ceremony checked out: of two verifies presenting it, even at
 * once, only one gets true. Spent challenges that ran out are let go meanwhile.
 */
async function spendChallenge(
  db: Database,
  live: { challenge: string; expiresAt: Date },
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  return spendChallengeOnce(
    db,
    { challengeHash: hashChallenge(live.challenge), purpose, userId, expiresAt: live.expiresAt },
    now,
  );
}

const knownTransports = (transports: readonly string[] | undefined): AuthenticatorTransport[] =>
  (transports ?? []).filter((t): t is AuthenticatorTransport =>
    (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(t),
  );

/** `sessionPasskeyId`: the passkey the session asking was signed in with (null: a code). */
function toPasskey(row: PasskeyRow, sessionPasskeyId: string | null): Passkey {
  return {
    _id: row.id,
    credentialId: row.credentialId,
    name: row.name,
    created: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    prfSupported: row.prfSupported,
    signedInThisSession: row.id === sessionPasskeyId,
  };
}

/** The passkey that signed the session in, if one did. */
async function passkeyOfSession(db: Database, session: Session): Promise<string | null> {
  return (await findSessionProof(db, session.sessionId))?.passkeyId ?? null;
}

/**
 * Adding a passkey is allowed only right after the person proved who they are: the session
 * must have been made by a code or a passkey, or unlocked by a passkey (decision 0047), within
 * the last 10 minutes, so a session left open on someone else's screen cannot add a way in.
 */
async function requireFreshProof(db: Database, session: Session, now: Date) {
  const row = await findSessionProof(db, session.sessionId);
  if (!row || now.getTime() - row.provedAt.getTime() > PASSKEY_FRESH_PROOF_MS) {
    throw new DomainError(
      'forbidden',
      'proof_not_fresh',
      'To add a passkey, sign in again with a code or a passkey first.',
    );
  }
}

/** The person's id as the authenticator keeps it (the user handle): their id, never a contact. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/** PRF is asked for at creation, so the client reports whether the authenticator has it. */
const REGISTRATION_EXTENSIONS = {
  credProps: true,
  prf: {},
} as AuthenticationExtensionsClientInputs;

export async function createRegistrationOptions(
  db: Database,
  session: Session,
  now: Date,
  tools: PasskeyTools,
): Promise<PasskeyRegistrationOptions> {
  const { relyingParty } = tools;
  await requireFreshProof(db, session, now);
  const user = await getUser(db, session.userId);
  const contact = user.contacts[0]?.contact ?? '';
  const existing = await listCredentialsOf(db, session.userId);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userID: userHandleOf(session.userId),
    userName: contact,
    userDisplayName: user.name.trim() || contact,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: knownTransports(row.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    extensions: REGISTRATION_EXTENSIONS,
    challenge: mintChallenge(tools.challengeSecret, 'registration', session.userId, now),
  });
  return options as PasskeyRegistrationOptions;
}

const registrationRefused = () =>
  new DomainError(
    'invalid',
    'passkey_not_added',
    'The passkey could not be added: the request expired or was not valid. Please try again.',
  );

export async function verifyRegistration(
  db: Database,
  session: Session,
  input: VerifyPasskeyRegistrationRequest,
  now: Date,
  tools: PasskeyTools,
): Promise<Passkey> {
  const { relyingParty } = tools;
  await requireFreshProof(db, session, now);
  const { response } = input;
  const { verifyRegistrationResponse, decodeClientDataJSON } = await webAuthn();
  const live = liveChallenge(
    tools.challengeSecret,
    response.response.clientDataJSON,
    'registration',
    session.userId,
    now,
    decodeClientDataJSON,
  );
  if (!live) throw registrationRefused();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      // The library reads no extension result, and the transports are filtered when stored.
      response: {
        ...response,
        response: { ...response.response, transports: undefined },
        clientExtensionResults: {},
      },
      expectedChallenge: live.challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    });
  } catch {
    throw registrationRefused();
  }
  if (!verification.verified) throw registrationRefused();
  if (!(await spendChallenge(db, live, 'registration', session.userId, now))) {
    throw registrationRefused();
  }
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const row = await insertPasskey(db, {
    userId: session.userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: knownTransports(response.response.transports),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    prfSupported: response.clientExtensionResults.prf?.enabled === true,
    name: input.name,
    createdAt: now,
  });
  // A credential id someone holds gets the answer of any refusal: no answer tells it is taken.
  if (!row) throw registrationRefused();
  await tellOfPasskeyAdded(db, session.userId, now, tools);
  // Just made: it cannot have signed this session in.
  return toPasskey(row, null);
}

/** The notice of a new passkey, in the person's language; it names no passkey and no device. */
function passkeyAddedMessage(language: Language, appName: string, appUrl: string, when: Date) {
  const at = `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (language === 'es') {
    return {
      subject: `Se ha añadido una llave de acceso a tu cuenta de ${appName}`,
      text:
        `Se ha añadido una llave de acceso a tu cuenta de ${appName} (${at}). Con ella se puede entrar en tu diario.\n\n` +
        'Si has sido tú, no tienes que hacer nada.\n\n' +
        `Si no has sido tú, entra en ${appUrl}/profile y quítala en «Llaves de acceso»: al quitarla se cierran las sesiones que abrió.`,
    };
  }
  return {
    subject: `A passkey was added to your ${appName} account`,
    text:
      `A passkey was added to your ${appName} account (${at}). It can sign in to your journal.\n\n` +
      'If it was you, there is nothing to do.\n\n' +
      `If it was not, sign in at ${appUrl}/profile and remove it under Passkeys: removing it ends the sessions it made.`,
  };
}

/**
 * Tells the person, at their first contact, that a passkey was added: whoever added it, they
 * learn of a new way into their journal. A failure to send is logged; the passkey stays.
 */
async function tellOfPasskeyAdded(db: Database, userId: string, now: Date, tools: PasskeyTools) {
  const address = await messageAddressOf(db, userId);
  if (!address) return;
  try {
    await tools.messenger.send({
      to: address.contact.contact,
      channel: address.contact.contactType,
      ...passkeyAddedMessage(address.language, tools.relyingParty.name, tools.appUrl, now),
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    tools.log.warn(
      { userId, channel: address.contact.contactType, code: String(code) },
      'the notice of a passkey added could not be sent',
    );
  }
}

export async function listPasskeys(db: Database, session: Session): Promise<Passkey[]> {
  const rows = await listPasskeyRows(db, session.userId);
  const sessionPasskeyId = await passkeyOfSession(db, session);
  return rows.map((row) => toPasskey(row, sessionPasskeyId));
}

/** Someone else's passkey, or no passkey: the same 404. */
const passkeyNotFound = () => notFound('That passkey');
const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function renamePasskey(
  db: Database,
  session: Session,
  passkeyId: string,
  name: string,
): Promise<Passkey> {
  if (!isUuid(passkeyId)) throw passkeyNotFound();
  const row = await renamePasskeyRow(db, session.userId, passkeyId.toLowerCase(), name);
  if (!row) throw passkeyNotFound();
  return toPasskey(row, await passkeyOfSession(db, session));
}

/**
 * Removes the passkey: it signs in nowhere from now on, and the sessions it made end with it
 * (their rows go by the foreign key, and the database tells every server: session-cache.ts).
 */
export async function removePasskey(
  db: Database,
  cache: SessionCache,
  userId: string,
  passkeyId: string,
): Promise<void> {
  if (!isUuid(passkeyId)) throw passkeyNotFound();
  if (!(await deletePasskeyRow(db, userId, passkeyId.toLowerCase()))) throw passkeyNotFound();
  cache.forgetUser(userId);
}

/** The same options for everyone: no contact is asked for and no credential is named. */
export async function createAuthenticationOptions(
  now: Date,
  tools: PasskeyTools,
): Promise<PasskeyAuthenticationOptions> {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: tools.relyingParty.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    challenge: mintChallenge(tools.challengeSecret, 'authentication', null, now),
  });
  return {
    challenge: options.challenge,
    rpId: tools.relyingParty.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
  };
}

/** One answer for every refusal: it tells nobody whether a passkey or an account exists. */
const signInRefused = () =>
  new DomainError(
    'unauthenticated',
    'passkey_refused',
    'This passkey could not sign you in. Try again, or sign in with a code.',
  );

const unlockRefused = () =>
  new DomainError(
    'unauthenticated',
    'passkey_refused',
    'This passkey could not unlock Inner Compass. Use one of your passkeys, or a code.',
  );

/**
 * Checks an assertion: the challenge must be live and one of ours for this purpose (and person:
 * an unlock's names one), and is spent here once the signature checks out; the credential
 * registered, and the person's when a person is named; the signature good with user
 * verification; and the signature counter must move forward unless the authenticator keeps none
 * (0 before and after). Returns the passkey.
 */
async function checkAssertion(
  db: Database,
  response: VerifyPasskeyAuthenticationRequest['response'],
  expected: { purpose: 'authentication' | 'unlock'; userId: string | null },
  refused: () => DomainError,
  now: Date,
  tools: PasskeyTools,
): Promise<PasskeyRow> {
  const { relyingParty } = tools;
  const { isoBase64URL, verifyAuthenticationResponse, decodeClientDataJSON } = await webAuthn();
  const live = liveChallenge(
    tools.challengeSecret,
    response.response.clientDataJSON,
    expected.purpose,
    expected.userId,
    now,
    decodeClientDataJSON,
  );
  if (!live) throw refused();
  const passkey = await findPasskeyByCredential(db, response.id);
  if (!passkey) throw refused();
  if (expected.userId !== null && passkey.userId !== expected.userId) throw refused();
  const { userHandle } = response.response;
  if (userHandle !== undefined && isoBase64URL.toUTF8String(userHandle) !== passkey.userId) {
    throw refused();
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: live.challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  if (!(await spendChallenge(db, live, expected.purpose, expected.userId, now))) throw refused();
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // Against the counter just checked: of two assertions racing with one counter, one wins.
  const used = await recordPasskeyUse(
    db,
    passkey,
    { counter: newCounter, backedUp: credentialBackedUp },
    now,
  );
  if (!used) throw refused();
  return passkey;
}

/** Signs in with a passkey; the session is made exactly as a code's is, naming the passkey. */
export async function verifyAuthentication(
  db: Database,
  input: VerifyPasskeyAuthenticationRequest & { deviceToken: string | undefined },
  now: Date,
  tools: PasskeyTools,
): Promise<SignedIn> {
  const passkey = await checkAssertion(
    db,
    input.response,
    { purpose: 'authentication', userId: null },
    signInRefused,
    now,
    tools,
  );
  const [contact] = await listContacts(db, passkey.userId);
  if (!contact) throw signInRefused();
  return completeSignIn(
    db,
    {
      userId: passkey.userId,
      contact: contact.contact,
      deviceToken: input.deviceToken,
      changes: input.language ? { language: input.language } : {},
      passkeyId: passkey.id,
    },
    now,
  );
}

/**
 * Options to unlock a locked session (decision 0047): the challenge is the session person's,
 * and their passkeys are named, so the browser offers only theirs.
 */
export async function createUnlockOptions(
  db: Database,
  session: Session,
  now: Date,
  tools: PasskeyTools,
): Promise<UnlockPasskeyOptions> {
  const mine = await listCredentialsOf(db, session.userId);
  const allowCredentials = mine.map((row) => ({
    id: row.credentialId,
    type: 'public-key' as const,
    transports: knownTransports(row.transports),
  }));
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: tools.relyingParty.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials,
    challenge: mintChallenge(tools.challengeSecret, 'unlock', session.userId, now),
  });
  return {
    challenge: options.challenge,
    rpId: tools.relyingParty.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials,
  };
}

/** Checks that the session's own person made this assertion, on an unlock challenge of theirs. */
export async function checkUnlockAssertion(
  db: Database,
  session: Session,
  input: UnlockWithPasskeyRequest,
  now: Date,
  tools: PasskeyTools,
): Promise<void> {
  await checkAssertion(
    db,
    input.response,
    { purpose: 'unlock', userId: session.userId },
    unlockRefused,
    now,
    tools,
  );
}

export async function hasPasskeys(db: Database, userId: string): Promise<boolean> {
  return (await countPasskeys(db, userId)) > 0;
}

/**
 * The person's own passkey with a credential id, as a sealed journal's way in names it: its
 * id, its name and whether it gives PRF. Null for anyone else's or none.
 */
export async function findOwnPasskeyByCredential(
  db: Database,
  userId: string,
  credentialId: string,
): Promise<{ id: string; name: string; prfSupported: boolean } | null> {
  const row = await findPasskeyByCredential(db, credentialId);
  if (!row || row.userId !== userId) return null;
  return { id: row.id, name: row.name, prfSupported: row.prfSupported };
}

/**
 * Start over on a sealed journal (decision 0068) deletes writing nobody can read back: it
 * needs a session a login code made within the last 10 minutes, so that a passkey alone, or a
 * session left open, cannot do it.
 */
export async function requireFreshCode(db: Database, session: Session, now: Date): Promise<void> {
  const row = await findSessionProof(db, session.sessionId);
  const isFresh = row && now.getTime() - row.provedAt.getTime() <= PASSKEY_FRESH_PROOF_MS;
  if (!isFresh || row.passkeyId !== null) {
    throw new DomainError(
      'forbidden',
      'code_not_fresh',
      'To start over, sign in again with a code sent to you first.',
    );
  }
}

/** The person's passkeys by id: what a sealed journal's ways in show and ask the browser for. */
export async function passkeyCredentialsOf(
  db: Database,
  userId: string,
): Promise<Map<string, { name: string; credentialId: string }>> {
  const rows = await listPasskeyRows(db, userId);
  return new Map(rows.map((row) => [row.id, { name: row.name, credentialId: row.credentialId }]));
}
