import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '@/components/centered-loader.tsx';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceDetail } from '../components/invoice-detail.tsx';

/** /invoices/{id} (spec "Invoices"): one invoice with its lines and totals. */
export function InvoicePage() {
  const { data: user } = useCurrentUser();
  const { id = '' } = useParams();
  if (!user) return null;
  // Keyed by invoice: another invoice starts from its own loading state.
  return <InvoiceView key={id} userId={user._id} invoiceId={id} />;
}

function InvoiceView({ userId, invoiceId }: { userId: string; invoiceId: string }) {
  const query = useInvoice(userId, invoiceId);
  const invoice = query.data;
  const isNotFound = isApiRequestError(query.error) && query.error.status === 404;
  const title = invoice?.number
    ? `Invoice ${invoice.number}`
    : isNotFound
      ? 'Invoice not found'
      : 'Invoice';

  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={title} />
      <Button
        component={Link}
        to="/invoices"
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        px="xs"
      >
        All invoices
      </Button>
      {invoice ? (
        <InvoiceDetail invoice={invoice} />
      ) : query.isError ? (
        isNotFound ? (
          <InvoiceNotFound />
        ) : (
          <LoadError
            title="We could not load this invoice"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <CenteredLoader label="Loading the invoice" />
      )}
    </Stack>
  );
}

/** Someone else's invoice and one that never existed look alike (the API answers 404). */
function InvoiceNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>Invoice not found</Title>
      <Text>This invoice does not exist or is not yours to see.</Text>
      <Button component={Link} to="/invoices">
        See your invoices
      </Button>
    </Stack>
  );
}
