import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useInvoice } from '@/api/billing.ts';
import { isApiRequestError } from '@/api/client.ts';
import { useCurrentUser } from '@/api/session.ts';
import { DocumentTitle } from '@/components/document-title.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageSkeleton } from '@/components/page-skeleton/page-skeleton.tsx';
import { InvoiceDetail } from '../components/invoice-detail.tsx';

/** /invoices/{id} (docs/product.md, "Invoices"): one invoice with its lines and totals. */
export function InvoicePage() {
  const { data: user } = useCurrentUser();
  const { id = '' } = useParams();
  if (!user) return null;
  // Keyed by invoice: another invoice starts from its own loading state.
  return <InvoiceView key={id} userId={user._id} invoiceId={id} />;
}

function InvoiceView({ userId, invoiceId }: { userId: string; invoiceId: string }) {
  const { t } = useTranslation('billing');
  const query = useInvoice(userId, invoiceId);
  const invoice = query.data;
  const isNotFound = isApiRequestError(query.error) && query.error.status === 404;
  const title = invoice?.number
    ? t('invoice.titleNumber', { number: invoice.number })
    : isNotFound
      ? t('invoice.notFound')
      : t('invoice.title');

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
        {t('invoice.all')}
      </Button>
      {invoice ? (
        <InvoiceDetail invoice={invoice} />
      ) : query.isError ? (
        isNotFound ? (
          <InvoiceNotFound />
        ) : (
          <LoadError
            title={t('invoice.couldNotLoad')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <PageSkeleton variant="detail" label={t('invoice.loading')} />
      )}
    </Stack>
  );
}

/** Someone else's invoice and one that never existed look alike (the API answers 404). */
function InvoiceNotFound() {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('invoice.notFound')}</Title>
      <Text>{t('invoice.notYours')}</Text>
      <Button component={Link} to="/invoices">
        {t('invoice.seeAll')}
      </Button>
    </Stack>
  );
}
