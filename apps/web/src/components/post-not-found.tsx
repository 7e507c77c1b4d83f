import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

/**
 * A post that does not exist and one the person may not see look the same (the API answers
 * 404 for both), so nobody can learn from this page that someone else's post exists.
 */
export function PostNotFound() {
  const { t } = useTranslation('postPages');
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <DocumentTitle title={t('notFound.title')} />
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to="/posts">
        {t('notFound.goToPosts')}
      </Button>
    </Stack>
  );
}
