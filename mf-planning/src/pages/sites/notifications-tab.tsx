import { INTERVENTION_REPORT_TEMPLATES, INTERVENTION_REPORT_TEMPLATE_LABELS } from '@portal/contracts';
import { Checkbox, Form, Radio, Typography } from 'antd';

/** 'Notifications et rapports': who receives the instructions, and the reports of the site. */
export function NotificationsTab() {
  return (
    <>
      <Typography.Title level={5}>Envoi des consignes du site</Typography.Title>
      <Form.Item name={['notifications', 'instructionsToAgents']} valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>Envoyer les consignes aux agents</Checkbox>
      </Form.Item>
      <Form.Item name={['notifications', 'instructionsToAdmins']} valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>Envoyer les consignes aux administrateurs</Checkbox>
      </Form.Item>
      <Form.Item name={['notifications', 'instructionsToCustomers']} valuePropName="checked">
        <Checkbox>Envoyer les consignes au client</Checkbox>
      </Form.Item>
      <Typography.Title level={5}>Rapports</Typography.Title>
      <Form.Item name="eventReportEnabled" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>Rapport d'événements activé</Checkbox>
      </Form.Item>
      <Form.Item name="interventionReportAfterServiceEnabled" valuePropName="checked">
        <Checkbox>Rapport d'intervention envoyé après chaque service</Checkbox>
      </Form.Item>
      <Form.Item name="reportSignatureRequired" valuePropName="checked">
        <Checkbox>Bon signé obligatoire en fin de service</Checkbox>
      </Form.Item>
      <Form.Item name="interventionReportTemplate" label="Modèle de rapport">
        <Radio.Group
          options={INTERVENTION_REPORT_TEMPLATES.map((template) => ({
            value: template,
            label: INTERVENTION_REPORT_TEMPLATE_LABELS[template],
          }))}
        />
      </Form.Item>
    </>
  );
}
