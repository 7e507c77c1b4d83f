import type { InsightsUnit, WordSeries } from '@app/domain/insights.schemas.ts';
import { BarChart } from '@mantine/charts';
import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

/** One colour per named word, then grey for the rest. */
const WORD_COLORS = ['spruce.6', 'indigo.5', 'orange.6', 'grape.5', 'yellow.6'];
const OTHER_COLOR = 'gray.5';

interface WordSeriesChartProps {
  /**
   * What is counted: the posts' moods, the feelings log's words, or those words by quarter of
   * the mood meter.
   */
  kind: 'moods' | 'feelings' | 'feelingGroups';
  unit: InsightsUnit;
  periods: readonly string[];
  series: WordSeries;
  /** A colour per named word (the mood meter's own); by default one of the chart's in turn. */
  colors?: readonly string[];
  /** The name of the bar of everything else: "other" by default. */
  otherLabel?: string;
}

/**
 * Stacked bars of the most used words per period. The chart is for the eye; the summary
 * sentence and the hidden table beside it say the same to a screen reader, so the drawing
 * itself is hidden from one.
 */
export function WordSeriesChart({
  kind,
  unit,
  periods,
  series,
  colors = WORD_COLORS,
  otherLabel,
}: WordSeriesChartProps) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  const headingId = useId();
  const title = t(`trends.${kind}.title`);
  const hasOther = series.other.some((count) => count > 0);
  // Words are the person's own text, so the data keys are positions: a word like "period"
  // or "other" can never collide with a key of the chart's own.
  const bars = [
    ...series.words.map((entry, i) => ({
      name: `w${i}`,
      label: entry.word,
      color: colors[i] ?? OTHER_COLOR,
    })),
    ...(hasOther
      ? [{ name: 'rest', label: otherLabel ?? t('chart.other'), color: OTHER_COLOR }]
      : []),
  ];
  const data = periods.map((start, p) => ({
    period: format.shortPeriod(start, unit),
    ...Object.fromEntries(series.words.map((entry, i) => [`w${i}`, entry.counts[p] ?? 0])),
    ...(hasOther ? { rest: series.other[p] ?? 0 } : {}),
  }));
  const top = series.words
    .map((entry) =>
      t('wordCount', {
        word: entry.word,
        times: format.number(entry.counts.reduce((sum, n) => sum + n, 0)),
      }),
    )
    .join(', ');
  const summary = {
    total: t(`trends.${kind}.total`, {
      count: series.total,
      formatted: format.number(series.total),
    }),
    periods: format.number(periods.length),
    top,
  };

  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {t(`trends.${kind}.description`)}
      </Text>
      {series.total === 0 ? (
        <Text mt="sm">{t(`trends.${kind}.empty`)}</Text>
      ) : (
        <>
          <Text mt="sm">
            {unit === 'week' ? t('chart.summaryWeeks', summary) : t('chart.summaryMonths', summary)}
          </Text>
          <div aria-hidden>
            <BarChart
              h={240}
              mt="md"
              data={data}
              dataKey="period"
              type="stacked"
              series={bars}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={format.number}
              tickLine="none"
              accessibilityLayer={false}
              yAxisProps={{ allowDecimals: false, width: 28 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
            />
          </div>
          <VisuallyHidden>
            <Table>
              <caption>
                {unit === 'week'
                  ? t('chart.captionWeek', { title })
                  : t('chart.captionMonth', { title })}
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    {unit === 'week' ? t('chart.week') : t('chart.month')}
                  </Table.Th>
                  {bars.map((bar) => (
                    <Table.Th scope="col" key={bar.name}>
                      {bar.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {periods.map((start, p) => (
                  <Table.Tr key={start}>
                    <Table.Th scope="row">{format.fullPeriod(start, unit)}</Table.Th>
                    {series.words.map((entry) => (
                      <Table.Td key={entry.word}>{format.number(entry.counts[p] ?? 0)}</Table.Td>
                    ))}
                    {hasOther && <Table.Td>{format.number(series.other[p] ?? 0)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </section>
  );
}
