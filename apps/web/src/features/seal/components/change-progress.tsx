import { Alert, Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EntriesStaySealedError,
  resealWriting,
  sealPlainWriting,
  unsealSealedWriting,
} from '@/api/seal.ts';
import type { OpenJournal } from '@/lib/seal/journal-crypto.ts';

type Stage =
  | { kind: 'running'; done: number; total: number }
  | { kind: 'failed'; message: string }
  | { kind: 'finished' };

/** What each change runs and says. */
const CHANGES = {
  seal: {
    run: sealPlainWriting,
    running: 'sealing',
    progress: 'sealingProgress',
    finished: 'sealed',
    failed: 'sealFailed',
    broken: 'unsealBroken',
  },
  unseal: {
    run: unsealSealedWriting,
    running: 'unsealing',
    progress: 'unsealingProgress',
    finished: 'unsealed',
    failed: 'unsealFailed',
    broken: 'unsealBroken',
  },
  rekey: {
    run: resealWriting,
    running: 'rekeying',
    progress: 'rekeyingProgress',
    finished: 'rekeyed',
    failed: 'rekeyFailed',
    broken: 'rekeyBroken',
  },
} as const;

/**
 * Seals what is still plain, opens what is still sealed, or seals again under a new key what
 * is under the key before, a batch at a time, with a bar of how far it got. It starts again where it stopped whenever the journal opens mid-change (a
 * closed tab, a lost connection): the server lists only what is left. When done, every screen
 * reads its posts again.
 */
export function ChangeProgress({
  journal,
  change,
}: {
  journal: OpenJournal;
  change: keyof typeof CHANGES;
}) {
  const { t } = useTranslation('seal');
  const texts = CHANGES[change];
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'running', done: 0, total: 0 });
  const running = useRef(false);

  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setStage({ kind: 'running', done: 0, total: 0 });
    texts
      .run(journal, (done, total) => setStage({ kind: 'running', done, total }))
      .then(async () => {
        setStage({ kind: 'finished' });
        await queryClient.invalidateQueries();
      })
      .catch((error: unknown) =>
        setStage({
          kind: 'failed',
          message:
            error instanceof EntriesStaySealedError
              ? t(texts.broken, { count: error.count })
              : t('sealFailedText'),
        }),
      )
      .finally(() => {
        running.current = false;
      });
  }, [journal, queryClient, texts, t]);

  useEffect(run, [run]);

  if (stage.kind === 'finished') {
    return (
      <Text role="status" c="teal" mb="md">
        {t(texts.finished)}
      </Text>
    );
  }
  if (stage.kind === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t(texts.failed)} mb="md">
        {stage.message}
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
        <Text fw={600}>{t(texts.running)}</Text>
        <Progress value={percent} aria-label={t(texts.running)} />
        <Text size="sm">{t(texts.progress, { done: stage.done, total: stage.total })}</Text>
        <Text size="sm" c="dimmed">
          {t('sealingResumes')}
        </Text>
      </Stack>
    </Paper>
  );
}
