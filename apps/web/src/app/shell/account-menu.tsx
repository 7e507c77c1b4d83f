import type { User } from '@app/domain/users.schemas.ts';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCreditCard,
  IconFileInvoice,
  IconLogout,
  IconMessages,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/api/logout.ts';
import { UserAvatar } from '@/features/users/components/user-avatar.tsx';
import { getUserDisplayName } from '@/lib/current-user.ts';

export function AccountMenu({ user }: { user: User }) {
  const logout = useLogout();
  const displayName = getUserDisplayName(user);

  return (
    <Menu position="bottom-end" width={220} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <UserAvatar displayName={displayName} imageId={user.image} radius="xl" />
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
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/billing"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          Billing
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/invoices"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
        >
          Invoices
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/challenge"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          Happiness Challenge
        </Menu.Item>
        {user.moderator && (
          <Menu.Item
            component={Link}
            to="/h100_iris"
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            Message participants
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
