import type { SealedEnvelope } from '@app/domain/sealed-records.schemas.ts';
import {
  SEALED_ENVELOPE_VERSION,
  SEALED_PICTURE_HEADER_BYTES,
  type SealedRecordKind,
} from '@app/domain/sealed-records.ts';

/*
 * The sealed journal's cryptography (docs/decisions/0068), all of it WebCrypto on the device:
 * - the journal key: AES-256-GCM, made once, held non-extractable wherever it is opened;
 * - a record: one AES-GCM envelope of its private fields, its associated data binding it to
 *   the envelope version, the record's kind, the person and the record's id;
 * - a way in: an ECDH P-256 key pair whose private half is wrapped with a key derived (HKDF)
 *   from what only the person holds (a passkey's PRF output, the recovery key), and the
 *   journal key wrapped to its public half through an ephemeral ECDH key, so that a new
 *   journal key can be wrapped to it while the way in is not at hand.
 * Every wrap is AES-GCM with a fresh 96-bit nonce before its bytes (AES-KW would take only
 * multiples of 8 bytes, which a PKCS #8 private key is not).
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * A journal opened on this device: whose, which key, and the key itself (never exportable).
 * While its key changes (decision 0070), also the key before, which opens what is not yet
 * sealed again; everything is sealed under `key`.
 */
export type OpenJournal = {
  userId: string;
  keyId: string;
  key: CryptoKey;
  previous?: { keyId: string; key: CryptoKey };
};

/** The key an envelope names, if this journal holds it. */
function keyNamed(journal: OpenJournal, keyId: string): CryptoKey | null {
  if (keyId === journal.keyId) return journal.key;
  return journal.previous?.keyId === keyId ? journal.previous.key : null;
}

/** An envelope that does not open: tampered with, moved from another record, or another key's. */
export class SealBrokenError extends Error {
  override readonly name = 'SealBrokenError';
}

/** 32 random bytes: a new journal key, seen by script only while its first wraps are made. */
export function makeJournalKeyBytes(): Uint8Array<ArrayBuffer> {
  return randomBytes(32);
}

export function importJournalKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function associatedData(kind: SealedRecordKind, userId: string, recordId: string) {
  return encoder.encode(
    `inner-compass/sealed/v${SEALED_ENVELOPE_VERSION}\n${kind}\n${userId}\n${recordId.toLowerCase()}`,
  );
}

/** Seals one record's private fields, as JSON, in an envelope bound to the record. */
export async function sealRecord(
  journal: OpenJournal,
  kind: SealedRecordKind,
  recordId: string,
  payload: unknown,
): Promise<SealedEnvelope> {
  const nonce = randomBytes(12);
  const ciphertext = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: nonce,
      additionalData: associatedData(kind, journal.userId, recordId),
    },
    journal.key,
    encoder.encode(JSON.stringify(payload)),
  );
  return {
    v: SEALED_ENVELOPE_VERSION,
    k: journal.keyId,
    n: toBase64Url(nonce),
    c: toBase64Url(new Uint8Array(ciphertext)),
  };
}

/** Opens a record's envelope; throws SealBrokenError for any that is not this record's. */
export async function openRecord(
  journal: OpenJournal,
  kind: SealedRecordKind,
  recordId: string,
  envelope: SealedEnvelope,
): Promise<unknown> {
  const key = keyNamed(journal, envelope.k);
  if (envelope.v !== SEALED_ENVELOPE_VERSION || !key) {
    throw new SealBrokenError('This entry was sealed with another key.');
  }
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64Url(envelope.n),
        additionalData: associatedData(kind, journal.userId, recordId),
      },
      key,
      fromBase64Url(envelope.c),
    );
    return JSON.parse(decoder.decode(plain));
  } catch {
    throw new SealBrokenError('This entry does not open: it was changed or moved.');
  }
}

/** A UUID's 16 bytes: the journal key's id as a sealed picture carries it. */
function uuidBytes(uuid: string): Uint8Array<ArrayBuffer> {
  const hex = uuid.replaceAll('-', '');
  return Uint8Array.from({ length: 16 }, (_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  );
}

/** The UUID 16 bytes spell. */
function uuidOf(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One width of a picture as a record: its associated data names the picture and the width. */
const pictureRecord = (pictureId: string, width: number) => `${pictureId.toLowerCase()}/${width}`;

/**
 * Seals one width of a picture (its encoded bytes) as bytes, not JSON: the version, the journal
 * key's id, the nonce and the ciphertext (sealed-records.ts), bound to the person, the picture
 * and the width, so a width moved to another picture, width or person does not open.
 */
export async function sealPicture(
  journal: OpenJournal,
  pictureId: string,
  width: number,
  bytes: ArrayBuffer,
): Promise<Uint8Array<ArrayBuffer>> {
  const nonce = randomBytes(12);
  const ciphertext = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: nonce,
      additionalData: associatedData('picture', journal.userId, pictureRecord(pictureId, width)),
    },
    journal.key,
    bytes,
  );
  const sealed = new Uint8Array(SEALED_PICTURE_HEADER_BYTES + ciphertext.byteLength);
  sealed[0] = SEALED_ENVELOPE_VERSION;
  sealed.set(uuidBytes(journal.keyId), 1);
  sealed.set(nonce, 17);
  sealed.set(new Uint8Array(ciphertext), SEALED_PICTURE_HEADER_BYTES);
  return sealed;
}

