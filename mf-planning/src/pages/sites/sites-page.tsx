import { ACTIVE_STATUS_LABELS, SiteRowSchema, type SiteRow } from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId, type ListColumn } from '@portal/kit';
import { Tag } from 'antd';
import { useState } from 'react';
import { siteListPath } from './site-calls.js';
import type { SiteDialogProps } from './site-dialog.js';
import { SiteFilters } from './site-filters.js';
import { SiteRowActions } from './site-row-actions.js';

const loadDialog = () => import('./site-dialog.js');
const STATUS_COLORS = { 100: 'green', 200: 'orange', 300: 'default' } as const;

/** sites (Sites group): the agency's sites, with the site dialog. */
export default function SitesPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: boolean; siteId?: string }>({ open: false });

  const columns: ListColumn<SiteRow>[] = [
    { title: 'Nom', dataIndex: 'name', sorter: true },
    { title: 'Client', dataIndex: 'customerName', sorter: true },
    {
      title: 'Ville',
      dataIndex: 'city',
      sorter: true,
      render: (_, site) => [site.zipcode, site.city].filter(Boolean).join(' ') || '—',
      exportValue: (site) => [site.zipcode, site.city].filter(Boolean).join(' '),
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      render: (_, site) => <Tag color={STATUS_COLORS[site.status]}>{ACTIVE_STATUS_LABELS[site.status]}</Tag>,
      exportValue: (site) => ACTIVE_STATUS_LABELS[site.status],
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, site) => (
        <SiteRowActions agencyId={agencyId} site={site} onOpen={(row) => setDialog({ open: true, siteId: row.id })} />
      ),
    },
  ];

  return (
    <>
      <ListTable<SiteRow>
        pageKey="sites"
        title="Sites"
        service="operations"
        path={siteListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={SiteRowSchema}
        filters={{ form: SiteFilters }}
        exportName="sites"
        searchPlaceholder="Nom, adresse, ville, client"
        createAction={{ label: 'Nouveau site', right: 'sites.create', onClick: () => setDialog({ open: true }) }}
      />
      <LazyDialog<SiteDialogProps>
        load={loadDialog}
        open={dialog.open}
        onClose={() => setDialog({ open: false })}
        props={dialog.siteId ? { siteId: dialog.siteId } : {}}
        title="Site"
        width={820}
      />
    </>
  );
}
