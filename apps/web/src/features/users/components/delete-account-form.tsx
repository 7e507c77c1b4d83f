import type { User } from '@app/domain/users.schemas.ts';
import { Alert, Button, Code, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useDeleteAccount } from '@/api/users.ts';
import { accountConfirmationName, isAccountNameConfirmed } from './account-confirmation.ts';

/** Spec "Delete account": type the account name, then press Delete. */
export function DeleteAccountForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expected = accountConfirmationName(user);
  const isConfirmed = isAccountNameConfirmed(typed, expected);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isConfirmed || deleteAccount.isPending) return;
    setError(null);
    deleteAccount.mutate(
      { name: typed.trim() },
      // Everything typed stays for another try.
      { onError: (cause) => setError(getErrorMessage(cause)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('confirmLabel')}
          description={
            <Trans
              t={t}
              i18nKey="confirmDescription"
              values={{ name: expected }}
              components={{ name: <Code /> }}
            />
          }
          name="confirm-account-name"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          disabled={deleteAccount.isPending}
        />
        {typed.trim() !== '' && !isConfirmed && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('notYet')}
          </Text>
        )}
        <Button
          type="submit"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={!isConfirmed}
          loading={deleteAccount.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('delete')}
        </Button>
        {error && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('notDeleted')}
            role="alert"
          >
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
