import type { Invoice } from '@app/domain/billing.schemas.ts';
import { formatCents } from '@app/domain/billing-rules.ts';
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import classes from './billing.module.css';
import { formatUnixDateShort } from './billing-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const invoicePath = (invoice: Invoice) => `/invoices/${encodeURIComponent(invoice.id)}`;
const invoiceName = (invoice: Invoice) => invoice.number ?? 'Invoice';

/**
 * Spec "Invoices": number, date, total, a status badge and View. A phone gets the same rows as
 * small stacked cards, so the page never scrolls sideways.
 */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <>
      <Table
        className={classes.invoiceTable}
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Invoices"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th className={classes.amount}>Total</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td className={classes.nowrap}>{invoiceName(invoice)}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatUnixDateShort(invoice.created)}</Table.Td>
              <Table.Td className={classes.amount}>{formatCents(invoice.total)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={invoicePath(invoice)} fw={600}>
                  View<VisuallyHidden> {invoiceName(invoice)}</VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <ul className={classes.invoiceList} aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id} className={classes.invoiceItem}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600}>{invoiceName(invoice)}</Text>
              <Text fw={600} className={classes.amount}>
                {formatCents(invoice.total)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {formatUnixDateShort(invoice.created)}
                </Text>
                <InvoiceStatusBadge status={invoice.status} />
              </Group>
              <Anchor component={Link} to={invoicePath(invoice)} fw={600}>
                View<VisuallyHidden> {invoiceName(invoice)}</VisuallyHidden>
              </Anchor>
            </Group>
          </li>
        ))}
      </ul>
    </>
  );
}
