import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarCheck,
  IconHeart,
  IconPencilPlus,
  IconUserCircle,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { getUserDisplayName, useCurrentUser } from '@/lib/current-user.ts';
import { DashboardHero } from '../components/dashboard-hero.tsx';

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

export function HomePage() {
  const titleId = useId();
  const { data: user } = useCurrentUser();
  if (!user) return null;

  return (
    <Box>
      <DocumentTitle title="Your dashboard" />
      <Stack gap="lg">
        <DashboardHero user={user} labelledBy={titleId}>
          <Title order={1} id={titleId} c="white">
            Your dashboard
          </Title>
          <Text size="lg" mt={4} c="white" style={{ overflowWrap: 'anywhere' }}>
            Welcome, {getUserDisplayName(user)}
          </Text>
        </DashboardHero>
        <nav aria-label="Dashboard">
          <Group gap="sm">
            {dashboardLinks.map((link) => (
              <Button
                key={link.to}
                component={Link}
                to={link.to}
                variant="light"
                leftSection={link.icon}
              >
                {link.label}
              </Button>
            ))}
          </Group>
        </nav>
      </Stack>
    </Box>
  );
}
