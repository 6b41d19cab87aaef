import { App, Button, Form, Input, Modal, Select, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_CALLS, SendDocumentSchema, fr, type CommercialDocument, type Customer } from '@portal/contracts';
import { applyFieldErrors, requiredRule, useCan, zodRule } from '@portal/kit';
import { useState } from 'react';
import { fetchCustomer } from '../../customers/customer-calls.js';
import { sendDocument } from '../document-calls.js';
import { DOCUMENT_TEXTS } from '../document-texts.js';

type Values = { to: string[]; subject: string; message: string };
const recipientsRule = zodRule(SendDocumentSchema.shape.to);

/** The customer's contacts who receive this kind of document; the customer's own address otherwise. */
export function recipientsOf(customer: Customer | null | undefined, kind: CommercialDocument['kind']): string[] {
  if (!customer) return [];
  const flag = kind === 'estimate' ? 'estimateRecipient' : 'invoiceRecipient';
  const contacts = customer.contacts.filter((contact) => contact[flag]).map((contact) => contact.email);
  return contacts.length > 0 ? contacts : customer.email ? [customer.email] : [];
}

function initialValues(document: CommercialDocument, customer: Customer | null | undefined): Values {
  const name = DOCUMENT_TEXTS[document.kind].named(document.number);
  const article =
    document.kind === 'estimate' ? 'notre devis' : document.kind === 'invoice' ? 'notre facture' : 'notre avoir';
  return {
    to: recipientsOf(customer, document.kind),
    subject: document.seller.name ? `${name} – ${document.seller.name}` : name,
    message: `Bonjour,\n\nVeuillez trouver ci-joint ${article} ${document.number ?? ''}.\n\nCordialement,\n${document.seller.name}`,
  };
}

export type SendDialogProps = {
  agencyId: string;
  document: CommercialDocument;
  onClose: () => void;
  onSent: (document: CommercialDocument) => void;
};

/**
 * 'Envoyer par e-mail': the document's PDF mailed to the recipients, prefilled with the customer's
 * contacts flagged to receive it; the document is then marked sent ('Email bien envoyé').
 */
export function SendDialog({ agencyId, document, onClose, onSent }: SendDialogProps) {
  const { message } = App.useApp();
  const canReadCustomer = useCan(CUSTOMER_CALLS.get.right);
  const customer = useQuery({
    queryKey: ['billing', 'customer', agencyId, document.customerId],
    enabled: canReadCustomer,
    queryFn: () => fetchCustomer(agencyId, document.customerId),
    retry: false,
  });
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const ready = !canReadCustomer || customer.isFetched;

  const submit = async (values: Values) => {
    setSending(true);
    try {
      const sent = await sendDocument(document.kind, { agencyId, documentId: document.id }, values);
      void message.success(fr.EMAIL_SENT);
      onSent(sent);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title="Envoyer par e-mail" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {ready ? (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues(document, customer.data)}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="to" label="Destinataires" rules={[requiredRule, recipientsRule]}>
            <Select mode="tags" tokenSeparators={[',', ';', ' ']} open={false} suffixIcon={null} />
          </Form.Item>
          <Form.Item name="subject" label="Objet" rules={[requiredRule]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="message" label="Message">
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={10_000} />
          </Form.Item>
          <p style={{ marginTop: 0 }}>Le PDF du document est joint à l’e-mail.</p>
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Annuler</Button>
            <Button type="primary" htmlType="submit" loading={sending}>
              Envoyer
            </Button>
          </Space>
        </Form>
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </Modal>
  );
}
