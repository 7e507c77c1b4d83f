import { Center, Loader } from '@mantine/core';

/** Shown while a page waits for who is signed in or for its code to arrive. */
export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
