import { App, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  PAYMENT_ITEM_STATUS_LABELS,
  PAYMENT_METHOD_TYPE_LABELS,
  type AgencyInvoice,
  type AgencyPayment,
  type PaymentItemStatus,
  type UserPaymentItemStatus,
} from '@portal/contracts';
import { formatDate, formatMoney, isApiError, reportApiError } from '@portal/kit';
import { savePartialPayment } from './agency-invoice-admin-calls.js';
import { PaymentStatusTag } from './invoice-display.js';
import { STATUS_OPTIONS } from './payment-form.js';

/**
 * The statuses a payment may leave by hand: announced ('À venir') or in error. A validated or
 * cancelled one is final, and one the provider is handling follows its events (the service refuses
 * both, 409).
 */
const CHANGEABLE: readonly PaymentItemStatus[] = ['COMING_SOON', 'ERROR'];

function StatusChange({ invoice, payment, onChanged }: PaymentsProps & { payment: AgencyPayment }) {
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const change = (status: UserPaymentItemStatus) =>
    modal.confirm({
      title: 'Changer le statut du paiement ?',
      content: `${formatMoney(payment.amount)} : ${PAYMENT_ITEM_STATUS_LABELS[payment.status]} → ${PAYMENT_ITEM_STATUS_LABELS[status]}. Un paiement validé ou annulé ne change plus de statut.`,
      okText: 'Confirmer',
      cancelText: 'Annuler',
      onOk: async () => {
        setSaving(true);
        try {
          onChanged(await savePartialPayment({ invoiceId: invoice.id, paymentId: payment.id, status }));
        } catch (error) {
          if (!isApiError(error)) throw error;
          reportApiError(error);
        } finally {
          setSaving(false);
        }
      },
    });
  return (
    <Select<UserPaymentItemStatus>
      aria-label={`Changer le statut du paiement de ${formatMoney(payment.amount)}`}
      placeholder="Changer le statut"
      value={null}
      loading={saving}
      options={STATUS_OPTIONS.filter((option) => option.value !== payment.status)}
      onChange={change}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}

type PaymentsProps = { invoice: AgencyInvoice; onChanged: (invoice: AgencyInvoice) => void };

/** The invoice's partial payments: amount, means, date, status, note; a status changed where it may be. */
export function InvoicePayments({ invoice, onChanged }: PaymentsProps) {
  return (
    <List<AgencyPayment>
      size="small"
      bordered
      locale={{ emptyText: 'Aucun paiement' }}
      dataSource={invoice.payments}
      renderItem={(payment) => (
        <List.Item aria-label={`Paiement de ${formatMoney(payment.amount)}`}>
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Flex wrap justify="space-between" gap={8}>
              <Typography.Text strong>
                {formatMoney(payment.amount)} · {PAYMENT_METHOD_TYPE_LABELS[payment.method]} ·{' '}
                {formatDate(payment.date)}
              </Typography.Text>
              <PaymentStatusTag status={payment.status} />
            </Flex>
            {payment.note ? <Typography.Text type="secondary">{payment.note}</Typography.Text> : null}
            {payment.error ? <Typography.Text type="danger">{payment.error}</Typography.Text> : null}
            {CHANGEABLE.includes(payment.status) ? (
              <StatusChange invoice={invoice} payment={payment} onChanged={onChanged} />
            ) : null}
          </Flex>
        </List.Item>
      )}
    />
  );
}
