import type { TrendingFeeling } from '@app/domain/feelings.schemas.ts';
import { Progress, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './feelings.module.css';

interface TrendingFeelingsProps {
  trending: TrendingFeeling[];
  total: number;
}

/**
 * Spec "Feelings": the top 10 with percent = floor(count / total × 100) (spec section 9), as
 * the server worked it out. The figure is always written; the bar beside it only repeats it
 * for the eye, so it is hidden from screen readers.
 */
export function TrendingFeelings({ trending, total }: TrendingFeelingsProps) {
  const { t } = useTranslation('feelings');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb={4}>
        {t('trending')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('outOf', { count: total })}
      </Text>
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
    </section>
  );
}
