import type { FeelingQuadrant } from '@app/domain/feeling-words.ts';
import type { FeelingGroupSeries, InsightsUnit, WordSeries } from '@app/domain/insights.schemas.ts';
import { Group, Loader, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsightsTrends } from '@/api/insights.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { WordSeriesChart } from './word-series-chart.tsx';

const UNITS: readonly InsightsUnit[] = ['week', 'month'];

function isUnit(value: string): value is InsightsUnit {
  return UNITS.some((unit) => unit === value);
}

/** The mood meter's colours, as the feelings page draws its quarters. */
const QUADRANT_COLORS: Record<FeelingQuadrant, string> = {
  'pleasant-high': 'yellow.5',
  'pleasant-low': 'teal.6',
  'unpleasant-high': 'red.6',
  'unpleasant-low': 'blue.6',
};

/**
 * The quarters as the chart's named words, the most logged first (quarters never logged left
 * out), each in its own colour; the unplaced words as its "other".
 */
function quadrantSeries(
  { groups, total }: FeelingGroupSeries,
  t: TFunction<['insights', 'feelings']>,
): { series: WordSeries; colors: string[] } {
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const placed = groups
    .flatMap(({ group, counts }) =>
      group === 'unplaced' || sum(counts) === 0 ? [] : [{ group, counts }],
    )
    .sort((a, b) => sum(b.counts) - sum(a.counts));
  return {
    series: {
      words: placed.map(({ group, counts }) => ({ word: t(`feelings:groups.${group}`), counts })),
      other: groups.find(({ group }) => group === 'unplaced')?.counts ?? [],
      total,
    },
    colors: placed.map(({ group }) => QUADRANT_COLORS[group]),
  };
}

/** Mood and feelings over time, the last 12 weeks or months. */
export function TrendsSection() {
  const { t } = useTranslation(['insights', 'common', 'feelings']);
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
          <PageSkeleton variant="detail" label={t('trends.loading')} withTitle={false} />
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
            <WordSeriesChart
              kind="feelingGroups"
              unit={trends.unit}
              periods={trends.periods}
              otherLabel={t('feelings:groups.unplaced')}
              {...quadrantSeries(trends.feelingGroups, t)}
            />
          </SimpleGrid>
        </>
      )}
    </section>
  );
}
