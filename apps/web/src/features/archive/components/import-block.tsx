import type { ImportSummary } from '@app/domain/archive.schemas.ts';
import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importArchive } from '@/api/archive.ts';
import { getErrorMessage } from '@/api/client.ts';
import { useFormat } from '@/lib/i18n/format.ts';

/*
 * The import on /profile (decision 0048): the chosen file goes up once as a preview (dryRun)
 * that writes nothing, the person reads what it holds and what stays behind, and Import sends
 * it again to be imported in that one request.
 */

type Step =
  | { state: 'idle' }
  | { state: 'checking'; file: File; progress: number }
  | { state: 'preview'; file: File; preview: ImportSummary }
  | { state: 'importing'; file: File; preview: ImportSummary; progress: number }
  | { state: 'done'; summary: ImportSummary }
  | { state: 'failed'; message: string };

function summaryText(summary: ImportSummary, t: TFunction<'archive'>): string {
  const parts = [
    summary.postsAdded > 0 && t('summary.postsAdded', { count: summary.postsAdded }),
    summary.postsRestored > 0 && t('summary.postsRestored', { count: summary.postsRestored }),
    summary.identityMerged && t('summary.identityMerged'),
    summary.feelingsAdded > 0 && t('summary.feelingsAdded', { count: summary.feelingsAdded }),
    summary.trackersAdded > 0 && t('summary.trackersAdded', { count: summary.trackersAdded }),
    summary.trackersMerged > 0 && t('summary.trackersMerged', { count: summary.trackersMerged }),
    summary.imagesAdded > 0 && t('summary.imagesAdded', { count: summary.imagesAdded }),
    summary.profileFilled && t('summary.profileFilled'),
  ].filter((part): part is string => typeof part === 'string');
  const skipped =
    summary.trackersSkipped > 0
      ? ` ${t('summary.trackersSkipped', { count: summary.trackersSkipped })}`
      : '';
  if (parts.length === 0) return `${t('summary.nothing')}${skipped}`;
  return `${t('summary.imported', { parts: parts.join(', ') })}${skipped}`;
}

/** What stays behind, reason by reason; nothing when nothing does. */
function LeftOutList({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('archive');
  const { number } = useFormat();
  // After an import the summary's own sentence tells of the trackers left out.
  const reasons = summary.preview.leftOut.filter(
    ({ reason, count }) => count > 0 && !(reason === 'trackers_full' && !summary.dryRun),
  );
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('preview.leftOutTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {reasons.map(({ reason, count }) => (
          <List.Item key={reason}>
            {t(`leftOut.${reason}`, { count, number: number(count) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function PreviewFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The preview: the file's kind, what it holds, what the import adds and what stays behind. */
function ImportPreviewCard({ file, preview }: { file: File; preview: ImportSummary }) {
  const { t } = useTranslation('archive');
  const format = useFormat();
  const { entries, firstDate, lastDate, photos, trackers, feelings } = preview.preview;
  const day = (iso: string) => format.date(iso, { dateStyle: 'medium' });
  const newPosts = preview.postsAdded + preview.postsRestored;
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="import-preview-title" component="section">
      <Stack gap="sm">
        <div>
          <Title order={4} id="import-preview-title">
            {t(`format.${preview.format}`)}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <PreviewFigure label={t('preview.entries')} value={format.number(entries)} />
          <PreviewFigure label={t('preview.photos')} value={format.number(photos)} />
          <PreviewFigure label={t('preview.trackers')} value={format.number(trackers)} />
          {feelings > 0 && (
            <PreviewFigure label={t('preview.feelings')} value={format.number(feelings)} />
          )}
        </SimpleGrid>
        {firstDate && lastDate && (
          <Text size="sm">{t('preview.range', { from: day(firstDate), to: day(lastDate) })}</Text>
        )}
        {entries > 0 && (
          <Text size="sm">
            {newPosts === 0
              ? t('preview.allHere')
              : t('preview.willAdd', { count: newPosts, number: format.number(newPosts) })}
          </Text>
        )}
        {trackers > 0 && (
          <Text size="sm">
            {t('preview.willAddTrackers', {
              count: preview.trackersAdded,
              number: format.number(preview.trackersAdded),
            })}
          </Text>
        )}
        <LeftOutList summary={preview} />
      </Stack>
    </Paper>
  );
}

export function ImportBlock() {
  const { t } = useTranslation('archive');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ state: 'idle' });
  const resetFile = useRef<() => void>(null);
  const importButton = useRef<HTMLButtonElement>(null);

  // The preview's Import button takes the focus, so a keyboard goes on from where it was.
  useEffect(() => {
    if (step.state === 'preview') importButton.current?.focus();
  }, [step.state]);

  const check = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    setStep({ state: 'checking', file, progress: 0 });
    try {
      const preview = await importArchive(
        file,
        (progress) => setStep({ state: 'checking', file, progress }),
        { dryRun: true },
      );
      setStep({ state: 'preview', file, preview });
    } catch (error) {
      setStep({ state: 'failed', message: getErrorMessage(error) });
    }
  };

  const start = async () => {
    if (step.state !== 'preview') return;
    const { file, preview } = step;
    setStep({ state: 'importing', file, preview, progress: 0 });
    try {
      const summary = await importArchive(file, (progress) =>
        setStep({ state: 'importing', file, preview, progress }),
      );
      setStep({ state: 'done', summary });
      // Posts, feelings, trackers and the profile may all have changed.
      await queryClient.invalidateQueries();
    } catch (error) {
      setStep({ state: 'failed', message: getErrorMessage(error) });
    }
  };

  const isBusy = step.state === 'checking' || step.state === 'importing';
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('import.title')}
      </Title>
      <Text size="sm">{t('import.text')}</Text>
      <Group>
        <FileButton
          onChange={check}
          resetRef={resetFile}
          accept=".zip,.daylio,.csv,application/zip,text/csv"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={step.state === 'checking'}
              disabled={isBusy}
              leftSection={<IconUpload size={18} aria-hidden />}
            >
              {t('import.button')}
            </Button>
          )}
        </FileButton>
      </Group>
      {step.state === 'checking' && (
        <Progress value={step.progress * 100} aria-label={t('import.checking')} animated />
      )}
      {(step.state === 'preview' || step.state === 'importing') && (
        <Stack gap="sm">
          <ImportPreviewCard file={step.file} preview={step.preview} />
          <Group>
            <Button
              ref={importButton}
              onClick={start}
              loading={step.state === 'importing'}
              leftSection={<IconFileImport size={18} aria-hidden />}
            >
              {t('import.confirm')}
            </Button>
            <Button
              variant="default"
              disabled={step.state === 'importing'}
              onClick={() => setStep({ state: 'idle' })}
            >
              {t('import.cancel')}
            </Button>
          </Group>
          {step.state === 'importing' && (
            <Progress value={step.progress * 100} aria-label={t('import.progress')} animated />
          )}
        </Stack>
      )}
      {step.state === 'failed' && (
        <Alert color="red" role="alert" title={t('import.failed')}>
          {step.message}
        </Alert>
      )}
      {step.state === 'done' && (
        <Alert color="teal" role="status">
          <Stack gap="xs">
            <Text size="sm">{summaryText(step.summary, t)}</Text>
            <LeftOutList summary={step.summary} />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
