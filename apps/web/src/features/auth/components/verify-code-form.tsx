import { CODE_LENGTH } from '@app/domain/limits.ts';
import type { UserContact } from '@app/domain/users.schemas.ts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendCode, useVerifyCode } from '@/api/auth.ts';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { CodeInput } from './code-input.tsx';

type ResendNotice = { kind: 'sent' } | { kind: 'error'; message: string };

/** Rate-limit answers should say how long to wait; add it when the server's text does not. */
function describeResendError(error: unknown, t: TFunction<'auth'>): string {
  const message = getErrorMessage(error);
  if (isApiRequestError(error) && error.retryAfterSeconds !== null && !/\d/.test(message)) {
    return t('askAgainIn', { message, seconds: error.retryAfterSeconds });
  }
  return message;
}

/** `signedInPath`: where a sign-in goes, /urnb unless the person came to confirm it is them. */
export function VerifyCodeForm({
  contact,
  signedInPath = '/urnb',
}: {
  contact: UserContact;
  signedInPath?: string;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verifyCode = useVerifyCode();
  const resendCode = useSendCode();
  const [code, setCode] = useState('');
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [resendNotice, setResendNotice] = useState<ResendNotice | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const isVerifying = verifyCode.isPending || verifyCode.isSuccess;
  const isComplete = code.length === CODE_LENGTH;

  // A refused code's field takes the cursor once it is enabled again (a disabled field cannot).
  useEffect(() => {
    if (verifyError && !isVerifying) codeField.current?.focus();
  }, [verifyError, isVerifying]);

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify(code);
  }

  /**
   * Exactly six digits before a verify is attempted; the sixth sends them. A refused code is
   * cleared and the field takes the cursor, ready for the next try.
   */
  function verify(typed: string) {
    if (typed.length !== CODE_LENGTH || isVerifying) return;
    setVerifyError(null);
    setResendNotice(null);
    verifyCode.mutate(
      { contact: contact.contact, contactType: contact.contactType, code: typed },
      {
        onSuccess: () => void navigate(signedInPath, { replace: true }),
        onError: (error) => {
          setVerifyError(getErrorMessage(error));
          setCode('');
        },
      },
    );
  }

  function handleResend() {
    setResendNotice(null);
    setVerifyError(null);
    resendCode.mutate(
      { contact: contact.contact, contactType: contact.contactType },
      {
        onSuccess: () => setResendNotice({ kind: 'sent' }),
        onError: (error) =>
          setResendNotice({ kind: 'error', message: describeResendError(error, t) }),
      },
    );
  }

  return (
    <form onSubmit={handleVerify} noValidate>
      <Stack gap="md">
        {verifyError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('didNotWork')}>
            {verifyError}
          </Alert>
        )}
        {resendNotice?.kind === 'sent' && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
            {t('codeSentAgain')}
          </Alert>
        )}
        {resendNotice?.kind === 'error' && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('noNewCode')}>
            {resendNotice.message}
          </Alert>
        )}
        <CodeInput
          label={t('codeLabel')}
          description={t('codeDescription', { length: CODE_LENGTH })}
          code={code}
          onCodeChange={setCode}
          onComplete={verify}
          inputRef={codeField}
          disabled={isVerifying}
        />
        <Group grow gap="sm" wrap="nowrap">
          <Button type="submit" disabled={!isComplete || isVerifying}>
            {isVerifying ? t('verifying') : t('verify')}
          </Button>
          <Button
            type="button"
            variant="default"
            onClick={handleResend}
            disabled={resendCode.isPending || isVerifying}
          >
            {resendCode.isPending ? t('resending') : t('resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
