import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import { useStats } from '../api/get-stats.ts';

/** Public counts; spec section 8 gives a failed stats call no visible handling, so it hides. */
export function SiteStats() {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const { data } = useStats();
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="site-stats">
      {t('users', { count: data.users, formatted: format.number(data.users) })} ·{' '}
      {t('posts', { count: data.posts, formatted: format.number(data.posts) })}
    </Text>
  );
}
