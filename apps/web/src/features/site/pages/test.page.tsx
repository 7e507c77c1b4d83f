import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title.tsx';

/** The spec keeps /test as a placeholder page; it has nothing of its own yet. */
export function TestPage() {
  const { t } = useTranslation('site');
  return (
    <Box maw={720}>
      <DocumentTitle title={t('test.documentTitle')} />
      <Title order={1}>{t('test.title')}</Title>
      <Text mt="sm">{t('test.text')}</Text>
    </Box>
  );
}
