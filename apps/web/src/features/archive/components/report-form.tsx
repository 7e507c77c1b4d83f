import { POST_CATEGORIES, type PostCategory } from '@app/domain/post-types.ts';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUrl } from '@/api/archive.ts';

/** A local calendar day as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * "For my therapist or coach": a period and the exercises to include; the server answers a
 * printable page (no scripts) that opens in a new tab, from which the browser prints or saves
 * a PDF.
 */
export function ReportForm() {
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
      <Group>
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
        {categories.length === 0 && (
          <Text size="sm" c="red">
            {t('report.chooseOne')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
