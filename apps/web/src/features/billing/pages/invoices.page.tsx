import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoices } from '@/api/billing.ts';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';

/** /invoices (docs/product.md, "Invoices"): every invoice, newest first. */
export function InvoicesPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Invoices userId={user._id} />;
}

function Invoices({ userId }: { userId: string }) {
  const { t } = useTranslation(['billing', 'shell']);
  const query = useInvoices(userId);

  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={t('shell:invoices')} />
      <div>
        <Title order={1}>{t('shell:invoices')}</Title>
        <Text c="dimmed" mt={4}>
          {t('invoices.intro')}
        </Text>
      </div>
      {query.data ? (
        query.data.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <Title order={2} size="h3">
              {t('invoices.none')}
            </Title>
            <Text mt="xs">
              <Trans
                t={t}
                i18nKey="invoices.noneText"
                components={{ billing: <Anchor component={Link} to="/billing" /> }}
              />
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
            <InvoicesTable invoices={query.data} />
          </Paper>
        )
      ) : query.isError ? (
        <LoadError
          title={t('invoices.couldNotLoad')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PageSkeleton variant="list" label={t('invoices.loading')} withTitle={false} />
      )}
    </Stack>
  );
}
