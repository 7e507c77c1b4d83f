import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiRequestError } from '@/api/client.ts';
import { useLogout } from '@/api/logout.ts';
import { startOver } from '@/api/seal.ts';

/**
 * Start over (decision 0068): what is lost said plainly first, then the sealed writing goes.
 * The server asks for a sign-in by code within 10 minutes; without one the dialog says how.
 */
export function StartOverDialog({
  userId,
  opened,
  onClose,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('seal');
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await startOver(userId);
      onClose();
      await queryClient.invalidateQueries();
    } catch (caught) {
      if (isApiRequestError(caught) && caught.code === 'code_not_fresh') setNeedsCode(true);
      else setError(getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('startOverTitle')} centered>
      <Stack gap="md">
        <Text>{t('startOverText')}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {needsCode ? (
          <Stack gap="sm">
            <Alert color="orange" role="alert">
              {t('startOverNeedsCode')}
            </Alert>
            <Button onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('logOutForCode')}
            </Button>
          </Stack>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={busy}>
              {t('startOverConfirm')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
