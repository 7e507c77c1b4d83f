import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page waits for who is signed in or for its code to arrive. */
export function CenteredLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label ?? t('loading')} />
    </Center>
  );
}
