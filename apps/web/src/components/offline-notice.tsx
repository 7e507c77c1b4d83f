import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Above every page while the device has no connection (decision 19): what still works, so
 * nobody types a post wondering whether it will be lost.
 */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff aria-hidden />}
      title={t('offlineTitle')}
      role="status"
      mb="lg"
    >
      {t('offlineText')}
    </Alert>
  );
}
