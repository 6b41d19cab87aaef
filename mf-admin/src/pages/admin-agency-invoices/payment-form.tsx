import { Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import {
  AgencyPartialPaymentRequestSchema,
  AgencyPaymentAmountSchema,
  AgencyPaymentNoteSchema,
  PAYMENT_ITEM_STATUS_LABELS,
  PAYMENT_METHOD_TYPE_LABELS,
  PAYMENT_METHOD_TYPES,
  USER_SELECTABLE_PAYMENT_ITEM_STATUSES,
  fr,
  localDateOf,
  moneyToCents,
  parseFrenchDate,
  toFieldIssues,
  toFrenchDateText,
  type AgencyInvoice,
  type AgencyPartialPaymentInput,
  type PaymentMethodType,
  type UserPaymentItemStatus,
} from '@portal/contracts';
import {
  FrenchDateInput,
  applyFieldErrors,
  formatMoney,
  frenchDateRule,
  isApiError,
  requiredRule,
  zodRule,
} from '@portal/kit';
import { savePartialPayment } from './agency-invoice-admin-calls.js';

type Values = {
  amount?: string;
  method?: PaymentMethodType;
  status?: UserPaymentItemStatus;
  date?: string;
  note?: string;
};

/** An amount typed the French way ('119,93') as the service reads it ('119.93'). */
const typedAmount = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');
/** The service's own amount rule, on the amount as typed. */
const TypedAmountSchema = z.string().transform(typedAmount).pipe(AgencyPaymentAmountSchema);

const METHOD_OPTIONS = PAYMENT_METHOD_TYPES.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_TYPE_LABELS[method],
}));
export const STATUS_OPTIONS = USER_SELECTABLE_PAYMENT_ITEM_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_ITEM_STATUS_LABELS[status],
}));

/**
 * 'Ajouter un paiement' (02 §3, §4): amount (what remains due, unless typed), means of payment,
 * status among the three a person may set, date and note, checked with the service's schemas; an
 * amount above what remains due is refused here as the service refuses it.
 */
export function PaymentForm(props: {
  invoice: AgencyInvoice;
  onSaved: (invoice: AgencyInvoice) => void;
  onCancel: () => void;
}) {
  const { invoice } = props;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const notAboveRemaining = {
    validator: async (_rule: unknown, value: unknown) => {
      const parsed = TypedAmountSchema.safeParse(value);
      if (parsed.success && moneyToCents(parsed.data) > moneyToCents(invoice.remainingDue)) {
        throw new Error(fr.PAYMENT_ABOVE_REMAINING);
      }
    },
  };

  const submit = async (values: Values) => {
    const date = parseFrenchDate(values.date ?? '', 'none');
    const body: AgencyPartialPaymentInput = {
      invoiceId: invoice.id,
      amount: typedAmount(values.amount),
      ...(values.method ? { method: values.method } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(date.ok ? { date: date.iso } : {}),
      note: values.note ?? '',
    } as AgencyPartialPaymentInput;
    const checked = AgencyPartialPaymentRequestSchema.safeParse(body);
    if (!checked.success) {
      form.setFields(
        toFieldIssues(checked.error).map((issue) => ({ name: issue.path as keyof Values, errors: [issue.message] })),
      );
      return;
    }
    setSaving(true);
    try {
      props.onSaved(await savePartialPayment(body));
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_ABOVE_REMAINING') {
        form.setFields([{ name: 'amount', errors: [error.message] }]);
      } else {
        applyFieldErrors(form, error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label="Ajouter un paiement"
      initialValues={{
        amount: invoice.remainingDue.replace('.', ','),
        method: 'CHECK',
        date: toFrenchDateText(localDateOf(new Date())),
        note: '',
      }}
      onFinish={() => void submit(form.getFieldsValue(true))}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Reste à payer : <strong>{formatMoney(invoice.remainingDue)}</strong>
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="amount"
            label="Montant"
            rules={[requiredRule, zodRule(TypedAmountSchema), notAboveRemaining]}
          >
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="method" label="Moyen de paiement" rules={[requiredRule]}>
            <Select aria-label="Moyen de paiement" options={METHOD_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label="Statut" rules={[requiredRule]}>
            <Select aria-label="Statut" placeholder="Choisir" options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="date" label="Date" rules={[requiredRule, frenchDateRule('none')]}>
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label="Note" rules={[zodRule(AgencyPaymentNoteSchema)]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer le paiement
        </Button>
      </Space>
    </Form>
  );
}
