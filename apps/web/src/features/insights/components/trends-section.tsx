import type { InsightsUnit } from '@app/domain/insights.schemas.ts';
import { Group, Loader, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsightsTrends } from '@/api/insights.ts';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { WordSeriesChart } from './word-series-chart.tsx';

const UNITS: readonly InsightsUnit[] = ['week', 'month'];

function isUnit(value: string): value is InsightsUnit {
  return UNITS.some((unit) => unit === value);
}

/** Mood and feelings over time, the last 12 weeks or months. */
export function TrendsSection() {
  const { t } = useTranslation(['insights', 'common']);
  const headingId = useId();
  const [unit, setUnit] = useState<InsightsUnit>('week');
  const query = useInsightsTrends(unit);
  const trends = query.data;

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('trends.title')}
        </Title>
        <Group gap="xs">
          {query.isPlaceholderData && <Loader size="xs" aria-label={t('common:loading')} />}
          <SegmentedControl
            aria-label={t('trends.countBy')}
            data={[
              { value: 'week', label: t('trends.byWeek') },
              { value: 'month', label: t('trends.byMonth') },
            ]}
            value={unit}
            onChange={(value) => {
              if (isUnit(value)) setUnit(value);
            }}
          />
        </Group>
      </Group>
      {!trends ? (
        query.isError ? (
          <LoadError
            title={t('trends.couldNotLoad')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <CenteredLoader label={t('trends.loading')} />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" mt="xs">
            {unit === 'week' ? t('trends.topWordsWeeks') : t('trends.topWordsMonths')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
            <WordSeriesChart
              kind="moods"
              unit={trends.unit}
              periods={trends.periods}
              series={trends.moods}
            />
            <WordSeriesChart
              kind="feelings"
              unit={trends.unit}
              periods={trends.periods}
              series={trends.feelings}
            />
          </SimpleGrid>
        </>
      )}
    </section>
  );
}
