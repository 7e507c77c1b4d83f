import { Box, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/document-title.tsx';

/** The spec keeps /test as a placeholder page; it has nothing of its own yet. */
export function TestPage() {
  return (
    <Box maw={720}>
      <DocumentTitle title="Test page" />
      <Title order={1}>Test</Title>
      <Text mt="sm">This is a test page. There is nothing to try here yet.</Text>
    </Box>
  );
}
