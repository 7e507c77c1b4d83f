import type { ExcitementRecord as ExcitementRecordData } from '@app/domain/insights.schemas.ts';
import { Anchor, Badge, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

const STATUS = {
  recorded: { key: 'excitement.status.recorded', color: 'spruce' },
  open: { key: 'excitement.status.open', color: 'orange' },
  'set-aside': { key: 'excitement.status.setAside', color: 'gray' },
} as const;

/** The follow-your-excitement loop: options chosen, and whether results were recorded. */
export function ExcitementRecord({ record }: { record: ExcitementRecordData }) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('excitement.title')}
      </Title>
      {record.started === 0 ? (
        <Text mt="sm">
          <Trans
            t={t}
            i18nKey="excitement.none"
            components={{ anchor: <Anchor component={Link} to="/excitement-start" /> }}
          />
        </Text>
      ) : (
        <>
          <Text mt={2} mb="sm">
            {t('excitement.record', {
              count: record.started,
              formatted: format.number(record.started),
              recorded: format.number(record.recorded),
            })}
          </Text>
          <ul className={classes.list}>
            {record.recent.map((item) => {
              const others = item.options.filter((_, i) => i !== item.chosen);
              return (
                <li key={item._id} className={classes.listItem}>
                  <Text>
                    <Anchor component={Link} to={`/posts/${item._id}`} className={classes.word}>
                      {item.title || t('excitement.untitled')}
                    </Anchor>{' '}
                    <Badge size="sm" variant="light" color={STATUS[item.status].color}>
                      {t(STATUS[item.status].key)}
                    </Badge>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {others.length > 0
                      ? t('excitement.chosenOver', {
                          date: format.day(item.created),
                          options: others.join(', '),
                        })
                      : format.day(item.created)}
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
