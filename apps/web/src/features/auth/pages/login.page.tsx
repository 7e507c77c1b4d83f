import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { data: user } = useCurrentUser();
  // The form shows at once for the usual signed-out visitor; someone already signed in
  // is sent home as soon as the session check answers.
  if (user) return <Navigate to="/urnb" replace />;

  return (
    <Container size={460} px={0}>
      <DocumentTitle title="Log in" />
      <Stack gap="lg">
        <div>
          <Title order={1}>Customer Zone</Title>
          <Text c="dimmed" mt={4}>
            Your private journal, identity and habits, in one place.
          </Text>
        </div>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              Login
            </Title>
            <LoginForm />
            <List size="sm" spacing={4} c="dimmed">
              <List.Item>There is no password to remember.</List.Item>
              <List.Item>
                We send a 6-digit code to your phone or e-mail; enter it on the next screen.
              </List.Item>
              <List.Item>New here? The same code creates your account.</List.Item>
            </List>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
