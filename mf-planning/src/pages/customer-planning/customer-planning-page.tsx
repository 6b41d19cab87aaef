import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Modal, Result, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  localDateOf,
  localTimeOf,
  OWN_PLANNING_CALLS,
  SERVICE_STATUS_LABELS,
  toFrenchDateText,
  type PlanningService,
} from '@portal/contracts';
import { callApi, useAgencyId, useCustomerId } from '@portal/kit';
import { PlanningGrid } from '../planning/planning-grid.js';
import { siteRows } from '../planning/planning-rows.js';
import { PlanningLegend, STATUS_HEX } from '../planning/planning-legend.js';
import { PlanningToolbar } from '../planning/planning-toolbar.js';
import { usePlanningWindow } from '../planning/use-planning-window.js';

const agentsOf = (service: PlanningService) =>
  service.agents.length === 0
    ? 'À pourvoir'
    : service.agents.map((agent) => `${agent.firstName} ${agent.lastName}`).join(', ');

const hoursOf = (service: PlanningService) => `${localTimeOf(service.startAt)}–${localTimeOf(service.endAt)}`;

/** The customer's sites having interventions in the window, and those interventions. */
function useCustomerSitesPlanning(agencyId: string, customerId: string, window: { from: string; to: string }) {
  return useQuery({
    queryKey: ['operations', 'customer-planning', agencyId, customerId, window],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/customer/${customerId}/fetch/sites/with-services`, {
        method: 'POST',
        body: window,
        schema: OWN_PLANNING_CALLS.customerSitesPlanning.response,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** One intervention, read-only: what the customer may know of it. */
function ServiceDetails(props: { service: PlanningService; onClose: () => void }) {
  const { service } = props;
  return (
    <Modal open title={`Service ${service.reference}`} footer={null} onCancel={props.onClose} width={520}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Référence">{service.reference}</Descriptions.Item>
        <Descriptions.Item label="Date">{toFrenchDateText(localDateOf(service.startAt))}</Descriptions.Item>
        <Descriptions.Item label="Horaires">{hoursOf(service)}</Descriptions.Item>
        <Descriptions.Item label="Site">{service.siteName}</Descriptions.Item>
        <Descriptions.Item label="Prestation">{service.prestation.label}</Descriptions.Item>
        <Descriptions.Item label="Agents">{agentsOf(service)}</Descriptions.Item>
        <Descriptions.Item label="Statut">
          <Tag color={STATUS_HEX[service.status]}>{SERVICE_STATUS_LABELS[service.status]}</Tag>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

function CustomerPlanning(props: { agencyId: string; customerId: string }) {
  const { mode, anchor, days, window, setWindow } = usePlanningWindow();
  const planning = useCustomerSitesPlanning(props.agencyId, props.customerId, window);
  const [opened, setOpened] = useState<PlanningService | null>(null);
  const rows = useMemo(() => (planning.data ? siteRows(planning.data, { customerShown: false }) : []), [planning.data]);
  return (
    <Card>
      <Typography.Title level={3}>Planning des sites</Typography.Title>
      <PlanningToolbar mode={mode} anchor={anchor} days={days} onChange={setWindow} />
      <PlanningGrid
        mode={mode}
        days={days}
        rows={rows}
        chipLabel={agentsOf}
        onOpenService={setOpened}
        empty={planning.isLoading ? 'Chargement…' : 'Aucune intervention planifiée sur cette période'}
      />
      <PlanningLegend view="sites" />
      {opened ? <ServiceDetails service={opened} onClose={() => setOpened(null)} /> : null}
    </Card>
  );
}

/**
 * customerPlaningSites (01 §2): the interventions planned on the customer's own sites, read-only,
 * through the customer-prefixed call (00 §2.5); a click on one shows its details.
 */
export default function CustomerPlanningPage() {
  const agencyId = useAgencyId();
  const customerId = useCustomerId();
  if (!customerId) return <Result status="404" title="Aucun client n'est associé à ce compte" />;
  return <CustomerPlanning agencyId={agencyId} customerId={customerId} />;
}
