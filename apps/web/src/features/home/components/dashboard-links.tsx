import { DASHBOARD_CATEGORY_BUTTONS } from '@app/domain/post-types.ts';
import { Button, Stack, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarCheck,
  IconHeart,
  IconPencilPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import classes from './dashboard-links.module.css';

interface DashboardLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/*
 * Spec section 2 "Dashboard buttons". Identity goes to the identity post's editor and Take
 * Action depends on the current excitement; until those features land they point at their
 * own pages.
 */
const dashboardLinks: DashboardLink[] = [
  { label: 'Identity', to: '/identity', icon: <IconUserCircle size={18} aria-hidden /> },
  { label: 'Post', to: '/posts/new', icon: <IconPencilPlus size={18} aria-hidden /> },
  { label: 'Feelings', to: '/feelings', icon: <IconHeart size={18} aria-hidden /> },
  { label: 'Trackers', to: '/trackers', icon: <IconCalendarCheck size={18} aria-hidden /> },
  { label: 'Take Action', to: '/excitement-start', icon: <IconBolt size={18} aria-hidden /> },
];

/** The dashboard's ways in: the main actions, then a guided exercise per category. */
export function DashboardLinks() {
  const exercisesId = useId();

  return (
    <Stack gap="lg">
      <nav aria-label="Dashboard" className={classes.primary}>
        {dashboardLinks.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
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
          Guided exercises
        </Title>
        <ul className={classes.exercises}>
          {DASHBOARD_CATEGORY_BUTTONS.map((button) => (
            <li key={button.category}>
              <Button
                component={Link}
                to={`/posts/new?category=${button.category}`}
                variant="default"
                size="sm"
                fw={500}
              >
                {button.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </Stack>
  );
}
