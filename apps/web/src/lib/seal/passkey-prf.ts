import { fromBase64Url, toBase64Url } from './journal-crypto.ts';

/*
 * A passkey's PRF output (WebAuthn's prf extension): 32 bytes fixed for that passkey and the
 * person's salt, given only after the person's verification, as at creation (required). No
 * server challenge is needed: nothing is proven to the server, and the bytes open a way in
 * only if they are the very ones it was made with.
 */

/** The browser or the passkey gave no PRF output: it signs in, but cannot open the journal. */
export class PrfUnavailableError extends Error {
  override readonly name = 'PrfUnavailableError';
}

type PrfResults = { prf?: { results?: { first?: BufferSource } } };

export async function evaluatePasskeyPrf(
  credentialIds: string[],
  salt: string,
): Promise<{ credentialId: string; secret: Uint8Array<ArrayBuffer> }> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: crypto.getRandomValues(new Uint8Array(32)),
      allowCredentials: credentialIds.map((id) => ({ type: 'public-key', id: fromBase64Url(id) })),
      userVerification: 'required',
      timeout: 120_000,
      // The DOM's types do not know the PRF extension yet.
      extensions: {
        prf: { eval: { first: fromBase64Url(salt) } },
      } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new PrfUnavailableError('No passkey answered.');
  const { prf } = credential.getClientExtensionResults() as PrfResults;
  const first = prf?.results?.first;
  if (!first) throw new PrfUnavailableError('This passkey cannot open a sealed journal.');
  const view = ArrayBuffer.isView(first)
    ? new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
    : new Uint8Array(first);
  return {
    credentialId: toBase64Url(new Uint8Array(credential.rawId)),
    secret: new Uint8Array(view),
  };
}
