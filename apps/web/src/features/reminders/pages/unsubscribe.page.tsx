import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { useUnsubscribe } from '@/api/reminders.ts';
import { DocumentTitle } from '@/components/document-title.tsx';

/**
 * /unsubscribe#<token>, the link in every reminder. The token is in the fragment, which no
 * server (and no log) ever sees; the page asks before unsubscribing, since mail scanners open
 * links. Works without signing in, and stops only the reminder the link came with.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  const [token] = useState(() => window.location.hash.slice(1));
  const unsubscribe = useUnsubscribe();
  const stopped = unsubscribe.data;

  return (
    <Stack maw={520} mx="auto" py="xl" px="md">
      <DocumentTitle title={t('unsubscribe.documentTitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('unsubscribe.title')}
          </Title>
          {!token ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t('unsubscribe.incomplete')}
            </Alert>
          ) : stopped ? (
            <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
              {t(`kind.${stopped}.stopped`)}
            </Alert>
          ) : (
            <>
              <Text>{t('unsubscribe.question')}</Text>
              {unsubscribe.isError && (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {getErrorMessage(unsubscribe.error)}
                </Alert>
              )}
              <Button
                onClick={() => unsubscribe.mutate(token)}
                loading={unsubscribe.isPending}
                color="red"
                variant="outline"
                w="fit-content"
              >
                {t('unsubscribe.button')}
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="unsubscribe.again"
              components={{ profile: <Anchor component={Link} to="/profile" /> }}
            />
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
