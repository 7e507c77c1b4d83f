import type { Post } from '@app/domain/posts.schemas.ts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { APPROVAL_STATUS_LABELS } from '@/lib/post-display.ts';
import { useModeratePost } from '../api/moderate-post.ts';

/**
 * Spec "Post detail": Approve when the post is not approved, Reject when it is not rejected.
 * Approved posts shared for feedback appear in the community list (spec section 4).
 */
export function PostModeration({ post }: { post: Post }) {
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
                ? 'Approved: the post is in the community list.'
                : 'Rejected: the post stays out of the community list.',
          }),
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Review
        </Title>
        <Text>Status: {APPROVAL_STATUS_LABELS[post.approvalStatus]}</Text>
        <Group gap="sm">
          {post.approvalStatus !== 'approved' && (
            <Button
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => decide('approved')}
              disabled={moderatePost.isPending}
            >
              {decision === 'approved' ? 'Approving...' : 'Approve'}
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
              {decision === 'rejected' ? 'Rejecting...' : 'Reject'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
