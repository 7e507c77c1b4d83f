import { Text } from '@mantine/core';
import { useStats } from '../api/get-stats.ts';

const numberFormat = new Intl.NumberFormat('en-US');

function countOf(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}

/** Public counts; spec section 8 gives a failed stats call no visible handling, so it hides. */
export function SiteStats() {
  const { data } = useStats();
  if (!data) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="site-stats">
      {countOf(data.users, 'user', 'users')} · {countOf(data.posts, 'post', 'posts')}
    </Text>
  );
}
