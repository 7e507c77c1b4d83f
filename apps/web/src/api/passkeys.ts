import type { SignInResponse } from '@app/domain/auth.schemas.ts';
import type { Passkey, VerifyPasskeyRegistrationRequest } from '@app/domain/passkeys.schemas.ts';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/api/client.ts';
import { passkeysQueryKey } from '@/api/query-keys.ts';
import { replaceSessionUser } from '@/api/session.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/*
 * Passkeys (the server's auth module, decision 0045): adding one, the person's list, and
 * signing in with one. The login form uses this module, so it is in the entry; the browser's
 * half of WebAuthn (@simplewebauthn/browser) is loaded only when a ceremony starts.
 */

const webAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (the library's own test, unloaded). */
export function browserSupportsPasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function browserSupportsPasskeyAutofill(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  return (await webAuthn()).browserSupportsWebAuthnAutofill();
}

/**
 * The person closed the browser's passkey prompt, it timed out, or the page gave the ceremony
 * up: nothing to tell them. Browsers report a cancel and a timeout alike (NotAllowedError).
 */
export function isPasskeyCeremonyCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/** The authenticator already holds a passkey of this person (excluded by the options). */
export function isPasskeyAlreadyOnAuthenticator(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/** `GET /passkeys`: the person's passkeys, oldest first. */
async function listPasskeys(): Promise<Passkey[]> {
  const response = await apiRequest('/passkeys', { schema: 'passkeys.passkeysResponseSchema' });
  return response.data;
}

const passkeysQuery = queryOptions({ queryKey: passkeysQueryKey, queryFn: listPasskeys });

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/**
 * Makes a passkey on this device and adds it: the options (refused with 403
 * `proof_not_fresh` more than 10 minutes after signing in), the browser's prompt, the verify.
 * Only whether PRF is enabled is sent of the extension results: never an output.
 */
async function addPasskey({ name }: { name: string }): Promise<Passkey> {
  const options = await apiRequest('/passkeys/registration/options', {
    method: 'POST',
    schema: 'passkeys.passkeyRegistrationOptionsResponseSchema',
  });
  const { startRegistration } = await webAuthn();
  const made = await startRegistration({ optionsJSON: options.data });
  // The DOM's types do not know the PRF extension yet.
  const { prf } = made.clientExtensionResults as { prf?: { enabled?: boolean } };
  const prfEnabled = prf?.enabled;
  const body: VerifyPasskeyRegistrationRequest = {
    name,
    response: {
      ...made,
      clientExtensionResults: prfEnabled === undefined ? {} : { prf: { enabled: prfEnabled } },
    },
  };
  const response = await apiRequest('/passkeys/registration/verify', {
    method: 'POST',
    body,
    schema: 'passkeys.passkeyResponseSchema',
  });
  return response.data;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    // The section says what went wrong beside its Add button (a stale sign-in needs a way on).
    meta: { handlesOwnErrors: true },
    onSuccess: (added) =>
      queryClient.setQueryData(passkeysQueryKey, (list: Passkey[] = []) => [...list, added]),
  });
}

/** `PUT /passkeys/:id`: a new name for one of the person's passkeys. */
async function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  const response = await apiRequest(`/passkeys/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { name },
    schema: 'passkeys.passkeyResponseSchema',
  });
  return response.data;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    // The name's field shows the error and keeps what was typed.
    meta: { handlesOwnErrors: true },
    onSuccess: (renamed) =>
      queryClient.setQueryData(passkeysQueryKey, (list: Passkey[] = []) =>
        list.map((passkey) => (passkey._id === renamed._id ? renamed : passkey)),
      ),
  });
}

/** `DELETE /passkeys/:id`: it signs in nowhere from now on, and the sessions it made end. */
function removePasskey(id: string): Promise<void> {
  return apiRequest(`/passkeys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: 'noContent',
  });
}

/**
 * Removing the passkey this session was signed in with signs this device out (the server ends
 * the session with it): writes still waiting to sync are sent first, as at logout, and then
 * everything of the person is forgotten here and the guarded pages send them to login.
 */
export function useRemovePasskey() {
  const { t } = useTranslation('passkeys');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (passkey: Passkey) => {
      if (passkey.signedInThisSession) {
        const { sendWritesBeforeLogout } = await import('@/lib/offline/offline-session.ts');
        await sendWritesBeforeLogout(queryClient);
      }
      await removePasskey(passkey._id);
    },
    meta: { handlesOwnErrors: true },
    onSuccess: async (_answer, passkey) => {
      if (!passkey.signedInThisSession) {
        queryClient.setQueryData(passkeysQueryKey, (list: Passkey[] = []) =>
          list.filter((each) => each._id !== passkey._id),
        );
        return;
      }
      const { forgetOfflineData } = await import('@/lib/offline/offline-session.ts');
      replaceSessionUser(queryClient, null);
      void forgetOfflineData();
      notifications.show({
        color: 'green',
        title: t('removedTitle'),
        message: t('removedSignedOut'),
        autoClose: 10_000,
      });
    },
  });
}

/**
 * Signs in with a passkey: the options (the same for everyone), the browser's prompt (or,
 * with `autofill`, the contact field's autofill: conditional mediation), and the verify. A
 * refusal is one 401 `passkey_refused`, whoever tried. `signal` gives the request up (the page
 * leaving, or the button taking over from the autofill): it then rejects with an AbortError.
 * `onChosen` is called once the person has picked a passkey, before the server checks it.
 */
async function signInWithPasskey({
  autofill = false,
  signal,
  onChosen,
}: {
  autofill?: boolean;
  signal?: AbortSignal;
  onChosen?: () => void;
} = {}): Promise<SignInResponse> {
  const options = await apiRequest('/passkeys/authentication/options', {
    method: 'POST',
    schema: 'passkeys.passkeyAuthenticationOptionsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  const { startAuthentication, WebAuthnAbortService } = await webAuthn();
  signal?.throwIfAborted();
  // The library holds one ceremony at a time; ours is the one to end while it runs.
  const giveUp = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', giveUp);
  let signed: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    signed = await startAuthentication({
      optionsJSON: options.data,
      useBrowserAutofill: autofill,
    });
  } finally {
    signal?.removeEventListener('abort', giveUp);
  }
  onChosen?.();
  return apiRequest('/passkeys/authentication/verify', {
    method: 'POST',
    body: {
      // No extension is asked for at sign-in: nothing of them is sent.
      response: { ...signed, clientExtensionResults: {} },
      language: activeLanguage(),
    },
    schema: 'auth.signInResponseSchema',
  });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    meta: { handlesOwnErrors: true },
    // As after a code: the token in the answer is ignored, the httpOnly cookie carries it.
    onSuccess: (response) => replaceSessionUser(queryClient, response.data),
  });
}
