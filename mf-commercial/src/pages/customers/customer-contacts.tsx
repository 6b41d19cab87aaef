import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Empty, Form, Input, Row, Tooltip, type FormInstance, type FormRule } from 'antd';
import { CONTACT_FLAGS, CONTACT_FLAG_LABELS, ContactNameSchema, duplicateContactEmails, fr } from '@portal/contracts';
import { emailRule, requiredRule, zodRule } from '@portal/kit';
import { NEW_CONTACT, type CustomerFormValues } from './customer-form-values.js';

const nameRules: FormRule[] = [requiredRule, zodRule(ContactNameSchema)];

/** 'Cette adresse mail est déjà utilisée' on a contact repeating an earlier contact's e-mail. */
function uniqueEmailRule(form: FormInstance<CustomerFormValues>, index: number): FormRule {
  return {
    validator: async () => {
      const contacts = (form.getFieldValue('contacts') ?? []) as CustomerFormValues['contacts'];
      if (duplicateContactEmails(contacts).includes(index)) throw new Error(fr.EMAIL_ALREADY_USED);
    },
  };
}

/**
 * The 'Contacts' tab: the customer's contacts, each with its name, e-mail, phone, position and what
 * it receives; contacts are added and removed here and saved with the customer.
 */
export function CustomerContacts(props: { form: FormInstance<CustomerFormValues> }) {
  return (
    <Form.List name="contacts">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 ? <Empty description="Aucun contact" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={`Contact ${index + 1}`}
              role="group"
              aria-label={`Contact ${index + 1}`}
              extra={
                <Tooltip title="Retirer le contact">
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Retirer le contact ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              }
            >
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'firstName']} label="Prénom" rules={nameRules}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'lastName']} label="Nom" rules={nameRules}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'email']}
                    label="E-mail"
                    rules={[requiredRule, emailRule, uniqueEmailRule(props.form, index)]}
                  >
                    <Input inputMode="email" autoComplete="email" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'phone']} label="Téléphone">
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item name={[field.name, 'position']} label="Fonction">
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={[12, 0]}>
                {CONTACT_FLAGS.map((flag) => (
                  <Col key={flag} xs={24} md={12}>
                    <Form.Item name={[field.name, flag]} valuePropName="checked" noStyle>
                      <Checkbox>{CONTACT_FLAG_LABELS[flag]}</Checkbox>
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </Card>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ ...NEW_CONTACT })}>
            Ajouter un contact
          </Button>
        </>
      )}
    </Form.List>
  );
}
