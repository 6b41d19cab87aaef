import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import {
  AGENCY_CREDIT_NOTE_REASON_MAX,
  CancelAgencyInvoiceSchema,
  hasPaymentUnderWay,
  moneyToCents,
  type AgencyInvoice,
} from '@portal/contracts';
import { applyFieldErrors, formatMoney, requiredRule, zodRule } from '@portal/kit';
import { cancelByCreditNote } from './agency-invoice-admin-calls.js';

type Values = { reason?: string };

const ReasonSchema = CancelAgencyInvoiceSchema.shape.reason;

/**
 * Whether the super admin may cancel the invoice by a credit note: awaiting payment, nothing paid on
 * it, no debit the bank is processing (the service's own rules).
 */
export const isCancellable = (invoice: AgencyInvoice) =>
  invoice.status === 100 &&
  moneyToCents(invoice.remainingDue) === moneyToCents(invoice.totalInclTax) &&
  !hasPaymentUnderWay(invoice.payments);

/**
 * 'Annuler par un avoir': an issued invoice is never deleted nor edited; an unpaid one is cancelled by
 * a credit note for its whole amount, with why (printed on the credit note), once confirmed here.
 */
export function CreditNoteForm(props: {
  invoice: AgencyInvoice;
  onSaved: (invoice: AgencyInvoice) => void;
  onCancel: () => void;
}) {
  const { invoice } = props;
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const cancelled = await cancelByCreditNote({ invoiceId: invoice.id, reason: values.reason ?? '' });
      void message.success(`Avoir ${cancelled.creditNote?.number ?? ''} émis : facture ${invoice.number} annulée`);
      props.onSaved(cancelled);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label="Annuler par un avoir"
      initialValues={{ reason: '' }}
      onFinish={(values) => void submit(values)}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message={`Un avoir de ${formatMoney(invoice.totalInclTax)} TTC sera émis : la facture ${invoice.number} sera annulée et ne pourra plus être payée. Cette opération est définitive.`}
      />
      <Form.Item name="reason" label="Motif de l'avoir" rules={[requiredRule, zodRule(ReasonSchema)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={AGENCY_CREDIT_NOTE_REASON_MAX} showCount />
      </Form.Item>
      <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Retour</Button>
        <Button type="primary" danger htmlType="submit" loading={saving}>
          Émettre l'avoir
        </Button>
      </Space>
    </Form>
  );
}
