import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software authenticator for the API tests: one ES256 key per credential (node:crypto), an
 * attestation of format "none", and assertions signed as a platform authenticator signs them,
 * with user presence and verification, a discoverable credential and its user handle. The
 * bytes follow the WebAuthn Level 3 layouts of authenticator data and attestation objects.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type Credential = {
  id: Uint8Array;
  privateKey: ReturnType<typeof generateKeyPairSync>['privateKey'];
  cosePublicKey: Uint8Array;
  userHandle: string;
  counter: number;
};

type Options = {
  /** The origin the browser reports (the app's, unless a test says otherwise). */
  origin: string;
  /** A synced passkey (backup eligible and backed up), or one bound to this device. */
  synced?: boolean;
  /** Whether the client reports the PRF extension enabled at creation. */
  prf?: boolean;
  /** Authenticators that keep no counter always report 0. */
  keepsCounter?: boolean;
};

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

function coseKeyOf(publicKey: ReturnType<typeof generateKeyPairSync>['publicKey']): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  // kty EC2, alg ES256, crv P-256, x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x)],
      [-3, isoBase64URL.toBuffer(jwk.y)],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  return Buffer.concat([
    sha256(rpId),
    Buffer.from([flags]),
    counterBytes,
    attested ?? Buffer.alloc(0),
  ]);
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** What the registration options carry that the authenticator reads. */
type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId: string };

export function createSoftwareAuthenticator(options: Options) {
  const credentials: Credential[] = [];
  const flags =
    FLAG_USER_PRESENT |
    FLAG_USER_VERIFIED |
    (options.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0);

  return {
    credentials,
    /**
     * navigator.credentials.create() answered as @simplewebauthn/browser sends it; `id` makes
     * the credential under an id chosen by the caller (a credential id someone else registered).
     */
    register(creation: CreationOptions, origin = options.origin, id?: string) {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: Credential = {
        id: id === undefined ? new Uint8Array(randomBytes(32)) : isoBase64URL.toBuffer(id),
        privateKey,
        cosePublicKey: coseKeyOf(publicKey),
        userHandle: creation.user.id,
        counter: options.keepsCounter === false ? 0 : 1,
      };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        credential.id,
        credential.cosePublicKey,
      ]);
      const authData = authenticatorData(
        creation.rp.id,
        flags | FLAG_ATTESTED_CREDENTIAL,
        credential.counter,
        attested,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        response: {
          clientDataJSON: b64(clientData('webauthn.create', creation.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: options.prf ? { prf: { enabled: true } } : {},
        type: 'public-key' as const,
      };
    },
    /**
     * navigator.credentials.get() with a discoverable credential: the newest one, or the one
     * given. Each assertion moves its counter on, unless the authenticator keeps none.
     */
    assert(
      request: RequestOptions,
      {
        credential = credentials.at(-1),
        origin = options.origin,
        counter = undefined as number | undefined,
      } = {},
    ) {
      if (!credential) throw new Error('no credential to sign with');
      if (counter !== undefined) credential.counter = counter;
      else if (options.keepsCounter !== false) credential.counter += 1;
      const authData = authenticatorData(request.rpId, flags, credential.counter);
      const clientDataJSON = clientData('webauthn.get', request.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
        key: credential.privateKey,
        dsaEncoding: 'der',
      });
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        type: 'public-key' as const,
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
