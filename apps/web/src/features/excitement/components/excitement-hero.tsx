import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './excitement.module.css';

/** The band at the top of both excitement pages: the page's name and what it is for. */
export function ExcitementHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.hero}>
      <Title order={1} c="white">
        {title}
      </Title>
      <Text size="lg" mt="xs" c="white">
        {children}
      </Text>
    </div>
  );
}
