import { DASHBOARD_CATEGORY_BUTTONS, POST_TYPES } from '@app/domain/post-types.ts';
import { Button, Stack, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarCheck,
  IconHeart,
  IconPencilPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type MouseEvent, memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ensureIdentity } from '@/api/identity.ts';
import classes from './dashboard-links.module.css';

interface DashboardLink {
  label: string;
  to: string;
  icon: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

interface DashboardLinksProps {
  /** The identity post's id; null while the person has none (or it is not known yet). */
  identityId: string | null;
  hasCurrentExcitement: boolean;
}

/**
 * docs/product.md section 2 "Dashboard buttons": Identity opens the identity post in the post form; Take
 * Action records the current excitement's results when there is one, else starts a new one.
 */
function dashboardLinksFor(
  { identityId, hasCurrentExcitement }: DashboardLinksProps,
  openNewIdentity: (event: MouseEvent<HTMLAnchorElement>) => void,
  t: TFunction<'home'>,
): DashboardLink[] {
  return [
    identityId
      ? {
          label: t('links.identity'),
          to: identityPostPath(identityId),
          icon: <IconUserCircle size={18} aria-hidden />,
        }
      : {
          label: t('links.identity'),
          to: '/identity',
          icon: <IconUserCircle size={18} aria-hidden />,
          onClick: openNewIdentity,
        },
    { label: t('links.post'), to: '/posts/new', icon: <IconPencilPlus size={18} aria-hidden /> },
    { label: t('links.feelings'), to: '/feelings', icon: <IconHeart size={18} aria-hidden /> },
    {
      label: t('links.trackers'),
      to: '/trackers',
      icon: <IconCalendarCheck size={18} aria-hidden />,
    },
    {
      label: t('links.takeAction'),
      to: hasCurrentExcitement ? '/excitement-end' : '/excitement-start',
      icon: <IconBolt size={18} aria-hidden />,
    },
  ];
}

function identityPostPath(identityId: string): string {
  return `/posts/${encodeURIComponent(identityId)}/edit`;
}

/** The dashboard's ways in: the main actions, then a guided exercise per category. */
export const DashboardLinks = memo(function DashboardLinks(props: DashboardLinksProps) {
  const { t } = useTranslation(['home', 'categories']);
  const exercisesId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /**
   * A person without an identity yet: the record is created (docs/product.md section 4) and opened in
   * the post form like any other time. Should that fail, /identity (the link's own address)
   * shows why and offers another try.
   */
  async function openNewIdentity(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const identity = await ensureIdentity(queryClient);
      void navigate(identityPostPath(identity._id));
    } catch {
      void navigate('/identity');
    }
  }

  return (
    <Stack gap="lg">
      <nav aria-label={t('dashboard')} className={classes.primary}>
        {dashboardLinksFor(props, (event) => void openNewIdentity(event), t).map((link) => (
          <Button
            key={link.label}
            component={Link}
            to={link.to}
            onClick={link.onClick}
            // Writing is what the app is for: Post stands out, the rest stay quiet.
            variant={link.to === '/posts/new' ? 'filled' : 'light'}
            leftSection={link.icon}
          >
            {link.label}
          </Button>
        ))}
      </nav>
      <nav aria-labelledby={exercisesId}>
        <Title order={2} size="h4" id={exercisesId} mb="xs">
          {t('guidedExercises')}
        </Title>
        <ul className={classes.exercises}>
          {DASHBOARD_CATEGORY_BUTTONS.map(({ category }) => (
            // The card is the link's (its ::after covers the card); the link is named by the
            // exercise alone, and what it is for and how long it takes describe it.
            <li key={category} className={classes.exercise}>
              <Link
                to={`/posts/new?category=${category}`}
                className={classes.exerciseName}
                aria-describedby={`${exercisesId}-${category}-about`}
              >
                {t(`categories:label.${category}`)}
              </Link>
              <span id={`${exercisesId}-${category}-about`} className={classes.exerciseAbout}>
                <span>{t(`categories:purpose.${category}`)}</span>{' '}
                <span className={classes.exerciseDuration}>
                  {t('categories:duration', { count: POST_TYPES[category].minutes })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
});
