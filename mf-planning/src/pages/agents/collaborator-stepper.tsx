import { Alert, App, Button, Form, Space, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  COLLABORATOR_TAB_LABELS,
  COLLABORATOR_TABS,
  fr,
  type Collaborator,
  type CollaboratorTab,
} from '@portal/contracts';
import { applyFieldErrors, isApiError } from '@portal/kit';
import { createCollaborator, refreshCollaborators, updateCollaborator } from './collaborator-calls.js';
import { changedTabs, createBodyOf, formValuesOf, tabOfField, type CollaboratorFormValues } from './form-values.js';
import { AgentInfosTab } from './tabs/agent-infos-tab.js';
import { ContractTab } from './tabs/contract-tab.js';
import { IdentityTab } from './tabs/identity-tab.js';
import { ItemsTab } from './tabs/items-tab.js';
import { NotificationsTab } from './tabs/notifications-tab.js';
import { RestrictionsTab } from './tabs/restrictions-tab.js';

type FieldError = { name: (string | number)[]; errors: string[] };

/** The quota refusal is shown as the service words it, above the form. */
const QUOTA_CODES = new Set(['AGENTS_LIMIT_REACHED', 'ACCOUNTS_LIMIT_REACHED']);

/**
 * The collaborator's stepper (spec 01 §2 collaborator dialog): one form over six tabs, every tab
 * mounted so that saving checks them all and jumps to the first refused. Creating sends every tab;
 * editing sends only the tabs that changed, or says 'Aucun changement à enregistrer'.
 */
export function CollaboratorStepper(props: {
  agencyId: string;
  collaborator: Collaborator | null;
  onSaved: (collaborator: Collaborator) => void;
  onCancel: () => void;
}) {
  const { agencyId, collaborator } = props;
  const [form] = Form.useForm<CollaboratorFormValues>();
  const [initial] = useState(() => formValuesOf(collaborator));
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { message } = App.useApp();

  const showTabOf = (fields: { name: (string | number)[] }[]) => {
    const tab = fields.map((field) => tabOfField(field.name)).find(Boolean);
    if (tab) setStep(COLLABORATOR_TABS.indexOf(tab));
  };

  const save = async () => {
    setRefusal(null);
    let values: CollaboratorFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as CollaboratorFormValues;
    } catch (failure) {
      showTabOf((failure as { errorFields?: FieldError[] }).errorFields ?? []);
      return;
    }
    const changes = collaborator ? changedTabs(initial, values) : null;
    if (changes && Object.keys(changes).length === 0) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    setSaving(true);
    try {
      const saved = collaborator
        ? await updateCollaborator(agencyId, collaborator.id, changes ?? {})
        : await createCollaborator(agencyId, createBodyOf(values));
      void message.success(collaborator ? 'Collaborateur enregistré' : 'Collaborateur créé');
      await refreshCollaborators(agencyId);
      props.onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) void message.error(fr.UNKNOWN_ERROR);
      else if (QUOTA_CODES.has(error.code)) setRefusal(error.message);
      else if (error.code === 'NO_CHANGE') void message.info(error.message);
      else if (applyFieldErrors(form, error))
        showTabOf(form.getFieldsError().filter((field) => field.errors.length > 0));
    } finally {
      setSaving(false);
    }
  };

  const panels: Record<CollaboratorTab, ReactNode> = {
    identity: <IdentityTab />,
    agentInfos: <AgentInfosTab creating={!collaborator} />,
    contract: <ContractTab />,
    items: <ItemsTab />,
    restrictions: <RestrictionsTab />,
    notifications: <NotificationsTab />,
  };

  return (
    <Form<CollaboratorFormValues> form={form} layout="vertical" initialValues={initial}>
      <Steps
        size="small"
        current={step}
        onChange={setStep}
        items={COLLABORATOR_TABS.map((tab) => ({ title: COLLABORATOR_TAB_LABELS[tab] }))}
        style={{ marginBottom: 24 }}
      />
      {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} /> : null}
      {COLLABORATOR_TABS.map((tab, index) => (
        <div key={tab} role="tabpanel" aria-label={COLLABORATOR_TAB_LABELS[tab]} hidden={index !== step}>
          {panels[tab]}
        </div>
      ))}
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
          Précédent
        </Button>
        <Button disabled={step === COLLABORATOR_TABS.length - 1} onClick={() => setStep(step + 1)}>
          Suivant
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
