import { Space, Tag } from 'antd';
import {
  PAYMENT_ITEM_STATUS_LABELS,
  PAYMENT_METHOD_TYPE_LABELS,
  type AgencyPayment,
  type PaymentItemStatus,
} from '@portal/contracts';
import { formatMoney } from '@portal/kit';

/** Each payment status's colour (the platform's invoices screen shows them alike). */
export const PAYMENT_STATUS_COLORS: Record<PaymentItemStatus, string> = {
  VALIDATION: 'default',
  COMING_SOON: 'default',
  PENDING: 'orange',
  PROCESSING: 'blue',
  ERROR: 'red',
  VALIDATED: 'green',
  VALIDATED_MANUALLY: 'green',
  CANCELLED_MANUALLY: 'default',
};

/** The partial payments of an invoice: amount, method and status, in French. */
export function PaymentTags({ payments }: { payments: AgencyPayment[] }) {
  return (
    <Space direction="vertical" size={2}>
      {payments.map((payment) => (
        <Tag key={payment.id} color={PAYMENT_STATUS_COLORS[payment.status]} style={{ whiteSpace: 'normal' }}>
          {formatMoney(payment.amount)} · {PAYMENT_METHOD_TYPE_LABELS[payment.method]} ·{' '}
          {payment.requiresAuthentication
            ? 'Authentification 3D Secure requise'
            : PAYMENT_ITEM_STATUS_LABELS[payment.status]}
        </Tag>
      ))}
    </Space>
  );
}
