import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

export function NotFoundPage() {
  return (
    <Box maw={720}>
      <DocumentTitle title="Page not found" />
      <Stack gap="md" align="flex-start" py="xl">
        <Title order={1}>Page not found</Title>
        <Text>
          We looked everywhere, but this page is not here. The link may be old, or the address may
          have a typo.
        </Text>
        <Button component={Link} to="/urnb">
          Go to your home page
        </Button>
      </Stack>
    </Box>
  );
}
