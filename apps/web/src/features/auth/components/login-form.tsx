import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendCode } from '@/api/auth.ts';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

/** Spec section 4 "Login": idle, then sending code, then the enter-code page. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const [contact, setContact] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // After a success the page is on its way to enter-code; stay busy rather than flash "Next".
  const isBusy = sendCode.isPending || sendCode.isSuccess;
  // The prerendered page (decision 0023) shows this form before the app runs: until then
  // Next stays disabled, or the browser would submit the address in the page's URL itself.
  const hydrated = useHydrated();
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
          } else {
            setAlert(getErrorMessage(error));
          }
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('couldNotSend')}>
            {alert}
          </Alert>
        )}
        <TextInput
          ref={contactInput}
          label={t('contactLabel')}
          placeholder={t('contactLabel')}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="username"
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
        <Button type="submit" disabled={isBusy || !hydrated} fullWidth>
          {isBusy ? t('sendingCode') : t('next')}
        </Button>
      </Stack>
    </form>
  );
}
