import type { IdentityEvidence as IdentityEvidenceData } from '@app/domain/insights.schemas.ts';
import { Anchor, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDay } from './insight-dates.ts';
import classes from './insights.module.css';

/** What the person did since they last wrote who they want to be. */
export function IdentityEvidence({ evidence }: { evidence: IdentityEvidenceData | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} size="h3" id={headingId}>
        Evidence for who you are becoming
      </Title>
      {!evidence ? (
        <Text mt="sm">
          <Anchor component={Link} to="/identity">
            Write who you want to be
          </Anchor>
          , and from then on the action items you tick off and the habit days you mark gather here
          as evidence.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mt={2} mb="sm">
            Since you last wrote your{' '}
            <Anchor inherit component={Link} to="/identity">
              identity
            </Anchor>
            , on {formatDay(evidence.writtenAt)}. Action items keep no date of their own, so the
            ones counted are those ticked off in posts written since then.
          </Text>
          <dl className={classes.figures}>
            <div className={classes.figure}>
              <dt>Action items done</dt>
              <dd>{evidence.actionItemsCompleted}</dd>
            </div>
            <div className={classes.figure}>
              <dt>Posts they came from</dt>
              <dd>{evidence.postsWithCompletedItems}</dd>
            </div>
            <div className={classes.figure}>
              <dt>Habit days marked</dt>
              <dd>{evidence.habitDaysMarked}</dd>
            </div>
            <div className={classes.figure}>
              <dt>The Preferred You list</dt>
              <dd>
                {evidence.identityItems.complete} of {evidence.identityItems.total} done
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
