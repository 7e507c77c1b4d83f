import { getUserDisplayName } from '@app/domain/user-display-name.ts';
import type { User } from '@app/domain/users.schemas.ts';
import {
  Group,
  type MantineColorScheme,
  Menu,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBolt,
  IconChartBar,
  IconCreditCard,
  IconFileInvoice,
  IconLogout,
  IconMessages,
  IconSparkles,
  IconSunrise,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentExcitement } from '@/api/excitement.ts';
import { useLogout } from '@/api/logout.ts';
import { UserAvatar } from '@/features/users/components/user-avatar.tsx';
import { COLOR_SCHEME_CHOICES } from '@/lib/color-scheme.ts';

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const displayName = getUserDisplayName(user);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const appearanceId = useId();
  // The top bar reads the same query (member-tools.tsx): the dashboard's Take Action, here too.
  const { data: excitement } = useCurrentExcitement();

  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md">
      <Menu.Target>
        {/* Named by its hidden text, not aria-label: the initials the avatar may show are
            decoration, and an aria-label without them fails "label in name" (WCAG 2.5.3). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <VisuallyHidden>{t('accountMenu')}</VisuallyHidden>
          <UserAvatar displayName={displayName} imageId={user.image} radius="xl" aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar displayName={displayName} imageId={user.image} radius="xl" size="sm" />
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
              {displayName}
            </Text>
          </Group>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to="/insights"
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          {t('insights')}
        </Menu.Item>
        {/* With the tab bar, every page is reachable without the dashboard. */}
        <Menu.Item
          component={Link}
          to="/identity"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('identity')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/daily-intention"
          leftSection={<IconSunrise size={16} aria-hidden />}
        >
          {t('dailyIntention')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={excitement ? '/excitement-end' : '/excitement-start'}
          leftSection={<IconBolt size={16} aria-hidden />}
        >
          {t('takeAction')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/billing"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          {t('billing')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/invoices"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
        >
          {t('invoices')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/challenge"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          {t('happinessChallenge')}
        </Menu.Item>
        {user.moderator && (
          <Menu.Item
            component={Link}
            to="/h100_iris"
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            {t('messageParticipants')}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Radio items (role menuitemradio, aria-checked): the chosen one is said and shown
            with a mark, not by colour alone; the menu stays open to show the change. */}
        <Menu.Label id={appearanceId}>{t('appearance')}</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        >
          {COLOR_SCHEME_CHOICES.map((choice) => (
            <Menu.RadioItem key={choice} value={choice} aria-describedby={appearanceId}>
              {t(`colorScheme.${choice}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
