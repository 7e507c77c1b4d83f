import type { FeelingsOverview } from '@app/domain/feelings.schemas.ts';
import { Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useId, useState } from 'react';
import classes from './feelings.module.css';

dayjs.extend(relativeTime);

/** "a few seconds ago" goes stale on an open page: the times are worked out again each minute. */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Spec "Feelings": the last 10, newest first, each with how long ago it was logged. */
export function RecentFeelings({ recent }: { recent: FeelingsOverview['recent'] }) {
  const headingId = useId();
  const now = useNow();

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Recent
      </Title>
      <ol className={classes.list} aria-labelledby={headingId}>
        {recent.map((entry) => {
          // A server clock a moment ahead must not read "in a few seconds".
          const when = Math.min(Date.parse(entry.created), now);
          return (
            // Entries have no id; one person cannot log the same word twice in one instant.
            <li key={`${entry.created}:${entry.feeling}`} className={classes.recentItem}>
              <span className={classes.word}>{entry.feeling}</span>
              <Text
                component="time"
                dateTime={entry.created}
                title={dayjs(entry.created).format('dddd, MMM D, YYYY h:mm A')}
                size="sm"
                c="dimmed"
              >
                {dayjs(when).from(now)}
              </Text>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
