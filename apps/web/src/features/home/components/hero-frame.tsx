import type { HomeHero } from '@app/domain/home-hero.ts';
import { Text, Title } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { DEFAULT_BACKGROUND_URL } from '@/lib/default-images.ts';
import classes from './dashboard-hero.module.css';

/**
 * How wide the hero shows: the page container (Mantine's lg, 1140 px) less its 16 px
 * padding on each side below that, so a phone downloads a phone-sized file.
 */
export const HERO_SIZES = '(min-width: 1172px) 1140px, calc(100vw - 32px)';
/** The widest the hero shows, in CSS pixels (HERO_SIZES's largest). */
export const HERO_WIDEST = 1140;

interface HeroFrameProps extends Omit<ComponentPropsWithoutRef<'section'>, 'className'> {
  picture: HomeHero['picture'];
  /** Called when the person's picture fails to load, so the default can take its place. */
  onPictureError?: () => void;
  /** The greeting at the top, over every slide. */
  greeting: ReactNode;
}

/**
 * The dashboard hero without its slides: the person's background image, or the default one,
 * under the greeting. An <img> with srcset rather than a CSS background, so the browser picks
 * the file for the screen and can fetch it early (it is the largest thing on the page). The
 * same frame is drawn by the server into /urnb and by the app until the dashboard is ready
 * (HomePlaceholder), then by the dashboard with its slides inside (DashboardHero).
 */
export function HeroFrame({
  picture,
  onPictureError,
  greeting,
  children,
  ...props
}: HeroFrameProps) {
  return (
    <section {...props} className={classes.hero} data-testid="dashboard-hero">
      {picture ? (
        <ResponsiveImage
          imageId={picture.imageId}
          width={picture.width}
          height={picture.height}
          alt=""
          sizes={HERO_SIZES}
          loading="eager"
          fetchPriority="high"
          className={classes.background}
          data-testid="dashboard-hero-background"
          onError={onPictureError}
        />
      ) : (
        <img
          src={DEFAULT_BACKGROUND_URL}
          alt=""
          className={`${classes.background} ${classes.defaultBackground}`}
          data-testid="dashboard-hero-background"
          fetchPriority="high"
        />
      )}
      <div className={classes.scrim} />
      <div className={classes.header}>{greeting}</div>
      {children}
    </section>
  );
}

/** The page's title and a welcome by name: the top of the hero. */
export function HeroGreeting({ titleId, name }: { titleId: string; name: string }) {
  const { t } = useTranslation('home');
  return (
    <>
      <Title order={1} id={titleId} c="white" size="h3">
        {t('title')}
      </Title>
      <Text size="sm" c="white" truncate="end">
        {t('welcome', { name })}
      </Text>
    </>
  );
}
