import type { Invoice } from '@app/domain/billing.schemas.ts';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './billing.module.css';
import { useBillingFormat } from './billing-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** docs/product.md section 9: no tax is charged; the invoice says so as $0.00. */
const TAX_CENTS = 0;

/**
 * Spec "Invoices": the line items (description, price, quantity, total), then the subtotal,
 * tax of $0.00, the total and the amount due.
 */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const title = invoice.number
    ? t('invoice.titleNumber', { number: invoice.number })
    : t('invoice.title');
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text c="dimmed" mt={4}>
          {t('invoice.issued', { date: format.date(invoice.created) })}
        </Text>
        <Text c="dimmed">
          {t('invoice.period', {
            start: format.date(invoice.period_start),
            end: format.date(invoice.period_end),
          })}
        </Text>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'lg' }}>
        <Stack gap="lg">
          <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t('invoice.lineItems')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoice.description')}</Table.Th>
                <Table.Th className={classes.amount}>{t('invoice.price')}</Table.Th>
                <Table.Th className={classes.amount}>{t('invoice.quantity')}</Table.Th>
                <Table.Th className={classes.amount}>{t('invoice.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.data.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description ?? t('invoice.subscription')}</Table.Td>
                  <Table.Td className={classes.amount}>
                    {line.price?.unit_amount != null ? format.money(line.price.unit_amount) : '—'}
                  </Table.Td>
                  <Table.Td className={classes.amount}>
                    {format.number(line.quantity ?? 1)}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{format.money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>

          <dl className={classes.totals} aria-label={t('invoice.totals')}>
            <dt>{t('invoice.subtotal')}</dt>
            <dd>{format.money(invoice.subtotal)}</dd>
            <dt>{t('invoice.tax')}</dt>
            <dd>{format.money(TAX_CENTS)}</dd>
            <dt className={classes.grand}>{t('invoice.total')}</dt>
            <dd className={classes.grand}>{format.money(invoice.total)}</dd>
            <dt>{t('invoice.amountDue')}</dt>
            <dd>{format.money(invoice.amount_due)}</dd>
            <dt>{t('invoice.amountPaid')}</dt>
            <dd>{format.money(invoice.amount_paid)}</dd>
          </dl>
        </Stack>
      </Paper>
    </Stack>
  );
}
