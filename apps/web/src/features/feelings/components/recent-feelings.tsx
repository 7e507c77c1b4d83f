import type { FeelingsOverview } from '@app/domain/feelings.schemas.ts';
import { Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';
import { formatPostDate } from '@/lib/post-display.ts';
import classes from './feelings.module.css';

/** "5 minutes ago" goes stale on an open page: the times are worked out again each minute. */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Spec "Feelings": the last 10, newest first, each with its intensity when one was given and how
 * long ago it was logged.
 */
export function RecentFeelings({ recent }: { recent: FeelingsOverview['recent'] }) {
  const { t } = useTranslation('feelings');
  const format = useFormat();
  const headingId = useId();
  const now = useNow();

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('recent')}
      </Title>
      <ol className={classes.list} aria-labelledby={headingId}>
        {recent.map((entry) => {
          // A server clock a moment ahead must not read "in a few seconds".
          const when = Math.min(Date.parse(entry.created), now);
          return (
            // Entries have no id; one person cannot log the same word twice in one instant.
            <li key={`${entry.created}:${entry.feeling}`} className={classes.recentItem}>
              <span>
                <span className={classes.word}>{entry.feeling}</span>
                {entry.intensity !== null && (
                  <Text span size="sm" c="dimmed">
                    {' · '}
                    {t('intensityOf', { value: entry.intensity })}
                  </Text>
                )}
              </span>
              <Text
                component="time"
                dateTime={entry.created}
                title={formatPostDate(entry.created, format.locale)}
                size="sm"
                c="dimmed"
              >
                {format.ago(when, now)}
              </Text>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
