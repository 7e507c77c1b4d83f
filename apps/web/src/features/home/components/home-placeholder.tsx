import type { HomeHero } from '@app/domain/home-hero.ts';
import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { HeroFrame, HeroGreeting } from './hero-frame.tsx';

/**
 * /urnb before the dashboard is ready: the hero where the dashboard will draw it, and a skeleton
 * for the rest. The build renders it into the page the server fills in for a signed-in person
 * (decision 0025); the app draws it from the same data until the dashboard's code and the
 * person's data arrive, so the hero stays put from the first paint.
 */
export function HomePlaceholder({ hero }: { hero: HomeHero }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <Stack gap="xl">
      <DocumentTitle title={t('title')} />
      <Stack gap="lg">
        <HeroFrame
          picture={hero.picture}
          aria-labelledby={titleId}
          greeting={<HeroGreeting titleId={titleId} name={hero.name} />}
        />
      </Stack>
      <PageSkeleton variant="list" withTitle={false} />
    </Stack>
  );
}
