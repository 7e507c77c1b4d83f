import type { User } from '@app/domain/users.schemas.ts';
import { type ReactNode, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { DEFAULT_BACKGROUND_URL } from '@/lib/default-images.ts';
import classes from './dashboard-hero.module.css';

/**
 * How wide the hero shows: the page container (Mantine's lg, 1140 px) less its 16 px
 * padding on each side below that, so a phone downloads a phone-sized file.
 */
const HERO_SIZES = '(min-width: 1172px) 1140px, calc(100vw - 32px)';

interface DashboardHeroProps {
  user: User;
  /** The id of the heading inside, which names the hero for screen readers. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * Spec section 2 "Dashboard hero": the person's background image, or the default one. An
 * <img> with srcset rather than a CSS background, so the browser picks the file for the
 * screen and can fetch it early (it is the largest thing on the page).
 */
export function DashboardHero({ user, labelledBy, children }: DashboardHeroProps) {
  // A stored image that fails (deleted elsewhere, offline) gives way to the default.
  const [failedImageId, setFailedImageId] = useState<string | null>(null);
  const imageId = user.backgroundImage !== failedImageId ? user.backgroundImage : null;

  return (
    <section className={classes.hero} aria-labelledby={labelledBy} data-testid="dashboard-hero">
      {imageId ? (
        <ResponsiveImage
          imageId={imageId}
          width={user.backgroundImageWidth}
          height={user.backgroundImageHeight}
          alt=""
          sizes={HERO_SIZES}
          loading="eager"
          fetchPriority="high"
          className={classes.background}
          data-testid="dashboard-hero-background"
          onError={() => setFailedImageId(imageId)}
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
      <div className={classes.content}>{children}</div>
    </section>
  );
}
