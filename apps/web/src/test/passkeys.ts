import { PASSKEY_CHALLENGE_TTL_MS } from '@app/domain/limits.ts';
import {
  passkeyAuthenticationOptionsResponseSchema,
  passkeyRegistrationOptionsResponseSchema,
} from '@app/domain/passkeys.schemas.ts';
import { answer, fakeApi } from './fake-api.ts';

/*
 * Passkeys in the component tests: the server's sign-in options, each with a new challenge,
 * and the credential the browser hands back. The browser's own prompt is never shown here
 * (no authenticator): the journeys (e2e/passkeys.spec.ts) drive a virtual one.
 */

let challenges = 0;

/** Answers every `POST /passkeys/authentication/options`, for this test page's host. */
export function answerPasskeySignInOptions(): void {
  fakeApi.on('POST', '/passkeys/authentication/options', () => {
    challenges += 1;
    return answer(passkeyAuthenticationOptionsResponseSchema, {
      data: {
        challenge: btoa(`challenge-${challenges}`).replace(/=+$/, ''),
        rpId: location.hostname,
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        userVerification: 'required',
      },
    });
  });
}

/** Answers `POST /passkeys/registration/options` as the server does for a person. */
export function answerPasskeyRegistrationOptions(): void {
  fakeApi.on('POST', '/passkeys/registration/options', () =>
    answer(passkeyRegistrationOptionsResponseSchema, {
      data: {
        challenge: btoa('registration-challenge').replace(/=+$/, ''),
        rp: { name: 'Inner Compass', id: location.hostname },
        user: {
          id: btoa('a-person').replace(/=+$/, ''),
          name: 'ana@example.com',
          displayName: 'Ana',
        },
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'required',
        },
        extensions: { credProps: true, prf: {} },
        hints: [],
      },
    }),
  );
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What `navigator.credentials.get` resolves with once the person picked a passkey. */
export function aSignedAssertion(): Credential {
  return {
    id: 'Y3JlZGVudGlhbA',
    rawId: bytes('credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      signature: bytes('signature'),
      userHandle: bytes('00000000-0000-4000-8000-000000000001'),
    },
    getClientExtensionResults: () => ({}),
  } as unknown as Credential;
}

/**
 * What `navigator.credentials.create` resolves with: a new passkey whose authenticator has
 * PRF, reporting (as some browsers do) extension results beyond whether PRF is enabled.
 */
export function aMadePasskey(): Credential {
  return {
    id: 'bmV3LWNyZWRlbnRpYWw',
    rawId: bytes('new-credential'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      getTransports: () => ['internal', 'hybrid'],
      getPublicKeyAlgorithm: () => -7,
      getPublicKey: () => bytes('public-key'),
      getAuthenticatorData: () => bytes('authenticator-data'),
    },
    getClientExtensionResults: () => ({
      credProps: { rk: true },
      prf: { enabled: true, results: { first: bytes('a-secret-prf-output') } },
    }),
  } as unknown as Credential;
}
