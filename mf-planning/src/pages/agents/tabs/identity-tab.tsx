import { Col, Form, Input, Row, Select } from 'antd';
import { CIVILITY_LABELS, GENDER_LABELS } from '@portal/contracts';
import { emailRule, frenchDateRule, FrenchDateInput, requiredRule } from '@portal/kit';
import { optionsOf } from './options.js';

/** Tab 'Identité et contact'. */
export function IdentityTab() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'civility']} label="Civilité">
            <Select options={optionsOf(CIVILITY_LABELS, true)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'firstName']} label="Prénom" rules={[requiredRule]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'lastName']} label="Nom" rules={[requiredRule]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['identity', 'email']} label="E-mail" rules={[requiredRule, emailRule]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['identity', 'phones']} label="Téléphones" extra="Validez chaque numéro avec Entrée">
            <Select mode="tags" open={false} tokenSeparators={[';']} aria-label="Téléphones" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'gender']} label="Genre">
            <Select options={optionsOf(GENDER_LABELS, true)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'birthDate']} label="Date de naissance" rules={[frenchDateRule('none')]}>
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'birthLocation']} label="Lieu de naissance">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['identity', 'nationality']} label="Nationalité">
        <Input />
      </Form.Item>
      <Form.Item name={['identity', 'address', 'street']} label="Adresse">
        <Input />
      </Form.Item>
      <Form.Item name={['identity', 'address', 'complement']} label="Complément d'adresse">
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['identity', 'address', 'zipcode']} label="Code postal">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name={['identity', 'address', 'city']} label="Ville">
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
