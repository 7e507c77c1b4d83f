import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getErrorMessage } from '@/lib/api-client.ts';

/** Anything but a 404 (offline, a 5xx): say so and offer another try, never a blank page. */
export function PostLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="We could not load this post">
      {getErrorMessage(error)}
      <Button mt="md" size="sm" variant="default" onClick={onRetry} display="block">
        Try again
      </Button>
    </Alert>
  );
}
