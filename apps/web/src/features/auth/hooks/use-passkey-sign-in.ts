import { PASSKEY_CHALLENGE_TTL_MS } from '@app/domain/limits.ts';
import { useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '@/api/client.ts';
import {
  browserSupportsPasskeyAutofill,
  isPasskeyCeremonyCancelled,
  useSignInWithPasskey,
} from '@/api/passkeys.ts';
import { hasSignedInHere } from '@/api/session.ts';

/** A new autofill request this long before its challenge runs out on the server. */
const RENEW_BEFORE_EXPIRY_MS = 30_000;
/**
 * Autofill requests started again after one ended without signing in, per visit of the page.
 * A person picks a passkey for each, but a browser that answers by itself (automation, an
 * extension) would otherwise go round until the per-address limit.
 */
const AUTOFILL_RESTARTS = 3;

/**
 * Why a passkey did not sign the person in: the server's one refusal (`refused`, the same
 * whoever tried), another answer of the server (`request`: offline, too many tries), or the
 * browser's failure (`browser`). A closed prompt is no failure: nothing is reported.
 */
export type PasskeySignInFailure =
  | { kind: 'refused' }
  | { kind: 'request'; error: unknown }
  | { kind: 'browser' };

const failureOf = (error: unknown): PasskeySignInFailure => {
  if (!isApiRequestError(error)) return { kind: 'browser' };
  return error.code === 'passkey_refused' ? { kind: 'refused' } : { kind: 'request', error };
};

/**
 * Signing in with a passkey on /login, two ways: the button (the browser's passkey prompt) and
 * the contact field's autofill, a conditional request kept waiting while the page is open, in a
 * browser someone has signed in with before (`hasSignedInHere`).
 * The autofill request is given up when the page leaves and when the button is used (one
 * ceremony at a time), started again after the button's ends without signing in, before its
 * challenge runs out, and (a few times) after a refusal or a closed prompt.
 */
export function usePasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const byButton = useSignInWithPasskey();
  const byAutofill = useSignInWithPasskey();
  const [failure, setFailure] = useState<PasskeySignInFailure | null>(null);
  const [autofillRound, setAutofillRound] = useState(0);
  const autofill = useRef<AbortController | null>(null);
  const restartsLeft = useRef(AUTOFILL_RESTARTS);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;
  const buttonBusy = byButton.isPending || byButton.isSuccess;
  const { mutateAsync: signInByAutofill } = byAutofill;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts the request again.
  useEffect(() => {
    if (buttonBusy || !hasSignedInHere()) return;
    const controller = new AbortController();
    autofill.current = controller;
    const renew = window.setTimeout(
      () => setAutofillRound((round) => round + 1),
      PASSKEY_CHALLENGE_TTL_MS - RENEW_BEFORE_EXPIRY_MS,
    );
    const startAgain = () => {
      if (controller.signal.aborted || restartsLeft.current === 0) return;
      restartsLeft.current -= 1;
      setAutofillRound((round) => round + 1);
    };
    void (async () => {
      if (!(await browserSupportsPasskeyAutofill()) || controller.signal.aborted) return;
      let chosen = false;
      try {
        await signInByAutofill({
          autofill: true,
          signal: controller.signal,
          onChosen: () => {
            chosen = true;
          },
        });
        if (!controller.signal.aborted) onSignedInRef.current();
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isPasskeyCeremonyCancelled(error)) {
          startAgain();
          return;
        }
        // The autofill waits in the background: until the person picks one of its passkeys,
        // its failures (offline, a host name the passkeys are not for) are none of theirs to
        // read. The button asks again and says what went wrong.
        if (!chosen) return;
        const found = failureOf(error);
        setFailure(found);
        // Only after the person's own try: a request the browser refuses at once would loop.
        if (found.kind === 'refused') startAgain();
      }
    })();
    return () => {
      window.clearTimeout(renew);
      controller.abort();
    };
  }, [autofillRound, buttonBusy, signInByAutofill]);

  function signInWithButton() {
    setFailure(null);
    // Before the button's ceremony starts: the browser holds one at a time.
    autofill.current?.abort();
    byButton.mutate(
      {},
      {
        onSuccess: () => onSignedInRef.current(),
        onError: (error) => {
          if (!isPasskeyCeremonyCancelled(error)) setFailure(failureOf(error));
        },
      },
    );
  }

  return {
    signInWithButton,
    isWaiting: buttonBusy,
    isSignedIn: byButton.isSuccess || byAutofill.isSuccess,
    failure,
    clearFailure: () => setFailure(null),
  };
}
