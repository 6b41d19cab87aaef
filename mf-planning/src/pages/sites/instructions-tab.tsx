import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FrenchDateInput, frenchDateRule, requiredRule } from '@portal/kit';
import { Button, Divider, Form, Input, Select, Space, Typography } from 'antd';

/** The site's items, in their order: up and down move one, the order is their position (01 §7). */
function ItemsList(props: { editable: boolean }) {
  return (
    <Form.List name="items">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'label']} rules={[requiredRule]} style={{ flex: 1, minWidth: 320 }}>
                <Input aria-label={`Élément ${index + 1}`} disabled={!props.editable} />
              </Form.Item>
              <Button
                aria-label={`Monter l'élément ${index + 1}`}
                icon={<ArrowUpOutlined />}
                disabled={!props.editable || index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                aria-label={`Descendre l'élément ${index + 1}`}
                icon={<ArrowDownOutlined />}
                disabled={!props.editable || index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                aria-label={`Retirer l'élément ${index + 1}`}
                icon={<DeleteOutlined />}
                disabled={!props.editable}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          {props.editable ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '' })}>
              Ajouter un élément
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}

function ClosuresList() {
  return (
    <Form.List name="closures">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'startDate']} rules={[requiredRule, frenchDateRule('none')]}>
                <FrenchDateInput time="none" aria-label={`Début de la fermeture ${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'endDate']} rules={[requiredRule, frenchDateRule('none')]}>
                <FrenchDateInput time="none" aria-label={`Fin de la fermeture ${index + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'reason']}>
                <Input placeholder="Motif" aria-label={`Motif de la fermeture ${index + 1}`} />
              </Form.Item>
              <Button
                aria-label={`Retirer la fermeture ${index + 1}`}
                icon={<DeleteOutlined />}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ startDate: '', endDate: '', reason: '' })}>
            Ajouter une fermeture
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** 'Consignes': instructions and comments, the ordered items, closures and specialties. */
export function InstructionsTab(props: { showItems: boolean; editItems: boolean }) {
  return (
    <>
      <Form.Item name="instructions" label="Consignes">
        <Input.TextArea rows={4} maxLength={20_000} />
      </Form.Item>
      <Form.Item name="comments" label="Commentaires">
        <Input.TextArea rows={2} maxLength={5000} />
      </Form.Item>
      <Form.Item name="specialties" label="Spécialités">
        <Select mode="tags" tokenSeparators={[',']} placeholder="Ajouter une spécialité" open={false} />
      </Form.Item>
      {props.showItems ? (
        <>
          <Divider orientation="left" plain>
            Éléments du site
          </Divider>
          <ItemsList editable={props.editItems} />
        </>
      ) : null}
      <Divider orientation="left" plain>
        Fermetures
      </Divider>
      <Typography.Paragraph type="secondary">
        Aucun service ne doit être planifié pendant une fermeture.
      </Typography.Paragraph>
      <ClosuresList />
    </>
  );
}
