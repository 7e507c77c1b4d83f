import type { Invoice } from '@app/domain/billing.schemas.ts';
import { Badge } from '@mantine/core';
import { invoiceBadgeMantineColor, invoiceStatusLabel } from './billing-format.ts';

/** Spec section 9: paid is success; void and uncollectible are danger. */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  return (
    <Badge color={invoiceBadgeMantineColor(status)} variant="light">
      {invoiceStatusLabel(status)}
    </Badge>
  );
}
