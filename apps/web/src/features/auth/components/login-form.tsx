import { CODE_RECENTLY_SENT } from '@app/domain/limits.ts';
import { Alert, Button, Divider, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendCode } from '@/api/auth.ts';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { browserSupportsPasskeys } from '@/api/passkeys.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { type PasskeySignInFailure, usePasskeySignIn } from '../hooks/use-passkey-sign-in.ts';

/** One sentence for any refusal: it never tells whether a contact has an account. */
function describePasskeyFailure(failure: PasskeySignInFailure, t: TFunction<'auth'>): string {
  if (failure.kind === 'refused') return t('passkeyRefused');
  if (failure.kind === 'request') return getErrorMessage(failure.error);
  return t('passkeyFailed');
}

/**
 * The enter-code page's address for a contact as typed, when the server says a code went to
 * it moments ago. verify-code normalises the contact again, and only an e-mail has an @.
 */
function enterCodePathFor(typed: string): string {
  const isEmail = typed.includes('@');
  const params = new URLSearchParams({
    contact: isEmail ? typed.toLowerCase() : typed,
    contactType: isEmail ? 'email' : 'phone',
  });
  return `/enter-code?${params.toString()}`;
}

/** What the enter-code page reads from the navigation's state. */
export interface EnterCodeState {
  /** The code asked for moments ago is still valid: a calm note rather than an error. */
  isAlreadySent?: boolean;
}

/**
 * docs/product.md section 4 "Login": idle, then sending code, then the enter-code page. Or a passkey
 * (decision 0046): the button, or the contact field's autofill, which signs in where a code does.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const passkey = usePasskeySignIn({
    onSignedIn: () => void navigate('/urnb', { replace: true }),
  });
  const [contact, setContact] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // After a success the page is on its way to enter-code; stay busy rather than flash "Next".
  const isBusy =
    sendCode.isPending || sendCode.isSuccess || passkey.isWaiting || passkey.isSignedIn;
  // The prerendered page (decisions 0023, 0052) shows this form before the app runs; its loader
  // holds a press until then and makes it again after. The server's page offers the passkey
  // button; a browser without WebAuthn drops it once running.
  const hydrated = useHydrated();
  const offersPasskeys = !hydrated || browserSupportsPasskeys();
  const contactInput = useRef<HTMLInputElement>(null);
  // What was typed before the app took over the page is kept: React would reset the field to
  // its empty state on the next render.
  useLayoutEffect(() => {
    const typed = contactInput.current?.value;
    if (typed) setContact(typed);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = contact.trim();
    if (!typed || isBusy) return;
    setFieldError(null);
    setAlert(null);
    passkey.clearFailure();
    sendCode.mutate(
      { contact: typed },
      {
        onSuccess: (response) => {
          const params = new URLSearchParams({
            contact: response.contact,
            contactType: response.contactType,
          });
          void navigate(`/enter-code?${params.toString()}`);
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.code === 'invalid_contact') {
            setFieldError(t('invalidContact'));
          } else if (isApiRequestError(error) && error.code === CODE_RECENTLY_SENT) {
            // Back on this page within the resend wait: the code sent then still works.
            const state: EnterCodeState = { isAlreadySent: true };
            void navigate(enterCodePathFor(typed), { state });
          } else {
            setAlert(getErrorMessage(error));
          }
        },
      },
    );
  }

  return (
    // POST: were the form ever sent without the app (no script at all), the address would go
    // in a request's body, never in the page's URL and history.
    <form method="post" onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('couldNotSend')}>
            {alert}
          </Alert>
        )}
        {passkey.failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('passkeyNotSignedIn')}>
            {describePasskeyFailure(passkey.failure, t)}
          </Alert>
        )}
        <TextInput
          ref={contactInput}
          label={t('contactLabel')}
          placeholder={t('contactLabel')}
          name="contact"
          type="text"
          inputMode="email"
          // "webauthn": the browser offers the site's passkeys in this field's autofill.
          autoComplete="username webauthn"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={contact}
          onChange={(event) => {
            setContact(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          disabled={isBusy}
          data-autofocus
          autoFocus
        />
        <Button type="submit" disabled={isBusy} fullWidth>
          {sendCode.isPending || sendCode.isSuccess ? t('sendingCode') : t('next')}
        </Button>
        {offersPasskeys && (
          <>
            <Divider label={t('or')} labelPosition="center" />
            <Button
              type="button"
              variant="default"
              leftSection={<IconKey size={18} aria-hidden />}
              onClick={passkey.signInWithButton}
              disabled={isBusy}
              fullWidth
            >
              {passkey.isWaiting ? t('waitingForPasskey') : t('signInWithPasskey')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
