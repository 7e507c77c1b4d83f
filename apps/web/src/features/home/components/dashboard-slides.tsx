import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { truncateSummary } from '@app/domain/post-text.ts';
import type { OnThisDayYear, Post } from '@app/domain/posts.schemas.ts';
import type { HabitTracker } from '@app/domain/trackers.schemas.ts';
import {
  Anchor,
  Button,
  CheckboxIndicator,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HabitCalendar } from '@/components/habit-calendar/habit-calendar.tsx';
import { PostPicture } from '@/components/post-picture.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import type { HeroSlide } from './dashboard-hero.tsx';
import { HERO_SIZES, HERO_WIDEST } from './hero-frame.tsx';
import classes from './hero-slides.module.css';

/** docs/product.md section 9: the identity slide's text length and the action items it shows. */
const IDENTITY_SLIDE_TEXT_LENGTH = 300;
const SLIDE_ACTION_ITEMS = 4;
/** The On This Day slide names this many posts; the newest year's first is one button away. */
const ON_THIS_DAY_SLIDE_POSTS = 3;

/** Spec "Home": a title under 20 characters is a level-2 heading, a longer one level 3. */
function slideHeadingOrder(title: string): 2 | 3 {
  return title.length < 20 ? 2 : 3;
}

/**
 * Whether the person has given their identity a title of their own (slide 1) or not (slide 3,
 * "Who Are You?"). A person may have no identity yet; once one exists (the identity page
 * creates it on first need) it starts with the default title and text, and one still exactly
 * as created has no title of the person's own either.
 */
function hasOwnIdentityTitle(identity: Post | null): identity is Post {
  const title = identity?.title.trim() ?? '';
  if (title === '') return false;
  return !(title === DEFAULT_IDENTITY_TITLE && identity?.identity.trim() === DEFAULT_IDENTITY_TEXT);
}

interface DashboardSlidesData {
  /** The identity post: null when the person has none, undefined when not known. */
  identity: Post | null | undefined;
  trackers: HabitTracker[] | undefined;
  /** The current excitement: null when there is none, undefined when not known. */
  excitement: Post | null | undefined;
  /** Earlier years' posts of this day, newest year first; undefined when not known. */
  onThisDay: OnThisDayYear[] | undefined;
}

/**
 * The hero's slides in docs/product.md's order, each only when its condition holds: identity
 * summary, habits, "Who Are You?", identity image, excitement, "The Preferred You"; then On
 * This Day when earlier years have posts of this date. It comes last, so the show
 * starts where it always has, whenever its answer arrives.
 */
export function buildDashboardSlides(
  { identity, trackers, excitement, onThisDay }: DashboardSlidesData,
  t: TFunction<'home'>,
): HeroSlide[] {
  const slides: HeroSlide[] = [];
  const firstTracker = trackers?.[0];

  if (identity !== undefined && hasOwnIdentityTitle(identity)) {
    slides.push({
      key: 'identity',
      label: identity.title,
      content: <IdentitySummarySlide identity={identity} />,
    });
  }
  if (firstTracker) {
    slides.push({
      key: 'habits',
      label: t('betterHabits'),
      content: <HabitsSlide tracker={firstTracker} />,
    });
  }
  if (identity !== undefined && !hasOwnIdentityTitle(identity)) {
    slides.push({ key: 'who-are-you', label: t('whoAreYou'), content: <WhoAreYouSlide /> });
  }
  if (identity?.image) {
    slides.push({
      key: 'identity-image',
      label: t('identityPicture'),
      content: <IdentityImageSlide identity={identity} imageId={identity.image} />,
    });
  }
  if (excitement !== undefined) {
    slides.push({
      key: 'excitement',
      label: excitement ? excitement.title : t('nextStep'),
      content: <ExcitementSlide excitement={excitement} />,
    });
  }
  if (identity && identity.actionItems.length > 0) {
    slides.push({
      key: 'preferred-you',
      label: t('preferredYou'),
      content: <PreferredYouSlide items={identity.actionItems} />,
    });
  }
  const [newestYear] = onThisDay ?? [];
  if (onThisDay && newestYear) {
    slides.push({
      key: 'on-this-day',
      label: t('onThisDay'),
      content: <OnThisDaySlide years={onThisDay} newestYear={newestYear} />,
    });
  }
  return slides;
}

interface SlideTextProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  link: { to: string; label: string };
  className?: string;
}

/** A slide's words: an optional eyebrow, the title, what it says and where it leads. */
function SlideText({ eyebrow, title, children, link, className }: SlideTextProps) {
  return (
    <Stack gap={6} align="flex-start" className={className ?? classes.body}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title
        order={slideHeadingOrder(title)}
        size={slideHeadingOrder(title) === 2 ? 'h2' : 'h3'}
        c="white"
        className={classes.title}
      >
        {title}
      </Title>
      {children}
      <Button
        component={Link}
        to={link.to}
        variant="white"
        size="sm"
        mt={6}
        className={classes.link}
      >
        {link.label}
      </Button>
    </Stack>
  );
}

function IdentitySummarySlide({ identity }: { identity: Post }) {
  const { t } = useTranslation('home');
  const text = identity.identity.trim();
  return (
    <SlideText
      eyebrow={t('whoYouAre')}
      title={identity.title}
      link={{ to: '/identity', label: t('openIdentity') }}
    >
      <Text size="sm" c="white" className={classes.text}>
        {text ? truncateSummary(text, IDENTITY_SLIDE_TEXT_LENGTH) : t('noText')}
      </Text>
    </SlideText>
  );
}

