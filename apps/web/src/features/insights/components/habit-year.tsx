import type { HabitYear as HabitYearData } from '@app/domain/insights.schemas.ts';
import { Heatmap } from '@mantine/charts';
import { Anchor, Box, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFirstDayOfWeek } from '@/lib/first-day-of-week.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

/** Light to dark for one, two or three habits marked on a day; a day with none stays grey. */
const HEAT_COLORS = [
  'var(--mantine-color-spruce-2)',
  'var(--mantine-color-spruce-4)',
  'var(--mantine-color-spruce-7)',
];

/** How many trackers were marked on each day. */
function marksPerDay(year: HabitYearData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tracker of year.trackers) {
    for (const date of tracker.dates) counts[date] = (counts[date] ?? 0) + 1;
  }
  return counts;
}

/** The months the year spans, oldest first, as YYYY-MM. */
function monthsOf(year: HabitYearData): string[] {
  const months: string[] = [];
  for (
    let month = dayjs(year.from).startOf('month');
    !month.isAfter(year.to);
    month = month.add(1, 'month')
  ) {
    months.push(month.format('YYYY-MM'));
  }
  return months;
}

interface YearHeatmapProps {
  data: Record<string, number>;
  from: string;
  to: string;
  trackerCount: number;
  rectSize: number;
}

function YearHeatmap({ data, from, to, trackerCount, rectSize }: YearHeatmapProps) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  return (
    <div className={classes.heatmapScroller}>
      <Heatmap
        data={data}
        startDate={from}
        endDate={to}
        domain={[1, Math.max(trackerCount, 1)]}
        colors={HEAT_COLORS.slice(-Math.max(trackerCount, 1))}
        firstDayOfWeek={getFirstDayOfWeek()}
        rectSize={rectSize}
        gap={2}
        weekdaysLabelsWidth={28}
        withMonthLabels
        monthLabels={format.monthLabels()}
        withWeekdayLabels
        weekdayLabels={format.weekdayLabels()}
        withOutsideDates={false}
        withTooltip
        getTooltipLabel={({ date, value }) =>
          value
            ? t('habits.day', {
                date: format.weekday(date),
                count: value,
                formatted: format.number(value),
              })
            : t('habits.dayNone', { date: format.weekday(date) })
        }
      />
    </div>
  );
}

/**
 * The habit year: a heatmap of the last 365 days (darker: more habits marked that day) and each
 * tracker's days and streaks. The heatmap is for the eye; the table of trackers and the hidden
 * table of days per month carry the same for a screen reader.
 */
export function HabitYear({ year }: { year: HabitYearData }) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  const headingId = useId();
  const percent = new Intl.NumberFormat(useFormat().locale, { style: 'percent' });
  // Days for a daily goal, weeks for a weekly one.
  const streakText = (tracker: HabitYearData['trackers'][number], count: number) =>
    t(`habits.${tracker.streakUnit}`, { count, formatted: format.number(count) });
  const heatmap = { data: marksPerDay(year), trackerCount: year.trackers.length };
  const months = monthsOf(year);
  // A phone shows the year in three parts of about four months, each wide enough to read.
  const start = dayjs(year.from);
  const thirds = [
    [year.from, start.add(121, 'day').format('YYYY-MM-DD')],
    [start.add(122, 'day').format('YYYY-MM-DD'), start.add(242, 'day').format('YYYY-MM-DD')],
    [start.add(243, 'day').format('YYYY-MM-DD'), year.to],
  ] as const;

  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('habits.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        <Trans
          t={t}
          i18nKey="habits.intro"
          values={{ date: format.day(year.from) }}
          components={{ anchor: <Anchor inherit component={Link} to="/trackers" /> }}
        />
      </Text>
      {year.trackers.length === 0 ? (
        <Text>{t('habits.none')}</Text>
      ) : (
        <>
          <Box aria-hidden visibleFrom="lg">
            <YearHeatmap {...heatmap} from={year.from} to={year.to} rectSize={14} />
          </Box>
          <Box aria-hidden visibleFrom="sm" hiddenFrom="lg">
            <YearHeatmap {...heatmap} from={year.from} to={year.to} rectSize={9} />
          </Box>
          <Stack aria-hidden hiddenFrom="sm" gap="xs">
            {thirds.map(([from, to]) => (
              <YearHeatmap key={from} {...heatmap} from={from} to={to} rectSize={12} />
            ))}
          </Stack>
          <Table
            mt="md"
            verticalSpacing="xs"
            fz={{ base: 'sm', sm: 'md' }}
            className={classes.table}
          >
            <caption className={classes.caption}>{t('habits.caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('habits.habit')}</Table.Th>
                {/* A phone has room for four columns; the year above shows the days marked. */}
                <Table.Th scope="col" visibleFrom="sm">
                  {t('habits.daysMarked')}
                </Table.Th>
                <Table.Th scope="col">{t('habits.currentStreak')}</Table.Th>
                <Table.Th scope="col">{t('habits.longestStreak')}</Table.Th>
                <Table.Th scope="col">{t('habits.strength')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {year.trackers.map((tracker) => (
                <Table.Tr key={tracker._id}>
                  <Table.Th scope="row" className={classes.rowName}>
                    {tracker.title}
                  </Table.Th>
                  <Table.Td visibleFrom="sm">{format.number(tracker.dates.length)}</Table.Td>
                  <Table.Td>
                    {tracker.isStreakFaded
                      ? t('habits.faded', { streak: streakText(tracker, tracker.currentStreak) })
                      : streakText(tracker, tracker.currentStreak)}
                  </Table.Td>
                  <Table.Td>{streakText(tracker, tracker.longestStreak)}</Table.Td>
                  <Table.Td>{percent.format(tracker.strength / 100)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <VisuallyHidden>
            <Table>
              <caption>{t('habits.perMonth')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('habits.month')}</Table.Th>
                  {year.trackers.map((tracker) => (
                    <Table.Th scope="col" key={tracker._id}>
                      {tracker.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((month) => (
                  <Table.Tr key={month}>
                    <Table.Th scope="row">{format.month(`${month}-01`)}</Table.Th>
                    {year.trackers.map((tracker) => (
                      <Table.Td key={tracker._id}>
                        {format.number(
                          tracker.dates.filter((date) => date.startsWith(month)).length,
                        )}
                      </Table.Td>
                    ))}
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
