import type { RecurringBelief } from '@app/domain/insights.schemas.ts';
import { Badge, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

function Replacement({ belief }: { belief: RecurringBelief }) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  if (!belief.firstReplaced) {
    return <Text size="sm">{t('beliefs.notReplaced')}</Text>;
  }
  const date = format.day(belief.firstReplaced);
  const returned = belief.returnedAfterReplaced;
  return (
    <>
      <Text size="sm">
        {returned === 0
          ? t('beliefs.replacedNotBack', { date })
          : t('beliefs.replacedCameBack', {
              date,
              count: returned,
              formatted: format.number(returned),
            })}
      </Text>
      <ul className={classes.list}>
        {belief.preferred.map((preferred) => (
          <li key={preferred.belief}>
            <Text size="sm">
              <span className={classes.word}>{t('quoted', { text: preferred.belief })}</span>
              {t('beliefs.preferred', {
                count: preferred.posts,
                formatted: format.number(preferred.posts),
                date: format.day(preferred.lastSeen),
              })}{' '}
              {preferred.posts > 1 && (
                <Badge size="sm" variant="light" component="span">
                  {t('beliefs.keepsReturning')}
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
  const { t } = useTranslation(['insights', 'categories']);
  const format = useInsightFormat();
  const headingId = useId();
  const exercises = {
    relabel: t('categories:label.relabel'),
    problem: t('categories:label.problem'),
  };
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('beliefs.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        {t('beliefs.intro', exercises)}
      </Text>
      {beliefs.length === 0 ? (
        <Text>{t('beliefs.none', exercises)}</Text>
      ) : (
        <ol className={classes.list}>
          {beliefs.map((belief) => (
            <li key={belief.belief} className={classes.listItem}>
              <Text>
                <span className={classes.word}>{t('quoted', { text: belief.belief })}</span>{' '}
                <Text span size="sm" c="dimmed">
                  {t('beliefs.seen', {
                    count: belief.posts,
                    formatted: format.number(belief.posts),
                    from: format.day(belief.firstSeen),
                    to: format.day(belief.lastSeen),
                  })}
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
