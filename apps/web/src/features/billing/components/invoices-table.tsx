import type { Invoice } from '@app/domain/billing.schemas.ts';
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './billing.module.css';
import { useBillingFormat } from './billing-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const invoicePath = (invoice: Invoice) => `/invoices/${encodeURIComponent(invoice.id)}`;

/**
 * Spec "Invoices": number, date, total, a status badge and View. A phone gets the same rows as
 * small stacked cards, so the page never scrolls sideways.
 */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation(['billing', 'shell']);
  const format = useBillingFormat();
  const invoiceName = (invoice: Invoice) => invoice.number ?? t('invoice.title');
  return (
    <>
      <Table
        className={classes.invoiceTable}
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('shell:invoices')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.number')}</Table.Th>
            <Table.Th>{t('invoices.date')}</Table.Th>
            <Table.Th className={classes.amount}>{t('invoices.total')}</Table.Th>
            <Table.Th>{t('invoices.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('invoices.details')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td className={classes.nowrap}>{invoiceName(invoice)}</Table.Td>
              <Table.Td className={classes.nowrap}>{format.shortDate(invoice.created)}</Table.Td>
              <Table.Td className={classes.amount}>{format.money(invoice.total)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={invoicePath(invoice)} fw={600}>
                  {t('invoices.view')}
                  <VisuallyHidden> {invoiceName(invoice)}</VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <ul className={classes.invoiceList} aria-label={t('shell:invoices')}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className={classes.invoiceItem}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600}>{invoiceName(invoice)}</Text>
              <Text fw={600} className={classes.amount}>
                {format.money(invoice.total)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {format.shortDate(invoice.created)}
                </Text>
                <InvoiceStatusBadge status={invoice.status} />
              </Group>
              <Anchor component={Link} to={invoicePath(invoice)} fw={600}>
                {t('invoices.view')}
                <VisuallyHidden> {invoiceName(invoice)}</VisuallyHidden>
              </Anchor>
            </Group>
          </li>
        ))}
      </ul>
    </>
  );
}
