import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { data: user } = useCurrentUser();
  // The form shows at once for the usual signed-out visitor; someone already signed in
  // is sent home as soon as the session check answers.
  if (user) return <Navigate to="/urnb" replace />;

  return (
    <Container size={460} px={0}>
      <DocumentTitle title={t('loginTitle')} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('customerZone')}</Title>
          <Text c="dimmed" mt={4}>
            {t('loginIntro')}
          </Text>
        </div>
        <Paper withBorder shadow="xs" p={{ base: 'md', xs: 'xl' }} radius="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('login')}
            </Title>
            <LoginForm />
            <List size="sm" spacing={4} c="dimmed">
              <List.Item>{t('noPassword')}</List.Item>
              <List.Item>{t('codeExplained')}</List.Item>
              <List.Item>{t('newHere')}</List.Item>
            </List>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
