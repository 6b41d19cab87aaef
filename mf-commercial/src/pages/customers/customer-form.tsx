import { App, Button, Form, Space, Tabs } from 'antd';
import { useState } from 'react';
import { fr, type Customer } from '@portal/contracts';
import { applyFieldErrors } from '@portal/kit';
import { refreshCustomerLists, saveCustomer } from './customer-calls.js';
import { CustomerContacts } from './customer-contacts.js';
import { formValuesOf, saveBodyOf, type CustomerFormValues } from './customer-form-values.js';
import { AddressTab, InformationTab, SettingsTab } from './customer-tabs.js';

type TabKey = 'information' | 'address' | 'contacts' | 'settings';

/** The tab holding a field, from the first part of its name. */
function tabOf(name: readonly (string | number)[] | undefined): TabKey {
  const head = name?.[0];
  if (head === 'address') return 'address';
  if (head === 'contacts') return 'contacts';
  if (head === 'customerInfos') return 'settings';
  return 'information';
}

/**
 * The customer form in four tabs (Informations, Adresse, Contacts, Paramètres), validated with the
 * service's own schemas. Every tab is rendered at once so that the whole customer is validated and
 * sent; the first tab holding an error, local or answered by the service, is shown.
 */
export function CustomerForm(props: {
  agencyId: string;
  customer: Customer | null;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const { agencyId, customer } = props;
  const [form] = Form.useForm<CustomerFormValues>();
  const [tab, setTab] = useState<TabKey>('information');
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  const showFirstError = () => {
    const failed = form.getFieldsError().find((field) => field.errors.length > 0);
    if (failed) setTab(tabOf(failed.name));
  };

  const submit = async (values: CustomerFormValues) => {
    const body = saveBodyOf(values, customer);
    if (customer && JSON.stringify(body) === JSON.stringify(saveBodyOf(formValuesOf(customer), customer))) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCustomer(agencyId, body);
      void message.success(customer ? 'Client enregistré' : 'Client créé');
      await refreshCustomerLists(agencyId);
      props.onSaved(saved);
    } catch (error) {
      if (applyFieldErrors(form, error)) showFirstError();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CustomerFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(customer)}
      // The whole store: fields of a hidden part (a payment term 'À réception') keep their value.
      onFinish={() => void submit(form.getFieldsValue(true))}
      onFinishFailed={({ errorFields }) => setTab(tabOf(errorFields[0]?.name))}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'information', label: 'Informations', forceRender: true, children: <InformationTab form={form} /> },
          { key: 'address', label: 'Adresse', forceRender: true, children: <AddressTab /> },
          { key: 'contacts', label: 'Contacts', forceRender: true, children: <CustomerContacts form={form} /> },
          {
            key: 'settings',
            label: 'Paramètres',
            forceRender: true,
            children: <SettingsTab form={form} customer={customer} />,
          },
        ]}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
