import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { ProfileForm } from '../components/profile-form.tsx';

/** Spec section 2 "Profile": name, avatar, background image, Save. */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <DocumentTitle title="Profile" />
      <div>
        <Title order={1}>Profile</Title>
        <Text c="dimmed" mt={4}>
          How Inner Compass greets you: your name, your avatar and the picture behind your
          dashboard.
        </Text>
      </div>
      {/* Keyed by person: a different account must never inherit the typed values. */}
      <ProfileForm key={user._id} user={user} />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', xs: 'xl' }}
        component="section"
        aria-labelledby="danger-zone-title"
        style={{ borderColor: 'var(--mantine-color-red-4)' }}
      >
        <Title order={2} size="h3" id="danger-zone-title">
          Danger zone
        </Title>
        <Text mt="xs">
          Deleting your account removes everything you wrote and cancels your subscription. It
          cannot be undone.
        </Text>
        <Button
          component={Link}
          to="/delete-account"
          variant="outline"
          color="red"
          mt="md"
          leftSection={<IconTrash size={18} aria-hidden />}
        >
          Delete your account
        </Button>
      </Paper>
    </Stack>
  );
}
