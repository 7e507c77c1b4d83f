import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

/**
 * Last resort for anything a route throws. The usual cause after a deployment is a page
 * chunk that no longer exists, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);

  return (
    <Container size="sm" py="xl">
      <DocumentTitle title={t('somethingWentWrong')} />
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('somethingWentWrong')}</Title>
        <Text>{t('pageFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('reloadPage')}</Button>
      </Stack>
    </Container>
  );
}
