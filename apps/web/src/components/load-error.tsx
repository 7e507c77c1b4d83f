import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';

interface LoadErrorProps {
  /** What could not be loaded, as the alert's title: "We could not load your identity". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed (offline, a 5xx): say so and offer another try, never a blank page. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
      {getErrorMessage(error)}
      <Button mt="md" size="sm" variant="default" onClick={onRetry} display="block">
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
