import {
  type FeelingGroup,
  type FeelingQuadrant,
  feelingGroupOf,
} from '@app/domain/feeling-words.ts';
import type { FeelingGroupCount, TrendingFeeling } from '@app/domain/feelings.schemas.ts';
import { Group, Progress, SegmentedControl, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './feelings.module.css';

interface TrendingFeelingsProps {
  trending: TrendingFeeling[];
  total: number;
  groups: FeelingGroupCount[];
}

type View = 'words' | 'meter';

/** The quarters as a mood meter draws them, row by row: high energy above, pleasant right. */
const METER_ORDER: readonly FeelingQuadrant[] = [
  'unpleasant-high',
  'pleasant-high',
  'unpleasant-low',
  'pleasant-low',
];

/**
 * The top 10 feelings with their share of the log in whole percent, rounded, as the server
 * worked it out, or the whole log on the mood meter: its four quarters and the
 * words outside the vocabulary. The figure is always written; the bar beside it only repeats
 * it for the eye, so it is hidden from screen readers.
 */
export function TrendingFeelings({ trending, total, groups }: TrendingFeelingsProps) {
  const { t } = useTranslation('feelings');
  const headingId = useId();
  const [view, setView] = useState<View>('words');

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs" mb={4}>
        <Title order={2} size="h3" id={headingId}>
          {t('trending')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('trendingView')}
          value={view}
          onChange={(value) => setView(value === 'meter' ? 'meter' : 'words')}
          data={[
            { value: 'words', label: t('viewWords') },
            { value: 'meter', label: t('viewMeter') },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('outOf', { count: total })}
      </Text>
      {view === 'words' ? (
        <ol className={classes.list} aria-labelledby={headingId}>
          {trending.map((item) => (
            <li key={item.feeling} className={classes.trendingItem}>
              <span className={classes.trendingText}>
                <span className={classes.word}>{item.feeling}</span>{' '}
                <span className={classes.percent}>{item.percent}%</span>
              </span>
              <Progress
                value={item.percent}
                size="sm"
                radius="xl"
                className={classes.bar}
                aria-hidden
              />
            </li>
          ))}
        </ol>
      ) : (
        <MoodMeter trending={trending} groups={groups} />
      )}
    </section>
  );
}

/**
 * The log on a mood meter: energy up and down, pleasantness left to right, as such meters are
 * drawn (unpleasant and lively at the top left); each quarter with its share of every feeling
 * logged and the trending words it holds. Read in that order by a screen reader, each quarter
 * named in words, never by its colour alone.
 */
function MoodMeter({ trending, groups }: Pick<TrendingFeelingsProps, 'trending' | 'groups'>) {
  const { t } = useTranslation('feelings');
  const nameId = useId();
  const wordsIn = (group: FeelingGroup) =>
    trending.filter((item) => feelingGroupOf(item.feeling) === group).map((item) => item.feeling);
  const countOf = (group: FeelingGroup) =>
    groups.find((entry) => entry.group === group) ?? { group, count: 0, percent: 0 };
  const unplaced = countOf('unplaced');

  return (
    <div>
      <Text id={nameId} size="sm" mb="xs">
        {t('meterDescription')}
      </Text>
      <ul className={classes.meter} aria-labelledby={nameId}>
        {METER_ORDER.map((group) => (
          <GroupCell key={group} entry={countOf(group)} words={wordsIn(group)} />
        ))}
        {unplaced.count > 0 && <GroupCell entry={unplaced} words={wordsIn('unplaced')} isWide />}
      </ul>
    </div>
  );
}

function GroupCell({
  entry,
  words,
  isWide = false,
}: {
  entry: FeelingGroupCount;
  words: string[];
  isWide?: boolean;
}) {
  const { t } = useTranslation('feelings');
  return (
    <li
      className={isWide ? `${classes.quarter} ${classes.wide}` : classes.quarter}
      data-quadrant={entry.group}
    >
      <span className={classes.quarterName}>{t(`groups.${entry.group}`)}</span>
      <span className={classes.percent}>
        {t('groupCount', { count: entry.count, percent: entry.percent })}
      </span>
      {words.length > 0 && (
        <Text size="sm" className={classes.quarterWords}>
          {words.join(', ')}
        </Text>
      )}
    </li>
  );
}
