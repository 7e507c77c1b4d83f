import type { Invoice } from '@app/domain/billing.schemas.ts';
import { formatCents } from '@app/domain/billing-rules.ts';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import classes from './billing.module.css';
import { formatUnixDate } from './billing-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** Spec section 9: no tax is charged; the invoice says so as $0.00. */
const TAX_CENTS = 0;

/**
 * Spec "Invoices": the line items (description, price, quantity, total), then the subtotal,
 * tax of $0.00, the total and the amount due.
 */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const title = invoice.number ? `Invoice ${invoice.number}` : 'Invoice';
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text c="dimmed" mt={4}>
          Issued {formatUnixDate(invoice.created)}
        </Text>
        <Text c="dimmed">
          For {formatUnixDate(invoice.period_start)} to {formatUnixDate(invoice.period_end)}
        </Text>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'lg' }}>
        <Stack gap="lg">
          <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Line items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th className={classes.amount}>Price</Table.Th>
                <Table.Th className={classes.amount}>Qty</Table.Th>
                <Table.Th className={classes.amount}>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description ?? 'Subscription'}</Table.Td>
                  <Table.Td className={classes.amount}>
                    {line.price?.unit_amount != null ? formatCents(line.price.unit_amount) : '—'}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{line.quantity ?? 1}</Table.Td>
                  <Table.Td className={classes.amount}>{formatCents(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>

          <dl className={classes.totals} aria-label="Totals">
            <dt>Subtotal</dt>
            <dd>{formatCents(invoice.subtotal)}</dd>
            <dt>Tax</dt>
            <dd>{formatCents(TAX_CENTS)}</dd>
            <dt className={classes.grand}>Total</dt>
            <dd className={classes.grand}>{formatCents(invoice.total)}</dd>
            <dt>Amount due</dt>
            <dd>{formatCents(invoice.amount_due)}</dd>
            <dt>Amount paid</dt>
            <dd>{formatCents(invoice.amount_paid)}</dd>
          </dl>
        </Stack>
      </Paper>
    </Stack>
  );
}
