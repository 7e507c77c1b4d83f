import type { ImportSummary } from '@app/domain/archive.schemas.ts';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, importArchive } from '@/api/archive.ts';
import { getErrorMessage } from '@/api/client.ts';
import { ReportForm } from './report-form.tsx';

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: number }
  | { state: 'failed'; message: string };

function ExportBlock() {
  const { t } = useTranslation('archive');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const start = async () => {
    setRun({ state: 'running', progress: 0 });
    try {
      await downloadExport((progress) => setRun({ state: 'running', progress }));
      setRun({ state: 'idle' });
    } catch (error) {
      setRun({ state: 'failed', message: getErrorMessage(error) });
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('export.title')}
      </Title>
      <Text size="sm">{t('export.text')}</Text>
      <Group>
        <Button
          onClick={start}
          loading={run.state === 'running'}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('export.button')}
        </Button>
      </Group>
      {run.state === 'running' && (
        <Progress value={run.progress * 100} aria-label={t('export.progress')} animated />
      )}
      {run.state === 'failed' && (
        <Alert color="red" role="alert">
          {run.message}
        </Alert>
      )}
    </Stack>
  );
}

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

function ImportBlock() {
  const { t } = useTranslation('archive');
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const start = async (file: File | null) => {
    if (!file) return;
    setSummary(null);
    setRun({ state: 'running', progress: 0 });
    try {
      const result = await importArchive(file, (progress) =>
        setRun({ state: 'running', progress }),
      );
      setSummary(result);
      setRun({ state: 'idle' });
      // Posts, feelings, trackers and the profile may all have changed.
      await queryClient.invalidateQueries();
    } catch (error) {
      setRun({ state: 'failed', message: getErrorMessage(error) });
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('import.title')}
      </Title>
      <Text size="sm">{t('import.text')}</Text>
      <Group>
        <FileButton onChange={start} accept=".zip,application/zip">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={run.state === 'running'}
              leftSection={<IconUpload size={18} aria-hidden />}
            >
              {t('import.button')}
            </Button>
          )}
        </FileButton>
      </Group>
      {run.state === 'running' && (
        <Progress value={run.progress * 100} aria-label={t('import.progress')} animated />
      )}
      {run.state === 'failed' && (
        <Alert color="red" role="alert" title={t('import.failed')}>
          {run.message}
        </Alert>
      )}
      {summary && (
        <Alert color="teal" role="status">
          {summaryText(summary, t)}
        </Alert>
      )}
    </Stack>
  );
}

/** The profile's "your writing, to keep" section: export, import, the printable report. */
export function ArchiveSection() {
  const { t } = useTranslation('archive');
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'xl' }}
      component="section"
      aria-labelledby="archive-title"
    >
      <Title order={2} size="h3" id="archive-title">
        {t('title')}
      </Title>
      <Stack gap="xl" mt="md">
        <ExportBlock />
        <ImportBlock />
        <ReportForm />
      </Stack>
    </Paper>
  );
}
