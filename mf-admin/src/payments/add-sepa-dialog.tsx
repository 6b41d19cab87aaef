import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { fr, sepaMandateText, type PaymentMethodSetup } from '@portal/contracts';
import { setUpPaymentMethod } from './payment-method-calls.js';
import { loadStripeJs } from './stripe-js.js';
import { failureText, stripeRefusal } from './stripe-refusal.js';

type Props = {
  agencyId: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

type SepaForm = { iban: string; name: string; email: string };

/** An IBAN as typed (spaces, lower case) in its electronic form. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The set-up intent of billing, asked as the dialog opens (Stripe's order: the intent before the
 * form): it names the creditor the mandate text shows. A refusal is said in French.
 */
function useSepaSetup(agencyId: string, open: boolean) {
  const [setup, setSetup] = useState<PaymentMethodSetup>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    setSetup(undefined);
    setFailure(undefined);
    setUpPaymentMethod(agencyId, 'SEPA').then(
      (answer) => current && setSetup(answer),
      (error: unknown) => current && setFailure(failureText(error)),
    );
    return () => {
      current = false;
    };
  }, [agencyId, open]);
  return { setup, failure };
}

/**
 * 'Ajouter un mandat SEPA': the IBAN, the account holder's name and e-mail (Stripe requires both),
 * the mandate text Stripe requires beside them (naming the platform's company, from the set-up
 * intent), then that set-up intent confirmed by `confirmSepaDebitSetup`: accepting it signs the
 * mandate online.
 */
export function AddSepaDialog({ agencyId, open, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SepaForm>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const { setup, failure } = useSepaSetup(agencyId, open);

  async function save(values: SepaForm) {
    if (!setup) return;
    setError(undefined);
    setSaving(true);
    try {
      const stripe = await loadStripeJs();
      const result = await stripe.confirmSepaDebitSetup(setup.clientSecret, {
        payment_method: {
          sepa_debit: { iban: compactIban(values.iban) },
          billing_details: { name: values.name.trim(), email: values.email.trim() },
        },
      });
      if (result.error) {
        setError(stripeRefusal(result.error));
        return;
      }
      void message.success(fr.PAYMENT_METHOD_SEPA_SAVED);
      form.resetFields();
      onSaved();
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title="Ajouter un mandat SEPA"
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Annuler
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!setup} onClick={() => form.submit()}>
          Accepter le mandat
        </Button>,
      ]}
    >
      <Form<SepaForm> form={form} layout="vertical" onFinish={(values) => void save(values)} disabled={saving}>
        <Form.Item
          name="iban"
          label="IBAN"
          rules={[
            { required: true, whitespace: true, message: fr.REQUIRED },
            {
              validator: async (_, value: string | undefined) => {
                if (value && !IBAN_SHAPE.test(compactIban(value))) throw new Error(fr.INVALID_FORMAT);
              },
            },
          ]}
        >
          <Input placeholder="FR76 3000 6000 0112 3456 7890 189" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="name"
          label="Titulaire du compte"
          rules={[{ required: true, whitespace: true, message: fr.REQUIRED }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Adresse e-mail"
          rules={[
            { required: true, whitespace: true, message: fr.REQUIRED },
            { pattern: EMAIL_SHAPE, message: fr.INVALID_EMAIL },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {setup ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {sepaMandateText(setup.creditorName)}
          </Typography.Paragraph>
        ) : failure ? null : (
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        )}
        {error || failure ? <Alert type="error" showIcon message={error ?? failure} /> : null}
      </Form>
    </Modal>
  );
}
