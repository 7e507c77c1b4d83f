import { Loader, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useTrackers } from '../api/get-trackers.ts';
import { TrackersBoard } from '../components/trackers-board.tsx';

/** /trackers (spec "Trackers"): the person's habit trackers, three unless they removed some. */
export function TrackersPage() {
  const query = useTrackers();
  // Spec "Trackers": "Loading" while there are none yet, e.g. while the defaults are created.
  const isWaiting = !query.data || (query.data.length === 0 && query.isFetching);

  return (
    <Stack gap="lg">
      <DocumentTitle title="Habit trackers" />
      <div>
        <Title order={1}>Habit trackers</Title>
        <Text mt="xs" size="lg" maw={720}>
          Press a day to mark it when you kept the habit, and press it again to take the mark away.
          Press a title to rename a tracker. Save keeps your changes.
        </Text>
      </div>
      {query.data && !isWaiting ? (
        <TrackersBoard trackers={query.data} />
      ) : query.isError ? (
        <LoadError
          title="We could not load your habit trackers"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack align="center" gap="xs" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Loading</Text>
        </Stack>
      )}
    </Stack>
  );
}
