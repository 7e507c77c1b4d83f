import type { Challenge } from '@app/domain/community.schemas.ts';
import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconGift, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './challenge.module.css';
import { challengeDates, placesLeft } from './challenge-dates.ts';

/** The three things to know before joining: when, how many places, and the free year. */
export function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  const { start, end } = challengeDates(challenge);
  const left = placesLeft(challenge);

  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 3 }} spacing="lg" className={classes.facts}>
      <Fact icon={<IconCalendarEvent size={20} aria-hidden />} title={`${challenge.days} days`}>
        From {start} to {end}.
      </Fact>
      <Fact icon={<IconUsersGroup size={20} aria-hidden />} title={`${challenge.places} places`}>
        {left === 0 ? 'Every place is taken.' : `${left} ${left === 1 ? 'place' : 'places'} left.`}
      </Fact>
      <Fact icon={<IconGift size={20} aria-hidden />} title="A year free">
        Everyone who joins gets a year of free access to Inner Compass.
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
