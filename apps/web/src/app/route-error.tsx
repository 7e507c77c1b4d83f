import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';

/**
 * Last resort for anything a route throws. The usual cause after a deployment is a page
 * chunk that no longer exists, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);

  return (
    <Container size="sm" py="xl">
      <DocumentTitle title="Something went wrong" />
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
