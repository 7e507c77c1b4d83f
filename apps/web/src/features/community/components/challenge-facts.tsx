import type { Challenge } from '@app/domain/community.schemas.ts';
import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconGift, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import classes from './challenge.module.css';
import { challengeDates, placesLeft } from './challenge-dates.ts';

/** The three things to know before joining: when, how many places, and the free year. */
export function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('community', { keyPrefix: 'challenge.facts' });
  const format = useFormat();
  const { start, end } = challengeDates(challenge, format.locale);
  const left = placesLeft(challenge);

  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.facts}>
      <Fact
        icon={<IconCalendarEvent size={20} aria-hidden />}
        title={t('days', { count: challenge.days, days: format.number(challenge.days) })}
      >
        {t('dates', { start, end })}
      </Fact>
      <Fact
        icon={<IconUsersGroup size={20} aria-hidden />}
        title={t('places', { count: challenge.places, places: format.number(challenge.places) })}
      >
        {left === 0 ? t('allTaken') : t('left', { count: left, left: format.number(left) })}
      </Fact>
      <Fact icon={<IconGift size={20} aria-hidden />} title={t('freeTitle')}>
        {t('free', { product: PRODUCT_NAME })}
      </Fact>
    </SimpleGrid>
  );
}

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={classes.fact}>
      <ThemeIcon variant="light" size="lg" radius="xl">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={650}>{title}</Text>
        <Text size="sm">{children}</Text>
      </div>
    </li>
  );
}
