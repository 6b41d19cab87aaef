import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import {
  PAYMENT_STATUS_LABELS,
  UnitPriceSchema,
  fr,
  localDateOf,
  moneyToCents,
  parseFrenchDate,
  toFrenchDateText,
  type CommercialDocument,
  type PaymentStatus,
} from '@portal/contracts';
import { FrenchDateInput, applyFieldErrors, formatMoney, frenchDateRule, requiredRule, zodRule } from '@portal/kit';
import { useState } from 'react';
import { recordPayment } from '../document-calls.js';

type Values = { date: string; amount: string; note?: string; status: PaymentStatus };
const STATUS_OPTIONS = Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export type PaymentDialogProps = {
  agencyId: string;
  invoice: CommercialDocument;
  onClose: () => void;
  onRecorded: (invoice: CommercialDocument) => void;
};

/**
 * 'Enregistrer un paiement' of a validated invoice (02 §3, §4): date, amount, note and status; what
 * remains to pay is shown, and an amount above it is refused ('Le paiement dépasse le reste à payer').
 */
export function PaymentDialog({ agencyId, invoice, onClose, onRecorded }: PaymentDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const remaining = moneyToCents(invoice.remaining);
  const notAboveRemaining = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || !UnitPriceSchema.safeParse(value).success) return;
      if (moneyToCents(value.trim()) > remaining) throw new Error(fr.PAYMENT_ABOVE_REMAINING);
    },
  };

  const submit = async (values: Values) => {
    const date = parseFrenchDate(values.date, 'none');
    if (!date.ok) return;
    setSaving(true);
    try {
      const saved = await recordPayment(
        { agencyId, documentId: invoice.id },
        { date: date.iso, amount: values.amount.trim(), note: values.note ?? '', status: values.status },
      );
      void message.success('Paiement enregistré');
      onRecorded(saved);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="Enregistrer un paiement" footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        Reste à payer : <strong>{formatMoney(invoice.remaining, invoice.currency)}</strong>
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          date: toFrenchDateText(localDateOf(new Date())),
          amount: invoice.remaining,
          note: '',
          status: 'accepted',
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="date" label="Date" rules={[requiredRule, frenchDateRule('none')]}>
          <FrenchDateInput time="none" />
        </Form.Item>
        <Form.Item name="amount" label="Montant" rules={[requiredRule, zodRule(UnitPriceSchema), notAboveRemaining]}>
          <InputNumber<string> stringMode step="0.01" decimalSeparator="," style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label="Statut" rules={[requiredRule]}>
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Enregistrer le paiement
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
