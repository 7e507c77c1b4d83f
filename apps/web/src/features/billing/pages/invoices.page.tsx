import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoicesTable } from '../components/invoices-table.tsx';

/** /invoices (spec "Invoices"): every invoice, newest first. */
export function InvoicesPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <Invoices userId={user._id} />;
}

function Invoices({ userId }: { userId: string }) {
  const query = useInvoices(userId);

  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title="Invoices" />
      <div>
        <Title order={1}>Invoices</Title>
        <Text c="dimmed" mt={4}>
          One for each year of your subscription, newest first.
        </Text>
      </div>
      {query.data ? (
        query.data.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
            <Title order={2} size="h3">
              No invoices yet
            </Title>
            <Text mt="xs">
              An invoice appears here each time your subscription is charged: when you subscribe, or
              when a free trial turns into a paid year. See your subscription on{' '}
              <Anchor component={Link} to="/billing">
                Billing
              </Anchor>
              .
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }}>
            <InvoicesTable invoices={query.data} />
          </Paper>
        )
      ) : query.isError ? (
        <LoadError
          title="We could not load your invoices"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <CenteredLoader label="Loading your invoices" />
      )}
    </Stack>
  );
}