/** Opens one width of a sealed picture; throws SealBrokenError for any that is not its own. */
export async function openPicture(
  journal: OpenJournal,
  pictureId: string,
  width: number,
  sealed: ArrayBuffer,
): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(sealed);
  const key =
    bytes.length > SEALED_PICTURE_HEADER_BYTES
      ? keyNamed(journal, uuidOf(bytes.slice(1, 17)))
      : null;
  if (bytes[0] !== SEALED_ENVELOPE_VERSION || !key) {
    throw new SealBrokenError('This picture was sealed with another key.');
  }
  try {
    return await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(17, SEALED_PICTURE_HEADER_BYTES),
        additionalData: associatedData('picture', journal.userId, pictureRecord(pictureId, width)),
      },
      key,
      bytes.slice(SEALED_PICTURE_HEADER_BYTES),
    );
  } catch {
    throw new SealBrokenError('This picture does not open: it was changed or moved.');
  }
}

/** HKDF-SHA-256 from secret bytes to an AES-GCM key that wraps and unwraps. */
async function wrappingKey(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  info: string,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode(info) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey', 'encrypt', 'decrypt'],
  );
}

const WAY_IN_INFO = 'inner-compass/seal/way-in/v1';
const JOURNAL_KEY_INFO = 'inner-compass/seal/journal-key/v1';
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

async function encryptWithNonce(key: CryptoKey, plain: Uint8Array<ArrayBuffer>) {
  const nonce = randomBytes(12);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, plain);
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(nonce);
  out.set(new Uint8Array(sealed), 12);
  return out;
}

/** The key that wraps the journal key for one public key, from an ECDH secret with it. */
async function journalKeyWrappingKey(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  ephemeralPublicKey: Uint8Array<ArrayBuffer>,
) {
  const shared = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: publicKey },
    privateKey,
    256,
  );
  return wrappingKey(new Uint8Array(shared), ephemeralPublicKey, JOURNAL_KEY_INFO);
}

/** The journal key wrapped to a way in's public key (SPKI), which alone is needed for it. */
export async function wrapJournalKeyTo(
  publicKeySpki: Uint8Array<ArrayBuffer>,
  journalKeyBytes: Uint8Array<ArrayBuffer>,
): Promise<{ ephemeralPublicKey: string; wrappedJournalKey: string }> {
  const publicKey = await crypto.subtle.importKey('spki', publicKeySpki, P256, false, []);
  const ephemeral = await crypto.subtle.generateKey(P256, false, ['deriveBits']);
  const ephemeralSpki = new Uint8Array(await crypto.subtle.exportKey('spki', ephemeral.publicKey));
  const key = await journalKeyWrappingKey(ephemeral.privateKey, publicKey, ephemeralSpki);
  return {
    ephemeralPublicKey: toBase64Url(ephemeralSpki),
    wrappedJournalKey: toBase64Url(await encryptWithNonce(key, journalKeyBytes)),
  };
}

/** A way in's stored half: what the server keeps, none of it enough alone. */
export type WayIn = {
  publicKey: string;
  wrappedPrivateKey: string;
  ephemeralPublicKey: string;
  wrappedJournalKey: string;
};

/**
 * A new way in for `secret` (a PRF output or the recovery key's bytes): a key pair, its
 * private half wrapped with the secret's key, and the journal key wrapped to its public half.
 */
export async function makeWayIn(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  journalKeyBytes: Uint8Array<ArrayBuffer>,
): Promise<WayIn> {
  const pair = await crypto.subtle.generateKey(P256, true, ['deriveBits']);
  const publicSpki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const privatePkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const key = await wrappingKey(secret, salt, WAY_IN_INFO);
  return {
    publicKey: toBase64Url(publicSpki),
    wrappedPrivateKey: toBase64Url(await encryptWithNonce(key, privatePkcs8)),
    ...(await wrapJournalKeyTo(publicSpki, journalKeyBytes)),
  };
}

async function unwrapWithNonce(
  format: 'pkcs8' | 'raw',
  wrapped: Uint8Array<ArrayBuffer>,
  key: CryptoKey,
  algorithm: typeof P256 | 'AES-GCM',
  extractable: boolean,
  usages: KeyUsage[],
) {
  return crypto.subtle.unwrapKey(
    format,
    wrapped.slice(12),
    key,
    { name: 'AES-GCM', iv: wrapped.slice(0, 12) },
    algorithm,
    extractable,
    usages,
  );
}

/** A wrong recovery key, or a passkey this way in is not for: nothing opens. */
export class WayInRefusedError extends Error {
  override readonly name = 'WayInRefusedError';
}

/**
 * Opens the journal key through a way in with its secret. It comes out non-extractable, unless
 * `extractable` (only to wrap it for another way in at once, then dropped).
 */
export async function openWayIn(
  secret: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  wayIn: WayIn,
  extractable = false,
): Promise<CryptoKey> {
  let privateKey: CryptoKey;
  try {
    const key = await wrappingKey(secret, salt, WAY_IN_INFO);
    privateKey = await unwrapWithNonce(
      'pkcs8',
      fromBase64Url(wayIn.wrappedPrivateKey),
      key,
      P256,
      false,
      ['deriveBits'],
    );
  } catch {
    throw new WayInRefusedError('That key does not open this journal.');
  }
  const ephemeralSpki = fromBase64Url(wayIn.ephemeralPublicKey);
  const ephemeral = await crypto.subtle.importKey('spki', ephemeralSpki, P256, false, []);
  const key = await journalKeyWrappingKey(privateKey, ephemeral, ephemeralSpki);
  try {
    return await unwrapWithNonce(
      'raw',
      fromBase64Url(wayIn.wrappedJournalKey),
      key,
      'AES-GCM',
      extractable,
      ['encrypt', 'decrypt'],
    );
  } catch {
    throw new WayInRefusedError('That key does not open this journal.');
  }
}
