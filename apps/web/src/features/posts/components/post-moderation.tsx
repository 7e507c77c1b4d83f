import type { Post } from '@app/domain/posts.schemas.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModeratePost } from '@/api/posts.ts';

/** APPROVAL_STATUS_LABELS's key in the postPages namespace (`status.<key>`): '' is none. */
export function approvalStatusKey(status: Post['approvalStatus']) {
  return status === '' ? 'none' : status;
}

/**
 * Spec "Post detail": Approve when the post is not approved, Reject when it is not rejected.
 * Approved posts shared for feedback appear in the community list (docs/product.md section 4).
 */
export function PostModeration({ post }: { post: Post }) {
  const { t } = useTranslation('postPages');
  const moderatePost = useModeratePost();
  const decision = moderatePost.isPending ? moderatePost.variables.approvalStatus : null;

  function decide(approvalStatus: 'approved' | 'rejected') {
    moderatePost.mutate(
      { postId: post._id, approvalStatus },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message:
              approvalStatus === 'approved'
                ? t('moderation.approvedNote')
                : t('moderation.rejectedNote'),
          }),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('moderation.title')}
        </Title>
        <Text>
          {t('moderation.status', {
            status: t(`status.${approvalStatusKey(post.approvalStatus)}`),
          })}
        </Text>
        <Group gap="sm">
          {post.approvalStatus !== 'approved' && (
            <Button
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => decide('approved')}
              disabled={moderatePost.isPending}
            >
              {decision === 'approved' ? t('moderation.approving') : t('moderation.approve')}
            </Button>
          )}
          {post.approvalStatus !== 'rejected' && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => decide('rejected')}
              disabled={moderatePost.isPending}
            >
              {decision === 'rejected' ? t('moderation.rejecting') : t('moderation.reject')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
