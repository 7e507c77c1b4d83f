import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import { Stack, Tabs } from '@mantine/core';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentExcitement } from '@/api/excitement.ts';
import { useIdentity } from '@/api/identity.ts';
import { useOnThisDay } from '@/api/posts.ts';
import { useCurrentUser } from '@/api/session.ts';
import { useHabitTrackers } from '@/api/trackers.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { DashboardHero } from '../components/dashboard-hero.tsx';
import { DashboardLinks } from '../components/dashboard-links.tsx';
import { buildDashboardSlides } from '../components/dashboard-slides.tsx';
import { forgetPrerenderedHero } from '../hooks/use-prerendered-hero.ts';

interface PostsView {
  /** The `view` query parameter (docs/product.md section 2: views 0, 1 and 2). */
  value: string;
  filter: PostListFilter;
  isForModerators: boolean;
}

const POSTS_VIEWS: PostsView[] = [
  { value: '0', filter: 'mine', isForModerators: false },
  { value: '1', filter: 'community', isForModerators: false },
  { value: '2', filter: 'review', isForModerators: true },
];

interface HomePageProps {
  /**
   * Draws the posts list of a view. The list belongs to the posts feature, which this
   * feature may not import; the app puts the two together (src/app/home-route.tsx).
   */
  renderPostsList: (filter: PostListFilter) => ReactNode;
}

/** /urnb (docs/product.md section 2, "Home"): the dashboard, then the posts tabs. */
export function HomePage({ renderPostsList }: HomePageProps) {
  const { t } = useTranslation('home');
  const { data: user } = useCurrentUser();
  const identity = useIdentity();
  const trackers = useHabitTrackers();
  const excitement = useCurrentExcitement();
  const onThisDay = useOnThisDay();
  const [searchParams, setSearchParams] = useSearchParams();
  // From here on the dashboard draws the hero; the server's is not drawn again.
  useEffect(forgetPrerenderedHero, []);

  /*
   * The slides wait until all three answers are in (or failed), so the show starts on the
   * first slide of docs/product.md's order rather than on whichever answer came first. They are drawn
   * from a deferred copy: the answers arrive through the query cache, whose updates React
   * renders at once in one task, while a deferred render yields to the browser between
   * components (the habit calendar is the heaviest part of the page; decision 0037). On This
   * Day is not waited for: its slide comes last, added whenever its answer arrives.
   */
  const isLoadingSlides = identity.isPending || trackers.isPending || excitement.isPending;
  const answers = useMemo(
    () =>
      isLoadingSlides
        ? null
        : {
            identity: identity.data,
            trackers: trackers.data,
            excitement: excitement.data,
            onThisDay: onThisDay.data,
          },
    [isLoadingSlides, identity.data, trackers.data, excitement.data, onThisDay.data],
  );
  const shownAnswers = useDeferredValue(answers);
  const slides = useMemo(
    () => (shownAnswers ? buildDashboardSlides(shownAnswers, t) : []),
    [shownAnswers, t],
  );
  /*
   * Each answer above re-renders this page, in one task. The lists are made once, so React
   * skips a list and its cards when the same element comes again; the hero and the links are
   * memos for the same reason.
   */
  const postsLists = useMemo(
    () => new Map(POSTS_VIEWS.map((view) => [view.value, renderPostsList(view.filter)])),
    [renderPostsList],
  );
  if (!user) return null;

  const views = POSTS_VIEWS.filter((view) => !view.isForModerators || user.moderator);
  const requested = searchParams.get('view');
  const current = views.find((view) => view.value === requested) ?? (views[0] as PostsView);

  function chooseView(value: string | null) {
    if (value === null) return;
    // Kept in the address, so a reload or the back button returns to the same tab.
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('view', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Stack gap="xl">
      <DocumentTitle title={t('title')} />
      <Stack gap="lg">
        <DashboardHero user={user} slides={slides} />
        <DashboardLinks
          identityId={identity.data?._id ?? null}
          hasCurrentExcitement={Boolean(excitement.data)}
        />
      </Stack>
      <Tabs value={current.value} onChange={chooseView} keepMounted={false}>
        <Tabs.List aria-label={t('postsTabs')}>
          {views.map((view) => (
            <Tabs.Tab key={view.value} value={view.value}>
              {t(`views.${view.filter}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {views.map((view) => (
          <Tabs.Panel key={view.value} value={view.value} pt="md">
            {postsLists.get(view.value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
