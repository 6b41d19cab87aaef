import { Tag } from 'antd';
import {
  AGENCY_INVOICE_STATUS_LABELS,
  PAYMENT_ITEM_STATUS_LABELS,
  type AgencyInvoiceStatus,
  type PaymentItemStatus,
} from '@portal/contracts';
import { PAYMENT_STATUS_COLORS } from '../agency-invoices/payment-tags.js';

const INVOICE_STATUS_COLORS: Record<AgencyInvoiceStatus, string> = { 100: 'orange', 200: 'green', 300: 'default' };

export function InvoiceStatusTag({ status }: { status: AgencyInvoiceStatus }) {
  return <Tag color={INVOICE_STATUS_COLORS[status]}>{AGENCY_INVOICE_STATUS_LABELS[status]}</Tag>;
}

/** A payment's status in French ('À venir', 'Validé manuellement'…), coloured as the agency's own invoices show it. */
export function PaymentStatusTag({ status }: { status: PaymentItemStatus }) {
  return (
    <Tag color={PAYMENT_STATUS_COLORS[status]} style={{ marginInlineEnd: 4 }}>
      {PAYMENT_ITEM_STATUS_LABELS[status]}
    </Tag>
  );
}
