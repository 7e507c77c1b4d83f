import { PASSKEY_CHALLENGE_TTL_MS } from '@app/domain/limits.ts';
import { passkeyAuthenticationOptionsResponseSchema } from '@app/domain/passkeys.schemas.ts';
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
