import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('site');
  return (
    <Box maw={720}>
      <DocumentTitle title={t('notFound.title')} />
      <Stack gap="md" align="flex-start" py="xl">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/urnb">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Box>
  );
}
