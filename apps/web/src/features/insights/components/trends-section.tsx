import type { InsightsUnit } from '@app/domain/insights.schemas.ts';
import { Group, Loader, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useInsightsTrends } from '../api/get-insights-trends.ts';
import { WordSeriesChart } from './word-series-chart.tsx';

const UNITS: { value: InsightsUnit; label: string }[] = [
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];

function isUnit(value: string): value is InsightsUnit {
  return UNITS.some((unit) => unit.value === value);
}

/** Mood and feelings over time, the last 12 weeks or months. */
export function TrendsSection() {
  const headingId = useId();
  const [unit, setUnit] = useState<InsightsUnit>('week');
  const query = useInsightsTrends(unit);
  const trends = query.data;

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Mood and feelings over time
        </Title>
        <Group gap="xs">
          {query.isPlaceholderData && <Loader size="xs" aria-label="Loading" />}
          <SegmentedControl
            aria-label="Count by"
            data={UNITS}
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
            title="We could not load your mood and feelings"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <CenteredLoader label="Loading your mood and feelings" />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" mt="xs">
            The five words you used most in these {unit === 'week' ? 'weeks' : 'months'}, each with
            its colour; every other word is counted as other.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="md">
            <WordSeriesChart
              title="Moods of your posts"
              description="The mood you gave each post, split at commas, by the week or month you wrote the post."
              noun="mood word"
              emptyText="No post with a mood in this time yet. Give your next post a mood and it will show here."
              unit={trends.unit}
              periods={trends.periods}
              series={trends.moods}
            />
            <WordSeriesChart
              title="Feelings you logged"
              description="The words you saved on the Feelings page, by when you saved them."
              noun="feeling"
              emptyText="No feelings logged in this time yet. Name one on the Feelings page and it will show here."
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
