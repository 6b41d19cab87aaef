import { ACTIVE_STATUS_LABELS, SiteRowSchema, type SiteRow } from '@portal/contracts';
import { ListTable, useAgencyId, useCustomerId, type ListColumn, RowAction } from '@portal/kit';
import { Result } from 'antd';
import { useState } from 'react';
import { CustomerSiteDetails } from './customer-site-details.js';

/** customerSites: the customer's own sites, read-only, through the customer-prefixed call (00 §2.5, §7). */
export default function CustomerSitesPage() {
  const agencyId = useAgencyId();
  const customerId = useCustomerId();
  const [opened, setOpened] = useState<string | null>(null);
  if (!customerId) return <Result status="404" title="Aucun client n'est associé à ce compte" />;

  const columns: ListColumn<SiteRow>[] = [
    { title: 'Nom', dataIndex: 'name', sorter: true },
    { title: 'Code postal', dataIndex: 'zipcode' },
    { title: 'Ville', dataIndex: 'city', sorter: true },
    {
      title: 'Statut',
      dataIndex: 'status',
      render: (_, site) => ACTIVE_STATUS_LABELS[site.status],
      exportValue: (site) => ACTIVE_STATUS_LABELS[site.status],
    },
    {
      title: 'Détails',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, site) => <RowAction onClick={() => setOpened(site.id)}>Voir</RowAction>,
    },
  ];

  return (
    <>
      <ListTable<SiteRow>
        pageKey="customerSites"
        title="Mes sites"
        service="operations"
        path={`/agency/${agencyId}/customer/${customerId}/fetch/sites`}
        rowKey="id"
        columns={columns}
        rowSchema={SiteRowSchema}
        exportName="sites"
      />
      {opened ? (
        <CustomerSiteDetails
          agencyId={agencyId}
          customerId={customerId}
          siteId={opened}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
