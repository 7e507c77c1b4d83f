import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PostsList } from '../components/posts-list.tsx';

/** /posts: the person's own posts (spec section 2, "Post list"). */
export function PostsPage() {
  return (
    <Stack gap="lg">
      <DocumentTitle title="Your posts" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Your posts</Title>
          <Text c="dimmed" mt={4}>
            Everything you have written, newest first. Only you can see them.
          </Text>
        </div>
        <Button
          component={Link}
          to="/posts/new"
          leftSection={<IconPencilPlus size={18} aria-hidden />}
        >
          New post
        </Button>
      </Group>
      <PostsList filter="mine" />
    </Stack>
  );
}
