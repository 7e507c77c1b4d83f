import { applyTrackerChanges } from '@app/domain/tracker-changes.ts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTrackers } from '@/api/trackers.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { type QueuedTrackerSave, removeFromOutbox } from '@/lib/offline/outbox.ts';
import { useOutbox } from '@/lib/offline/use-outbox.ts';
import { TrackersBoard } from '../components/trackers-board.tsx';

/** /trackers (docs/product.md, "Trackers"): the person's habit trackers, three unless they removed some. */
export function TrackersPage() {
  // Before the query: the defaults it may create are titled in the person's language.
  const { t } = useTranslation(['trackers', 'common']);
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
      <DocumentTitle title={t('title')} />
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text mt="xs" size="lg" maw={720}>
          {t('intro')}
        </Text>
      </div>
      {refused.map((entry) => (
        <Alert key={entry.id} color="red" title={t('offlineRefused')}>
          {entry.failure}
          <Button
            mt="sm"
            size="compact-sm"
            variant="default"
            display="block"
            onClick={() => void removeFromOutbox(entry.id)}
          >
            {t('discard')}
          </Button>
        </Alert>
      ))}
      {trackers && !isWaiting ? (
        <TrackersBoard trackers={trackers} waitingCount={waiting.length} />
      ) : query.isError ? (
        <LoadError
          title={t('couldNotLoad')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.fetchStatus === 'paused' ? (
        // Offline, and never opened on this device before: nothing to show until online.
        <Text role="status">{t('loadWhenOnline')}</Text>
      ) : (
        <PageSkeleton variant="list" withTitle={false} />
      )}
    </Stack>
  );
}
