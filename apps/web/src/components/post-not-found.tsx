import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

/**
 * A post that does not exist and one the person may not see look the same (the API answers
 * 404 for both), so nobody can learn from this page that someone else's post exists.
 */
export function PostNotFound() {
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <DocumentTitle title="Post not found" />
      <Title order={1}>Post not found</Title>
      <Text>This post does not exist or is not yours to see.</Text>
      <Button component={Link} to="/posts">
        Go to your posts
      </Button>
    </Stack>
  );
}
