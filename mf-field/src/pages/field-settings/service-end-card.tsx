import { App, Card, Form, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  OPERATIONS_SETTINGS_CALLS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type OperationsSettings,
} from '@portal/contracts';
import { callApi, queryClient, useAgencyId, useCan } from '@portal/kit';

type EndSettings = Pick<OperationsSettings, 'serviceEndPhotoRequired' | 'signedReportCategories'>;

/**
 * What the agent's end of service asks for (01 §4): a photo, and a signed report for the activity
 * types chosen here (a site may ask for it too, in its own settings). Saved at each change;
 * read-only without agencySettings.edit.
 */
export function ServiceEndCard(props: { settings: OperationsSettings }) {
  const agencyId = useAgencyId();
  const canEdit = useCan('agencySettings.edit');
  const { message } = App.useApp();
  const [saving, setSaving] = useState<keyof EndSettings | null>(null);

  const save = async <K extends keyof EndSettings>(key: K, value: EndSettings[K]) => {
    setSaving(key);
    try {
      const saved = await callApi('operations', `/agency/${agencyId}/settings`, {
        method: 'PUT',
        body: { [key]: value },
        schema: OPERATIONS_SETTINGS_CALLS.update.response,
      });
      queryClient.setQueryData(['operations', 'settings', agencyId], saved);
      void message.success('Réglage enregistré');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card title="Fin de service" style={{ marginBottom: 16 }}>
      <Form layout="vertical">
        <Form.Item label="Photo obligatoire en fin de service">
          <Switch
            aria-label="Photo obligatoire en fin de service"
            checked={props.settings.serviceEndPhotoRequired}
            disabled={!canEdit}
            loading={saving === 'serviceEndPhotoRequired'}
            onChange={(on) => void save('serviceEndPhotoRequired', on)}
          />
        </Form.Item>
        <Form.Item label="Bon signé obligatoire pour les activités" style={{ marginBottom: 0 }}>
          <Select
            aria-label="Bon signé obligatoire pour les activités"
            mode="multiple"
            allowClear
            placeholder="Aucune (selon le site)"
            value={props.settings.signedReportCategories}
            options={SERVICE_CATEGORIES.map((category) => ({
              value: category,
              label: SERVICE_CATEGORY_LABELS[category],
            }))}
            disabled={!canEdit}
            loading={saving === 'signedReportCategories'}
            onChange={(categories) => void save('signedReportCategories', categories)}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
