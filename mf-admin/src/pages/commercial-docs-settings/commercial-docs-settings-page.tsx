import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { BILLING_SETTINGS_CALLS } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';
import { CommercialDocsSettingsForm } from './commercial-docs-settings-form.js';

/** params/commercial-docs (Facturation): what billing prints on and numbers its documents with. */
export default function CommercialDocsSettingsPage() {
  const agencyId = useAgencyId();
  const settings = useQuery({
    queryKey: ['billing', 'settings', agencyId],
    queryFn: () => callApi('billing', `/agency/${agencyId}/settings`, { schema: BILLING_SETTINGS_CALLS.get.response }),
  });
  return (
    <div>
      <Typography.Title level={3}>Paramètres de facturation</Typography.Title>
      {settings.data ? <CommercialDocsSettingsForm settings={settings.data} /> : <Skeleton active />}
    </div>
  );
}
