import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Radio, Select, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import {
  CartLineSchema,
  CreateAgencyInvoiceSchema,
  PAYMENT_PERIOD_LABELS,
  PAYMENT_PERIODS,
  priceCart,
  toFieldIssues,
  type AgencyInvoice,
  type PaymentPeriod,
} from '@portal/contracts';
import { applyFieldErrors, formatMoney, requiredRule, zodRule, type DialogControl } from '@portal/kit';
import { AgencyPicker } from './agency-picker.js';
import { createAgencyInvoice, fetchInvoiceableOffers } from './agency-invoice-admin-calls.js';

export type InvoiceCreateDialogProps = { onCreated: (invoice: AgencyInvoice) => void };

/** The form's values: the call's own shape, so that its issues land on their fields. */
type Values = {
  agencyId?: string;
  cart: {
    period: PaymentPeriod;
    lines: { offerId?: string; quantity?: number | null }[];
    deliveryAddress?: string;
    deliveryInstructions?: string;
  };
};

const INITIAL: Values = { cart: { period: 'monthly', lines: [{ quantity: 1 }] } };
const nameOf = (path: string) => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * 'Créer une facture' (administration/agencyInvoices, 02 §7 `POST admin/agency-invoice`): the agency,
 * the period, the offers and their quantities (hidden ones too), the totals as the service will price
 * them, and where to deliver articles. Each field is checked as it changes, and the whole with the
 * service's schema before it is sent (an offer twice, an address an article needs).
 */
export default function InvoiceCreateDialog({ open, onClose, onCreated }: InvoiceCreateDialogProps & DialogControl) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const offers = useQuery({ queryKey: ['billing', 'invoiceable-offers'], queryFn: fetchInvoiceableOffers });
  const cart = Form.useWatch('cart', form) ?? INITIAL.cart;
  const chosen = cart.lines.filter((line) => line.offerId && line.quantity && line.quantity > 0);
  const priced =
    offers.data && chosen.length > 0
      ? priceCart(
          {
            period: cart.period,
            lines: chosen.map((line) => ({ offerId: line.offerId ?? '', quantity: line.quantity ?? 0 })),
          },
          offers.data,
        )
      : undefined;

  const submit = async (values: Values) => {
    const parsed = CreateAgencyInvoiceSchema.safeParse(values);
    if (!parsed.success) {
      // The issues' paths are the form's names ('cart.lines.0.quantity'); antd's typed names cannot say so.
      const fields: FormInstance = form;
      fields.setFields(
        toFieldIssues(parsed.error).map((issue) => ({ name: nameOf(issue.path), errors: [issue.message] })),
      );
      return;
    }
    setSaving(true);
    try {
      const invoice = await createAgencyInvoice(parsed.data);
      void message.success(`Facture ${invoice.number} créée`);
      form.resetFields();
      onCreated(invoice);
    } catch (error) {
      if (!applyFieldErrors(form, error)) void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const offerOptions = (offers.data ?? []).map((offer) => ({ value: offer.id, label: offer.name }));
  return (
    <Modal open={open} title="Créer une facture" onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={INITIAL} onFinish={(values) => void submit(values)}>
        <Form.Item name="agencyId" label="Agence" rules={[requiredRule]}>
          <AgencyPicker />
        </Form.Item>
        <Form.Item name={['cart', 'period']} label="Période">
          <Radio.Group
            options={PAYMENT_PERIODS.map((period) => ({ value: period, label: PAYMENT_PERIOD_LABELS[period] }))}
          />
        </Form.Item>
        <Form.List name={['cart', 'lines']}>
          {(fields, { add, remove }, { errors }) => (
            <>
              <Typography.Text style={{ display: 'block', marginBottom: 8 }}>Offres et quantités</Typography.Text>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'offerId']}
                    rules={[requiredRule]}
                    style={{ flex: '1 1 260px', marginBottom: 8 }}
                  >
                    <Select
                      aria-label={`Offre ${field.name + 1}`}
                      placeholder="Offre"
                      options={offerOptions}
                      loading={offers.isLoading}
                      showSearch
                      optionFilterProp="label"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[requiredRule, zodRule(CartLineSchema.shape.quantity)]}
                    style={{ width: 110, marginBottom: 8 }}
                  >
                    <InputNumber
                      aria-label={`Quantité ${field.name + 1}`}
                      min={1}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  <Button
                    aria-label={`Retirer la ligne ${field.name + 1}`}
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} style={{ marginBottom: 16 }}>
                Ajouter une ligne
              </Button>
            </>
          )}
        </Form.List>
        {priced?.needsDelivery ? (
          <>
            <Form.Item name={['cart', 'deliveryAddress']} label="Adresse de livraison">
              <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} />
            </Form.Item>
            <Form.Item name={['cart', 'deliveryInstructions']} label="Instructions de livraison">
              <Input.TextArea autoSize={{ minRows: 1 }} maxLength={500} />
            </Form.Item>
          </>
        ) : null}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text>
            {priced
              ? `Total HT ${formatMoney(priced.totals.totalExclTax)} · TTC ${formatMoney(priced.totals.totalInclTax)}`
              : 'Aucune ligne'}
          </Typography.Text>
          <Button type="primary" htmlType="submit" loading={saving}>
            Créer la facture
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
