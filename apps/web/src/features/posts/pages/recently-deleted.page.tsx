import { RESTORE_DAYS } from '@app/domain/limits.ts';
import type { DeletedPost } from '@app/domain/posts.schemas.ts';
import { Badge, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { useDeletedPosts, useRestorePost } from '@/api/posts.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import classes from './recently-deleted.module.css';

/**
 * /posts/deleted: the person's posts deleted in the last RESTORE_DAYS days, newest deleted
 * first, each with its days left and a Restore button (decision 0064).
 */
export function RecentlyDeletedPage() {
  const { t } = useTranslation('postPages');
  const list = useDeletedPosts();
  const posts = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="lg">
      <DocumentTitle title={t('deleted.title')} />
      <Button
        component={Link}
        to="/posts"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('deleted.allPosts')}
      </Button>
      <div>
        <Title order={1}>{t('deleted.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('deleted.intro', { days: RESTORE_DAYS })}
        </Text>
      </div>

      {list.isError ? (
        <LoadError
          title={t('deleted.couldNotLoad')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('deleted.loading')}</VisuallyHidden>
          <div className={classes.list} aria-hidden>
            {[0, 1, 2].map((index) => (
              <Paper key={index} withBorder radius="lg" p="md">
                <Skeleton height={12} width="30%" mb="sm" />
                <Skeleton height={20} width="70%" mb="sm" />
                <Skeleton height={12} width="50%" />
              </Paper>
            ))}
          </div>
        </div>
      ) : posts.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text>{t('deleted.empty', { days: RESTORE_DAYS })}</Text>
        </Paper>
      ) : (
        <ul className={classes.list} aria-label={t('deleted.list')}>
          {posts.map((post) => (
            <li key={post._id}>
              <DeletedPostItem post={post} />
            </li>
          ))}
        </ul>
      )}

      {list.hasNextPage && (
        <Button
          variant="default"
          className={classes.restore}
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('deleted.more')}
        </Button>
      )}
    </Stack>
  );
}

function DeletedPostItem({ post }: { post: DeletedPost }) {
  const { t } = useTranslation(['postPages', 'categories']);
  const format = useFormat();
  const restore = useRestorePost();

  function handleRestore() {
    restore.mutate(post._id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('deleted.restored', { title: post.title }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('deleted.notRestored'),
          message: getErrorMessage(error),
        }),
    });
  }

  return (
    <Paper withBorder radius="lg" p="md" className={classes.item}>
      <div className={classes.text}>
        <Badge variant="light" color="gray" tt="none" mb={6}>
          {t(`categories:label.${post.category}`)}
        </Badge>
        <Title order={2} size="h4" className={classes.title}>
          {post.title}
        </Title>
        <Text component="div" size="sm" c="dimmed" mt={4} className={classes.dates}>
          <span>
            {t('deleted.deletedOn', { date: formatPostDate(post.deletedAt, format.locale) })}
          </span>
          <span aria-hidden className={classes.dot}>
            ·
          </span>
          <Text
            span
            size="sm"
            c="dimmed"
            // The last days stand out by weight: the dimmed colour keeps its contrast in both schemes.
            fw={post.daysLeft <= 3 ? 700 : undefined}
            className={classes.daysLeft}
          >
            {t('deleted.daysLeft', { count: post.daysLeft })}
          </Text>
        </Text>
      </div>
      <Button
        className={classes.restore}
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        onClick={handleRestore}
        loading={restore.isPending}
        aria-label={t('deleted.restoreLabel', { title: post.title })}
      >
        {t('deleted.restore')}
      </Button>
    </Paper>
  );
}
