import { POST_CATEGORIES, type PostCategory } from '@app/domain/post-types.ts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUrl } from '@/api/archive.ts';
import { getErrorMessage } from '@/api/client.ts';
import { sealedJournalReport } from '@/lib/seal/device-report.ts';
import { getOpenJournal } from '@/lib/seal/open-journal.ts';

/** A local calendar day as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** How long a sealed journal's report stays at its blob: URL for the tab that opens it. */
const REPORT_URL_LIFETIME_MS = 60_000;

/**
 * "For my therapist or coach": a period and the exercises to include; a printable page (no
 * scripts) opens in a new tab, from which the browser prints or saves a PDF. The server writes
 * it for an open journal; a sealed one's (`isSealed`) is written on this device, whose tab is
 * opened at the tap (so no pop-up blocker stops it) and shown the page once it is ready.
 */
export function ReportForm({ isSealed = false }: { isSealed?: boolean }) {
  const { t } = useTranslation(['archive', 'categories']);
  const today = new Date();
  const [from, setFrom] = useState(localDay(new Date(today.getTime() - 30 * 86_400_000)));
  const [to, setTo] = useState(localDay(today));
  const [categories, setCategories] = useState<string[]>([...POST_CATEGORIES]);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const isPeriodValid = from !== '' && to !== '' && from <= to;
  const canOpen = isPeriodValid && categories.length > 0;
  const query = new URLSearchParams({ from, to, timeZone });
  if (categories.length < POST_CATEGORIES.length) query.set('categories', categories.join(','));
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  async function writeOnDevice() {
    const journal = getOpenJournal();
    if (!journal || writing) return;
    const tab = window.open('', '_blank');
    setWriting(true);
    setError(null);
    setBlockedUrl(null);
    try {
      const chosen =
        categories.length < POST_CATEGORIES.length ? (categories as PostCategory[]) : undefined;
      const html = await sealedJournalReport(journal, { from, to, timeZone, categories: chosen });
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
      window.setTimeout(() => URL.revokeObjectURL(url), REPORT_URL_LIFETIME_MS);
      if (tab) tab.location.href = url;
      else setBlockedUrl(url);
    } catch (cause) {
      tab?.close();
      setError(getErrorMessage(cause));
    } finally {
      setWriting(false);
    }
  }

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('report.title')}
      </Title>
      <Text size="sm">{t('report.text')}</Text>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('report.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('report.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={from && to && from > to ? t('report.backwards') : undefined}
        />
      </Group>
      <Checkbox.Group label={t('report.exercises')} value={categories} onChange={setCategories}>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
          {POST_CATEGORIES.map((category: PostCategory) => (
            <Checkbox key={category} value={category} label={t(`categories:label.${category}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Group>
        {isSealed ? (
          <Button
            variant="outline"
            disabled={!canOpen}
            loading={writing}
            onClick={() => void writeOnDevice()}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('report.open')}
          </Button>
        ) : (
          <Button
            component="a"
            href={canOpen ? reportUrl(query) : undefined}
            target="_blank"
            rel="noopener"
            variant="outline"
            disabled={!canOpen}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('report.open')}
          </Button>
        )}
        {blockedUrl && (
          <Anchor href={blockedUrl} target="_blank">
            {t('report.ready')}
          </Anchor>
        )}
        {categories.length === 0 && (
          <Text size="sm" c="red">
            {t('report.chooseOne')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
