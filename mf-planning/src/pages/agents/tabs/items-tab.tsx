import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Space } from 'antd';
import { ITEM_KIND_LABELS } from '@portal/contracts';
import { requiredRule } from '@portal/kit';
import { optionsOf } from './options.js';

/** Tab 'Équipements': what was handed to the collaborator, in order. */
export function ItemsTab() {
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 ? <Empty description="Aucun équipement" /> : null}
          {fields.map((field) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'kind']} label="Type">
                <Select style={{ width: 160 }} options={optionsOf(ITEM_KIND_LABELS, true)} />
              </Form.Item>
              <Form.Item name={[field.name, 'label']} label="Libellé" rules={[requiredRule]}>
                <Input style={{ width: 320 }} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label="Retirer l'équipement"
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ kind: 0, label: '' })}>
            Ajouter un équipement
          </Button>
        </>
      )}
    </Form.List>
  );
}
