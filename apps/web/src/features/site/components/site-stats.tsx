import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStats } from '@/api/site.ts';
import { useFormat } from '@/lib/i18n/format.ts';

/**
 * Public counts, asked for once `enabled` (the footer on screen). Their line is kept
 * while they load, so the footer does not move under the person's eyes; docs/product.md section 8 gives
 * a failed stats call no visible handling, so it stays empty then.
 */
export function SiteStats({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const { data } = useStats(enabled);
  return (
    <Text size="sm" c="dimmed" data-testid="site-stats">
      {data ? (
        <>
          {t('users', { count: data.users, formatted: format.number(data.users) })} ·{' '}
          {t('posts', { count: data.posts, formatted: format.number(data.posts) })}
        </>
      ) : (
        '\u00a0'
      )}
    </Text>
  );
}
