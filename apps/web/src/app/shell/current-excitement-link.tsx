import type { Post } from '@app/domain/posts.schemas.ts';
import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge, countBadgeAnchorClass } from '@/components/count-badge.tsx';
import classes from './shell.module.css';

const RESULTS_PATH = '/excitement-end';

/**
 * Spec "Top bar and footer": while an excitement is current, its title as a link and a map
 * icon with a badge of 1, both to the page that records its results. On phones the icon
 * alone stays (its name carries the title), so the bar fits 360 px.
 */
export function CurrentExcitementLink({ excitement }: { excitement: Post }) {
  const { t } = useTranslation('shell');
  return (
    <Group gap="xs" wrap="nowrap" className={classes.excitement}>
      <Anchor
        component={Link}
        to={RESULTS_PATH}
        className={classes.excitementTitle}
        title={t('recordResultsOf', { title: excitement.title })}
        truncate="end"
        fw={600}
        size="sm"
      >
        {excitement.title}
      </Anchor>
      <ActionIcon
        component={Link}
        to={RESULTS_PATH}
        variant="subtle"
        size="lg"
        radius="xl"
        className={countBadgeAnchorClass}
        // The badge's "1" is visible, so the name says it too (WCAG 2.5.3, label in name);
        // in brackets it would not count.
        aria-label={t('recordResultsOfWithCount', { title: excitement.title })}
        title={t('recordResults')}
      >
        <IconMap2 size={22} aria-hidden />
        <CountBadge count={1} color="orange" />
      </ActionIcon>
    </Group>
  );
}
