import type { RecurringBelief } from '@app/domain/insights.schemas.ts';
import { Badge, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { countText, formatDay } from './insight-dates.ts';
import classes from './insights.module.css';

function Replacement({ belief }: { belief: RecurringBelief }) {
  if (!belief.firstReplaced) {
    return <Text size="sm">No preferred belief written beside it yet.</Text>;
  }
  return (
    <>
      <Text size="sm">
        First replaced on {formatDay(belief.firstReplaced)};{' '}
        {belief.returnedAfterReplaced === 0
          ? 'it has not come back since.'
          : `it came back in ${countText(belief.returnedAfterReplaced, 'post')} since.`}
      </Text>
      <ul className={classes.list}>
        {belief.preferred.map((preferred) => (
          <li key={preferred.belief}>
            <Text size="sm">
              <span className={classes.word}>“{preferred.belief}”</span>: in{' '}
              {countText(preferred.posts, 'post')}, last on {formatDay(preferred.lastSeen)}{' '}
              {preferred.posts > 1 && (
                <Badge size="sm" variant="light" component="span">
                  keeps returning
                </Badge>
              )}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Limiting beliefs that recur in relabel and problem posts, and what replaced them. */
export function RecurringBeliefs({ beliefs }: { beliefs: RecurringBelief[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        Beliefs that come back
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        The limiting beliefs of your Relabel and I Have a Problem posts, the most frequent first,
        and the preferred beliefs you wrote beside them. A belief counts as the same when only
        capitals, spaces or the last punctuation differ. A preferred belief keeps returning when you
        wrote it in more than one post, of any kind.
      </Text>
      {beliefs.length === 0 ? (
        <Text>
          None yet. When a Relabel or I Have a Problem post names an old label or a fear, it shows
          here with how often it returns.
        </Text>
      ) : (
        <ol className={classes.list}>
          {beliefs.map((belief) => (
            <li key={belief.belief} className={classes.listItem}>
              <Text>
                <span className={classes.word}>“{belief.belief}”</span>{' '}
                <Text span size="sm" c="dimmed">
                  in {countText(belief.posts, 'post')}, from {formatDay(belief.firstSeen)} to{' '}
                  {formatDay(belief.lastSeen)}
                </Text>
              </Text>
              <Replacement belief={belief} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
