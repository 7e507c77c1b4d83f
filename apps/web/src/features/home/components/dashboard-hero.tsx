import { getUserDisplayName } from '@app/domain/user-display-name.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { type FocusEvent, memo, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlideShow } from '../hooks/use-slide-show.ts';
import classes from './dashboard-hero.module.css';
import { HeroFrame, HeroGreeting } from './hero-frame.tsx';

/** One slide of the hero: its content and the words that name it for screen readers. */
export interface HeroSlide {
  key: string;
  label: string;
  content: ReactNode;
}

interface DashboardHeroProps {
  user: User;
  slides: HeroSlide[];
}

/**
 * docs/product.md section 2 "Dashboard hero": the person's background image, or the default one
 * (HeroFrame), under the greeting and a slide show.
 *
 * The slides follow the carousel pattern of the WAI-ARIA practices: a pause control, previous
 * and next, a button per slide; slides out of view are inert, and the live region speaks only
 * when the show is not turning by itself.
 */
export const DashboardHero = memo(function DashboardHero({ user, slides }: DashboardHeroProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  // A stored image that fails (deleted elsewhere, offline) gives way to the default.
  const [failedImageId, setFailedImageId] = useState<string | null>(null);
  const imageId = user.backgroundImage !== failedImageId ? user.backgroundImage : null;
  const reduceMotion = useReducedMotion();
  const show = useSlideShow(
    slides.map((slide) => slide.key),
    reduceMotion,
  );
  const isCarousel = slides.length > 1;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    // Focus moving between the hero's own controls keeps it paused.
    if (!event.currentTarget.contains(event.relatedTarget)) show.setFocused(false);
  }

  return (
    <HeroFrame
      picture={
        imageId
          ? {
              imageId,
              width: user.backgroundImageWidth,
              height: user.backgroundImageHeight,
            }
          : null
      }
      onPictureError={() => setFailedImageId(imageId)}
      greeting={<HeroGreeting titleId={titleId} name={getUserDisplayName(user)} />}
      aria-labelledby={titleId}
      aria-roledescription={isCarousel ? t('carousel') : undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show.setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && show.setHovered(false)}
      onFocus={() => show.setFocused(true)}
      onBlur={handleBlur}
    >
      {/* The slides' titles are level 2 or 3 (by their length): a level-2 heading before
          them keeps the page's outline in order under the level-1 title. */}
      {slides.length > 0 && <VisuallyHidden component="h2">{t('highlights')}</VisuallyHidden>}
      <div className={classes.viewport} aria-live={show.isRotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const isCurrent = slide.key === show.currentKey;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for form fields.
            <div
              key={slide.key}
              className={classes.slide}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', {
                number: index + 1,
                total: slides.length,
                label: slide.label,
              })}
              data-place={show.placeOf(slide.key)}
              data-moving={show.isMoving(slide.key) || undefined}
              data-current={isCurrent || undefined}
              // Out of view, out of reach: no tab stop and nothing read out from a hidden slide.
              inert={!isCurrent}
              aria-hidden={!isCurrent || undefined}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      {isCarousel && (
        <div className={classes.controls}>
          <ActionIcon
            variant="subtle"
            radius="xl"
            className={classes.control}
            aria-label={show.isStopped ? t('startShow') : t('stopShow')}
            onClick={() => show.setStopped(!show.isStopped)}
          >
            {show.isStopped ? (
              <IconPlayerPlayFilled size={16} aria-hidden />
            ) : (
              <IconPlayerPauseFilled size={16} aria-hidden />
            )}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            radius="xl"
            className={classes.control}
            aria-label={t('previousSlide')}
            onClick={show.previous}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={classes.dot}
                aria-label={t('slideNumber', { number: index + 1, label: slide.label })}
                aria-current={slide.key === show.currentKey ? 'true' : undefined}
                onClick={() => show.goTo(slide.key)}
              />
            ))}
          </div>
          <ActionIcon
            variant="subtle"
            radius="xl"
            className={classes.control}
            aria-label={t('nextSlide')}
            onClick={show.next}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </div>
      )}
    </HeroFrame>
  );
});
