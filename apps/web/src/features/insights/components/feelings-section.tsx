import type { CategoryFeelings, Insights } from '@app/domain/insights.schemas.ts';
import { Anchor, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

/** Words logged on the Feelings page for the first time this calendar month. */
export function NewFeelings({ feelings }: { feelings: Insights['newFeelingsThisMonth'] }) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('newFeelings.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        <Trans
          t={t}
          i18nKey="newFeelings.intro"
          components={{ anchor: <Anchor inherit component={Link} to="/feelings" /> }}
        />
      </Text>
      {feelings.length === 0 ? (
        <Text>{t('newFeelings.none')}</Text>
      ) : (
        <ul className={classes.chips}>
          {feelings.map((item) => (
            <li key={item.feeling} className={classes.chip}>
              <span className={classes.word}>{item.feeling}</span>{' '}
              <Text span size="sm">
                {t('newFeelings.since', {
                  date: format.day(item.firstLogged),
                  count: item.count,
                  formatted: format.number(item.count),
                })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The feelings named in posts ("What are you feeling?"), by the post's exercise. */
export function FeelingsByCategory({ categories }: { categories: CategoryFeelings[] }) {
  const { t } = useTranslation(['insights', 'categories']);
  const format = useInsightFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('byCategory.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        {t('byCategory.intro')}
      </Text>
      {categories.length === 0 ? (
        <Text>{t('byCategory.none', { problem: t('categories:label.problem') })}</Text>
      ) : (
        <ul className={classes.list}>
          {categories.map((entry) => (
            <li key={entry.category} className={classes.listItem}>
              <Text fw={600}>
                {t(`categories:label.${entry.category}`)}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {t('byCategory.posts', {
                    count: entry.posts,
                    formatted: format.number(entry.posts),
                  })}
                </Text>
              </Text>
              <Text size="sm">
                {entry.feelings
                  .map((item) =>
                    t('wordCount', { word: item.feeling, times: format.number(item.count) }),
                  )
                  .join(', ')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
