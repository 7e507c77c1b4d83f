import type { ExcitementRecord as ExcitementRecordData } from '@app/domain/insights.schemas.ts';
import { Anchor, Badge, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { countText, formatDay } from './insight-dates.ts';
import classes from './insights.module.css';

const STATUS = {
  recorded: { label: 'Results recorded', color: 'spruce' },
  open: { label: 'Waiting for results', color: 'orange' },
  'set-aside': { label: 'Set aside', color: 'gray' },
} as const;

/** The follow-your-excitement loop: options chosen, and whether results were recorded. */
export function ExcitementRecord({ record }: { record: ExcitementRecordData }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        Following your excitement
      </Title>
      {record.started === 0 ? (
        <Text mt="sm">
          You have not taken action on an option yet.{' '}
          <Anchor component={Link} to="/excitement-start">
            Choose your most exciting option
          </Anchor>{' '}
          and record what happened.
        </Text>
      ) : (
        <>
          <Text mt={2} mb="sm">
            You took action on {countText(record.started, 'option')} and recorded the results of{' '}
            {record.recorded}.
          </Text>
          <ul className={classes.list}>
            {record.recent.map((item) => {
              const others = item.options.filter((_, i) => i !== item.chosen);
              return (
                <li key={item._id} className={classes.listItem}>
                  <Text>
                    <Anchor component={Link} to={`/posts/${item._id}`} className={classes.word}>
                      {item.title || 'Untitled'}
                    </Anchor>{' '}
                    <Badge size="sm" variant="light" color={STATUS[item.status].color}>
                      {STATUS[item.status].label}
                    </Badge>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDay(item.created)}
                    {others.length > 0 ? `, chosen over ${others.join(', ')}` : ''}
                  </Text>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
