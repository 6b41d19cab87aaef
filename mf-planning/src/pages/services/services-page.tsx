import { Button, Tag } from 'antd';
import { useState } from 'react';
import {
  BILLING_MODE_LABELS,
  SERVICE_CATEGORY_LABELS,
  SERVICE_STATUS_LABELS,
  ServiceSchema,
  type Service,
} from '@portal/contracts';
import {
  formatDate,
  LazyDialog,
  SERVICE_STATUS_TAG_COLORS,
  ListTable,
  useAgencyId,
  useCan,
  type ListColumn,
} from '@portal/kit';
import { serviceListPath } from './service-calls.js';
import type { ServiceDialogProps } from './service-dialog.js';
import type { ServiceImportDialogProps } from './service-import-dialog.js';
import { ServiceFilters } from './service-filters.js';
import type { ServiceItemsDialogProps } from './service-items-dialog.js';
import type { ServiceReplacementDialogProps } from './service-replacement-dialog.js';
import { ServiceRowActions, type ServiceDialogKind } from './service-row-actions.js';
import type { ServiceTimelineDialogProps } from './service-timeline-dialog.js';
import { hoursText } from './service-display.js';

const loadDialog = () => import('./service-dialog.js');
const loadReplacementDialog = () => import('./service-replacement-dialog.js');
const loadItemsDialog = () => import('./service-items-dialog.js');
const loadTimelineDialog = () => import('./service-timeline-dialog.js');
const loadImportDialog = () => import('./service-import-dialog.js');

const agentsText = (service: Service) =>
  service.agents.length === 0
    ? `À pourvoir (${service.nbAgents})`
    : service.agents.map((agent) => `${agent.firstName} ${agent.lastName}`).join(', ') +
      (service.agents.length < service.nbAgents ? ` + ${service.nbAgents - service.agents.length} à pourvoir` : '');

/** adminServices: the agency's services, with the service editor. */
export default function ServicesPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: ServiceDialogKind | null; service: Service | null }>({
    open: null,
    service: null,
  });
  const openDialog = (kind: ServiceDialogKind, service: Service | null) => setDialog({ open: kind, service });
  const close = () => setDialog((current) => ({ ...current, open: null }));
  const canImport = useCan('services.create');
  const [importOpen, setImportOpen] = useState(false);

  const columns: ListColumn<Service>[] = [
    { title: 'Référence', dataIndex: 'reference', sorter: true },
    {
      title: 'Date',
      dataIndex: 'startAt',
      sorter: true,
      render: (_, service) => formatDate(service.startAt),
      exportValue: (service) => formatDate(service.startAt),
    },
    {
      title: 'Horaires',
      dataIndex: 'endAt',
      render: (_, service) => hoursText(service),
      exportValue: (service) => hoursText(service),
    },
    { title: 'Site', dataIndex: 'siteName', sorter: true },
    { title: 'Client', dataIndex: 'customerName' },
    {
      title: 'Prestation',
      dataIndex: 'prestation',
      render: (_, service) => service.prestation.label,
      exportValue: (service) => service.prestation.label,
    },
    {
      title: 'Catégorie',
      dataIndex: 'category',
      render: (_, service) => SERVICE_CATEGORY_LABELS[service.category],
      exportValue: (service) => SERVICE_CATEGORY_LABELS[service.category],
    },
    {
      title: 'Facturation',
      dataIndex: 'billingMode',
      render: (_, service) => BILLING_MODE_LABELS[service.billingMode],
      exportValue: (service) => BILLING_MODE_LABELS[service.billingMode],
    },
    {
      title: 'Collaborateurs',
      dataIndex: 'agents',
      render: (_, service) => agentsText(service),
      exportValue: agentsText,
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      filters: true,
      valueEnum: SERVICE_STATUS_LABELS,
      render: (_, service) => (
        <Tag color={SERVICE_STATUS_TAG_COLORS[service.status]}>{SERVICE_STATUS_LABELS[service.status]}</Tag>
      ),
      exportValue: (service) => SERVICE_STATUS_LABELS[service.status],
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, service) => <ServiceRowActions agencyId={agencyId} service={service} onOpen={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<Service>
        pageKey="services"
        title="Services"
        service="operations"
        path={serviceListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={ServiceSchema}
        filters={{ form: ServiceFilters }}
        createAction={{ label: 'Nouveau service', right: 'services.create', onClick: () => openDialog('edit', null) }}
        toolbarExtra={canImport ? <Button onClick={() => setImportOpen(true)}>Importer</Button> : null}
        exportName="services"
        searchPlaceholder="Référence ou site"
      />
      <LazyDialog<ServiceDialogProps>
        load={loadDialog}
        open={dialog.open === 'edit'}
        title={dialog.service ? 'Modifier le service' : 'Nouveau service'}
        onClose={close}
        props={{ agencyId, service: dialog.service }}
      />
      <LazyDialog<ServiceImportDialogProps>
        load={loadImportDialog}
        open={importOpen}
        title="Importer des services"
        onClose={() => setImportOpen(false)}
        props={{ agencyId }}
      />
      {dialog.service ? (
        <>
          <LazyDialog<ServiceReplacementDialogProps>
            load={loadReplacementDialog}
            open={dialog.open === 'replace'}
            title="Remplacement"
            onClose={close}
            props={{ agencyId, service: dialog.service }}
          />
          <LazyDialog<ServiceItemsDialogProps>
            load={loadItemsDialog}
            open={dialog.open === 'items'}
            title="Éléments du site"
            onClose={close}
            props={{ agencyId, service: dialog.service }}
          />
          <LazyDialog<ServiceTimelineDialogProps>
            load={loadTimelineDialog}
            open={dialog.open === 'timeline'}
            title="Historique"
            onClose={close}
            props={{ agencyId, service: dialog.service }}
          />
        </>
      ) : null}
    </>
  );
}
