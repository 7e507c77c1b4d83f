import type { CategoryFeelings, Insights } from '@app/domain/insights.schemas.ts';
import { POST_TYPES } from '@app/domain/post-types.ts';
import { Anchor, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { countText, formatDay } from './insight-dates.ts';
import classes from './insights.module.css';

/** Words logged on the Feelings page for the first time this calendar month. */
export function NewFeelings({ feelings }: { feelings: Insights['newFeelingsThisMonth'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        New feelings this month
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        Words you logged on the{' '}
        <Anchor inherit component={Link} to="/feelings">
          Feelings
        </Anchor>{' '}
        page this month and never before.
      </Text>
      {feelings.length === 0 ? (
        <Text>No new words yet this month. A new word is a feeling you have learned to name.</Text>
      ) : (
        <ul className={classes.chips}>
          {feelings.map((item) => (
            <li key={item.feeling} className={classes.chip}>
              <span className={classes.word}>{item.feeling}</span>{' '}
              <Text span size="sm">
                since {formatDay(item.firstLogged)}, {countText(item.count, 'time')}
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        Feelings that come with each exercise
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        The feelings you wrote in the feelings step of your posts, counted by the kind of post. Only
        feelings written inside a post are linked to its exercise; the Feelings page log is not.
      </Text>
      {categories.length === 0 ? (
        <Text>
          None yet. Exercises such as Calm an Anxious Mind or I Have a Problem ask what you feel;
          your answers gather here.
        </Text>
      ) : (
        <ul className={classes.list}>
          {categories.map((entry) => (
            <li key={entry.category} className={classes.listItem}>
              <Text fw={600}>
                {POST_TYPES[entry.category].label}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {countText(entry.posts, 'post')}
                </Text>
              </Text>
              <Text size="sm">
                {entry.feelings.map((item) => `${item.feeling} (${item.count})`).join(', ')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
