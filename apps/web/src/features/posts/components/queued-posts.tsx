import { truncateSummary } from '@app/domain/post-text.ts';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import gridClasses from '@/components/post-card/post-card-grid.module.css';
import { useExercise } from '@/lib/exercise-texts.ts';
import { type QueuedPost, removeFromOutbox } from '@/lib/offline/outbox.ts';
import { useOutbox } from '@/lib/offline/use-outbox.ts';
import { postMainText } from '@/lib/post-display.ts';
import queuedClasses from './queued-posts.module.css';

/**
 * Posts written without a connection (decision 19), above the person's own list until the
 * server has them: "Saved on this device, will sync", or, when the server refused one, why,
 * with Discard.
 */
export function QueuedPosts() {
  const { t } = useTranslation('postPages');
  const headingId = useId();
  const queued = useOutbox().filter((entry) => entry.kind === 'create-post');
  if (queued.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId}>
        {t('queued.heading')}
      </Title>
      <ul className={gridClasses.grid} aria-labelledby={headingId}>
        {queued.map((entry) => (
          <li key={entry.id}>
            <QueuedPostCard entry={entry} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function QueuedPostCard({ entry }: { entry: QueuedPost }) {
  const { t } = useTranslation(['postPages', 'posts', 'categories']);
  const titleId = useId();
  const { body } = entry;
  // The exercise's default title (in the reader's language), as the server will call it.
  const { defaultTitle } = useExercise(body.category);
  const title = body.title?.trim() || defaultTitle || t('posts:card.workingTitle');
  const summary = truncateSummary(
    postMainText({
      summary: body.summary ?? '',
      currentSituation: body.currentSituation ?? '',
      intention: body.intention ?? '',
      identity: body.identity ?? '',
    }).trim(),
  );
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={queuedClasses.card}
      aria-labelledby={titleId}
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t(`categories:label.${body.category}`)}
      </Text>
      <Title order={3} size="h4" id={titleId} className={queuedClasses.title}>
        {title}
      </Title>
      {entry.failure === null ? (
        <Badge
          color="gray"
          variant="light"
          size="lg"
          tt="none"
          leftSection={<IconCloudUpload size={16} aria-hidden />}
          className={queuedClasses.note}
        >
          {t('outboxNote')}
        </Badge>
      ) : (
        <Stack gap={6} align="flex-start">
          <Badge
            color="red"
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconAlertCircle size={16} aria-hidden />}
          >
            {t('queued.notSaved')}
          </Badge>
          <Text size="sm">{entry.failure}</Text>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => void removeFromOutbox(entry.id)}
          >
            {t('queued.discard')}
          </Button>
        </Stack>
      )}
      {summary !== '' && (
        <Text size="sm" lineClamp={5}>
          {summary}
        </Text>
      )}
    </Paper>
  );
}
