import { ACTIVE_STATUS_LABELS } from '@portal/contracts';
import { CustomerPicker, requiredRule } from '@portal/kit';
import { Form, Input, Select } from 'antd';

const STATUS_OPTIONS = Object.entries(ACTIVE_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** 'Général': name, customer, status. */
export function GeneralTab() {
  return (
    <>
      <Form.Item name="name" label="Nom" rules={[requiredRule, { max: 255, message: 'Maximum 255 caractères' }]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="customerId" label="Client" rules={[requiredRule]}>
        <CustomerPicker />
      </Form.Item>
      <Form.Item name="status" label="Statut">
        <Select options={STATUS_OPTIONS} />
      </Form.Item>
    </>
  );
}
