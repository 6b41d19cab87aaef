import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { SaveSiteSchema, type Site } from '@portal/contracts';
import { applyFieldErrors, CustomerPicker, requiredRule, useAgencyId, zodRule } from '@portal/kit';
import { createFieldSite } from './site-calls.js';

type Values = {
  name?: string;
  customerId?: string;
  street?: string;
  zipcode?: string;
  city?: string;
  instructions?: string;
};

/** The service's field paths (`address.city`) as this dialog names its fields. */
const FIELD_OF = { 'address.street': 'street', 'address.zipcode': 'zipcode', 'address.city': 'city' };

/**
 * The create-site dialog of terrain/sites (01 §2 'a create-site modal needs the create-site right'): what
 * a site needs on the spot (name, customer, address, instructions), saved with `POST /agency/{id}/site`;
 * the rest of the site (rights, closures, items) is the office's sites screen.
 */
export function CreateSiteDialog(props: { open: boolean; onClose: () => void; onCreated: (site: Site) => void }) {
  const agencyId = useAgencyId();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();

  const save = async (values: Values) => {
    setBusy(true);
    try {
      const site = await createFieldSite(agencyId, {
        name: values.name ?? '',
        customerId: values.customerId ?? '',
        address: { street: values.street ?? '', zipcode: values.zipcode ?? '', city: values.city ?? '' },
        instructions: values.instructions ?? '',
      });
      void message.success('Site créé');
      form.resetFields();
      props.onCreated(site);
    } catch (error) {
      applyFieldErrors(form, error, FIELD_OF);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Nouveau site"
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="Créer le site"
      cancelText="Annuler"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="name" label="Nom du site" rules={[requiredRule, zodRule(SaveSiteSchema.shape.name)]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="customerId" label="Client" rules={[requiredRule]}>
          <CustomerPicker aria-label="Client" />
        </Form.Item>
        <Form.Item name="street" label="Adresse">
          <Input maxLength={255} autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="zipcode" label="Code postal">
          <Input maxLength={20} inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
        <Form.Item name="city" label="Ville">
          <Input maxLength={120} autoComplete="address-level2" />
        </Form.Item>
        <Form.Item name="instructions" label="Consignes">
          <Input.TextArea rows={3} maxLength={20_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
