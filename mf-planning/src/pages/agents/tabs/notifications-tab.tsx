import { Form, Switch } from 'antd';

/** Tab 'Notifications'. */
export function NotificationsTab() {
  return (
    <Form.Item
      name={['notifications', 'sendPlanning']}
      label="Envoyer le planning par e-mail au collaborateur"
      valuePropName="checked"
    >
      <Switch />
    </Form.Item>
  );
}
