import type { IdentityEvidence as IdentityEvidenceData } from '@app/domain/insights.schemas.ts';
import { Anchor, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInsightFormat } from './insight-dates.ts';
import classes from './insights.module.css';

/** What the person did since they last wrote who they want to be. */
export function IdentityEvidence({ evidence }: { evidence: IdentityEvidenceData | null }) {
  const { t } = useTranslation('insights');
  const format = useInsightFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        {t('evidence.title')}
      </Title>
      {!evidence ? (
        <Text mt="sm">
          <Trans
            t={t}
            i18nKey="evidence.none"
            components={{ anchor: <Anchor component={Link} to="/identity" /> }}
          />
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mt={2} mb="sm">
            <Trans
              t={t}
              i18nKey="evidence.since"
              values={{ date: format.day(evidence.writtenAt) }}
              components={{ anchor: <Anchor inherit component={Link} to="/identity" /> }}
            />
          </Text>
          <dl className={classes.figures}>
            <div className={classes.figure}>
              <dt>{t('evidence.itemsDone')}</dt>
              <dd>{format.number(evidence.actionItemsCompleted)}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('evidence.postsFrom')}</dt>
              <dd>{format.number(evidence.postsWithCompletedItems)}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('evidence.habitDays')}</dt>
              <dd>{format.number(evidence.habitDaysMarked)}</dd>
            </div>
            <div className={classes.figure}>
              <dt>{t('evidence.preferredYouList')}</dt>
              <dd>
                {t('evidence.ofDone', {
                  complete: format.number(evidence.identityItems.complete),
                  total: format.number(evidence.identityItems.total),
                })}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
