import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GuidanceText } from '@/components/guided-form/guidance-text.tsx';
import classes from './excitement.module.css';

/** The band at the top of both excitement pages: the page's name and what it is for. */
export function ExcitementHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.hero}>
      <Title order={1} c="white">
        {title}
      </Title>
      <GuidanceText size="lg" mt="xs" c="white">
        {children}
      </GuidanceText>
    </div>
  );
}
