import { Alert, Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sealPlainPosts } from '@/api/seal.ts';
import type { OpenJournal } from '@/lib/seal/journal-crypto.ts';

type Stage =
  | { kind: 'running'; done: number; total: number }
  | { kind: 'failed' }
  | { kind: 'finished' };

/**
 * Seals what is still plain, a batch at a time, with a bar of how far it got. It starts again
 * where it stopped whenever the journal opens while sealing (a closed tab, a lost connection):
 * the server lists only what is still plain. When done, every screen reads its posts again.
 */
export function SealingProgress({ journal }: { journal: OpenJournal }) {
  const { t } = useTranslation('seal');
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'running', done: 0, total: 0 });
  const running = useRef(false);

  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setStage({ kind: 'running', done: 0, total: 0 });
    sealPlainPosts(journal, (done, total) => setStage({ kind: 'running', done, total }))
      .then(async () => {
        setStage({ kind: 'finished' });
        await queryClient.invalidateQueries();
      })
      .catch(() => setStage({ kind: 'failed' }))
      .finally(() => {
        running.current = false;
      });
  }, [journal, queryClient]);

  useEffect(run, [run]);

  if (stage.kind === 'finished') {
    return (
      <Text role="status" c="teal" mb="md">
        {t('sealed')}
      </Text>
    );
  }
  if (stage.kind === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('sealFailed')} mb="md">
        {t('sealFailedText')}
        <Button mt="sm" size="sm" variant="default" display="block" onClick={run}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  const percent = stage.total === 0 ? 0 : Math.round((stage.done / stage.total) * 100);
  return (
    <Paper withBorder radius="lg" p="md" mb="md" role="status" aria-live="polite">
      <Stack gap="xs">
        <Text fw={600}>{t('sealing')}</Text>
        <Progress value={percent} aria-label={t('sealing')} />
        <Text size="sm">{t('sealingProgress', { done: stage.done, total: stage.total })}</Text>
        <Text size="sm" c="dimmed">
          {t('sealingResumes')}
        </Text>
      </Stack>
    </Paper>
  );
}
