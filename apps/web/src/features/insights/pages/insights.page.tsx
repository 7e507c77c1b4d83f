import '@mantine/charts/styles.css';
import type { Insights } from '@app/domain/insights.schemas.ts';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsights } from '@/api/insights.ts';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { ExcitementRecord } from '../components/excitement-record.tsx';
import { FeelingsByCategory, NewFeelings } from '../components/feelings-section.tsx';
import { HabitYear } from '../components/habit-year.tsx';
import { IdentityEvidence } from '../components/identity-evidence.tsx';
import { RecurringBeliefs } from '../components/recurring-beliefs.tsx';
import { TrendsSection } from '../components/trends-section.tsx';

function Card({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
      {children}
    </Paper>
  );
}

/** A person who has written, logged and marked nothing yet. */
function isBlank(insights: Insights): boolean {
  return (
    insights.newFeelingsThisMonth.length === 0 &&
    insights.feelingsByCategory.length === 0 &&
    insights.habits.trackers.every((tracker) => tracker.dates.length === 0) &&
    insights.beliefs.length === 0 &&
    insights.excitement.started === 0 &&
    insights.evidence === null
  );
}

/**
 * /insights: mood and feelings over time, the habit year, recurring beliefs, the
 * excitement loop and evidence for the identity, each section with its own empty state.
 */
export function InsightsPage() {
  const { t } = useTranslation(['insights', 'shell']);
  const query = useInsights();
  const insights = query.data;
  const isSealed = (useCurrentUser().data?.journal ?? 'open') !== 'open';

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <DocumentTitle title={t('shell:insights')} />
      <div>
        <Title order={1}>{t('shell:insights')}</Title>
        <Text mt="xs" size="lg" maw={760}>
          {t('intro')}
        </Text>
      </div>

      {isSealed && (
        // The figures are the server's, which cannot read inside a sealed entry.
        <Alert color="gray" title={t('sealedTitle')}>
          {t('sealedText')}
        </Alert>
      )}

      {insights && isBlank(insights) && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', xs: 'lg' }}
          bg="var(--mantine-primary-color-light)"
        >
          <Title order={2} size="h3">
            {t('blankTitle')}
          </Title>
          <Text mt="xs">{t('blankText')}</Text>
        </Paper>
      )}

      <Card>
        <TrendsSection />
      </Card>

      {!insights ? (
        query.isError ? (
          <LoadError
            title={t('couldNotLoad')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PageSkeleton variant="list" label={t('loading')} withTitle={false} />
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card>
              <NewFeelings feelings={insights.newFeelingsThisMonth} />
            </Card>
            <Card>
              <FeelingsByCategory categories={insights.feelingsByCategory} />
            </Card>
          </SimpleGrid>
          <Card>
            <HabitYear year={insights.habits} />
          </Card>
          <Card>
            <RecurringBeliefs beliefs={insights.beliefs} />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card>
              <ExcitementRecord record={insights.excitement} />
            </Card>
            <Card>
              <IdentityEvidence evidence={insights.evidence} />
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
