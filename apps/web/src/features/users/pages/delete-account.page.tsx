import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/document-title.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { DeleteAccountForm } from '../components/delete-account-form.tsx';

/** /delete-account (spec "Delete account" and section 5 "Account deletion"). */
export function DeleteAccountPage() {
  const { data: user } = useCurrentUser();
  // The guarded layout renders pages only once someone is signed in.
  if (!user) return null;

  return (
    <Stack gap="lg" maw={640}>
      <DocumentTitle title="Delete your account" />
      <div>
        <Title order={1}>Delete your account</Title>
        <Text c="dimmed" mt={4}>
          This removes you from Inner Compass for good. It cannot be undone.
        </Text>
      </div>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', xs: 'xl' }}
        style={{ borderColor: 'var(--mantine-color-red-4)' }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            What is removed
          </Title>
          <List spacing={4}>
            <List.Item>
              Every post you wrote, drafts included: journal posts, daily intentions, your identity
              and your excitements, with their pictures.
            </List.Item>
            <List.Item>Your feelings log and your habit trackers.</List.Item>
            <List.Item>The suggestions you wrote on other people's posts.</List.Item>
            <List.Item>
              Your profile, your contacts and your sign-in: you are signed out on every device.
            </List.Item>
            <List.Item>
              Your subscription is cancelled, so nothing more is charged, and your cards and
              invoices are removed.
            </List.Item>
          </List>
          <Text>Signing in again later with the same address starts a new, empty account.</Text>
          {/* Keyed by person: a different account must never inherit what was typed. */}
          <DeleteAccountForm key={user._id} user={user} />
        </Stack>
      </Paper>
    </Stack>
  );
}
