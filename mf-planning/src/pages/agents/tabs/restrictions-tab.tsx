import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Space } from 'antd';
import { requiredRule } from '@portal/kit';

/** Tab 'Restrictions': what the collaborator may not do (sites, tasks…), one line each. */
export function RestrictionsTab() {
  return (
    <Form.List name="restrictions">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 ? <Empty description="Aucune restriction" /> : null}
          {fields.map((field) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'label']} label="Restriction" rules={[requiredRule]}>
                <Input style={{ width: 480 }} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label="Retirer la restriction"
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ label: '' })}>
            Ajouter une restriction
          </Button>
        </>
      )}
    </Form.List>
  );
}
