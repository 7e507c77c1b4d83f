import type { Invoice } from '@app/domain/billing.schemas.ts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceBadgeMantineColor, invoiceStatusLabel } from './billing-format.ts';

/** docs/product.md section 9: paid is success; void and uncollectible are danger. */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={invoiceBadgeMantineColor(status)} variant="light">
      {invoiceStatusLabel(status, t)}
    </Badge>
  );
}
