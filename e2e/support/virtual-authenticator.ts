import type { CDPSession, Page } from '@playwright/test';

/*
 * Chromium's virtual authenticator, driven through the DevTools protocol's WebAuthn domain: a
 * platform authenticator (internal transport, CTAP2) holding discoverable credentials,
 * verifying its user, with PRF, and answering every request as if touched. Passkeys need the
 * app as localhost (global-setup.ts): the relying party.
 */

/** A passkey as the WebAuthn domain hands it out and takes it in (ids and keys in base64). */
export interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/** This tab's fingerprint reader: one virtual authenticator at a time, swapped by the tests. */
export interface Authenticator {
  cdp: CDPSession;
  id: string;
  credentials(): Promise<Credential[]>;
  /** Takes the authenticator away (its passkeys with it), as when the person changes device. */
  remove(): Promise<void>;
}

export async function addAuthenticator(
  page: Page,
  credentials: Credential[] = [],
): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId: id } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials) {
    await cdp.send('WebAuthn.addCredential', { authenticatorId: id, credential });
  }
  return {
    cdp,
    id,
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials,
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
    },
  };
}
