import { applyTrackerChanges } from '@app/domain/tracker-changes.ts';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { type QueuedTrackerSave, removeFromOutbox } from '@/lib/offline/outbox.ts';
import { useOutbox } from '@/lib/offline/use-outbox.ts';
import { useTrackers } from '../api/get-trackers.ts';
import { TrackersBoard } from '../components/trackers-board.tsx';

/** /trackers (spec "Trackers"): the person's habit trackers, three unless they removed some. */
export function TrackersPage() {
  const query = useTrackers();
  const saves = useOutbox().filter(
    (entry): entry is QueuedTrackerSave => entry.kind === 'save-trackers',
  );
  const waiting = saves.filter((entry) => entry.failure === null);
  const refused = saves.filter((entry) => entry.failure !== null);
  // Saves made offline show at once, on top of what the server has (decision 19).
  const trackers =
    query.data &&
    applyTrackerChanges(
      query.data,
      waiting.flatMap((entry) => entry.changes),
    );
  // Spec "Trackers": "Loading" while there are none yet, e.g. while the defaults are created.
  const isWaiting = !trackers || (trackers.length === 0 && query.isFetching);

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
      {refused.map((entry) => (
        <Alert key={entry.id} color="red" title="A save made offline was not accepted">
          {entry.failure}
          <Button
            mt="sm"
            size="compact-sm"
            variant="default"
            display="block"
            onClick={() => void removeFromOutbox(entry.id)}
          >
            Discard it
          </Button>
        </Alert>
      ))}
      {trackers && !isWaiting ? (
        <TrackersBoard trackers={trackers} waitingCount={waiting.length} />
      ) : query.isError ? (
        <LoadError
          title="We could not load your habit trackers"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.fetchStatus === 'paused' ? (
        // Offline, and never opened on this device before: nothing to show until online.
        <Text role="status">Your habit trackers load when you are back online.</Text>
      ) : (
        <Stack align="center" gap="xs" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Loading</Text>
        </Stack>
      )}
    </Stack>
  );
}
