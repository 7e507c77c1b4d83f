import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PostsList } from '../components/posts-list.tsx';

/** /posts: the person's own posts (docs/product.md section 2, "Post list"). */
export function PostsPage() {
  const { t } = useTranslation('postPages');
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('list.title')} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('list.intro')}
          </Text>
        </div>
        <Button
          component={Link}
          to="/posts/new"
          leftSection={<IconPencilPlus size={18} aria-hidden />}
        >
          {t('list.newPost')}
        </Button>
      </Group>
      <PostsList filter="mine" />
      {/* Where a phone's photo albums keep theirs: after everything, out of the way. */}
      <Button
        component={Link}
        to="/posts/deleted"
        variant="subtle"
        mih={44}
        leftSection={<IconTrash size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('list.recentlyDeleted')}
      </Button>
    </Stack>
  );
}
