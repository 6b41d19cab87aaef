import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { UpdateUserSchema, fr } from '@portal/contracts';
import { applyFieldErrors, useCurrentUser, zodRule } from '@portal/kit';
import { saveUser } from './save-user.js';

type Values = { firstName: string; lastName: string; phones: string[] };

const shape = UpdateUserSchema.shape;

/** First name, last name and phone numbers; an unchanged form says so instead of saving. */
export function IdentityCard() {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const initial: Values = { firstName: user.firstName, lastName: user.lastName, phones: user.phones };

  async function submit(values: Values) {
    const phones = values.phones.filter((phone) => phone.trim() !== '');
    if (JSON.stringify({ ...values, phones }) === JSON.stringify(initial)) return void message.info(fr.NO_CHANGE);
    setBusy(true);
    try {
      await saveUser({ ...values, phones });
      message.success(fr.SETTINGS_SAVED);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Mes informations">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
        <Form.Item label="Adresse e-mail">
          <Input value={user.email} disabled />
        </Form.Item>
        <Form.Item name="firstName" label="Prénom" required rules={[zodRule(shape.firstName.unwrap())]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Nom" required rules={[zodRule(shape.lastName.unwrap())]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.List name="phones">
          {(fields, { add, remove }) => (
            <Form.Item label="Téléphones">
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={field.name} rules={[zodRule(shape.phones.unwrap().element)]}>
                    <Input aria-label={`Téléphone ${field.name + 1}`} autoComplete="tel" />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="Retirer ce téléphone" onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                Ajouter un téléphone
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={busy}>
          Enregistrer
        </Button>
      </Form>
    </Card>
  );
}
