import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { PasswordSchema, fr } from '@portal/contracts';
import { applyFieldErrors, requiredRule, zodRule } from '@portal/kit';
import { saveUser } from './save-user.js';

type Values = { currentPassword: string; newPassword: string; confirmation: string };

/** A new password needs the current one (the other sessions of the user end, this one stays). */
export function PasswordCard() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await saveUser({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.resetFields();
      message.success(fr.PASSWORD_RESET_DONE);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Mot de passe">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="currentPassword" label="Mot de passe actuel" rules={[requiredRule]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="Nouveau mot de passe" required rules={[zodRule(PasswordSchema)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmation"
          label="Confirmation"
          dependencies={['newPassword']}
          rules={[
            requiredRule,
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Les mots de passe ne correspondent pas')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Changer le mot de passe
        </Button>
      </Form>
    </Card>
  );
}