function HabitsSlide({ tracker }: { tracker: HabitTracker }) {
  const { t } = useTranslation('home');
  return (
    <>
      <SlideText
        eyebrow={t('habitTrackers')}
        title={t('betterHabits')}
        link={{ to: '/trackers', label: t('openTrackers') }}
        className={`${classes.body} ${classes.habitsBody}`}
      >
        <Text c="white">{t('beingWhoYouWant')}</Text>
      </SlideText>
      <div className={classes.calendarCard} data-testid="habits-calendar-card">
        <Text size="sm" fw={600} truncate="end" ta="center">
          {tracker.title}
        </Text>
        <HabitCalendar tracker={tracker} />
      </div>
    </>
  );
}

function WhoAreYouSlide() {
  const { t } = useTranslation('home');
  return (
    <SlideText
      eyebrow={t('yourIdentity')}
      title={t('whoAreYou')}
      link={{ to: '/identity', label: t('defineIdentity') }}
    >
      <Text c="white" className={classes.text}>
        {t('whoAreYouText')}
      </Text>
    </SlideText>
  );
}

function IdentityImageSlide({ identity, imageId }: { identity: Post; imageId: string }) {
  const { t } = useTranslation('home');
  return (
    <>
      <PostPicture
        imageId={imageId}
        width={identity.imageWidth}
        height={identity.imageHeight}
        alt={t('identityPictureOf', { title: identity.title })}
        sizes={HERO_SIZES}
        widestCss={HERO_WIDEST}
        isOwn
        className={classes.image}
      />
      <div className={classes.imageScrim} />
      <Stack gap={6} align="flex-start" className={`${classes.body} ${classes.caption}`}>
        <Text className={classes.eyebrow}>{t('identityPicture')}</Text>
        <Text fw={600} size="lg" c="white" className={classes.title}>
          {identity.title}
        </Text>
        <Button component={Link} to="/identity" variant="white" size="sm" className={classes.link}>
          {t('openIdentity')}
        </Button>
      </Stack>
    </>
  );
}

function ExcitementSlide({ excitement }: { excitement: Post | null }) {
  const { t } = useTranslation('home');
  if (excitement) {
    return (
      <SlideText
        eyebrow={t('currentExcitement')}
        title={excitement.title}
        link={{ to: '/excitement-end', label: t('recordResults') }}
      >
        <Text c="white">{t('tookAction')}</Text>
      </SlideText>
    );
  }
  return (
    <SlideText
      eyebrow={t('followExcitement')}
      title={t('nextStep')}
      link={{ to: '/excitement-start', label: t('takeAction') }}
    >
      <Text c="white" className={classes.text}>
        {t('nextStepText')}
      </Text>
    </SlideText>
  );
}

function PreferredYouSlide({ items }: { items: Post['actionItems'] }) {
  const { t } = useTranslation('home');
  return (
    <SlideText
      eyebrow={t('actionItems')}
      title={t('preferredYou')}
      link={{ to: '/identity', label: t('openIdentity') }}
    >
      <ul className={classes.items}>
        {items.slice(0, SLIDE_ACTION_ITEMS).map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: stored items have no id; their order is their identity.
            key={`${index}:${item.action}`}
            className={classes.item}
          >
            <CheckboxIndicator checked={item.complete} size="sm" color="spruce.5" aria-hidden />
            <Text size="sm" c="white" className={item.complete ? classes.done : undefined}>
              {item.action}
              <VisuallyHidden>{item.complete ? t('done') : t('notDone')}</VisuallyHidden>
            </Text>
          </li>
        ))}
      </ul>
    </SlideText>
  );
}

function OnThisDaySlide({
  years,
  newestYear,
}: {
  years: OnThisDayYear[];
  newestYear: OnThisDayYear;
}) {
  const { t } = useTranslation('home');
  const { locale } = useFormat();
  const shown = years
    .flatMap(({ year, posts }) => posts.map((post) => ({ year, post })))
    .slice(0, ON_THIS_DAY_SLIDE_POSTS);
  // The years the server answered are the browser's own (it sends its time zone). The headline
  // names every year the slide lists: "2 and 4 years ago today".
  const thisYear = new Date().getFullYear();
  const yearsAgo = [...new Set(shown.map(({ year }) => thisYear - year))];
  const title =
    yearsAgo.length > 1
      ? t('yearsAgoTodayList', {
          list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(yearsAgo.map(String)),
        })
      : t('yearsAgoToday', { count: yearsAgo[0] ?? thisYear - newestYear.year });
  const first = newestYear.posts[0];
  return (
    <SlideText
      eyebrow={t('onThisDay')}
      title={title}
      link={{ to: first ? `/posts/${first._id}` : '/posts', label: t('readWhatYouWrote') }}
    >
      <ul className={classes.onThisDay}>
        {shown.map(({ year, post }) => (
          <li key={post._id}>
            <Anchor
              component={Link}
              to={`/posts/${post._id}`}
              c="white"
              underline="always"
              size="sm"
              className={classes.onThisDayLink}
            >
              {t('yearAndTitle', { year, title: post.title })}
            </Anchor>
          </li>
        ))}
      </ul>
    </SlideText>
  );
}
