import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '@/api/archive.ts';
import { getErrorMessage } from '@/api/client.ts';
import { useCurrentUser } from '@/api/session.ts';
import { ImportBlock } from './import-block.tsx';
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

/** The profile's "your writing, to keep" section: export, import, the printable report. */
export function ArchiveSection() {
  const { t } = useTranslation('archive');
  const isSealed = (useCurrentUser().data?.journal ?? 'open') !== 'open';
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
        {isSealed ? (
          // A sealed journal is exported and reported on the device; the server cannot import
          // into it, since it cannot read it.
          <Text size="sm">{t('sealed')}</Text>
        ) : (
          <ImportBlock />
        )}
        <ReportForm isSealed={isSealed} />
      </Stack>
    </Paper>
  );
}
